import { and, eq, isNotNull, isNull } from "drizzle-orm";
import sharp from "sharp";
import type { Database } from "@/lib/db/client";
import { blogs, certifications, profile, projects, techStack } from "@/lib/db/schema";
import { readUploadedFile, type FileReaderOptions } from "@/lib/storage/read-file";
import type { ImageStorage } from "@/lib/storage/types";
import { heightField, placeholderField, widthField, type ImageMetadata } from "./fields";
import { MAX_IMAGE_PIXELS } from "./limits";
import { placeholderFor } from "./placeholder";

/*
 * Images stored before issue 16 have a URL but no size or placeholder (their pages fall back
 * to the old rendering). This fills them in, once: the embedded database on start-up
 * (src/lib/db/bootstrap.ts), a server database in `npm run db:migrate`, which `vercel-build`
 * runs before each deployment. The stored file is only read and measured, never re-encoded
 * or rewritten: its URL stays. No "server-only" import (the migrate script is plain tsx).
 */

/** Every image field of the schema, by table. */
const IMAGE_FIELDS = [
  { table: projects, field: "logo" },
  { table: projects, field: "screenshot" },
  { table: blogs, field: "imageUrl" },
  { table: certifications, field: "image" },
  { table: techStack, field: "imageUrl" },
  { table: profile, field: "avatar" },
] as const;

/**
 * The size (upright, after EXIF orientation, as browsers show it) and placeholder of a
 * stored image; null past the pixel limit (an old upload no longer accepted): its page keeps
 * the old rendering rather than have this decode it.
 */
export async function measureStoredImage(bytes: Uint8Array): Promise<ImageMetadata | null> {
  const meta = await sharp(bytes).metadata();
  if (!meta.width || !meta.height || meta.width * meta.height * (meta.pages ?? 1) > MAX_IMAGE_PIXELS) return null;
  const { width, height } = meta.autoOrient;
  return { width, height, placeholder: await placeholderFor(bytes) };
}

export interface BackfillResult {
  filled: number;
  /** Left as they are: another site's URL, a missing file, or one that cannot be measured. */
  skipped: number;
}

/**
 * Fills width, height and placeholder where a row has an image URL but no size. Only files of
 * `storage` (this site's folder or Blob store) are read. Idempotent: a row is written only
 * while its size is still missing and its URL unchanged, so a concurrent upload wins. One
 * image at a time; a file that fails is logged and skipped, never an error.
 */
export async function backfillImageDetails(db: Database, storage: ImageStorage, files: FileReaderOptions): Promise<BackfillResult> {
  const result: BackfillResult = { filled: 0, skipped: 0 };
  for (const { table, field } of IMAGE_FIELDS) {
    // The columns by name: each table's own types are not needed to read or write these.
    const t = table as unknown as Record<string, never> & typeof table;
    const url = t[field as keyof typeof t] as never;
    const width = t[widthField(field) as keyof typeof t] as never;
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
        const measured = file && (await measureStoredImage(file.bytes));
        if (!measured) {
          result.skipped += 1;
          continue;
        }
        await db
          .update(table)
          .set({
            [widthField(field)]: measured.width,
            [heightField(field)]: measured.height,
            [placeholderField(field)]: measured.placeholder,
          })
          .where(and(eq(table.id, row.id as never), eq(url, row.url), isNull(width)));
        result.filled += 1;
      } catch (error) {
        console.error("[images] could not measure", row.url, error instanceof Error ? error.message : String(error));
        result.skipped += 1;
      }
    }
  }
  return result;
}
