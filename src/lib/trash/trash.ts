import "server-only";
import { and, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { deleteAutosavesOf } from "@/lib/autosave/autosaves";
import { getDb } from "@/lib/db";
import { AUTOSAVE_COLLECTIONS, type AutosaveCollection } from "@/lib/enums";
import { isId } from "@/lib/data/store";
import { deleteUnusedFiles } from "@/lib/media/in-use";
import { deleteVersionsOf, type VersionedCollection } from "@/lib/versions/history";
import { VERSIONED_COLLECTIONS } from "@/lib/db/schema";
import { trashNow } from "./clock";
import { inTrash } from "./condition";
import { purgeAtOf, purgeCutoff, TRASH_COLLECTIONS, type TrashCollection } from "./kinds";
import { filesOf, TRASH_TABLES } from "./tables";

/** One deleted item as the trash lists it. */
export interface TrashEntry {
  collection: TrashCollection;
  _id: string;
  title: string;
  deletedAt: Date;
  /** When it is deleted for good: deletedAt + 30 days. */
  purgeAt: Date;
  /** An image of the item for a thumbnail, or null. */
  image: string | null;
}

type Row = Record<string, unknown> & { id: string; deletedAt: Date };

const isVersioned = (collection: TrashCollection): collection is VersionedCollection =>
  (VERSIONED_COLLECTIONS as readonly string[]).includes(collection);

const hasAutosaves = (collection: TrashCollection): collection is TrashCollection & AutosaveCollection =>
  (AUTOSAVE_COLLECTIONS as readonly string[]).includes(collection);

/**
 * After rows were deleted for good: their kept versions and autosaves go too, then every file
 * the rows, those versions or autosaves named that nothing else still names
 * (src/lib/media/in-use.ts).
 */
async function letGoOf(db: Awaited<ReturnType<typeof getDb>>, collection: TrashCollection, rows: Row[]): Promise<void> {
  const ids = rows.map((row) => row.id);
  const versionFiles = isVersioned(collection) ? await deleteVersionsOf(db, collection, ids) : [];
  const autosaveFiles = hasAutosaves(collection) ? await deleteAutosavesOf(db, collection, ids) : [];
  await deleteUnusedFiles([...rows.flatMap((row) => filesOf(collection, row)), ...versionFiles, ...autosaveFiles]);
}

/** Everything in the trash, most recently deleted first, then by id (descending, as each table's query): two reads always agree. */
export async function listTrash(): Promise<TrashEntry[]> {
  const db = await getDb();
  const lists = await Promise.all(
    TRASH_COLLECTIONS.map(async (collection) => {
      const { table, title, thumbnail } = TRASH_TABLES[collection];
      const rows = (await db.select().from(table).where(inTrash(table)).orderBy(desc(table.deletedAt), desc(table.id))) as Row[];
      return rows.map(
        (row): TrashEntry => ({
          collection,
          _id: row.id,
          title: title(row),
          deletedAt: row.deletedAt,
          purgeAt: purgeAtOf(row.deletedAt),
          image: thumbnail(row),
        }),
      );
    }),
  );
  return lists
    .flat()
    .sort((a, b) => b.deletedAt.getTime() - a.deletedAt.getTime() || (a._id < b._id ? 1 : a._id > b._id ? -1 : 0));
}

/**
 * Deletes an item of the trash for good, and then its files. Null when `id` names nothing
 * in the trash (an item that is not deleted must go to the trash first).
 */
export async function deleteForever(collection: TrashCollection, id: string): Promise<{ title: string } | null> {
  if (!isId(id)) return null;
  const { table, title } = TRASH_TABLES[collection];
  const db = await getDb();
  const [row] = (await db.delete(table).where(and(eq(table.id, id), inTrash(table))).returning()) as Row[];
  if (!row) return null;
  await letGoOf(db, collection, [row]);
  return { title: title(row) };
}

/** How many expired items one purge deletes at most, so no request pays for a backlog. */
export const PURGE_BATCH = 25;

/**
 * Deletes up to `limit` items that have been in the trash for 30 days or more, rows first,
 * then their files. There is no cron job: this runs when the server starts, on every write
 * of the owner and when the trash is listed. When nothing is due it is one query. Two
 * purges at once delete each row once: only the one whose DELETE returned it deletes files.
 */
export async function purgeExpiredTrash(now: Date = trashNow(), limit = PURGE_BATCH): Promise<number> {
  const db = await getDb();
  const cutoff = purgeCutoff(now);
  const [first, second, ...rest] = TRASH_COLLECTIONS.map((collection) => {
    const { table } = TRASH_TABLES[collection];
    return db
      // The names are fixed strings of this module, never input.
      .select({ collection: sql<TrashCollection>`${sql.raw(`'${collection}'`)}::text`.as("collection"), id: table.id })
      .from(table)
      .where(lte(table.deletedAt, cutoff));
  });
  const due = (await unionAll(first, second, ...rest).limit(limit)) as Array<{ collection: TrashCollection; id: string }>;
  let purged = 0;
  for (const collection of TRASH_COLLECTIONS) {
    const ids = due.filter((item) => item.collection === collection).map((item) => item.id);
    if (ids.length === 0) continue;
    const { table } = TRASH_TABLES[collection];
    // The cutoff again: an item restored since the query above stays.
    const rows = (await db
      .delete(table)
      .where(and(inArray(table.id, ids), lte(table.deletedAt, cutoff)))
      .returning()) as Row[];
    await letGoOf(db, collection, rows);
    purged += rows.length;
  }
  return purged;
}

/** purgeExpiredTrash for the places that must not fail because of it (a write, start-up). */
export async function purgeExpiredTrashQuietly(): Promise<void> {
  try {
    await purgeExpiredTrash();
  } catch (error) {
    console.error("[trash] could not purge expired items:", (error as Error).message);
  }
}
