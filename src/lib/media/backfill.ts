import sharp from "sharp";
import type { Database } from "@/lib/db/client";
import { media } from "@/lib/db/schema";
import { columnsOf, IMAGE_FIELDS } from "@/lib/images/backfill";
import { MAX_IMAGE_PIXELS } from "@/lib/images/limits";
import { placeholderFor } from "@/lib/images/placeholder";
import { contentTypeFor } from "@/lib/storage/image-type";
import { PDF_CONTENT_TYPE } from "@/lib/storage/pdf";
import { readUploadedFile, uploadedFileName, type FileReaderOptions, type StoredFile } from "@/lib/storage/read-file";
import { isUploadedFileUrl } from "@/lib/storage/uploaded-url";
import { usesOf } from "./in-use";
import { recordUploads, type MediaValues } from "./records";

/*
 * Files stored before uploads had records (and those stored by other doors: the demo's
 * images, a restored backup of an older version) get one: every upload a row, a text or a
 * kept version names and that has no record yet. Its size and placeholder come from the row
 * that names it where it has them, else from the file itself. Run by the embedded database on
 * start-up (src/lib/db/bootstrap.ts) and by `npm run db:migrate`; idempotent: a few queries
 * when every named file has its record.
 */

/** What the rows' image columns say of each image they name. */
async function measuredByRows(db: Database): Promise<Map<string, { width: number; height: number; placeholder: string | null }>> {
  const measured = new Map<string, { width: number; height: number; placeholder: string | null }>();
  for (const image of IMAGE_FIELDS) {
    const { url, width, height, placeholder } = columnsOf(image);
    const rows = (await db.select({ url, width, height, placeholder }).from(image.table)) as Array<{
      url: string | null;
      width: number | null;
      height: number | null;
      placeholder: string | null;
    }>;
    for (const row of rows) {
      if (row.url && row.width && row.height) measured.set(row.url, { width: row.width, height: row.height, placeholder: row.placeholder });
    }
  }
  return measured;
}

const contentTypeOf = (url: string, file: StoredFile | null) =>
  file?.contentType ?? (url.endsWith(".pdf") ? PDF_CONTENT_TYPE : (contentTypeFor(uploadedFileName(url)) ?? "application/octet-stream"));

/** Size and placeholder read from the image itself; nulls when it cannot be read. */
async function measure(bytes: Uint8Array): Promise<{ width: number | null; height: number | null; placeholder: string | null }> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata();
    return { width: width ?? null, height: height ?? null, placeholder: await placeholderFor(bytes) };
  } catch {
    return { width: null, height: null, placeholder: null };
  }
}

/**
 * Records every named upload that has no record. A file only a text names and that cannot
 * be read (a URL typed by hand, a file gone) gets none: nothing would be listed for it. One
 * that an image column names is recorded even then (the row says it was stored). Returns how
 * many records were written.
 */
export async function recordNamedUploads(db: Database, files: FileReaderOptions): Promise<number> {
  const [uses, recorded] = await Promise.all([usesOf(db), db.select({ url: media.url }).from(media)]);
  const known = new Set(recorded.map((row) => row.url));
  const missing = [...uses.entries()].filter(([url]) => !known.has(url) && isUploadedFileUrl(url));
  if (missing.length === 0) return 0;
  const measured = await measuredByRows(db);
  let written = 0;
  for (const [url, users] of missing) {
    const byColumn = users.some((use) => !["content", "description", "about", "version"].includes(use.field));
    let file: StoredFile | null = null;
    try {
      file = await readUploadedFile(url, files);
    } catch (error) {
      console.error("[media] could not read", url, error instanceof Error ? error.message : String(error));
    }
    if (!file && !byColumn) continue;
    const contentType = contentTypeOf(url, file);
    const size = contentType.startsWith("image/")
      ? (measured.get(url) ?? (file ? await measure(file.bytes) : { width: null, height: null, placeholder: null }))
      : { width: null, height: null, placeholder: null };
    const record: MediaValues = {
      url,
      name: uploadedFileName(url),
      contentType,
      bytes: file ? file.bytes.byteLength : null,
      ...size,
      origin: "item",
    };
    await recordUploads(db, [record]);
    written += 1;
  }
  return written;
}
