import "server-only";
import { and, desc, eq, exists, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Database } from "@/lib/db";
import { autosaves, type AutosaveRow } from "@/lib/db/schema";
import { isId } from "@/lib/data/store";
import { ApiError } from "@/lib/errors";
import { deleteUnusedFiles } from "@/lib/media/in-use";
import { lockUploads } from "@/lib/media/named-files";
import { uploadsNamed } from "@/lib/media/named-uploads";
import { notDeleted } from "@/lib/trash/condition";
import { TRASH_KINDS } from "@/lib/trash/kinds";
import { TRASH_TABLES } from "@/lib/trash/tables";
import type { AutosaveWrite } from "@/lib/validations/autosave";
import { autosaveNow } from "./clock";
import type { Autosave, AutosaveCollection, AutosaveSummary, AutosaveValues } from "./types";

/*
 * Autosaves: the unsaved values of each open admin form, kept on the server so no words are
 * lost with a device and another device can continue them (issue 34). One row per copy of a
 * form (its id made by the browser), beside the content and never part of it: no item row,
 * no version, no slug, no visitor read, no activity entry (one arrives every few seconds),
 * no cache expired. An autosave of an item in the trash is left out of lists until the item
 * is restored, and goes when the item is deleted for good (deleteAutosavesOf, from the trash).
 */

export type { Autosave, AutosaveSummary } from "./types";

/** The collections whose forms edit an item (the profile's edits the one profile). */
type ItemCollection = Exclude<AutosaveCollection, "profile">;
const ITEM_TABLES: Record<ItemCollection, (typeof TRASH_TABLES)[ItemCollection]["table"]> = {
  blogs: TRASH_TABLES.blogs.table,
  projects: TRASH_TABLES.projects.table,
  experiences: TRASH_TABLES.experiences.table,
  certification: TRASH_TABLES.certification.table,
  techStack: TRASH_TABLES.techStack.table,
};
const ITEM_COLLECTIONS = Object.keys(ITEM_TABLES) as ItemCollection[];

export const MALFORMED_AUTOSAVE_ID = "The autosave's id must be a UUID (crypto.randomUUID()).";

/** Two writes of one form less than this apart: the second is refused (the browser sends one every 2 s). */
export const MIN_WRITE_INTERVAL_MS = 1_000;
const TITLE_MAX = 200;

/** What the owner's screens call it: the item's title as typed (the profile: the name), on one line. */
export function autosaveTitle(collection: AutosaveCollection, values: AutosaveValues): string {
  const field = (name: string) => (values[name] ?? "").replace(/\s+/g, " ").trim();
  const title =
    collection === "profile"
      ? field("name")
      : collection === "experiences"
        ? [field("title"), field("company")].filter(Boolean).join(" at ")
        : field("title");
  if (title.length <= TITLE_MAX) return title;
  // Not through the middle of a surrogate pair.
  return title.slice(0, /[\uD800-\uDBFF]/.test(title[TITLE_MAX - 1]!) ? TITLE_MAX - 1 : TITLE_MAX).trimEnd();
}

/**
 * The uploads the values name, read as a saved row's are (src/lib/media/named-uploads.ts): a
 * value that is an upload's address, and what any value shows or links read as Markdown (a
 * form's every field, not only its Markdown: restoring the values must find every file).
 */
export function filesOfValues(values: AutosaveValues): string[] {
  const texts = Object.values(values);
  return uploadsNamed({ fields: texts, texts }).files;
}

function summaryOf(row: Omit<AutosaveRow, "values" | "initial" | "base" | "files">): AutosaveSummary {
  return {
    _id: row.id,
    collection: row.collection,
    itemId: row.itemId,
    title: row.title,
    deviceId: row.deviceId,
    deviceName: row.deviceName,
    baseVersion: row.baseVersion,
    savedAt: row.savedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

function autosaveOf(row: AutosaveRow): Autosave {
  return { ...summaryOf(row), values: row.values, initial: row.initial, base: row.base };
}

const SUMMARY_COLUMNS = {
  id: autosaves.id,
  collection: autosaves.collection,
  itemId: autosaves.itemId,
  title: autosaves.title,
  deviceId: autosaves.deviceId,
  deviceName: autosaves.deviceName,
  baseVersion: autosaves.baseVersion,
  savedAt: autosaves.savedAt,
  createdAt: autosaves.createdAt,
};

/**
 * An autosave is listed while its item is: a new item's and the profile's always, an item's
 * while the item exists outside the trash. Restoring the item lists its autosaves again.
 */
function itemIsListed(db: Pick<Database, "select">): SQL {
  return or(
    isNull(autosaves.itemId),
    ...ITEM_COLLECTIONS.map((collection) => {
      const table = ITEM_TABLES[collection];
      return and(
        eq(autosaves.collection, collection),
        exists(db.select({ one: sql`1` }).from(table).where(and(eq(table.id, autosaves.itemId), notDeleted(table)))),
      );
    }),
  )!;
}

export interface AutosaveFilter {
  collection?: AutosaveCollection;
  /** One item's autosaves, or "new": the collection's unsaved new items. Needs `collection`. */
  itemId?: string;
}

/**
 * The autosaves of items outside the trash (and of new items and the profile), newest first:
 * every one, a collection's, one item's or a collection's new items. With `full`, each with
 * its values.
 */
export async function listAutosaves(filter?: AutosaveFilter): Promise<AutosaveSummary[]>;
export async function listAutosaves(filter: AutosaveFilter, options: { full: true }): Promise<Autosave[]>;
export async function listAutosaves(filter: AutosaveFilter = {}, options: { full?: boolean } = {}): Promise<AutosaveSummary[] | Autosave[]> {
  const db = await getDb();
  const where = [itemIsListed(db)];
  if (filter.collection) where.push(eq(autosaves.collection, filter.collection));
  if (filter.itemId === "new") where.push(isNull(autosaves.itemId));
  else if (filter.itemId !== undefined) {
    if (!isId(filter.itemId)) return [];
    where.push(eq(autosaves.itemId, filter.itemId));
  }
  const order = [desc(autosaves.savedAt), desc(autosaves.id)];
  if (options.full) {
    const rows = await db.select().from(autosaves).where(and(...where)).orderBy(...order);
    return rows.map(autosaveOf);
  }
  const rows = await db.select(SUMMARY_COLUMNS).from(autosaves).where(and(...where)).orderBy(...order);
  return rows.map(summaryOf);
}

/** One autosave with its values, whatever its item's state; null for an unknown or malformed id. */
export async function getAutosave(id: string): Promise<Autosave | null> {
  if (!isId(id)) return null;
  const db = await getDb();
  const [row] = await db.select().from(autosaves).where(eq(autosaves.id, id)).limit(1);
  return row ? autosaveOf(row) : null;
}

/** "post", "tech stack item": the item as a sentence names it. */
const nounOf = (collection: ItemCollection) => TRASH_KINDS[collection].label.toLowerCase();

/**
 * Creates or replaces the autosave `input.id` (the copy id). Refused, with nothing written:
 * an item that no longer exists or is in the trash (404), an id whose autosave belongs to
 * another form (409), a write less than MIN_WRITE_INTERVAL_MS after the last one (429,
 * Retry-After: 1). Files the replaced values named and the new ones do not are deleted
 * afterwards if nothing else uses them.
 */
export async function writeAutosave(
  input: AutosaveWrite & { id: string },
  { deviceName }: { deviceName: string },
): Promise<AutosaveSummary> {
  if (!isId(input.id)) throw new ApiError(400, MALFORMED_AUTOSAVE_ID);
  const id = input.id.toLowerCase();
  const { collection, itemId } = input;
  const now = autosaveNow();
  const written = {
    collection,
    itemId,
    title: autosaveTitle(collection, input.values),
    values: input.values,
    initial: input.initial,
    base: input.base,
    baseVersion: input.baseVersion,
    files: filesOfValues(input.values),
    deviceId: input.deviceId,
    deviceName,
    savedAt: now,
  };
  const tooSoon = () =>
    new ApiError(429, "Autosaved less than a second ago: send at most one autosave a second.", { headers: { "Retry-After": "1" } });

  const db = await getDb();
  const { row, dropped } = await db.transaction(async (tx) => {
    if (itemId !== null && collection !== "profile") {
      const table = ITEM_TABLES[collection];
      // Shared lock: a purge of the item waits for this write, then deletes it with the item.
      const [item] = await tx.select({ id: table.id }).from(table).where(and(eq(table.id, itemId), notDeleted(table))).for("share");
      if (!item) {
        throw new ApiError(404, `This ${nounOf(collection)} no longer exists or is in the trash, so its unsaved changes were not kept on the server.`);
      }
    }
    const [existing] = await tx.select().from(autosaves).where(eq(autosaves.id, id)).for("update");
    // The files it starts naming: no delete of one runs between here and the commit, so a
    // delete either sees this autosave (the file is in use) or went first.
    await lockUploads(tx, written.files.filter((url) => !existing?.files.includes(url)), "shared");
    if (!existing) {
      // Another write of this new id may have come first: it was then less than a second ago.
      const [created] = await tx.insert(autosaves).values({ id, createdAt: now, ...written }).onConflictDoNothing().returning();
      if (!created) throw tooSoon();
      return { row: created, dropped: [] };
    }
    if (existing.collection !== collection || existing.itemId !== itemId) {
      throw new ApiError(409, "This autosave id belongs to another form (another item or collection): each open form needs an id of its own.");
    }
    if (now.getTime() - existing.savedAt.getTime() < MIN_WRITE_INTERVAL_MS) throw tooSoon();
    const [updated] = await tx.update(autosaves).set(written).where(eq(autosaves.id, id)).returning();
    return { row: updated!, dropped: existing.files.filter((url) => !written.files.includes(url)) };
  });
  await deleteUnusedFiles(dropped);
  return summaryOf(row);
}

/**
 * Deletes an autosave (the form was saved, or its changes discarded), then the files only it
 * named; returns it with its values (an Undo can write it back), or null when there is none.
 */
export async function deleteAutosave(id: string): Promise<Autosave | null> {
  if (!isId(id)) return null;
  const db = await getDb();
  const [row] = await db.delete(autosaves).where(eq(autosaves.id, id)).returning();
  if (!row) return null;
  await deleteUnusedFiles(row.files);
  return autosaveOf(row);
}

/**
 * Deletes the autosaves of items deleted for good (the trash's purge); returns the files they
 * named, for the caller to delete with the items' own once nothing else names them.
 */
export async function deleteAutosavesOf(
  db: Pick<Database, "delete">,
  collection: AutosaveCollection,
  itemIds: readonly string[],
): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .delete(autosaves)
    .where(and(eq(autosaves.collection, collection), inArray(autosaves.itemId, [...itemIds])))
    .returning({ files: autosaves.files });
  return rows.flatMap((row) => row.files);
}
