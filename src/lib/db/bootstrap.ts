import { count, eq } from "drizzle-orm";
import type { Env } from "@/lib/env";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { DbHandle } from "./client";
import { DEMO_OWNER } from "./demo-owner";
import { passkeys, projects, sessions, users } from "./schema";

/**
 * Start-up work, run once per process before the first query:
 * - the embedded database applies its migrations (a server database is migrated by
 *   `npm run db:migrate`, which `vercel-build` runs before the build);
 * - OWNER_EMAIL + OWNER_PASSWORD create the one owner on the first start (or replace the
 *   demo owner while its published password is still the one); afterwards the password is
 *   the owner's, changed in /admin/account, and `npm run owner:reset` is the way back in;
 * - with neither set, an empty embedded database gets a demo owner and demo content;
 * - the embedded database's images stored before issue 16 (as uploaded, metadata included)
 *   are re-encoded through the upload pipeline (a server database's by `npm run db:migrate`);
 * - on every database, the posts, projects and profile whose named uploads are not recorded yet
 *   (from before drizzle/0013, the demo's seed, an import) get them recorded;
 * - then every upload the content names gets its record (the media library), if it has none.
 */
export async function prepareDatabase(handle: DbHandle, env: Env): Promise<void> {
  if (handle.driver === "pglite") {
    await handle.migrate();
    await reencodeOldImages(handle);
  }
  await prepareContent(handle, env);
  await recordNamedFiles(handle);
  if (handle.driver === "pglite") await recordOldUploads(handle);
}

/**
 * Which uploads each row names, where not recorded yet (src/lib/media/named-files.ts,
 * recordRowFiles): one indexed query per table when there are none. A failure does not stop
 * the start: until a row is recorded, the in-use check reads it itself.
 */
async function recordNamedFiles(handle: DbHandle): Promise<void> {
  try {
    const { recordRowFiles } = await import("@/lib/media/named-files");
    const recorded = await recordRowFiles(handle.db);
    if (recorded > 0) console.log(`[portfolio] Recorded the uploads ${recorded} post(s), project(s) or profile name.`);
  } catch (error) {
    console.error("[portfolio] could not record the uploads the content names:", error instanceof Error ? error.message : error);
  }
}

/** The owner, and on a new embedded database the demo. */
async function prepareContent(handle: DbHandle, env: Env): Promise<void> {
  const { db } = handle;

  if (env.OWNER_EMAIL && env.OWNER_PASSWORD) {
    await createOwnerOnFirstStart(handle, env.OWNER_EMAIL, env.OWNER_PASSWORD, env.OWNER_NAME);
    return;
  }

  if (handle.driver !== "pglite") return;
  // Only the embedded database gets a demo, and a Vercel build has none (next.config.ts
  // env, inlined at build time): there this branch is dropped with the demo's code (sharp
  // and its ~19 MB library, the brand marks), so no page function carries it.
  if (process.env.PORTFOLIO_EMBEDDED_DATABASE === "off") {
    return;
  } else {
    const { DEMO_OWNER, seedDemoContent } = await import("./demo-content");
    const [{ value: userCount }] = await db.select({ value: count() }).from(users);
    if (userCount === 0) {
      // An imported backup has content but no owner: give it the demo owner, not demo content.
      const [{ value: projectCount }] = await db.select({ value: count() }).from(projects);
      await db.transaction(async (tx) => {
        await tx.insert(users).values({
          email: DEMO_OWNER.email,
          name: DEMO_OWNER.name,
          passwordHash: await hashPassword(DEMO_OWNER.password),
          demoPassword: true,
        });
        if (projectCount === 0) await seedDemoContent(tx);
      });
      printDemoCredentials(
        projectCount === 0 ? "Seeded demo content and a demo owner." : "Created the demo owner.",
        DEMO_OWNER,
      );
      return;
    }
    const [owner] = await db.select().from(users).where(eq(users.email, DEMO_OWNER.email));
    if (owner && (await verifyPassword(DEMO_OWNER.password, owner.passwordHash))) {
      // A demo site from before the flag (drizzle/0015) gets it here, once.
      if (!owner.demoPassword) await db.update(users).set({ demoPassword: true }).where(eq(users.id, owner.id));
      printDemoCredentials("The demo owner is still in use.", DEMO_OWNER);
    }
  }
}

/**
 * Images stored before issue 16, as uploaded (metadata included), are put through the upload
 * pipeline once (src/lib/images/backfill.ts): a few queries when there are none. Not in a
 * Vercel build, which has no embedded database: the branch, and sharp with it, is dropped
 * from the code as the demo's is.
 */
async function reencodeOldImages(handle: DbHandle): Promise<void> {
  if (process.env.PORTFOLIO_EMBEDDED_DATABASE === "off") {
    return;
  } else {
    const { reencodeOldUploads } = await import("@/lib/images/backfill");
    const { getStorage, uploadDir } = await import("@/lib/storage");
    const { reencoded } = await reencodeOldUploads(handle.db, getStorage(), { uploadDir: uploadDir() });
    if (reencoded > 0) console.log(`[portfolio] Re-encoded ${reencoded} image(s) stored before uploads were stripped of their metadata.`);
  }
}

/**
 * Uploads without a record (stored before records were kept, or by the demo's seed) get one
 * (src/lib/media/backfill.ts): a few queries when there are none. Not in a Vercel build, like
 * the re-encoding above (a server database's are recorded by `npm run db:migrate`).
 */
async function recordOldUploads(handle: DbHandle): Promise<void> {
  if (process.env.PORTFOLIO_EMBEDDED_DATABASE === "off") {
    return;
  } else {
    try {
      const { recordNamedUploads } = await import("@/lib/media/backfill");
      const { uploadDir } = await import("@/lib/storage");
      await recordNamedUploads(handle.db, { uploadDir: uploadDir() });
    } catch (error) {
      // The library lists them on a later start; the site itself does not need the records.
      console.error("[portfolio] could not record earlier uploads:", error instanceof Error ? error.message : error);
    }
  }
}

/**
 * OWNER_EMAIL + OWNER_PASSWORD at start: the owner is created from them when there is none,
 * and they replace the demo owner while its published password is still the one. Otherwise
 * the password in the database is the owner's (changed in /admin/account) and the variables
 * no longer override it: a redeploy with an old value cannot undo a change, and a leaked
 * variable is not a standing key. `npm run owner:reset` (resetOwner) is the recovery.
 */
export async function createOwnerOnFirstStart(handle: Pick<DbHandle, "db">, email: string, password: string, name?: string): Promise<"created" | "replaced-demo" | "kept"> {
  const { db } = handle;
  const [existing] = await db.select().from(users).orderBy(users.createdAt).limit(1);
  if (existing && !existing.demoPassword && !(await isUnflaggedDemoOwner(existing))) {
    // The variables name another login than the stored one: say once why it is not used.
    if (existing.email !== email.trim().toLowerCase()) {
      console.log("[portfolio] OWNER_EMAIL/OWNER_PASSWORD are read on the first start only: the login is changed in Account (/admin/account); `npm run owner:reset` recovers it (docs/deploy.md).");
    }
    return "kept";
  }
  await resetOwner(handle, email, password, name);
  return existing ? "replaced-demo" : "created";
}

/**
 * A demo owner made before the flag existed (drizzle/0015) or by a seed that did not set it:
 * the demo's e-mail with the demo's password. Only that e-mail costs a hash check, so a
 * real owner's start pays nothing.
 */
async function isUnflaggedDemoOwner(owner: { email: string; passwordHash: string }): Promise<boolean> {
  return owner.email === DEMO_OWNER.email && (await verifyPassword(DEMO_OWNER.password, owner.passwordHash));
}

/**
 * Sets the one owner's login: the first user row is updated (or created when there is none),
 * and every session is signed out. `npm run owner:reset` also removes every passkey: a
 * recovery assumes a device, or a passkey a stolen session added, may be in the wrong hands.
 */
export async function resetOwner(
  handle: Pick<DbHandle, "db">,
  email: string,
  password: string,
  name?: string,
  options: { removePasskeys?: boolean } = {},
): Promise<void> {
  const { db } = handle;
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select().from(users).orderBy(users.createdAt).limit(1);
  if (!existing) {
    await db.insert(users).values({ email: normalized, name: name ?? "Owner", passwordHash });
    return;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ email: normalized, name: name ?? existing.name, passwordHash, demoPassword: false, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    if (options.removePasskeys) await tx.delete(passkeys).where(eq(passkeys.userId, existing.id));
  });
}

function printDemoCredentials(reason: string, demoOwner: { email: string; password: string }) {
  console.log(
    `\n[portfolio] ${reason}\n` +
      `[portfolio] Admin login: ${demoOwner.email} / ${demoOwner.password}\n` +
      `[portfolio] Set OWNER_EMAIL and OWNER_PASSWORD to use your own.\n`,
  );
}
