import { json, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { listTrash, purgeExpiredTrashQuietly } from "@/lib/trash/trash";

/** What the owner deleted in the last 30 days, most recent first (expired items go first). */
export const GET = route(
  async () => {
    await purgeExpiredTrashQuietly();
    const trash = await listTrash();
    return json({ trash, count: trash.length });
  },
  { owner: true },
);

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods({ GET });
