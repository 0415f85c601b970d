import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { ProfileScreen } from "@/components/admin/profile/profile-form";
import type { StoredResume } from "@/components/admin/profile/profile-values";
import { requireOwner } from "@/lib/auth/require-owner";
import { getProfile } from "@/lib/data/profile";
import { getEnv } from "@/lib/env";
import { blobStoreHost } from "@/lib/storage/blob-host.mjs";
import { LOCAL_UPLOAD_PREFIX } from "@/lib/storage/local";

export const metadata: Metadata = { title: "Profile" };

/**
 * Whether the résumé is a PDF this site stored (shown as a file with Replace and Remove)
 * or a link elsewhere (shown in the link field): local uploads live under /uploads/, Blob
 * uploads on this site's own store.
 */
function storedResume(url: string | null): StoredResume {
  if (!url) return null;
  if (url.startsWith(LOCAL_UPLOAD_PREFIX)) return { kind: "upload", url };
  const ownHost = blobStoreHost(getEnv().BLOB_READ_WRITE_TOKEN);
  try {
    return ownHost && new URL(url).host === ownHost ? { kind: "upload", url } : { kind: "link", url };
  } catch {
    return { kind: "link", url };
  }
}

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
