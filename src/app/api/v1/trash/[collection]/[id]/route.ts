import { json, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { recordActivity } from "@/lib/data/activity";
import { ApiError } from "@/lib/errors";
import { isTrashCollection, TRASH_COLLECTIONS, TRASH_KINDS } from "@/lib/trash/kinds";
import { deleteForever } from "@/lib/trash/trash";

/** Delete forever: an item of the trash and its files, for good. */
export const DELETE = route(
  async ({ params, ip }) => {
    const { collection, id } = params;
    if (!isTrashCollection(collection)) {
      throw new ApiError(404, `Unknown collection: the trash holds ${TRASH_COLLECTIONS.join(", ")}.`);
    }
    const kind = TRASH_KINDS[collection];
    const removed = await deleteForever(collection, id);
    if (!removed) throw new ApiError(404, `${kind.apiLabel} not found in the trash.`);
    await recordActivity(`${kind.single}.purge`, removed.title, ip);
    return json({ msg: `${kind.apiLabel} deleted forever.` });
  },
  { owner: true },
);

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = methods({ DELETE });
