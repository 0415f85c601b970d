import "server-only";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { ApiError } from "@/lib/errors";
import { dataDir, getEnv } from "@/lib/env";
import { blobStorage } from "./blob";
import { IMAGE_TYPES, sniffImageType, type ImageExtension } from "./image-type";
import { localStorage } from "./local";
import { isPdf, PDF_CONTENT_TYPE } from "./pdf";
import type { ImageStorage } from "./types";

export type { ImageStorage } from "./types";

/** Vercel's function body limit is 4.5 MB; one image may take 4 MB of it. */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;
/** The résumé: one PDF, within the same 4 MB. */
export const MAX_PDF_BYTES = 4 * 1024 * 1024;

const holder = globalThis as unknown as { __portfolioStorage?: ImageStorage };

export function getStorage(): ImageStorage {
  if (holder.__portfolioStorage) return holder.__portfolioStorage;
  const token = getEnv().BLOB_READ_WRITE_TOKEN;
  return token ? blobStorage(token) : localStorage(uploadDir());
}

/** Tests swap in a storage that fails on purpose. */
export function setStorageForTests(storage: ImageStorage | undefined) {
  holder.__portfolioStorage = storage;
}

export function uploadDir(): string {
  return path.join(dataDir(), "uploads");
}

/** An upload whose bytes were checked: what it is (by its bytes) and the form field it came in. */
export interface CheckedFile {
  field: string;
  bytes: Uint8Array;
  extension: string;
  contentType: string;
}

export interface CheckedImage extends CheckedFile {
  extension: ImageExtension;
}

export interface CheckedPdf extends CheckedFile {
  extension: "pdf";
}

/** 413 when too large, 415 when the bytes are not an accepted image (SVG included). */
export async function checkImage(field: string, file: File): Promise<CheckedImage> {
  if (file.size > MAX_IMAGE_BYTES) {
    throw new ApiError(413, `${field} is too large: images may be at most 4 MB.`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = sniffImageType(bytes);
  if (!extension) {
    throw new ApiError(415, `${field} must be a PNG, JPEG, WebP, GIF or AVIF image.`);
  }
  return { field, bytes, extension, contentType: IMAGE_TYPES[extension] };
}

/** 413 past 4 MB, 415 when the bytes do not start as a PDF does (`%PDF-`). */
export async function checkPdf(field: string, file: File): Promise<CheckedPdf> {
  if (file.size > MAX_PDF_BYTES) {
    throw new ApiError(413, `${field} is too large: a PDF may be at most 4 MB.`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isPdf(bytes)) throw new ApiError(415, `${field} must be a PDF file.`);
  return { field, bytes, extension: "pdf", contentType: PDF_CONTENT_TYPE };
}

/** Stores a checked upload under a fresh name; returns its public URL. */
export async function storeFile(file: CheckedFile): Promise<string> {
  return getStorage().put(`${randomUUID()}.${file.extension}`, file.bytes, file.contentType);
}

export const storeImage: (image: CheckedImage) => Promise<string> = storeFile;
export const storePdf: (pdf: CheckedPdf) => Promise<string> = storeFile;

/** Best effort: a file we fail to delete is logged, never a failed request. */
export async function deleteFiles(urls: Array<string | null | undefined>): Promise<void> {
  const storage = getStorage();
  await Promise.all(
    urls
      .filter((url): url is string => Boolean(url))
      .map((url) =>
        storage.delete(url).catch((error: Error) =>
          console.error("[storage] could not delete", url, error.message),
        ),
      ),
  );
}
