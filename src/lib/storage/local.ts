import fs from "node:fs/promises";
import path from "node:path";
import type { ImageStorage } from "./types";

export const LOCAL_UPLOAD_PREFIX = "/uploads/";

/** A stored file name: what `put` makes, and nothing that could leave the folder. */
export const SAFE_FILE_NAME = /^[a-z0-9-]+\.(png|jpg|webp|gif|avif|pdf)$/;

/**
 * Uploads (images, the résumé PDF) on local disk under $DATA_DIR/uploads, served by the /uploads/[name] route
 * (files written into public/ after a build are not served by `next start`).
 */
export function localStorage(uploadDir: string): ImageStorage {
  return {
    kind: "local",
    async put(name, bytes) {
      await fs.mkdir(uploadDir, { recursive: true });
      await fs.writeFile(path.join(uploadDir, name), bytes, { flag: "wx" });
      return LOCAL_UPLOAD_PREFIX + name;
    },
    owns(url) {
      return url.startsWith(LOCAL_UPLOAD_PREFIX) && SAFE_FILE_NAME.test(url.slice(LOCAL_UPLOAD_PREFIX.length));
    },
    async delete(url) {
      if (!url.startsWith(LOCAL_UPLOAD_PREFIX)) return;
      const name = url.slice(LOCAL_UPLOAD_PREFIX.length);
      if (!SAFE_FILE_NAME.test(name)) return;
      await fs.rm(path.join(uploadDir, name), { force: true });
    },
  };
}
