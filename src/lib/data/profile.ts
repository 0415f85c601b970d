import "server-only";
import { getDb } from "@/lib/db";
import { readProfileRow, updateProfileRow, type Profile, type ProfileValues } from "@/lib/db/profile-row";

export type { Profile, ProfileValues } from "@/lib/db/profile-row";

/**
 * The profile, created from the defaults (src/config/site.ts `profileDefaults`) the first
 * time it is read.
 */
export async function getProfile(): Promise<Profile> {
  return readProfileRow(await getDb());
}

/**
 * A partial update; fields left out keep their values. Returns the profile before and
 * after (replaced files can be deleted once the write succeeded). A version `accepted`
 * does not list is left as it is (StaleVersionError, src/lib/versions).
 */
export async function updateProfile(
  changes: Partial<ProfileValues>,
  accepted?: number[],
): Promise<{ before: Profile; after: Profile }> {
  return updateProfileRow(await getDb(), changes, accepted);
}
