import { count } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "./client";
import { blogs, certifications, experiences, messages, projects, techStack } from "./schema";

/**
 * The owner's content as one JSON document: every content table plus the list of image
 * URLs the rows point at (the files themselves stay in Blob or $DATA_DIR/uploads and are
 * copied separately). Users, sessions, rate limits and the activity log are not content.
 */
export const BACKUP_VERSION = 1;

const TABLES = { projects, blogs, experiences, certifications, techStack, messages } as const;
type TableName = keyof typeof TABLES;
const TABLE_NAMES = Object.keys(TABLES) as TableName[];

/** Columns holding image URLs, per table. */
const IMAGE_COLUMNS: Partial<Record<TableName, string[]>> = {
  projects: ["logo", "screenshot"],
  blogs: ["imageUrl"],
  certifications: ["image"],
  techStack: ["imageUrl"],
};

const backupSchema = z.object({
  version: z.literal(BACKUP_VERSION),
  exportedAt: z.string(),
  tables: z.object(
    Object.fromEntries(TABLE_NAMES.map((name) => [name, z.array(z.record(z.string(), z.unknown()))])) as Record<
      TableName,
      z.ZodArray<z.ZodRecord<z.ZodString, z.ZodUnknown>>
    >,
  ),
  images: z.array(z.string()),
});

export type Backup = z.infer<typeof backupSchema>;

export async function exportContent(db: Database): Promise<Backup> {
  const tables = {} as Backup["tables"];
  const images = new Set<string>();
  for (const name of TABLE_NAMES) {
    const rows = (await db.select().from(TABLES[name])) as Record<string, unknown>[];
    tables[name] = rows;
    for (const column of IMAGE_COLUMNS[name] ?? []) {
      for (const row of rows) if (typeof row[column] === "string") images.add(row[column] as string);
    }
  }
  return { version: BACKUP_VERSION, exportedAt: new Date().toISOString(), tables, images: [...images].sort() };
}

const DATE_COLUMNS = new Set(["createdAt", "updatedAt"]);

/** Restores a backup into an EMPTY database, in one transaction: all rows or none. */
export async function importContent(db: Database, input: unknown): Promise<Record<TableName, number>> {
  const backup = backupSchema.parse(input);
  for (const name of TABLE_NAMES) {
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
      if (rows.length) await tx.insert(TABLES[name]).values(rows as never[]);
      counts[name] = rows.length;
    }
  });
  return counts;
}
