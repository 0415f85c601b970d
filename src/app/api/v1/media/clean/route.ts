import { json, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { CACHE_TAGS, expireTag } from "@/lib/cache-tags";
import { recordActivity } from "@/lib/data/activity";
import { cleanUnusedMedia } from "@/lib/media/library";

/** Deletes every upload nothing uses, in one step, and says how many. */
const clean = route(
  async ({ ip }) => {
    const deleted = await cleanUnusedMedia();
    if (deleted.length > 0) {
      await expireTag(CACHE_TAGS.media);
      await recordActivity("media.clean", `${deleted.length} unused upload(s)`, ip);
    }
    const msg = deleted.length === 0 ? "No unused uploads: nothing was deleted." : `Deleted ${deleted.length} unused upload${deleted.length === 1 ? "" : "s"}.`;
    return json({ msg, deleted: deleted.length, media: deleted });
  },
  { owner: true },
);

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods({ POST: clean });
