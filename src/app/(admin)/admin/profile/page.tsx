import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { ProfileScreen } from "@/components/admin/profile/profile-form";
import type { StoredResume } from "@/components/admin/profile/profile-values";
import { requireOwner } from "@/lib/auth/require-owner";
import { getProfile } from "@/lib/data/profile";
import { isUploadedFileUrl } from "@/lib/storage/uploaded-url";

export const metadata: Metadata = { title: "Profile" };

/** An uploaded PDF shows as a file with Replace and Remove; a link elsewhere in the link field. */
const storedResume = (url: string | null): StoredResume =>
  url ? { kind: isUploadedFileUrl(url) ? "upload" : "link", url } : null;

/** The owner's identity, home page words, About, contact, résumé, links and site details. */
export default async function ProfilePage() {
  await requireOwner();
  // The row itself, not the public cache: the owner edits what is stored right now.
  const profile = await getProfile();
  return (
    <AdminPage
      title="Profile"
      description="Who you are on this site: your name and photo, the home page's first words, About, how to reach you, your résumé and your links."
      back={{ href: "/admin", label: "Dashboard" }}
    >
      <ProfileScreen profile={profile} resume={storedResume(profile.resumeUrl)} />
    </AdminPage>
  );
}
