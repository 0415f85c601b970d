import { del, put } from "@vercel/blob";
import type { ImageStorage } from "./types";
import { blobStoreHost } from "./blob-host.mjs";
import { BLOB_FILE_URL } from "./uploaded-url";

/** Vercel Blob, used whenever BLOB_READ_WRITE_TOKEN is set. */
export function blobStorage(token: string): ImageStorage {
  const host = blobStoreHost(token);
  return {
    kind: "blob",
    async put(name, bytes, contentType) {
      // Served by Blob with the contentType given here (application/pdf for the résumé).
      const folder = contentType.startsWith("image/") ? "images" : "files";
      const blob = await put(`${folder}/${name}`, Buffer.from(bytes), {
        access: "public",
        contentType,
        token,
        addRandomSuffix: false,
      });
      return blob.url;
    },
    owns(url) {
      // This store's own files only: another store's URL is someone else's file.
      return BLOB_FILE_URL.test(url) && host !== null && new URL(url).host === host;
    },
    async delete(url) {
      if (!BLOB_FILE_URL.test(url)) return;
      await del(url, { token });
    },
  };
}
