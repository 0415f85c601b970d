import "server-only";
import { inArray } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { media } from "@/lib/db/schema";
import type { MediaOrigin } from "@/lib/enums";
import { deleteFiles, type CheckedFile } from "@/lib/storage";
import { uploadedFileName } from "@/lib/storage/read-file";
import { isWellFormed } from "@/lib/validations/fields";

/*
 * The record beside every stored upload (the `media` table): written by each upload, deleted
 * with its file. Every upload goes through one of two doors: an item's save (writeWithFiles,
 * src/lib/api/resource.ts: its record once the row naming it is written) and the media
 * library (./library.ts: its record at once, since nothing names it yet). What was stored
 * another way (the demo's images, a restored backup, files from before records were kept) is
 * recorded by the backfill (./backfill.ts).
 */

type Db = Pick<Database, "insert" | "delete">;
export type MediaValues = typeof media.$inferInsert;

/** The most characters of an upload's own file name that are kept. */
const MAX_NAME_LENGTH = 200;

/**
 * The name an upload is listed under: the file name it was sent with, one line, at most 200
 * characters; the stored name when it came without one (or with nothing printable).
 */
export function listedName(sent: string, url: string): string {
  const clean = [...sent.replace(/[\u0000-\u001F\u007F-\u009F\uFFFE\uFFFF]/g, "").trim()].slice(0, MAX_NAME_LENGTH).join("");
  return clean && isWellFormed(clean) ? clean : uploadedFileName(url);
}

/** The record of a file just stored at `url`. */
export function recordOf(url: string, file: CheckedFile, origin: MediaOrigin, alt = ""): MediaValues {
  const measured = "placeholder" in file ? (file as CheckedFile & { width: number; height: number; placeholder: string }) : null;
  return {
    url,
    name: listedName(file.name, url),
    contentType: file.contentType,
    bytes: file.bytes.byteLength,
    width: measured?.width ?? null,
    height: measured?.height ?? null,
    placeholder: measured?.placeholder ?? null,
    alt,
    origin,
  };
}

/** Writes records; one already there for a URL is kept as it is. */
export async function recordUploads(db: Db, records: MediaValues[]): Promise<void> {
  if (records.length === 0) return;
  await db.insert(media).values(records).onConflictDoNothing({ target: media.url });
}

/**
 * Deletes files and their records. A file the storage could not delete keeps its record
 * (the library still lists it, and a later clean-up tries again); a file it does not own
 * (production's, seen from a preview) is only forgotten here.
 */
export async function deleteUploads(db: Db, urls: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(urls.filter(Boolean))];
  if (wanted.length === 0) return [];
  const failed = new Set(await deleteFiles(wanted));
  const deleted = wanted.filter((url) => !failed.has(url));
  if (deleted.length) await db.delete(media).where(inArray(media.url, deleted));
  return deleted;
}
