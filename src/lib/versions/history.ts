import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { itemVersions, VERSIONED_COLLECTIONS, type ItemVersionRow } from "@/lib/db/schema";
import type { Transaction } from "@/lib/data/store";
import { NAMING, uploadsOfRow } from "@/lib/media/named-files";

/*
 * Earlier versions of posts and projects. Every create and update writes the item as saved,
 * in the write's own transaction, so no save goes unrecorded; the newest HISTORY_LIMIT of an
 * item are kept. A version's files (the images it names) stay in storage while it is kept
 * (src/lib/media/in-use.ts).
 */

export type VersionedCollection = (typeof VERSIONED_COLLECTIONS)[number];

/** How many versions of one item are kept (the issue asks for at least 50). */
export const HISTORY_LIMIT = 50;

type Row = Record<string, unknown> & { id: string; version: number };
export type Snapshot = Record<string, unknown>;

/** Bookkeeping, not content: never part of a version, never restored. */
const NOT_CONTENT = new Set(["id", "createdAt", "updatedAt", "deletedAt", "version", "featuredRank", "files"]);

/**
 * What a restore brings back: the words and images. Not the address (a slug restored would
 * move the post), not whether and when it is public, not its place on the home page: those
 * are the owner's current decisions (docs/decisions.md).
 */
export const RESTORED_FIELDS: Record<VersionedCollection, readonly string[]> = {
  blogs: [
    "title",
    "summary",
    "content",
    "date",
    "tags",
    "metaDescription",
    "canonicalUrl",
    "imageUrl",
    "imageUrlAlt",
    "imageUrlWidth",
    "imageUrlHeight",
    "imageUrlPlaceholder",
    "socialImage",
    "socialImageAlt",
    "socialImageWidth",
    "socialImageHeight",
    "socialImagePlaceholder",
  ],
  projects: [
    "title",
    "oneLineDescription",
    "description",
    "liveUrl",
    "projectType",
    "technologiesUsed",
    "keywordsAndTags",
    "logo",
    "logoAlt",
    "logoWidth",
    "logoHeight",
    "logoPlaceholder",
    "screenshot",
    "screenshotAlt",
    "screenshotWidth",
    "screenshotHeight",
    "screenshotPlaceholder",
  ],
};

/** The item's own fields, as JSON keeps them (dates as ISO strings). */
export function snapshotOf(row: Record<string, unknown>): Snapshot {
  const snapshot: Snapshot = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === "_id" || NOT_CONTENT.has(key)) continue;
    snapshot[key] = value instanceof Date ? value.toISOString() : value;
  }
  return snapshot;
}

/** An image's size and placeholder change with it: they are reported as the image field. */
const IMAGE_DETAIL = /^(.+?)(Width|Height|Placeholder)$/;

/** The fields of `next` that differ from `previous` (image details folded into their image). */
export function changedFields(previous: Snapshot | null, next: Snapshot): string[] {
  if (!previous) return [];
  const changed = new Set<string>();
  for (const key of new Set([...Object.keys(previous), ...Object.keys(next)])) {
    if (JSON.stringify(previous[key] ?? null) === JSON.stringify(next[key] ?? null)) continue;
    const detail = IMAGE_DETAIL.exec(key);
    changed.add(detail && detail[1]! in next ? detail[1]! : key);
  }
  return [...changed].sort();
}

/** The uploads a version names, read as its item's row is (src/lib/media/named-files.ts): its image fields, then what its text shows and links. */
const filesOf = (collection: VersionedCollection, snapshot: Snapshot) => uploadsOfRow(NAMING[collection], snapshot).files;

const ofItem = (collection: VersionedCollection, itemId: string) =>
  and(eq(itemVersions.collection, collection), eq(itemVersions.itemId, itemId));

/**
 * Records `after` as a new version of its item, inside the write's transaction. An item saved
 * before versions were kept gets its earlier state (`before`) recorded first. Versions past
 * the newest HISTORY_LIMIT are deleted; the files they named are returned, for the caller to
 * delete once the write has committed if nothing else names them.
 */
export async function recordVersion(
  tx: Transaction,
  collection: VersionedCollection,
  before: Row | null,
  after: Row,
): Promise<string[]> {
  const [latest] = await tx
    .select({ version: itemVersions.version, snapshot: itemVersions.snapshot })
    .from(itemVersions)
    .where(ofItem(collection, after.id))
    .orderBy(desc(itemVersions.version))
    .limit(1);
  let previous = latest?.snapshot ?? null;
  if (!latest && before) {
    previous = snapshotOf(before);
    await tx
      .insert(itemVersions)
      .values({ collection, itemId: before.id, version: before.version, snapshot: previous, files: filesOf(collection, previous) })
      .onConflictDoNothing();
  }
  const snapshot = snapshotOf(after);
  await tx
    .insert(itemVersions)
    .values({
      collection,
      itemId: after.id,
      version: after.version,
      snapshot,
      changes: changedFields(previous, snapshot),
      files: filesOf(collection, snapshot),
    })
    .onConflictDoNothing();

  const beyond = tx
    .select({ id: itemVersions.id })
    .from(itemVersions)
    .where(ofItem(collection, after.id))
    .orderBy(desc(itemVersions.version))
    .offset(HISTORY_LIMIT);
  const pruned = await tx
    .delete(itemVersions)
    .where(inArray(itemVersions.id, beyond))
    .returning({ files: itemVersions.files });
  return pruned.flatMap((row) => row.files);
}

export type VersionSummary = Pick<ItemVersionRow, "version" | "changes" | "savedAt">;

/** An item's kept versions, newest first, without their content. */
export async function listVersions(db: Database, collection: VersionedCollection, itemId: string): Promise<VersionSummary[]> {
  return db
    .select({ version: itemVersions.version, changes: itemVersions.changes, savedAt: itemVersions.savedAt })
    .from(itemVersions)
    .where(ofItem(collection, itemId))
    .orderBy(desc(itemVersions.version));
}

/** One kept version with its content; null when it is not kept (or never was). */
export async function getVersion(
  db: Database,
  collection: VersionedCollection,
  itemId: string,
  version: number,
): Promise<Pick<ItemVersionRow, "version" | "changes" | "savedAt" | "snapshot"> | null> {
  const [row] = await db
    .select({ version: itemVersions.version, changes: itemVersions.changes, savedAt: itemVersions.savedAt, snapshot: itemVersions.snapshot })
    .from(itemVersions)
    .where(and(ofItem(collection, itemId), eq(itemVersions.version, version)))
    .limit(1);
  return row ?? null;
}

/** Deletes every version of the items (purged for good); returns the files they named. */
export async function deleteVersionsOf(
  db: Pick<Database, "delete">,
  collection: VersionedCollection,
  itemIds: readonly string[],
): Promise<string[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .delete(itemVersions)
    .where(and(eq(itemVersions.collection, collection), inArray(itemVersions.itemId, [...itemIds])))
    .returning({ files: itemVersions.files });
  return rows.flatMap((row) => row.files);
}

/** Whether any kept version names one of `urls`: the set of those that are named. */
export async function filesNamedByVersions(db: Pick<Database, "select">, urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .select({ files: itemVersions.files })
    .from(itemVersions)
    .where(sql`${itemVersions.files} && ${sql.param([...urls])}::text[]`);
  const wanted = new Set(urls);
  return new Set(rows.flatMap((row) => row.files).filter((url) => wanted.has(url)));
}
