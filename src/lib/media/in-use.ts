import "server-only";
import { and, eq, getTableColumns, gt, inArray, or, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb, type Database } from "@/lib/db";
import { autosaves, blogs, certifications, itemVersions, media, profile, projects, techStack } from "@/lib/db/schema";
import { filesNamedByVersions } from "@/lib/versions/history";
import { mediaNow } from "./clock";
import { lockUploads, NAMING, uploadsOfRow, type Naming } from "./named-files";
import { uploadAt } from "./named-uploads";
import { deleteUploads } from "./records";
import type { MediaUse, MediaUserKind } from "./types";

/*
 * When an uploaded file counts as used (docs/decisions.md, "When an uploaded file is used"):
 * - a row names it: an image column, or what its Markdown shows or links (a post's content, a
 *   project's description, the About text), read as the page reads it when the row was saved
 *   (src/lib/media/named-files.ts: the row's `files`); an item outside or inside the trash, the
 *   profile;
 * - a kept version of a post or project names it (its `files`, read the same way);
 * - an autosave names it (src/lib/autosave: unsaved values of a form, its item in the trash
 *   or not): restoring those values must find the file;
 * - it was uploaded to the library (or into a text) less than a day ago: a draft may name it.
 * A file is deleted only when none of these holds. Every place that lets go of a file (a
 * replaced or removed image, a purge, a pruned version) asks here first, and so does the
 * media library's clean-up, each holding the file's lock from the check to the delete
 * (lockUploads: a save that starts naming it waits, or runs first and is seen). The one
 * exception is the owner's own Delete of one young upload that nothing names, after a question
 * that says a draft may name it (filesNamed, below).
 * A check reads the recorded lists (`files && $wanted`, GIN-indexed), never the texts: only a
 * row whose list is not recorded yet (written by another door, drizzle/0013) is read again.
 */

/** How long a library upload counts as used though nothing names it yet. */
export const RECENT_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** What a check reads with: the app's database, or the transaction holding the files' locks. */
type Reader = Pick<Database, "select" | "selectDistinct">;

/** The content that names uploads: its table, its title, whether it has a trash. */
const USERS: Record<MediaUserKind, { table: PgTable; id: AnyPgColumn; title: AnyPgColumn; deletedAt: AnyPgColumn | null }> = {
  projects: { table: projects, id: projects.id, title: projects.title, deletedAt: projects.deletedAt },
  blogs: { table: blogs, id: blogs.id, title: blogs.title, deletedAt: blogs.deletedAt },
  certification: { table: certifications, id: certifications.id, title: certifications.title, deletedAt: certifications.deletedAt },
  techStack: { table: techStack, id: techStack.id, title: techStack.title, deletedAt: techStack.deletedAt },
  profile: { table: profile, id: profile.id, title: profile.name, deletedAt: null },
};

/** The content that records the uploads its rows name (src/lib/media/named-files.ts). */
const RECORDING = (["blogs", "projects", "profile"] as const).map((kind) => ({ kind, naming: NAMING[kind] as Naming }));

/** The content whose one image column is all it names: compared as it is. */
const IMAGE_COLUMNS: ReadonlyArray<{ kind: MediaUserKind; column: AnyPgColumn; field: string }> = [
  { kind: "certification", column: certifications.image, field: "image" },
  { kind: "techStack", column: techStack.imageUrl, field: "imageUrl" },
];

const overlaps = (files: AnyPgColumn, urls: readonly string[]) => sql`${files} && ${sql.param([...urls])}::text[]`;

/**
 * The rows of `naming` that name any of `urls` (any upload when null), with what each names:
 * its recorded list, or for a row whose list is not recorded yet (NULL: written by another
 * door since, drizzle/0013) its fields and text read again (normally none: a partial index
 * finds that at once, and the start-up backfill records them: recordRowFiles). One statement,
 * so one snapshot: a row recorded meanwhile is seen either way, never neither. A text is read
 * only from such a row.
 */
async function rowsNaming(
  db: Reader,
  kind: MediaUserKind,
  naming: Naming,
  urls: readonly string[] | null,
): Promise<Array<{ row: Record<string, unknown>; files: string[] }>> {
  const { table, id, title, deletedAt } = USERS[kind];
  const columns = getTableColumns(naming.table);
  const unread = sql`${naming.table.files} is null`;
  const texts = Object.fromEntries(naming.texts.map((key) => [key, sql<string | null>`case when ${unread} then ${columns[key]!} end`]));
  const fields = Object.fromEntries(naming.fields.map((key) => [key, columns[key]!]));
  const rows = (await db
    .select({ id, title, deletedAt: deletedAt ?? sql<null>`null`, files: naming.table.files, ...fields, ...texts })
    .from(table)
    .where(or(urls ? overlaps(naming.table.files, urls) : sql`cardinality(${naming.table.files}) > 0`, unread))) as Array<Record<string, unknown>>;
  return rows.map((row) => ({ row, files: Array.isArray(row.files) ? (row.files as string[]) : uploadsOfRow(naming, row).files }));
}

/** Those of `wanted` a row names. */
async function namedByRows(db: Reader, wanted: string[]): Promise<Set<string>> {
  const named = new Set<string>();
  const asked = new Set(wanted);
  const add = (urls: readonly string[]) => {
    for (const url of urls) if (asked.has(url)) named.add(url);
  };
  for (const { kind, naming } of RECORDING) {
    for (const { files } of await rowsNaming(db, kind, naming, wanted)) add(files);
  }
  for (const { kind, column } of IMAGE_COLUMNS) {
    const rows = (await db.select({ url: column }).from(USERS[kind].table).where(inArray(column, wanted))) as Array<{ url: string | null }>;
    add(rows.map((row) => row.url).filter((url): url is string => url !== null));
  }
  return named;
}

/** Those of `wanted` an autosave names. */
async function namedByAutosaves(db: Reader, wanted: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ files: autosaves.files })
    .from(autosaves)
    .where(sql`${autosaves.files} && ${sql.param(wanted)}::text[]`);
  const asked = new Set(wanted);
  return new Set(rows.flatMap((row) => row.files).filter((url) => asked.has(url)));
}

/** Those of `wanted` uploaded to the library less than a day before `now`. */
async function recentUploads(db: Reader, wanted: string[], now: Date): Promise<Set<string>> {
  const rows = await db
    .select({ url: media.url })
    .from(media)
    .where(and(inArray(media.url, wanted), eq(media.origin, "media"), gt(media.createdAt, new Date(now.getTime() - RECENT_UPLOAD_MS))));
  return new Set(rows.map((row) => row.url));
}

/**
 * Those of `urls` something saved names: a row (trashed items included), a kept version or
 * an autosave.
 * The rule without its last case (a young upload): what the owner's confirmed Delete of one
 * upload checks, since they were told a draft may name it (docs/decisions.md).
 */
export async function filesNamed(db: Reader, urls: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return new Set();
  const used = await filesNamedByVersions(db, wanted);
  for (const url of await namedByRows(db, wanted)) used.add(url);
  for (const url of await namedByAutosaves(db, wanted)) used.add(url);
  return used;
}

/** Those of `urls` that are used: named by a row, a kept version or an autosave, or a library upload less than a day old. */
export async function filesInUse(db: Reader, urls: readonly string[], now: Date = mediaNow()): Promise<Set<string>> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return new Set();
  const used = await filesNamed(db, wanted);
  for (const url of await recentUploads(db, wanted, now)) used.add(url);
  return used;
}

/**
 * Deletes those of `urls` that nothing uses any more, with their records (best effort, like
 * deleteFiles): what an item lets go of (a replaced or removed image, a purge, a pruned
 * version). An upload of the library is not an item's to delete: it stays, listed as unused,
 * until the owner deletes or cleans it up (docs/decisions.md). Called after the write that
 * let go of the files has committed; the check and the delete run in one transaction holding
 * the files' locks (a save that starts naming one meanwhile is seen, or waits).
 */
export async function deleteUnusedFiles(urls: ReadonlyArray<string | null | undefined>): Promise<void> {
  const candidates = [...new Set(urls.filter((url): url is string => typeof url === "string" && url !== ""))];
  if (candidates.length === 0) return;
  try {
    const db = await getDb();
    await db.transaction(async (tx) => {
      await lockUploads(tx, candidates, "exclusive");
      const keep = await filesInUse(tx, candidates);
      const library = await tx.select({ url: media.url }).from(media).where(and(inArray(media.url, candidates), eq(media.origin, "media")));
      for (const { url } of library) keep.add(url);
      await deleteUploads(tx, candidates.filter((url) => !keep.has(url)));
    });
  } catch (error) {
    // Unsure whether they are used, or their records could not be forgotten: a stray file or
    // record costs less than a broken page (the media library lists them; a clean-up retries).
    console.error("[media] could not delete unused files:", (error as Error).message);
  }
}

/**
 * Who names each of `urls` (all uploads when left out): the items by their image fields and
 * their Markdown, trashed ones included, the profile, items only an earlier version of
 * which does (`field: "version"`), and autosaves (`field: "autosave"`: unsaved changes of an
 * item, of a new one by the autosave's id, or of the profile). What filesInUse reads.
 */
export async function usesOf(db: Reader, urls?: readonly string[]): Promise<Map<string, MediaUse[]>> {
  const asked = urls ? new Set(urls) : null;
  const uses = new Map<string, MediaUse[]>();
  const add = (url: string, use: MediaUse) => {
    if (asked && !asked.has(url)) return;
    const list = uses.get(url) ?? [];
    if (!list.some((known) => known.kind === use.kind && known.id === use.id && known.field === use.field)) list.push(use);
    uses.set(url, list);
  };
  const titles = new Map<string, { title: string; inTrash: boolean }>();
  const itemOf = (kind: MediaUserKind, row: { id: unknown; title: unknown; deletedAt: unknown }) => {
    const id = kind === "profile" ? "profile" : String(row.id);
    const item = { id, title: String(row.title ?? ""), inTrash: row.deletedAt !== null && row.deletedAt !== undefined };
    titles.set(`${kind}/${id}`, item);
    return item;
  };
  for (const kind of Object.keys(USERS) as MediaUserKind[]) {
    const { table, id, title, deletedAt } = USERS[kind];
    const naming = RECORDING.find((recording) => recording.kind === kind)?.naming;
    if (!naming) {
      // An image column, compared as it is.
      const { column, field } = IMAGE_COLUMNS.find((image) => image.kind === kind)!;
      const rows = (await db
        .select({ id, title, deletedAt: deletedAt ?? sql<null>`null`, url: column })
        .from(table)
        .where(asked ? inArray(column, [...asked]) : sql`${column} is not null`)) as Array<{ id: string; title: string; deletedAt: Date | null; url: string | null }>;
      for (const row of rows) if (row.url) add(row.url, { kind, field, ...itemOf(kind, row) });
      continue;
    }
    // What the rows recorded (or, not recorded yet, name when read again).
    for (const { row, files } of await rowsNaming(db, kind, naming, asked ? [...asked] : null)) {
      const item = itemOf(kind, row as { id: unknown; title: unknown; deletedAt: unknown });
      for (const url of files) {
        // By the image field that holds it, else by the text (an upload both hold is listed by its field).
        const byField = naming.fields.filter((field) => typeof row[field] === "string" && uploadAt((row[field] as string).trim()) === url);
        for (const field of byField.length ? byField : [naming.texts[0]!]) add(url, { kind, field, ...item });
      }
    }
  }
  const versions = await db
    .selectDistinct({ collection: itemVersions.collection, itemId: itemVersions.itemId, url: sql<string>`unnest(${itemVersions.files})` })
    .from(itemVersions)
    .where(asked ? overlaps(itemVersions.files, [...asked]) : undefined);
  const named = versions.filter(({ url }) => !asked || asked.has(url));
  for (const collection of ["blogs", "projects"] as const) {
    const ids = [...new Set(named.filter((v) => v.collection === collection && !titles.has(`${collection}/${v.itemId}`)).map((v) => v.itemId))];
    if (ids.length === 0) continue;
    const { table, id, title, deletedAt } = USERS[collection];
    const rows = (await db.select({ id, title, deletedAt: deletedAt! }).from(table).where(inArray(id, ids))) as Array<{ id: string; title: string; deletedAt: Date | null }>;
    for (const row of rows) titles.set(`${collection}/${row.id}`, { title: row.title, inTrash: row.deletedAt !== null });
  }
  for (const { collection, itemId, url } of named) {
    if (uses.get(url)?.some((use) => use.kind === collection && use.id === itemId)) continue;
    const item = titles.get(`${collection}/${itemId}`);
    add(url, { kind: collection, id: itemId, title: item?.title ?? "", field: "version", inTrash: item?.inTrash ?? false });
  }
  await addAutosaveUses(db, asked ? [...asked] : null, add);
  return uses;
}

const isMediaUserKind = (kind: string): kind is MediaUserKind => kind in USERS;

/**
 * The autosaves naming uploads, as uses. An experience names no upload of its own: its
 * autosave is no MediaUserKind, and a URL pasted into one keeps the file (filesNamed) without
 * being listed.
 */
async function addAutosaveUses(db: Reader, urls: string[] | null, add: (url: string, use: MediaUse) => void): Promise<void> {
  const rows = await db
    .select({ id: autosaves.id, collection: autosaves.collection, itemId: autosaves.itemId, title: autosaves.title, files: autosaves.files })
    .from(autosaves)
    .where(urls ? sql`${autosaves.files} && ${sql.param(urls)}::text[]` : sql`cardinality(${autosaves.files}) > 0`);
  const trashed = new Set<string>();
  for (const collection of ["projects", "blogs", "certification", "techStack"] as const) {
    const ids = [...new Set(rows.filter((row) => row.collection === collection && row.itemId).map((row) => row.itemId!))];
    if (ids.length === 0) continue;
    const { table, id, deletedAt } = USERS[collection];
    const rowsInTrash = (await db.select({ id }).from(table).where(and(inArray(id, ids), sql`${deletedAt} is not null`))) as Array<{ id: string }>;
    for (const row of rowsInTrash) trashed.add(`${collection}/${row.id}`);
  }
  for (const row of rows) {
    if (!isMediaUserKind(row.collection)) continue;
    const id = row.collection === "profile" ? "profile" : (row.itemId ?? row.id);
    const inTrash = trashed.has(`${row.collection}/${id}`);
    for (const url of row.files) add(url, { kind: row.collection, id, title: row.title, field: "autosave", inTrash, autosaveId: row.id });
  }
}

/** Those of `urls` uploaded to the library less than a day before `now` (the rule's last case). */
export async function recentLibraryUploads(db: Database, urls: readonly string[], now: Date = mediaNow()): Promise<Set<string>> {
  return urls.length ? recentUploads(db, [...urls], now) : new Set();
}
