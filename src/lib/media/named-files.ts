import { createHash } from "node:crypto";
import { eq, inArray, isNull, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/lib/db/client";
import { blogs, media, profile, projects } from "@/lib/db/schema";
import { ApiError } from "@/lib/errors";
import { uploadsNamed, type NamedUploads } from "./named-uploads";

/*
 * The uploads a content row names, recorded when it is saved (docs/decisions.md, "When an
 * uploaded file is used"): its `files` column lists them, read by ./named-uploads.ts from the
 * row's image fields and Markdown exactly as its page reads them, and written in the row's own
 * transaction. The in-use rule (./in-use.ts) reads those lists (`files && $wanted`, a GIN
 * index) and never scans the texts.
 *
 * The database keeps the list honest (drizzle/0013_named_files.sql): any INSERT, and any
 * UPDATE that changes a naming column, sets `files` to NULL, "not read yet"; only a statement
 * that changes nothing but `files` fills it. So a row written by another door (the demo's
 * seed, an import, a re-encoded image, a hand-written query) is never trusted with a stale or
 * forged list: a check reads such a row's text itself, and the start-up backfill
 * (recordRowFiles, below) records it.
 *
 * Deleting a file and saving a row that starts naming it are serialised on every driver by a
 * transaction-scoped advisory lock per file (lockUploads): the delete holds it exclusively
 * from its check to its delete; a save holds it shared for each file it starts naming, then
 * makes sure each image it starts showing is still stored. Whichever comes second sees the
 * other's outcome: the delete finds the file used (409), or the save finds it gone (409, "choose
 * it again").
 */

/** The content kinds whose rows record the uploads they name. */
export type NamingKind = "blogs" | "projects" | "profile";

export interface Naming {
  table: PgTable & { id: AnyPgColumn; files: AnyPgColumn };
  /** Row keys holding an upload's address (an image, the résumé). */
  fields: readonly string[];
  /** Row keys holding Markdown. */
  texts: readonly string[];
  /**
   * Whether its texts' images must be uploads this site stores (assertOwnImages: a post, the
   * About text). A project's description is shown as plain text: what it names is kept, but
   * never judged.
   */
  showsImages: boolean;
}

export const NAMING: Record<NamingKind, Naming> = {
  blogs: { table: blogs, fields: ["imageUrl", "socialImage"], texts: ["content"], showsImages: true },
  projects: { table: projects, fields: ["logo", "screenshot"], texts: ["description"], showsImages: false },
  profile: { table: profile, fields: ["avatar", "resumeUrl"], texts: ["about"], showsImages: true },
};

/** The naming of the rows of `table`, or null when its rows record none (their image column is compared as it is). */
export function namingOf(table: PgTable): Naming | null {
  return Object.values(NAMING).find((naming) => naming.table === table) ?? null;
}

/** The uploads a row (as stored, or as it will be) names. */
export function uploadsOfRow(naming: Pick<Naming, "fields" | "texts">, row: Record<string, unknown>): NamedUploads {
  return uploadsNamed({ fields: naming.fields.map((key) => row[key]), texts: naming.texts.map((key) => row[key]) });
}

/** The uploads a stored row names: its recorded list, or (not recorded yet) its own fields read again. */
export function recordedFilesOf(naming: Naming, row: Record<string, unknown>): string[] {
  return Array.isArray(row.files) ? (row.files as string[]) : uploadsOfRow(naming, row).files;
}

type Tx = Pick<Database, "execute" | "select">;

/** The advisory lock class of uploaded files (src/lib/ordering/order.ts holds others, in the single-key space). */
const FILE_LOCK_CLASS = 730_200;

/** A file's lock: a 32-bit hash of its URL within FILE_LOCK_CLASS (two files sharing one only wait for each other). */
function fileLockKey(url: string): number {
  return createHash("sha256").update(url).digest().readInt32BE(0);
}

/**
 * Takes the transaction-scoped advisory lock of each of `urls`: `exclusive` to delete them,
 * `shared` to start naming them (many saves at once, no delete meanwhile). Always in the same
 * order (ascending keys, one statement), so two such transactions never wait on each other in
 * a circle. Released at commit or rollback. On PGlite, one connection runs one transaction at
 * a time: the lock is granted at once, the transaction itself is the serialisation.
 */
export async function lockUploads(tx: Pick<Database, "execute">, urls: readonly string[], mode: "shared" | "exclusive"): Promise<void> {
  const keys = [...new Set(urls.filter(Boolean).map(fileLockKey))].sort((a, b) => a - b);
  if (keys.length === 0) return;
  const lock = mode === "shared" ? sql`pg_advisory_xact_lock_shared` : sql`pg_advisory_xact_lock`;
  await tx.execute(sql`select ${lock}(${sql.raw(String(FILE_LOCK_CLASS))}, key) from unnest(${sql.param(keys)}::int4[]) as key`);
}

/** An address as a message quotes it: whole when short, else its start. */
const quoted = (url: string) => (url.length > 120 ? `${url.slice(0, 117)}…` : url);

/**
 * In a save's transaction, before the row is written: the shared lock of every upload `named`
 * lists that `previously` (what the row named before; [] for a new row) did not, so no delete
 * of one runs between this save's check and its commit; then each image it starts showing
 * must still have its record (`showsImages`): one deleted meanwhile is a 409 asking to choose
 * it again, and nothing is written.
 */
export async function claimUploads(tx: Tx, named: NamedUploads, previously: readonly string[], { showsImages }: { showsImages: boolean }): Promise<void> {
  const before = new Set(previously);
  const starting = named.files.filter((url) => !before.has(url));
  if (starting.length === 0) return;
  await lockUploads(tx, starting, "shared");
  const images = showsImages ? named.images.filter((url) => !before.has(url)) : [];
  if (images.length === 0) return;
  const stored = new Set((await tx.select({ url: media.url }).from(media).where(inArray(media.url, images))).map((row) => row.url));
  const gone = images.find((url) => !stored.has(url));
  if (gone) {
    throw new ApiError(409, `The image ${quoted(gone)} was deleted from the media library while this was being saved, so nothing was saved: choose it again (upload it, or pick another).`);
  }
}

/** Rows one pass of recordRowFiles reads at most, and passes per table at most (each its own transaction). */
const ROWS_PER_PASS = 100;
const MAX_PASSES = 100;

/**
 * Records which uploads each post, project and the profile names where that is not recorded
 * yet (`files` NULL: rows from before drizzle/0013, or written since by another door: the
 * demo's seed, an import, a re-encoded image). Run on every start (src/lib/db/bootstrap.ts)
 * and by `npm run db:migrate`; no sharp or storage here, so every deployment can. Idempotent:
 * one indexed query per table when every row is recorded. Bounded: passes of ROWS_PER_PASS
 * rows, each in a transaction of its own with its rows locked (a row a save holds is skipped:
 * the save records it). Until a row is recorded, the in-use check reads it again itself.
 * Returns how many rows were recorded.
 */
export async function recordRowFiles(db: Pick<Database, "select" | "transaction">): Promise<number> {
  let recorded = 0;
  for (const naming of Object.values(NAMING)) {
    const { table } = naming;
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const [unread] = await db.select({ id: table.id }).from(table).where(isNull(table.files)).limit(1);
      if (!unread) break;
      const done = await db.transaction(async (tx) => {
        const rows = (await tx
          .select()
          .from(table)
          .where(isNull(table.files))
          .limit(ROWS_PER_PASS)
          .for("update", { skipLocked: true })) as Array<Record<string, unknown>>;
        for (const row of rows) await tx.update(table).set({ files: uploadsOfRow(naming, row).files }).where(eq(table.id, row.id));
        return rows.length;
      });
      recorded += done;
      // Every row left is held by a save, which records it.
      if (done === 0) break;
    }
  }
  return recorded;
}
