import fs from "node:fs/promises";
import path from "node:path";
import { ownsName, PRODUCTION_SCOPE, scopedName, type StorageScope } from "./scope";
import type { ImageStorage } from "./types";
import { LOCAL_UPLOAD_PREFIX, SAFE_FILE_NAME } from "./upload-names";

export { LOCAL_UPLOAD_PREFIX, SAFE_FILE_NAME };

/**
 * Uploads (images, the résumé PDF) on local disk under $DATA_DIR/uploads, served by the /uploads/[name] route
 * (files written into public/ after a build are not served by `next start`). `scope` says
 * which of them this deployment stored and may delete (./scope.ts).
 */
export function localStorage(uploadDir: string, scope: StorageScope = PRODUCTION_SCOPE): ImageStorage {
  const owns = (url: string) => {
    if (!url.startsWith(LOCAL_UPLOAD_PREFIX)) return false;
    const name = url.slice(LOCAL_UPLOAD_PREFIX.length);
    return SAFE_FILE_NAME.test(name) && ownsName(scope, name);
  };
  return {
    kind: "local",
    async put(name, bytes) {
      const stored = scopedName(scope, name);
      await fs.mkdir(uploadDir, { recursive: true });
      // "wx": an existing file is never overwritten.
      await fs.writeFile(path.join(uploadDir, stored), bytes, { flag: "wx" });
      return LOCAL_UPLOAD_PREFIX + stored;
    },
    owns,
    async delete(url) {
      if (!owns(url)) return;
      await fs.rm(path.join(uploadDir, url.slice(LOCAL_UPLOAD_PREFIX.length)), { force: true });
    },
  };
}
