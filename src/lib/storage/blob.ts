import { del, put } from "@vercel/blob";
import type { ImageStorage } from "./types";
import { BLOB_FILE_URL } from "./uploaded-url";

/** Vercel Blob, used whenever BLOB_READ_WRITE_TOKEN is set. */
export function blobStorage(token: string): ImageStorage {
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
    async delete(url) {
      if (!BLOB_FILE_URL.test(url)) return;
      await del(url, { token });
    },
  };
}
