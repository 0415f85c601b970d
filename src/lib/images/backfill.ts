import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { blogs, certifications, media, profile, projects, techStack } from "@/lib/db/schema";
import { sniffImageType } from "@/lib/storage/image-type";
import { readUploadedFile, type FileReaderOptions } from "@/lib/storage/read-file";
import type { ImageStorage } from "@/lib/storage/types";
import { heightField, placeholderField, storedImageColumns, widthField } from "./fields";
import { normalizeImage } from "./normalize-image";

/*
 * Images stored before issue 16 were kept as uploaded, EXIF and GPS included, with a URL but
 * no size or placeholder. This puts each through the upload pipeline once: decoded and
 * written anew without metadata under a fresh name, the row pointed at it with its size and
 * placeholder, then the original file deleted, so the location a phone wrote into an old
 * photo is no longer served. Run by the embedded database on start-up
 * (src/lib/db/bootstrap.ts) and by `npm run db:migrate` for a server database, which
 * `vercel-build` runs before each deployment (with the react-server condition, for the
 * pipeline's "server-only" import).
 */

/** Every image field of the schema, by table. */
export const IMAGE_FIELDS = [
  { table: projects, field: "logo" },
  { table: projects, field: "screenshot" },
  { table: blogs, field: "imageUrl" },
  { table: blogs, field: "socialImage" },
  { table: certifications, field: "image" },
  { table: techStack, field: "imageUrl" },
  { table: profile, field: "avatar" },
] as const;

type ImageField = (typeof IMAGE_FIELDS)[number];

/** A field's URL and width columns by name: each table's own types are not needed here. */
export function columnsOf({ table, field }: ImageField): { url: never; width: never; height: never; placeholder: never } {
  const columns = table as unknown as Record<string, never>;
  return { url: columns[field], width: columns[widthField(field)], height: columns[heightField(field)], placeholder: columns[placeholderField(field)] };
}

/** Whether any image column of any row (trashed ones included) holds `fileUrl`. */
async function isNamedByAnyRow(db: Database, fileUrl: string): Promise<boolean> {
  for (const image of IMAGE_FIELDS) {
    const { table } = image;
    const [hit] = await db.select({ id: table.id }).from(table).where(eq(columnsOf(image).url, fileUrl)).limit(1);
    if (hit) return true;
  }
  return false;
}

export interface ReencodeResult {
  /** Re-encoded under a new URL, with size and placeholder; the original file deleted. */
  reencoded: number;
  /**
   * Left as they are: another site's URL, a missing file, or one the pipeline refuses (past
   * 40 megapixels, damaged): its page keeps the old rendering until the owner replaces it.
   */
  skipped: number;
}

/**
 * Re-encodes every image a row names without a stored size. Only files of `storage` (this
 * site's folder or Blob store) are read. Idempotent: a row is rewritten only while its size
 * is still missing and its URL unchanged, so a concurrent upload wins (and the copy made
 * here is deleted instead). One image at a time; a file that fails is logged and skipped,
 * never an error.
 */
export async function reencodeOldUploads(db: Database, storage: ImageStorage, files: FileReaderOptions): Promise<ReencodeResult> {
  const result: ReencodeResult = { reencoded: 0, skipped: 0 };
  for (const image of IMAGE_FIELDS) {
    const { table, field } = image;
    const { url, width } = columnsOf(image);
    const rows = (await db
      .select({ id: table.id, url })
      .from(table)
      .where(and(isNotNull(url), isNull(width)))) as Array<{ id: string | number; url: string }>;
    for (const row of rows) {
      if (!storage.owns(row.url)) {
        result.skipped += 1;
        continue;
      }
      try {
        const file = await readUploadedFile(row.url, files);
        const type = file && sniffImageType(file.bytes);
        if (!file || !type) {
          result.skipped += 1;
          continue;
        }
        const clean = await normalizeImage(field, file.bytes, type);
        const newUrl = await storage.put(`${randomUUID()}.${clean.extension}`, clean.bytes, clean.contentType);
        const rewritten = await db
          .update(table)
          .set(storedImageColumns(field, newUrl, clean))
          .where(and(eq(table.id, row.id as never), eq(url, row.url), isNull(width)))
          .returning({ id: table.id });
        if (rewritten.length === 0) {
          // The row changed meanwhile: its new image stands, the copy made here goes.
          await storage.delete(newUrl);
          result.skipped += 1;
          continue;
        }
        // The original goes once no other row names it (that row's turn re-encodes it too).
        if (!(await isNamedByAnyRow(db, row.url))) {
          await storage.delete(row.url);
          await db.delete(media).where(eq(media.url, row.url));
        }
        result.reencoded += 1;
      } catch (error) {
        // Refused by the pipeline (past 40 MP, damaged) or failed: said, and left as it is.
        console.error("[images] could not re-encode", row.url, error instanceof Error ? error.message : String(error));
        result.skipped += 1;
      }
    }
  }
  return result;
}
