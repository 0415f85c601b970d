import "server-only";
import { randomUUID } from "node:crypto";
import { ApiError } from "@/lib/errors";
import type { ImageMetadata } from "@/lib/images/fields";
import type { ImageExtension } from "./image-type";
import { isPdf, PDF_CONTENT_TYPE } from "./pdf";
import { configuredStorage } from "./site-storage";
import type { ImageStorage } from "./types";

export type { ImageStorage } from "./types";
export { uploadDir } from "./site-storage";

/** Vercel's function body limit is 4.5 MB; one image may take 4 MB of it. */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;
/** The résumé: one PDF, within the same 4 MB. */
export const MAX_PDF_BYTES = 4 * 1024 * 1024;

const holder = globalThis as unknown as { __portfolioStorage?: ImageStorage };

export function getStorage(): ImageStorage {
  return holder.__portfolioStorage ?? configuredStorage();
}

/** Tests swap in a storage that fails on purpose. */
export function setStorageForTests(storage: ImageStorage | undefined) {
  holder.__portfolioStorage = storage;
}

/** An upload whose bytes were checked: what it is (by its bytes) and the form field it came in. */
export interface CheckedFile {
  field: string;
  /** The name the file was sent with (the media library shows it), "" when it had none. */
  name: string;
  bytes: Uint8Array;
  extension: string;
  contentType: string;
}

/** An image as the pipeline re-encoded it (src/lib/images), with what it measured. */
export interface CheckedImage extends CheckedFile, ImageMetadata {
  extension: ImageExtension;
}

export interface CheckedPdf extends CheckedFile {
  extension: "pdf";
}

/** 413 past 4 MB, 415 when the bytes do not start as a PDF does (`%PDF-`). */
export async function checkPdf(field: string, file: File): Promise<CheckedPdf> {
  if (file.size > MAX_PDF_BYTES) {
    throw new ApiError(413, `${field} is too large: a PDF may be at most 4 MB.`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isPdf(bytes)) throw new ApiError(415, `${field} must be a PDF file.`);
  return { field, name: file.name, bytes, extension: "pdf", contentType: PDF_CONTENT_TYPE };
}

/** Stores a checked upload under a fresh name; returns its public URL. */
export async function storeFile(file: CheckedFile): Promise<string> {
  return getStorage().put(`${randomUUID()}.${file.extension}`, file.bytes, file.contentType);
}

export const storeImage: (image: CheckedImage) => Promise<string> = storeFile;
export const storePdf: (pdf: CheckedPdf) => Promise<string> = storeFile;

/**
 * Best effort: a file we fail to delete is logged, never a failed request. Returns the URLs
 * that could not be deleted (a file this storage does not own is left alone, and counts as
 * done: a preview never deletes production's files, ./scope.ts).
 */
export async function deleteFiles(urls: Array<string | null | undefined>): Promise<string[]> {
  const storage = getStorage();
  const failed: string[] = [];
  await Promise.all(
    urls
      .filter((url): url is string => Boolean(url))
      .map((url) =>
        storage.delete(url).catch((error: Error) => {
          console.error("[storage] could not delete", url, error.message);
          failed.push(url);
        }),
      ),
  );
  return failed;
}
