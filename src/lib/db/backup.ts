import { count, getTableColumns, is, sql } from "drizzle-orm";
import { PgTimestamp, type AnyPgColumn, type PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { imageAddressesIn, ownImagesProblem } from "../media/own-images-rule";
import { UPLOAD_URL_PATTERN } from "../media/upload-urls";
import { isUploadedFileUrl } from "../storage/uploaded-url";
import { formatZodError } from "../validations/fields";
import type { Database } from "./client";
import {
  analyticsCountries,
  analyticsDays,
  analyticsPages,
  analyticsSources,
  autosaves,
  blogs,
  certifications,
  experiences,
  itemVersions,
  media,
  messages,
  profile,
  projects,
  slugRedirects,
  techStack,
} from "./schema";
import { STORED_ROWS, storedFileUrl } from "./stored-rows";

/**
 * The owner's content as one JSON document: every content table and the profile, plus the
 * list of uploaded files the rows point at (images, the avatar, the résumé PDF). Users,
 * sessions, rate limits and the activity log are not content. Items in the trash are
 * content too: they are exported with their `deletedAt` and files, and an import puts them
 * back in the trash with the days they had left. `npm run export` writes it
 * into a folder beside a copy of every one of those files (`archive`, backup-archive.ts).
 *
 * The media library's records (every upload, used or not: its files are copied too) and the
 * posts' earlier slugs travel as well; a backup made before them imports with none (the
 * uploads its content names get their records on the next start, src/lib/media/backfill.ts).
 *
 * The visitor counts' daily aggregates (src/lib/analytics) travel too; the day's secret and
 * visitor hashes never do (they are deleted with their day). The site being restored may
 * have counted a few views already: the backup's counts are added to its own.
 *
 * The owner's autosaves (unsaved changes of a form, src/lib/autosave) travel too, with the
 * files their values name; a backup made before them imports with none.
 *
 * Version 2 added the profile and renamed `images` to `files`; a version 1 file still
 * imports (the profile is then made from the defaults on first read, as on a new site).
 * `archive` is optional within version 2: a file without it imports with its URLs as they
 * are, as before.
 */
export const BACKUP_VERSION = 2;

// A post's earlier slugs after the posts they lead to; the kept versions of posts and
// projects and the autosaves last: they name files the items named too.
const TABLES = {
  projects,
  blogs,
  slugRedirects,
  experiences,
  certifications,
  techStack,
  messages,
  profile,
  media,
  itemVersions,
  autosaves,
  analyticsDays,
  analyticsPages,
  analyticsSources,
  analyticsCountries,
} as const;
type TableName = keyof typeof TABLES;
const TABLE_NAMES = Object.keys(TABLES) as TableName[];
/** Each table's rule of stored rows (src/lib/db/stored-rows.ts). */
const STORED_TABLE: Record<TableName, keyof typeof STORED_ROWS> = {
  projects: "projects",
  blogs: "blogs",
  experiences: "experiences",
  certifications: "certifications",
  techStack: "techStack",
  messages: "messages",
  profile: "profile",
  media: "media",
  slugRedirects: "slugRedirects",
  itemVersions: "itemVersions",
  autosaves: "autosaves",
  analyticsDays: "analyticsDays",
  analyticsPages: "analyticsPages",
  analyticsSources: "analyticsSources",
  analyticsCountries: "analyticsCountries",
};

/**
 * Visitor counts are not content: a restored site may hold some of its own already (its
 * pages were viewed before the import). Their rows are added to, not refused; `key` is the
 * table's primary key besides the day, `counts` its counters.
 */
const COUNT_TABLES: Partial<Record<TableName, { key: string[]; counts: string[] }>> = {
  analyticsDays: { key: [], counts: ["views", "visitors"] },
  analyticsPages: { key: ["page"], counts: ["views", "visitors"] },
  analyticsSources: { key: ["source"], counts: ["views"] },
  analyticsCountries: { key: ["country"], counts: ["views"] },
};

/** Columns holding the URL of an uploaded file, per table. */
const FILE_COLUMNS: Partial<Record<TableName, string[]>> = {
  projects: ["logo", "screenshot"],
  blogs: ["imageUrl", "socialImage"],
  certifications: ["image"],
  techStack: ["imageUrl"],
  // The résumé may also be an external link: only an uploaded one is listed.
  profile: ["avatar", "resumeUrl"],
  media: ["url"],
};

/**
 * Columns the site computes when it saves a row, never taken from a backup: the uploads a
 * post, a project or the profile names (`files`, where the schema has it), read again by the
 * site from the row itself. An export leaves them out; an import leaves them out of the rows
 * it writes, whatever the backup says.
 */
const COMPUTED_COLUMNS: Partial<Record<TableName, string[]>> = { projects: ["files"], blogs: ["files"], profile: ["files"] };

/** Markdown columns, whose upload URLs move with their files on import. */
const TEXT_COLUMNS: Partial<Record<TableName, string[]>> = {
  projects: ["description"],
  blogs: ["content"],
  profile: ["about"],
};

const rows = z.array(z.record(z.string(), z.unknown()));
const backupSchema = z.object({
  version: z.union([z.literal(1), z.literal(BACKUP_VERSION)]),
  exportedAt: z.string(),
  // A table this site does not have is refused, not left out unnoticed.
  tables: z.strictObject({
    ...(Object.fromEntries(TABLE_NAMES.map((name) => [name, rows])) as Record<TableName, typeof rows>),
    profile: rows.max(1).default([]),
    // Backups made before versions were kept have none, before the media library neither
    // records nor earlier slugs.
    itemVersions: rows.default([]),
    media: rows.default([]),
    slugRedirects: rows.default([]),
    // Backups made before autosaves were kept have none.
    autosaves: rows.default([]),
    // Backups made before the visitor counts have none.
    analyticsDays: rows.default([]),
    analyticsPages: rows.default([]),
    analyticsSources: rows.default([]),
    analyticsCountries: rows.default([]),
  }, { error: (issue) => (issue.code === "unrecognized_keys" ? `has a table this site does not import: ${issue.keys.join(", ")}` : undefined) }),
  files: z.array(storedFileUrl()).optional(),
  /** Version 1's name for `files`. */
  images: z.array(storedFileUrl()).optional(),
  /** The copies of `files` stored beside this JSON: one entry per file, `path` relative to it. */
  archive: z
    .array(
      z.object({
        url: storedFileUrl(),
        path: z.string().regex(/^files\/[a-z0-9-]+\.(png|jpg|webp|gif|avif|pdf)$/, "must be files/<stored name>"),
        contentType: z.string(),
        size: z.number().int().nonnegative(),
        sha256: z.string().regex(/^[0-9a-f]{64}$/),
      }),
    )
    .optional(),
});

export type ArchivedFile = NonNullable<Backup["archive"]>[number];

export type Backup = z.infer<typeof backupSchema>;

/** The file columns of a kept version's snapshot, by the collection it belongs to. */
const VERSION_FILE_FIELDS: Record<string, string[]> = { projects: FILE_COLUMNS.projects ?? [], blogs: FILE_COLUMNS.blogs ?? [] };
/** The Markdown fields of a kept version's snapshot. */
const VERSION_TEXT_FIELDS: Record<string, string[]> = { projects: TEXT_COLUMNS.projects ?? [], blogs: TEXT_COLUMNS.blogs ?? [] };

/** A value that is an upload's URL and nothing else: what an autosave's image field holds. */
const WHOLE_UPLOAD_URL = new RegExp(`^${UPLOAD_URL_PATTERN}$`);

/**
 * Every uploaded file a row names in a file column (a kept version: in its image fields; an
 * autosave: a value that is an upload's URL). What a text names is an upload of the media
 * library, listed by its record: a URL typed by hand that names no stored file does not stop
 * an export.
 */
function filesNamedBy(name: TableName, row: Record<string, unknown>): string[] {
  const urls =
    name === "itemVersions"
      ? (VERSION_FILE_FIELDS[String(row.collection)] ?? []).map((field) => (row.snapshot as Record<string, unknown> | null)?.[field])
      : name === "autosaves"
        ? Object.values((row.values as Record<string, unknown> | null) ?? {}).filter((value) => typeof value === "string" && WHOLE_UPLOAD_URL.test(value))
        : (FILE_COLUMNS[name] ?? []).map((column) => row[column]);
  return urls.filter((url): url is string => typeof url === "string" && isUploadedFileUrl(url));
}

/** Markdown with every upload URL it names that moved replaced by the new one. */
function withMovedUrls(text: unknown, fileUrls: ReadonlyMap<string, string>): unknown {
  if (typeof text !== "string" || fileUrls.size === 0) return text;
  return text.replace(new RegExp(UPLOAD_URL_PATTERN, "g"), (url) => fileUrls.get(url) ?? url);
}

/** A kept version with the files it names moved to their restored URLs, in its fields and its text. */
function withRestoredFiles(row: Record<string, unknown>, fileUrls: ReadonlyMap<string, string> | undefined): Record<string, unknown> {
  if (!fileUrls) return row;
  const moved = (value: unknown) => (typeof value === "string" ? (fileUrls.get(value) ?? value) : value);
  const snapshot = { ...(row.snapshot as Record<string, unknown>) };
  for (const field of VERSION_FILE_FIELDS[String(row.collection)] ?? []) snapshot[field] = moved(snapshot[field]);
  for (const field of VERSION_TEXT_FIELDS[String(row.collection)] ?? []) snapshot[field] = withMovedUrls(snapshot[field], fileUrls);
  return { ...row, snapshot, files: Array.isArray(row.files) ? row.files.map(moved) : row.files };
}

/** Every string inside a JSON value with the uploads that moved named where they now are. */
function withMovedUrlsIn(value: unknown, fileUrls: ReadonlyMap<string, string>): unknown {
  if (typeof value === "string") return withMovedUrls(value, fileUrls);
  if (Array.isArray(value)) return value.map((item) => withMovedUrlsIn(item, fileUrls));
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withMovedUrlsIn(item, fileUrls)]));
  }
  return value;
}

/** An autosave with the files it names moved to their restored URLs: its values, where editing started, its list. */
function withRestoredAutosaveFiles(row: Record<string, unknown>, fileUrls: ReadonlyMap<string, string> | undefined): Record<string, unknown> {
  if (!fileUrls || fileUrls.size === 0) return row;
  const moved = (value: unknown) => (typeof value === "string" ? (fileUrls.get(value) ?? value) : value);
  return {
    ...row,
    values: withMovedUrlsIn(row.values, fileUrls),
    initial: withMovedUrlsIn(row.initial, fileUrls),
    base: withMovedUrlsIn(row.base, fileUrls),
    files: Array.isArray(row.files) ? row.files.map(moved) : row.files,
  };
}

export async function exportContent(db: Database): Promise<Backup> {
  const tables = {} as Backup["tables"];
  const files = new Set<string>();
  for (const name of TABLE_NAMES) {
    const computed = COMPUTED_COLUMNS[name] ?? [];
    const rows = ((await db.select().from(TABLES[name])) as Record<string, unknown>[]).map((row) =>
      computed.length ? Object.fromEntries(Object.entries(row).filter(([key]) => !computed.includes(key))) : row,
    );
    tables[name] = rows;
    for (const row of rows) for (const url of filesNamedBy(name, row)) files.add(url);
  }
  return { version: BACKUP_VERSION, exportedAt: new Date().toISOString(), tables, files: [...files].sort() };
}

/** Keys that mean something to a JavaScript object: no row, and nothing else in a backup, has one. */
const PROTOTYPE_KEYS = new Set(["__proto__", "constructor", "prototype"]);

/** A value as a message quotes it: JSON (so no control character reaches a terminal), at most `max` characters. */
function quote(value: unknown, max = 60): string {
  const text = typeof value === "string" ? value : String(value);
  const short = [...text].length > max ? `${[...text].slice(0, max - 1).join("")}…` : text;
  return JSON.stringify(short);
}

/** The fields that tell the owner which row a message is about, after its id. */
const NAMING_FIELDS = ["title", "name", "slug", "url", "subject"] as const;

/** Where a row is and which one it is: `tables.blogs[3] (id "…", title "…")`. */
function rowLabel(table: string, index: number, row: unknown): string {
  const where = `tables.${table}[${index}]`;
  if (typeof row !== "object" || row === null || Array.isArray(row)) return where;
  const own = (key: string) => (Object.hasOwn(row, key) ? (row as Record<string, unknown>)[key] : undefined);
  const parts: string[] = [];
  const id = own("id");
  if (typeof id === "string" || typeof id === "number") parts.push(`id ${quote(id, 40)}`);
  const named = NAMING_FIELDS.find((key) => typeof own(key) === "string" && own(key) !== "");
  if (named) parts.push(`${named} ${quote(own(named))}`);
  return parts.length ? `${where} (${parts.join(", ")})` : where;
}

const refuseRow = (table: string, index: number, row: unknown, why: string) =>
  new Error(`The backup's ${rowLabel(table, index, row)} cannot be imported: ${why.endsWith(".") ? why : `${why}.`}`);

/** A path as formatZodError writes one: `snapshot.links[0].url`. */
const pathText = (path: ReadonlyArray<string | number>) =>
  path.map((key, i) => (typeof key === "number" ? `[${key}]` : i === 0 ? key : `.${key}`)).join("");

/**
 * Refuses a key named `__proto__`, `constructor` or `prototype` anywhere in the parsed JSON
 * (a row, a nested value, the envelope): JSON.parse keeps such a key as data, and whatever
 * copies the row next by assignment would set an object's prototype instead. Walked
 * without recursion: a backup may nest as deep as JSON.parse allowed.
 */
function assertNoPrototypeKeys(input: unknown): void {
  // Each node knows its parent, so a path is spelled out only for the key refused.
  type Node = { value: unknown; key: string | number | null; parent: Node | null };
  const pathOf = (node: Node | null): Array<string | number> => {
    const path: Array<string | number> = [];
    for (let at = node; at && at.key !== null; at = at.parent) path.unshift(at.key);
    return path;
  };
  const stack: Node[] = [{ value: input, key: null, parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (typeof value !== "object" || value === null) continue;
    if (Array.isArray(value)) {
      value.forEach((item, index) => stack.push({ value: item, key: index, parent: node }));
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (!PROTOTYPE_KEYS.has(key)) {
        stack.push({ value: item, key, parent: node });
        continue;
      }
      // Inside a row: the message names the row and the field in it.
      const path = pathOf(node);
      const [first, table, index, ...field] = path;
      if (first === "tables" && typeof table === "string" && typeof index === "number") {
        const row = (input as { tables: Record<string, unknown[]> }).tables[table]![index];
        throw refuseRow(table, index, row, `${pathText([...field, key])} is a key no row may have (__proto__, constructor and prototype are refused anywhere in a backup)`);
      }
      throw new Error(`Not a backup this site can import: ${pathText([...path, key])} is a key no backup may have (__proto__, constructor and prototype are refused anywhere).`);
    }
  }
}

/**
 * A backup checked against its format and every row against the rules of stored rows
 * (src/lib/db/stored-rows.ts): the API's own schemas, field by field and whole, ids,
 * timestamps, versions, status and trash state; no key that is not a column, no key that
 * means something to a JavaScript object at any depth; and the rules between rows
 * (assertRowsAgree), a text's images among them. Throws an Error naming the first problem,
 * its table, row (index, id and title) and field ("tables.blogs[3] (id "…", title "…")
 * cannot be imported: slug must …") when it is not one. The rows are returned as written.
 */
export function parseBackup(input: unknown): Backup {
  assertNoPrototypeKeys(input);
  const envelope = backupSchema.safeParse(input);
  if (!envelope.success) throw new Error(`Not a backup this site can import: ${formatZodError(envelope.error)}`);
  const backup = envelope.data;
  for (const name of TABLE_NAMES) {
    backup.tables[name].forEach((row, index) => {
      const checked = STORED_ROWS[STORED_TABLE[name]].safeParse(row);
      if (!checked.success) throw refuseRow(name, index, row, formatZodError(checked.error));
    });
  }
  assertRowsAgree(backup);
  assertOwnImagesIn(backup);
  return backup;
}

/** An upload's address naming an image file, for a backup made before the media library. */
const IMAGE_EXTENSION = /\.(png|jpg|webp|gif|avif)$/;

/**
 * Every text a page draws as Markdown shows only images uploaded to this site, as the API
 * requires when it is saved (src/lib/media/own-images-rule.ts): a post's content, About, and
 * a kept version of a post (a restore writes its text back). An upload is judged by the
 * backup's own media records; a backup made before the media library has none, and then an
 * upload's address naming an image file is enough (its record is made on the next start).
 */
function assertOwnImagesIn(backup: Backup): void {
  const records = new Map(backup.tables.media.map((row) => [String(row.url), String(row.contentType)]));
  const recorded =
    backup.tables.media.length > 0
      ? (url: string) => records.get(url)
      : (url: string) => (isUploadedFileUrl(url) && IMAGE_EXTENSION.test(new URL(url, "http://site.invalid").pathname) ? "image/*" : undefined);
  const check = (table: TableName, index: number, row: Record<string, unknown>, field: string, text: unknown) => {
    if (typeof text !== "string") return;
    const problem = ownImagesProblem(field, imageAddressesIn(text), recorded);
    if (problem) throw refuseRow(table, index, row, problem);
  };
  backup.tables.blogs.forEach((row, index) => check("blogs", index, row, "content", row.content));
  backup.tables.profile.forEach((row, index) => check("profile", index, row, "about", row.about));
  backup.tables.itemVersions.forEach((row, index) => {
    if (row.collection === "blogs") check("itemVersions", index, row, "snapshot.content", (row.snapshot as Record<string, unknown>).content);
  });
}

/** What rows of different tables must agree on: an earlier slug leads to a post of the backup, an upload has one record. */
function assertRowsAgree(backup: Backup): void {
  const refuse = (table: TableName, index: number, why: string) => refuseRow(table, index, backup.tables[table][index], why);
  const posts = new Set(backup.tables.blogs.map((row) => row.id));
  const slugs = new Set(backup.tables.blogs.map((row) => row.slug));
  const redirected = new Set<unknown>();
  backup.tables.slugRedirects.forEach((row, index) => {
    if (!posts.has(row.blogId)) throw refuse("slugRedirects", index, "blogId names no post of the backup");
    if (slugs.has(row.slug)) throw refuse("slugRedirects", index, `slug ${String(row.slug)} is a post's current slug`);
    if (redirected.has(row.slug)) throw refuse("slugRedirects", index, `slug ${String(row.slug)} is listed twice`);
    redirected.add(row.slug);
  });
  const recorded = new Set<unknown>();
  backup.tables.media.forEach((row, index) => {
    if (recorded.has(row.url)) throw refuse("media", index, `url ${String(row.url)} is recorded twice`);
    recorded.add(row.url);
  });
  // An autosave of an item leads to an item of the backup (the trash's purge deletes it with its item).
  const items: Record<string, Set<unknown>> = {
    blogs: posts,
    projects: new Set(backup.tables.projects.map((row) => row.id)),
    experiences: new Set(backup.tables.experiences.map((row) => row.id)),
    certification: new Set(backup.tables.certifications.map((row) => row.id)),
    techStack: new Set(backup.tables.techStack.map((row) => row.id)),
  };
  backup.tables.autosaves.forEach((row, index) => {
    if (row.itemId === null || row.itemId === undefined) return;
    if (!items[String(row.collection)]?.has(row.itemId)) throw refuse("autosaves", index, `itemId names no item of ${String(row.collection)} in the backup`);
  });
}

/** The timestamp columns of a table (createdAt, deletedAt …): JSON has them as ISO strings. */
const dateColumnsOf = (table: PgTable) =>
  new Set(Object.entries(getTableColumns(table)).filter(([, column]) => is(column, PgTimestamp)).map(([key]) => key));

/** Throws unless every content table is empty (a profile made from the defaults may be there). */
export async function assertEmptyDatabase(db: Database): Promise<void> {
  for (const name of TABLE_NAMES) {
    if (name === "profile" || COUNT_TABLES[name]) continue;
    const [{ value }] = await db.select({ value: count() }).from(TABLES[name]);
    if (value > 0) throw new Error(`The database is not empty (${name} has ${value} rows); import needs an empty one.`);
  }
}

export interface ImportOptions {
  /** An uploaded file's URL in the backup → its URL where it was restored, when they differ. */
  fileUrls?: ReadonlyMap<string, string>;
}

/**
 * Restores a backup into an EMPTY database, in one transaction: all rows or none, and none
 * unless every row passes the rules of stored rows (parseBackup). A profile
 * row already there (made from the defaults when a page was first read) is replaced by the
 * backup's, if it has one. File columns naming a restored file take its new URL.
 */
export async function importContent(
  db: Database,
  input: unknown,
  options: ImportOptions = {},
): Promise<Record<TableName, number>> {
  const backup = parseBackup(input);
  await assertEmptyDatabase(db);
  const counts = {} as Record<TableName, number>;
  await db.transaction(async (tx) => {
    for (const name of TABLE_NAMES) {
      const fileColumns = new Set(FILE_COLUMNS[name] ?? []);
      const computed = new Set(COMPUTED_COLUMNS[name] ?? []);
      const textColumns = new Set(TEXT_COLUMNS[name] ?? []);
      const dateColumns = dateColumnsOf(TABLES[name]);
      const source =
        name === "itemVersions"
          ? backup.tables[name].map((row) => withRestoredFiles(row, options.fileUrls))
          : name === "autosaves"
            ? backup.tables[name].map((row) => withRestoredAutosaveFiles(row, options.fileUrls))
            : backup.tables[name];
      const rows = source.map((row) =>
        Object.fromEntries(
          Object.entries(row)
            .filter(([key]) => !computed.has(key))
            .map(([key, value]) => {
              if (dateColumns.has(key) && typeof value === "string") return [key, new Date(value)];
              if (fileColumns.has(key) && typeof value === "string") return [key, options.fileUrls?.get(value) ?? value];
              if (textColumns.has(key) && options.fileUrls) return [key, withMovedUrls(value, options.fileUrls)];
              return [key, value];
            }),
        ),
      );
      if (name === "profile" && rows.length) await tx.delete(profile);
      const counted = COUNT_TABLES[name];
      if (counted && rows.length) {
        const table = TABLES[name] as unknown as Record<string, AnyPgColumn>;
        await tx
          .insert(TABLES[name])
          .values(rows as never[])
          .onConflictDoUpdate({
            target: [table.day, ...counted.key.map((key) => table[key])],
            set: Object.fromEntries(counted.counts.map((key) => [key, sql`${table[key]} + excluded.${sql.identifier(table[key].name)}`])),
          });
      } else if (rows.length) await tx.insert(TABLES[name]).values(rows as never[]);
      counts[name] = rows.length;
    }
  });
  return counts;
}
