import "server-only";
import { z } from "zod";
import { json, parseWith, route } from "@/lib/api/handler";
import { parseBody, TEXT_FORM_LIMIT } from "@/lib/api/request";
import { recordActivity } from "@/lib/data/activity";
import { getPublicProfile } from "@/lib/data/public";
import { notFound } from "@/lib/errors";
import { configuredOrigin, originOf, requestOrigin } from "@/lib/site/site-url";
import { endPreviewLinks } from "./cutoffs";
import { PREVIEW_SOURCES } from "./items";
import { previewPath } from "./paths";
import { DEFAULT_PREVIEW_DAYS, MAX_PREVIEW_DAYS, previewExpiry, signPreview, type PreviewCollection } from "./token";

/** The optional body: how many days the link works (JSON number, or text from a form). */
const previewRequestSchema = z.object({
  days: z.preprocess(
    (value) => (typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value),
    z
      .number({ error: `must be a whole number of days from 1 to ${MAX_PREVIEW_DAYS}` })
      .int(`must be a whole number of days from 1 to ${MAX_PREVIEW_DAYS}`)
      .min(1, `must be a whole number of days from 1 to ${MAX_PREVIEW_DAYS}`)
      .max(MAX_PREVIEW_DAYS, `must be a whole number of days from 1 to ${MAX_PREVIEW_DAYS}`)
      .optional(),
  ),
});

/**
 * The origin the link names: the one the owner's request came to (the server that signed
 * the link, with this database and this secret; the request is the owner's own and passed
 * the same-origin check), else the configured site URL.
 */
async function linkOrigin(req: Request): Promise<string> {
  const own = requestOrigin(req.headers) ?? originOf(req.url);
  if (own) return own;
  return configuredOrigin(await getPublicProfile()) ?? "";
}

/**
 * POST /api/v1/{blogs|projects}/{id}/preview (owner): a signed link to the item as it will
 * look, `{ url, expiresAt }`. Drafts, scheduled and published items alike; an unknown or
 * trashed id is 404 before the body is read.
 * DELETE (owner): "End preview links": every link of the item made until now is void for
 * good (./cutoffs.ts); links made afterwards work.
 */
export function previewLinkRoutes(collection: PreviewCollection) {
  const source = PREVIEW_SOURCES[collection];
  return {
    POST: route(
      async ({ req, params, ip }) => {
        const item = await source.read(params.id);
        if (!item) throw notFound(source.label);
        const { fields } = await parseBody(req, { limit: TEXT_FORM_LIMIT });
        const { days = DEFAULT_PREVIEW_DAYS } = parseWith(previewRequestSchema, fields);
        const expiresAt = previewExpiry(days);
        const url = `${await linkOrigin(req)}${previewPath(collection, signPreview(collection, item._id, expiresAt))}`;
        await recordActivity(`${source.single}.preview`, item.title, ip);
        return json({ url, expiresAt: expiresAt.toISOString() });
      },
      { owner: true },
    ),
    DELETE: route(
      async ({ params, ip }) => {
        const item = await source.read(params.id);
        if (!item) throw notFound(source.label);
        await endPreviewLinks(collection, item._id);
        await recordActivity(`${source.single}.preview.end`, item.title, ip);
        return json({ msg: "Preview links ended: every link made until now shows the 404 page." });
      },
      { owner: true },
    ),
  };
}
