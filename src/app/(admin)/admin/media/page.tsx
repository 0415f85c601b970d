import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { MediaLibrary } from "@/components/admin/media/media-library";
import { requireOwner } from "@/lib/auth/require-owner";
import { listMedia } from "@/lib/media/library";

export const metadata: Metadata = { title: "Media" };

/** Every upload, where it is used, its default alt text; delete what nothing uses. */
export default async function MediaPage() {
  await requireOwner();
  const items = await listMedia();
  return (
    <AdminPage
      title="Media"
      description="Every file you uploaded, newest first, with where it is used. An upload that nothing uses (no item, no kept version, and more than a day old) can be deleted."
      back={{ href: "/admin", label: "Dashboard" }}
    >
      <MediaLibrary items={items} />
    </AdminPage>
  );
}
