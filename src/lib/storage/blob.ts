import { del, put } from "@vercel/blob";
import type { ImageStorage } from "./types";
import { blobStoreHost } from "./blob-host.mjs";
import { ownsName, PRODUCTION_SCOPE, scopedName, type StorageScope } from "./scope";
import { BLOB_FILE_URL } from "./uploaded-url";

/** The folders `put` writes to: images/ and files/ (the résumé PDF), one level, nothing else. */
const STORED_PATH = /^\/(?:images|files)\/([a-z0-9-]+\.(?:png|jpg|webp|gif|avif|pdf))$/;

/**
 * Vercel Blob, used whenever BLOB_READ_WRITE_TOKEN is set. `scope` says which files of the
 * store this deployment stored and may delete: production and its previews share the store
 * (./scope.ts).
 */
export function blobStorage(token: string, scope: StorageScope = PRODUCTION_SCOPE): ImageStorage {
  const host = blobStoreHost(token);
  const owns = (url: string) => {
    // This store's own files only: another store's URL is someone else's file.
    if (!BLOB_FILE_URL.test(url) || host === null) return false;
    const { host: urlHost, pathname } = new URL(url);
    const name = STORED_PATH.exec(pathname)?.[1];
    return urlHost === host && name !== undefined && ownsName(scope, name);
  };
  return {
    kind: "blob",
    async put(name, bytes, contentType) {
      // Served by Blob with the contentType given here (application/pdf for the résumé).
      const folder = contentType.startsWith("image/") ? "images" : "files";
      const blob = await put(`${folder}/${scopedName(scope, name)}`, Buffer.from(bytes), {
        access: "public",
        contentType,
        token,
        addRandomSuffix: false,
        // An existing file is never replaced (Blob refuses the write instead).
        allowOverwrite: false,
      });
      return blob.url;
    },
    owns,
    async delete(url) {
      if (!owns(url)) return;
      await del(url, { token });
    },
  };
}
