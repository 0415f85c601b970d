import "server-only";
import { desc, eq, inArray } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import { media, type MediaRow } from "@/lib/db/schema";
import { isId } from "@/lib/data/store";
import { ApiError } from "@/lib/errors";
import { storeFile, type CheckedImage } from "@/lib/storage";
import { mediaNow } from "./clock";
import { filesInUse, filesNamed, recentLibraryUploads, usesOf } from "./in-use";
import { lockUploads } from "./named-files";
import { deleteUploads, recordOf, recordUploads } from "./records";
import type { MediaItem, MediaKeptBecause, MediaUse } from "./types";

/*
 * The media library: every upload with where it is used (GET /api/v1/media, /admin/media),
 * uploads into it (the post editor's images), its default alt text, and deleting what
 * nothing uses (src/lib/media/in-use.ts says what "used" is).
 */

function itemOf(row: MediaRow, usedBy: MediaUse[], keptBecause: MediaKeptBecause | null): MediaItem {
  return {
    _id: row.id,
    url: row.url,
    name: row.name,
    contentType: row.contentType,
    bytes: row.bytes,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    alt: row.alt,
    createdAt: row.createdAt.toISOString(),
    origin: row.origin,
    usedBy,
    keptBecause,
  };
}

/** The records as the API gives them, with who uses each and why it is kept. */
async function present(db: Database, rows: MediaRow[]): Promise<MediaItem[]> {
  if (rows.length === 0) return [];
  const urls = rows.map((row) => row.url);
  const [uses, recent] = await Promise.all([usesOf(db, urls), recentLibraryUploads(db, urls, mediaNow())]);
  return rows.map((row) => {
    const usedBy = uses.get(row.url) ?? [];
    const keptBecause: MediaKeptBecause | null = usedBy.some((use) => use.field !== "version")
      ? "items"
      : usedBy.length
        ? "versions"
        : recent.has(row.url)
          ? "recent"
          : null;
    return itemOf(row, usedBy, keptBecause);
  });
}

/** Every upload, newest first. */
export async function listMedia(): Promise<MediaItem[]> {
  const db = await getDb();
  const rows = await db.select().from(media).orderBy(desc(media.createdAt), desc(media.id));
  return present(db, rows);
}

/** One upload by its id; null for an unknown or malformed one. */
export async function getMediaItem(id: string): Promise<MediaItem | null> {
  if (!isId(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  return row ? (await present(db, [row]))[0]! : null;
}

/** Whether an upload of this id exists (a malformed id names none). */
export async function mediaExists(id: string): Promise<boolean> {
  if (!isId(id)) return false;
  const db = await getDb();
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, id)).limit(1);
  return Boolean(row);
}

/**
 * Stores an image (checked and re-encoded by the pipeline) into the library with its
 * default alt text. The record is written at once, since nothing names the file yet; if it
 * cannot be, the file goes again.
 */
export async function uploadToLibrary(image: CheckedImage, alt: string): Promise<MediaItem> {
  let url: string;
  try {
    url = await storeFile(image);
  } catch (error) {
    // A storage outage is the server's fault: say that nothing was kept.
    console.error("[storage] could not store", image.field, error instanceof Error ? error.message : String(error));
    throw new ApiError(500, `${image.field} could not be stored, so nothing was saved. Please try again.`);
  }
  const db = await getDb();
  try {
    await recordUploads(db, [recordOf(url, image, "media", alt)]);
  } catch (error) {
    await deleteUploads(db, [url]);
    throw error;
  }
  const [row] = await db.select().from(media).where(eq(media.url, url)).limit(1);
  return itemOf(row!, [], "recent");
}

/** Sets an upload's default alt text ('' for none); null when there is no such upload. */
export async function setMediaAlt(id: string, alt: string): Promise<MediaItem | null> {
  if (!isId(id)) return null;
  const db = await getDb();
  const [row] = await db.update(media).set({ alt }).where(eq(media.id, id)).returning();
  return row ? (await present(db, [row]))[0]! : null;
}

/**
 * Deletes an upload nothing uses, file and record: `deleted`; or leaves it, with why
 * (`kept`); null when there is no such upload. An upload less than a day old that nothing
 * saved names goes only when the owner confirmed it (`recentConfirmed`: they were told a
 * draft may name it); an upload something names never goes. The check and the delete run in
 * one transaction holding the file's lock (src/lib/media/named-files.ts): a save that starts
 * naming it either committed first (it is then in use) or waits and finds it gone.
 */
export async function deleteMediaItem(
  id: string,
  { recentConfirmed = false }: { recentConfirmed?: boolean } = {},
): Promise<{ deleted: MediaItem } | { kept: MediaItem } | null> {
  const item = await getMediaItem(id);
  if (!item) return null;
  if (item.keptBecause && !(item.keptBecause === "recent" && recentConfirmed)) return { kept: item };
  const db = await getDb();
  const outcome = await db.transaction(async (tx) => {
    await lockUploads(tx, [item.url], "exclusive");
    // Asked again under the lock: a save since the read above may have started to name it.
    const [row] = await tx.select({ id: media.id }).from(media).where(eq(media.id, id)).limit(1);
    if (!row) return "gone" as const;
    const used = recentConfirmed ? await filesNamed(tx, [item.url]) : await filesInUse(tx, [item.url]);
    if (used.size > 0) return "kept" as const;
    return (await deleteUploads(tx, [item.url])).length > 0 ? ("deleted" as const) : ("failed" as const);
  });
  if (outcome === "gone") return null;
  if (outcome === "kept") return { kept: (await getMediaItem(id)) ?? item };
  if (outcome === "failed") throw new ApiError(500, `${item.name} could not be deleted from the file storage, so it was kept. Please try again.`);
  return { deleted: item };
}

/**
 * Deletes every upload nothing uses, in one step (young ones stay: a draft may name them);
 * returns those deleted. Those found unused are asked again in one transaction holding their
 * locks from the check to the delete, as deleteMediaItem does for one.
 */
export async function cleanUnusedMedia(): Promise<MediaItem[]> {
  const db = await getDb();
  const rows = await db.select().from(media);
  const used = await filesInUse(db, rows.map((row) => row.url));
  const candidates = rows.filter((row) => !used.has(row.url));
  if (candidates.length === 0) return [];
  const urls = candidates.map((row) => row.url);
  return db.transaction(async (tx) => {
    await lockUploads(tx, urls, "exclusive");
    const usedNow = await filesInUse(tx, urls);
    // A delete that ran meanwhile took its record (and its file).
    const still = new Set((await tx.select({ url: media.url }).from(media).where(inArray(media.url, urls))).map((row) => row.url));
    const unused = candidates.filter((row) => !usedNow.has(row.url) && still.has(row.url));
    const deleted = new Set(await deleteUploads(tx, unused.map((row) => row.url)));
    return unused.filter((row) => deleted.has(row.url)).map((row) => itemOf(row, [], null));
  });
}
