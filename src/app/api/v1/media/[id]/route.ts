import { json, parseWith, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { parseBody } from "@/lib/api/request";
import { CACHE_TAGS, expireTag } from "@/lib/cache-tags";
import { recordActivity } from "@/lib/data/activity";
import { ApiError, badRequest, notFound } from "@/lib/errors";
import { deleteMediaItem, getMediaItem, mediaExists, setMediaAlt } from "@/lib/media/library";
import { whyKept } from "@/lib/media/usage-text";
import { mediaUpdateSchema } from "@/lib/validations/media";

const LABEL = "Upload";

const read = route(
  async ({ params }) => {
    const media = await getMediaItem(params.id);
    if (!media) throw notFound(LABEL);
    return json({ media });
  },
  { owner: true },
);

/** The default alt text, the one thing of an upload the owner edits. */
const update = route(
  async ({ req, params, ip }) => {
    if (!(await mediaExists(params.id))) throw notFound(LABEL);
    const { fields } = await parseBody(req);
    const { alt } = parseWith(mediaUpdateSchema, fields);
    if (alt === undefined) throw badRequest("Nothing to update: send alt (the upload's default alt text; \"\" for none).");
    const media = await setMediaAlt(params.id, alt);
    if (!media) throw notFound(LABEL);
    await expireTag(CACHE_TAGS.media);
    await recordActivity("media.update", media.name, ip);
    return json({ msg: "Alt text saved.", media });
  },
  { owner: true },
);

/** What `?confirm=` may say: the owner was told a draft may name this young upload. */
const CONFIRM_RECENT = "recent";

/**
 * Deletes an upload nothing uses; one that is used stays (409, saying where). One less than
 * a day old that nothing saved names goes with `?confirm=recent` (the owner was asked: a
 * draft may name it); without it, 409 saying so (docs/decisions.md, "Deleting a new upload").
 */
const remove = route(
  async ({ req, params, ip }) => {
    const confirm = new URL(req.url).searchParams.get("confirm");
    if (confirm !== null && confirm !== CONFIRM_RECENT) {
      throw badRequest(`confirm must be "${CONFIRM_RECENT}" (delete an upload less than a day old that nothing saved uses), or left out.`);
    }
    const outcome = await deleteMediaItem(params.id, { recentConfirmed: confirm === CONFIRM_RECENT });
    if (!outcome) throw notFound(LABEL);
    if ("kept" in outcome) {
      const { kept } = outcome;
      const msg =
        kept.keptBecause === "recent"
          ? `${kept.name} was uploaded less than a day ago, so it was not deleted: a draft may use it. Nothing saved uses it: delete it with ?confirm=${CONFIRM_RECENT} if no draft does.`
          : `${kept.name} is in use, so it was not deleted: ${whyKept(kept)}`;
      throw new ApiError(409, msg, { body: { media: kept } });
    }
    await expireTag(CACHE_TAGS.media);
    await recordActivity("media.delete", outcome.deleted.name, ip);
    return json({ msg: `${outcome.deleted.name} deleted.` });
  },
  { owner: true },
);

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods({ GET: read, PATCH: update, DELETE: remove });
