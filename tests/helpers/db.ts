/**
 * Database helpers of the API suite. Importing this module registers an `afterAll` that
 * closes the database client, so Jest exits after each file.
 */
import { randomBytes, randomUUID, scryptSync } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { count, getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { setDecoyHashForTests } from "@/lib/auth/password";
import { closeDb, getDb } from "@/lib/db";
import * as schema from "@/lib/db/schema";
import { dataDir } from "@/lib/env";
import { setStorageForTests, uploadDir } from "@/lib/storage";
import { IMAGE_BYTES } from "./images";

afterAll(async () => {
  setStorageForTests(undefined);
  await closeDb();
  // The temporary data folder of this worker (uploads); the next file makes it again.
  if (dataDir().startsWith(path.join(os.tmpdir(), "portfolio-test-"))) {
    await fs.rm(dataDir(), { recursive: true, force: true });
  }
});

/** Every table of the schema (content, users, sessions, rate limits, activity). */
const TABLES = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/**
 * The owner's password hash for the tests: the app's own format ("scrypt$N$r$p$salt$key"),
 * whose parameters verifyPassword reads from the hash itself, at a lower cost (N=1024)
 * so each login of a test takes milliseconds instead of ~100 ms. The login route and
 * the password check are the real ones; auth.test.ts also logs in against a full-cost
 * hash written by the start-up bootstrap.
 */
function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 64, { N: 1024, r: 8, p: 1 });
  return ["scrypt", 1024, 8, 1, salt.toString("base64"), key.toString("base64")].join("$");
}
let ownerHash: string | undefined;

/**
 * Empties every table, users included (their sessions go with them), and re-creates the owner from OWNER_EMAIL and
 * OWNER_PASSWORD (as the start-up bootstrap does), so each test starts from the same state.
 */
export async function resetDatabase(): Promise<void> {
  const db = await getDb();
  // DELETE, not TRUNCATE: on a server, emptying tiny tables is ~100x faster this way.
  await db.transaction(async (tx) => {
    for (const table of TABLES) await tx.delete(table);
  });
  if (!ownerHash) {
    ownerHash = cheapHash(process.env.OWNER_PASSWORD as string);
    // An unknown e-mail is checked against a decoy: at the owner's cost, as in production.
    setDecoyHashForTests(cheapHash(randomBytes(16).toString("hex")));
  }
  await db.insert(schema.users).values({
    email: (process.env.OWNER_EMAIL as string).toLowerCase(),
    name: process.env.OWNER_NAME ?? "Owner",
    passwordHash: ownerHash,
  });
}

export async function countRows(table: PgTable): Promise<number> {
  const db = await getDb();
  const [{ value }] = await db.select({ value: count() }).from(table);
  return Number(value);
}

/** Tables that record what happened rather than content (see snapshotRows); cache_tag_expiries moves on every accepted write. */
const BOOKKEEPING = new Set(["activity", "rate_limits", "preview_link_cutoffs", "cache_tag_expiries"]);

/** Row counts of every table, to show that a failed request changed nothing. */
export async function snapshotCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const name = getTableName(table);
    if (BOOKKEEPING.has(name)) continue; // bookkeeping, not content
    counts[name] = await countRows(table);
  }
  return counts;
}

/**
 * Every row of every table except the bookkeeping ones (activity, rate limits, the moments
 * preview links were ended: an accepted save of a live post or project moves it), read in one
 * query and in a stable order: equal snapshots mean no row was added, removed or changed,
 * timestamps included. Rows are as PostgreSQL's row_to_json writes them (column names).
 */
export async function snapshotRows(): Promise<Record<string, unknown[]>> {
  const db = await getDb();
  const parts = TABLES.map((table) => getTableName(table))
    .filter((name) => !BOOKKEEPING.has(name))
    .map((name) => `'${name}', (select coalesce(json_agg(t order by t::text), '[]'::json) from "${name}" t)`);
  const result = await db.execute(sql.raw(`select json_build_object(${parts.join(", ")}) as snapshot`));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<{ snapshot: unknown }>;
  const snapshot = rows[0].snapshot;
  return (typeof snapshot === "string" ? JSON.parse(snapshot) : snapshot) as Record<string, unknown[]>;
}

/** Makes every insert and update on a table fail inside the database (a trigger). */
export async function breakWritesTo(table: PgTable): Promise<() => Promise<void>> {
  const db = await getDb();
  const name = getTableName(table);
  await db.execute(sql.raw(`
    create or replace function test_refuse_write() returns trigger language plpgsql as $$
    begin raise exception 'write refused by a test'; end $$`));
  await db.execute(sql.raw(
    `create trigger test_refuse_write before insert or update on "${name}" for each row execute function test_refuse_write()`,
  ));
  return async () => {
    await db.execute(sql.raw(`drop trigger if exists test_refuse_write on "${name}"`));
  };
}

/** The names of the files in $DATA_DIR/uploads. */
export async function uploadedFiles(): Promise<string[]> {
  try {
    return (await fs.readdir(uploadDir())).sort();
  } catch {
    return [];
  }
}

export async function clearUploads(): Promise<void> {
  await fs.rm(uploadDir(), { recursive: true, force: true });
}

/** The file behind a local upload URL (/uploads/<name>) exists. */
export async function uploadExists(url: string | null | undefined): Promise<boolean> {
  if (!url?.startsWith("/uploads/")) return false;
  const files = await uploadedFiles();
  return files.includes(url.slice("/uploads/".length));
}


/** Runs `fn` with some environment variables set, then restores them. */
export async function withEnv<T>(vars: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  const saved: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(vars)) {
    saved[key] = process.env[key];
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  try {
    return await fn();
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/**
 * An image in the media library, uploaded just now: its file stored and its record written
 * directly (the upload pipeline has tests of its own).
 */
export async function libraryImage(name = "picture.webp"): Promise<{ id: string; url: string; file: string }> {
  const file = `${randomUUID()}.webp`;
  await fs.mkdir(uploadDir(), { recursive: true });
  await fs.writeFile(path.join(uploadDir(), file), Buffer.from(IMAGE_BYTES.webp));
  const url = `/uploads/${file}`;
  const [row] = await (await getDb())
    .insert(schema.media)
    .values({ url, name, contentType: "image/webp", bytes: IMAGE_BYTES.webp.byteLength, width: 3, height: 2, origin: "media" })
    .returning({ id: schema.media.id });
  return { id: row!.id, url, file };
}
