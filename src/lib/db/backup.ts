import { count } from "drizzle-orm";
import { z } from "zod";
import { isUploadedFileUrl } from "../storage/uploaded-url";
import type { Database } from "./client";
import { blogs, certifications, experiences, messages, profile, projects, techStack } from "./schema";

/**
 * The owner's content as one JSON document: every content table and the profile, plus the
 * list of uploaded files the rows point at (images, the résumé PDF; the files themselves
 * stay in Blob or $DATA_DIR/uploads and are copied separately). Users, sessions, rate
 * limits and the activity log are not content.
 *
 * Version 2 added the profile and renamed `images` to `files`; a version 1 file still
 * imports (the profile is then made from the defaults on first read, as on a new site).
 */
export const BACKUP_VERSION = 2;

const TABLES = { projects, blogs, experiences, certifications, techStack, messages, profile } as const;
type TableName = keyof typeof TABLES;
const TABLE_NAMES = Object.keys(TABLES) as TableName[];

/** Columns holding the URL of an uploaded file, per table. */
const FILE_COLUMNS: Partial<Record<TableName, string[]>> = {
  projects: ["logo", "screenshot"],
  blogs: ["imageUrl"],
  certifications: ["image"],
  techStack: ["imageUrl"],
  // The résumé may also be an external link: only an uploaded one is listed.
  profile: ["avatar", "resumeUrl"],
};

const rows = z.array(z.record(z.string(), z.unknown()));
const backupSchema = z.object({
  version: z.union([z.literal(1), z.literal(BACKUP_VERSION)]),
  exportedAt: z.string(),
  tables: z.object({
    ...(Object.fromEntries(TABLE_NAMES.map((name) => [name, rows])) as Record<TableName, typeof rows>),
    profile: rows.max(1).default([]),
  }),
  files: z.array(z.string()).optional(),
  /** Version 1's name for `files`. */
  images: z.array(z.string()).optional(),
});

export type Backup = z.infer<typeof backupSchema>;

export async function exportContent(db: Database): Promise<Backup> {
  const tables = {} as Backup["tables"];
  const files = new Set<string>();
  for (const name of TABLE_NAMES) {
    const rows = (await db.select().from(TABLES[name])) as Record<string, unknown>[];
    tables[name] = rows;
    for (const column of FILE_COLUMNS[name] ?? []) {
      for (const row of rows) {
        const url = row[column];
        if (typeof url === "string" && isUploadedFileUrl(url)) files.add(url);
      }
    }
  }
  return { version: BACKUP_VERSION, exportedAt: new Date().toISOString(), tables, files: [...files].sort() };
}

const DATE_COLUMNS = new Set(["createdAt", "updatedAt"]);

/**
 * Restores a backup into an EMPTY database, in one transaction: all rows or none. A profile
 * row already there (made from the defaults when a page was first read) is replaced by the
 * backup's, if it has one.
 */
export async function importContent(db: Database, input: unknown): Promise<Record<TableName, number>> {
  const backup = backupSchema.parse(input);
  for (const name of TABLE_NAMES) {
    if (name === "profile") continue;
    const [{ value }] = await db.select({ value: count() }).from(TABLES[name]);
    if (value > 0) throw new Error(`The database is not empty (${name} has ${value} rows); import needs an empty one.`);
  }
  const counts = {} as Record<TableName, number>;
  await db.transaction(async (tx) => {
    for (const name of TABLE_NAMES) {
      const rows = backup.tables[name].map((row) =>
        Object.fromEntries(
          Object.entries(row).map(([key, value]) => [
            key,
            DATE_COLUMNS.has(key) && typeof value === "string" ? new Date(value) : value,
          ]),
        ),
      );
      if (name === "profile" && rows.length) await tx.delete(profile);
      if (rows.length) await tx.insert(TABLES[name]).values(rows as never[]);
      counts[name] = rows.length;
    }
  });
  return counts;
}
