import { eq } from "drizzle-orm";
import { profileDefaults } from "@/config/site";
import { PROFILE_ALTS, withDefaultAlts } from "@/lib/images/alt-text";
import { claimUploads, NAMING, recordedFilesOf, uploadsOfRow } from "@/lib/media/named-files";
import { assertVersion } from "@/lib/versions/if-match";
import type { Database } from "./client";
import { profile, type ProfileRow } from "./schema";

/*
 * The profile's one row, read and written on a database given by the caller: the data
 * layer (src/lib/data/profile.ts) passes the app's, the start-up seed (./demo-content.ts)
 * its transaction. Kept in the database layer so the seed, which runs while the app's
 * database is opening, never imports the module that opens it.
 */

/** The owner's identity and words, as stored (one row); the uploads it names are the media library's bookkeeping. */
export type Profile = Omit<ProfileRow, "id" | "files">;
/** What PATCH /api/v1/profile may change: every field but the row's bookkeeping. */
export type ProfileValues = Omit<Profile, "updatedAt" | "version" | "demoFields">;

const ROW_ID = 1;

/** Where the profile is read and written: the app's database, or the seed's transaction. */
export type ProfileDb = Pick<Database, "select" | "insert" | "update" | "transaction">;

/**
 * The profile as it is read: without its row id, the photo's default alt text filled in, and
 * the Email link (where the owner placed one) pointing at the one public e-mail: the footer,
 * Contact, the JSON-LD and the link can never disagree.
 */
function withoutId({ id: _id, files: _files, ...rest }: ProfileRow): Profile { // eslint-disable-line @typescript-eslint/no-unused-vars
  const links = rest.links
    .map((link) => (link.network === "email" ? { network: link.network, url: rest.email ? `mailto:${rest.email}` : "" } : link))
    .filter((link) => link.url !== "");
  return withDefaultAlts({ ...rest, links }, PROFILE_ALTS);
}

/** Two values of a profile field compare equal (the Email link's address follows `email`). */
function sameValue(field: string, a: unknown, b: unknown): boolean {
  if (field === "links") {
    const others = (value: unknown) => JSON.stringify((value as ProfileRow["links"]).filter((link) => link.network !== "email"));
    return others(a) === others(b);
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The profile, created from the defaults (src/config/site.ts `profileDefaults`) the first
 * time it is read. Concurrent first reads insert once: the loser's insert does nothing.
 */
export async function readProfileRow(db: ProfileDb): Promise<Profile> {
  const [row] = await db.select().from(profile).where(eq(profile.id, ROW_ID)).limit(1);
  if (row) return withoutId(row);
  await db.insert(profile).values({ id: ROW_ID, ...profileDefaults() }).onConflictDoNothing();
  const [created] = await db.select().from(profile).where(eq(profile.id, ROW_ID)).limit(1);
  return withoutId(created);
}

/**
 * A partial update; fields left out keep their values. Returns the profile before and
 * after, so replaced files (avatar, résumé) can be deleted once the write succeeded.
 * `before` is read inside the write, with the row locked: of two saves at once, each sees
 * the other's file as the one it replaces, so no file is left behind without a row. A
 * version `accepted` does not list is left as it is (StaleVersionError, src/lib/versions).
 */
export async function updateProfileRow(
  db: ProfileDb,
  changes: Partial<ProfileValues>,
  accepted?: number[],
): Promise<{ before: Profile; after: Profile }> {
  await readProfileRow(db); // the row exists from here on
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(profile).where(eq(profile.id, ROW_ID)).for("update");
    assertVersion(before, accepted, withoutId);
    // The first profile's headline is made from the name ("Hi, I'm Your name."): while the
    // owner has not written their own, it follows a new name.
    const madeFromName = (name: string) => `Hi, I'm ${name}.`;
    if (
      changes.name !== undefined &&
      changes.name !== before.name &&
      before.heroHeadline === madeFromName(before.name) &&
      (changes.heroHeadline === undefined || changes.heroHeadline === before.heroHeadline)
    ) {
      changes = { ...changes, heroHeadline: madeFromName(changes.name) };
    }
    // A demo field the owner changed is theirs from now on (src/lib/first-run).
    const demoFields = before.demoFields?.filter((field) => {
      if (!(field in changes)) return true;
      return sameValue(field, before[field as keyof ProfileRow], changes[field as keyof ProfileValues]);
    });
    // The uploads it will name (a value left undefined is not written), claimed before the
    // write and recorded by a statement of their own (src/lib/media/named-files.ts).
    const written = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
    const named = uploadsOfRow(NAMING.profile, { ...before, ...written });
    await claimUploads(tx, named, recordedFilesOf(NAMING.profile, before), NAMING.profile);
    const [after] = await tx
      .update(profile)
      .set({ ...changes, ...(demoFields ? { demoFields } : {}), updatedAt: new Date() })
      .where(eq(profile.id, ROW_ID))
      .returning();
    await tx.update(profile).set({ files: named.files }).where(eq(profile.id, ROW_ID));
    return { before: withoutId(before), after: withoutId(after) };
  });
}
