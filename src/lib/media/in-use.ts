import "server-only";
import { and, eq, gt, inArray, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb, type Database } from "@/lib/db";
import { autosaves, blogs, certifications, itemVersions, media, profile, projects, techStack } from "@/lib/db/schema";
import { filesNamedByVersions } from "@/lib/versions/history";
import { mediaNow } from "./clock";
import { deleteUploads } from "./records";
import type { MediaUse, MediaUserKind } from "./types";
import { UPLOAD_URL_PATTERN } from "./upload-urls";

/*
 * When an uploaded file counts as used (docs/decisions.md, "When an uploaded file is used"):
 * - a row names it in an image column: an item outside or inside the trash, the profile;
 * - a row's Markdown names its URL: a post's content, a project's description, the About
 *   text (trashed items included);
 * - a kept version of a post or project names it (its image fields or its text);
 * - an autosave names it (src/lib/autosave: unsaved values of a form, its item in the trash
 *   or not): restoring those values must find the file;
 * - it was uploaded to the library (or into a text) less than a day ago: a draft may name it.
 * A file is deleted only when none of these holds. Every place that lets go of a file (a
 * replaced or removed image, a purge, a pruned version) asks here first, and so does the
 * media library's clean-up. The one exception is the owner's own Delete of one young upload
 * that nothing names, after a question that says a draft may name it (filesNamed, below).
 */

/** How long a library upload counts as used though nothing names it yet. */
export const RECENT_UPLOAD_MS = 24 * 60 * 60 * 1000;

/** The content that names uploads: its table, its title, whether it has a trash. */
const USERS: Record<MediaUserKind, { table: PgTable; id: AnyPgColumn; title: AnyPgColumn; deletedAt: AnyPgColumn | null }> = {
  projects: { table: projects, id: projects.id, title: projects.title, deletedAt: projects.deletedAt },
  blogs: { table: blogs, id: blogs.id, title: blogs.title, deletedAt: blogs.deletedAt },
  certification: { table: certifications, id: certifications.id, title: certifications.title, deletedAt: certifications.deletedAt },
  techStack: { table: techStack, id: techStack.id, title: techStack.title, deletedAt: techStack.deletedAt },
  profile: { table: profile, id: profile.id, title: profile.name, deletedAt: null },
};

interface Naming {
  kind: MediaUserKind;
  column: AnyPgColumn;
  /** The API's name of the field. */
  field: string;
  /** "file": the column holds the URL; "text": Markdown that may name URLs anywhere in it. */
  by: "file" | "text";
}

/** Every column that names uploaded files. */
export const NAMING_COLUMNS: readonly Naming[] = [
  { kind: "projects", column: projects.logo, field: "logo", by: "file" },
  { kind: "projects", column: projects.screenshot, field: "screenshot", by: "file" },
  { kind: "projects", column: projects.description, field: "description", by: "text" },
  { kind: "blogs", column: blogs.imageUrl, field: "imageUrl", by: "file" },
  { kind: "blogs", column: blogs.socialImage, field: "socialImage", by: "file" },
  { kind: "blogs", column: blogs.content, field: "content", by: "text" },
  { kind: "certification", column: certifications.image, field: "image", by: "file" },
  { kind: "techStack", column: techStack.imageUrl, field: "imageUrl", by: "file" },
  { kind: "profile", column: profile.avatar, field: "avatar", by: "file" },
  { kind: "profile", column: profile.resumeUrl, field: "resumeUrl", by: "file" },
  { kind: "profile", column: profile.about, field: "about", by: "text" },
];

/**
 * The URL a row names through `naming`: the column itself, or one row per upload URL its text
 * names (PostgreSQL reads the text with the pattern JavaScript uses, so nothing but the URLs
 * leaves the database).
 */
const namedUrl = ({ column, by }: Naming): SQL<string> =>
  by === "file" ? sql<string>`${column}` : sql<string>`(regexp_matches(${column}, ${UPLOAD_URL_PATTERN}, 'g'))[1]`;

/** Those of `wanted` a row names. */
async function namedByRows(db: Pick<Database, "select" | "selectDistinct">, wanted: string[]): Promise<Set<string>> {
  const named = new Set<string>();
  const asked = new Set(wanted);
  for (const naming of NAMING_COLUMNS) {
    const { table } = USERS[naming.kind];
    const rows =
      naming.by === "file"
        ? await db.select({ url: namedUrl(naming) }).from(table).where(inArray(naming.column, wanted))
        : await db.selectDistinct({ url: namedUrl(naming) }).from(table);
    for (const { url } of rows) if (url && asked.has(url)) named.add(url);
  }
  return named;
}

/** Those of `wanted` an autosave names. */
async function namedByAutosaves(db: Pick<Database, "select">, wanted: string[]): Promise<Set<string>> {
  const rows = await db
    .select({ files: autosaves.files })
    .from(autosaves)
    .where(sql`${autosaves.files} && ${sql.param(wanted)}::text[]`);
  const asked = new Set(wanted);
  return new Set(rows.flatMap((row) => row.files).filter((url) => asked.has(url)));
}

/** Those of `wanted` uploaded to the library less than a day before `now`. */
async function recentUploads(db: Pick<Database, "select">, wanted: string[], now: Date): Promise<Set<string>> {
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
export async function filesNamed(db: Database, urls: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(urls)];
  if (wanted.length === 0) return new Set();
  const used = await filesNamedByVersions(db, wanted);
  for (const url of await namedByRows(db, wanted)) used.add(url);
  for (const url of await namedByAutosaves(db, wanted)) used.add(url);
  return used;
}

/** Those of `urls` that are used: named by a row, a kept version or an autosave, or a library upload less than a day old. */
export async function filesInUse(db: Database, urls: readonly string[], now: Date = mediaNow()): Promise<Set<string>> {
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
 * let go of the files has committed.
 */
export async function deleteUnusedFiles(urls: ReadonlyArray<string | null | undefined>): Promise<void> {
  const candidates = [...new Set(urls.filter((url): url is string => typeof url === "string" && url !== ""))];
  if (candidates.length === 0) return;
  let db: Database;
  let keep: Set<string>;
  try {
    db = await getDb();
    keep = await filesInUse(db, candidates);
    const library = await db.select({ url: media.url }).from(media).where(and(inArray(media.url, candidates), eq(media.origin, "media")));
    for (const { url } of library) keep.add(url);
  } catch (error) {
    // Unsure whether they are used: keep them (a stray file costs less than a broken page).
    console.error("[media] could not check whether files are used; kept:", (error as Error).message);
    return;
  }
  try {
    await deleteUploads(db, candidates.filter((url) => !keep.has(url)));
  } catch (error) {
    console.error("[media] could not forget deleted files:", (error as Error).message);
  }
}

/**
 * Who names each of `urls` (all uploads when left out): the items by their image fields and
 * their Markdown, trashed ones included, the profile, items only an earlier version of
 * which does (`field: "version"`), and autosaves (`field: "autosave"`: unsaved changes of an
 * item, of a new one by the autosave's id, or of the profile). What filesInUse reads.
 */
export async function usesOf(db: Database, urls?: readonly string[]): Promise<Map<string, MediaUse[]>> {
  const asked = urls ? new Set(urls) : null;
  const uses = new Map<string, MediaUse[]>();
  const add = (url: string, use: MediaUse) => {
    if (asked && !asked.has(url)) return;
    const list = uses.get(url) ?? [];
    if (!list.some((known) => known.kind === use.kind && known.id === use.id && known.field === use.field)) list.push(use);
    uses.set(url, list);
  };
  const titles = new Map<string, { title: string; inTrash: boolean }>();
  for (const naming of NAMING_COLUMNS) {
    const { table, id, title, deletedAt } = USERS[naming.kind];
    const rows = (await db
      .select({ id, title, deletedAt: deletedAt ?? sql<null>`null`, url: namedUrl(naming) })
      .from(table)
      .where(naming.by === "file" ? sql`${naming.column} is not null` : undefined)) as Array<{ id: string | number; title: string; deletedAt: Date | null; url: string | null }>;
    for (const row of rows) {
      if (!row.url) continue;
      const itemId = naming.kind === "profile" ? "profile" : String(row.id);
      titles.set(`${naming.kind}/${itemId}`, { title: row.title, inTrash: row.deletedAt !== null });
      add(row.url, { kind: naming.kind, id: itemId, title: row.title, field: naming.field, inTrash: row.deletedAt !== null });
    }
  }
  const versions = await db
    .selectDistinct({ collection: itemVersions.collection, itemId: itemVersions.itemId, url: sql<string>`unnest(${itemVersions.files})` })
    .from(itemVersions);
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
async function addAutosaveUses(db: Database, urls: string[] | null, add: (url: string, use: MediaUse) => void): Promise<void> {
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
