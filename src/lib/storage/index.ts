import "server-only";
import { randomUUID } from "node:crypto";
import path from "node:path";
import { ApiError } from "@/lib/errors";
import { dataDir, getEnv } from "@/lib/env";
import { blobStorage } from "./blob";
import { IMAGE_TYPES, sniffImageType } from "./image-type";
import { localStorage } from "./local";
import type { ImageStorage } from "./types";

export type { ImageStorage } from "./types";

/** Vercel's function body limit is 4.5 MB; one image may take 4 MB of it. */
export const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

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

export interface CheckedImage {
  field: string;
  bytes: Uint8Array;
  extension: keyof typeof IMAGE_TYPES;
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
  return { field, bytes, extension };
}

export async function storeImage(image: CheckedImage): Promise<string> {
  const name = `${randomUUID()}.${image.extension}`;
  return getStorage().put(name, image.bytes, IMAGE_TYPES[image.extension]);
}

/** Best effort: a file we fail to delete is logged, never a failed request. */
export async function deleteImages(urls: Array<string | null | undefined>): Promise<void> {
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
