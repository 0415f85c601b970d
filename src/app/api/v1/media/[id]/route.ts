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
    expireTag(CACHE_TAGS.media);
    await recordActivity("media.update", media.name, ip);
    return json({ msg: "Alt text saved.", media });
  },
  { owner: true },
);

/** Deletes an upload nothing uses; one that is used stays (409, saying where). */
const remove = route(
  async ({ params, ip }) => {
    const outcome = await deleteMediaItem(params.id);
    if (!outcome) throw notFound(LABEL);
    if ("kept" in outcome) {
      throw new ApiError(409, `${outcome.kept.name} is in use, so it was not deleted: ${whyKept(outcome.kept)}`, { body: { media: outcome.kept } });
    }
    expireTag(CACHE_TAGS.media);
    await recordActivity("media.delete", outcome.deleted.name, ip);
    return json({ msg: `${outcome.deleted.name} deleted.` });
  },
  { owner: true },
);

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods({ GET: read, PATCH: update, DELETE: remove });
