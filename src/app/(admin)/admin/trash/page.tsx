import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { TrashList } from "@/components/admin/trash/trash-list";
import { trashItemView } from "@/components/admin/trash/trash-item-view";
import { requireOwner } from "@/lib/auth/require-owner";
import { TRASH_RETENTION_DAYS } from "@/lib/trash/kinds";
import { listTrash, purgeExpiredTrashQuietly } from "@/lib/trash/trash";

export const metadata: Metadata = { title: "Trash" };

/** What the owner deleted in the last 30 days: restore it, or delete it forever. */
export default async function TrashPage() {
  await requireOwner();
  // What expired goes first, so the screen never offers to restore it.
  await purgeExpiredTrashQuietly();
  const now = new Date();
  const items = (await listTrash()).map((entry) => trashItemView(entry, now));
  return (
    <AdminPage
      title="Trash"
      description={`What you deleted in the last ${TRASH_RETENTION_DAYS} days. Restore puts an item back where it was, with its images; after ${TRASH_RETENTION_DAYS} days it is deleted for good.`}
      back={{ href: "/admin", label: "Dashboard" }}
    >
      <TrashList items={items} />
    </AdminPage>
  );
}
