import fs from "node:fs/promises";
import path from "node:path";
import { del, list } from "@vercel/blob";
import { previewScope } from "./scope";

/**
 * Deletes every file a preview of `branch` uploaded (names under its prefix, ./scope.ts),
 * from the Blob store of `token`, else from the local `uploadDir`. Run when the branch is
 * done (`npm run uploads:clean-preview <branch>`; .github/workflows/preview-db.yml does it
 * when its pull request closes). Production's files and other branches' never match the
 * prefix. Returns how many files were deleted.
 */
export async function deletePreviewUploads(branch: string, where: { token?: string; uploadDir: string }): Promise<number> {
  const prefix = `${previewScope(branch)}-`;
  if (where.token) {
    let deleted = 0;
    for (const folder of ["images", "files"]) {
      let cursor: string | undefined;
      do {
        const page = await list({ prefix: `${folder}/${prefix}`, cursor, token: where.token });
        if (page.blobs.length) await del(page.blobs.map((blob) => blob.url), { token: where.token });
        deleted += page.blobs.length;
        cursor = page.hasMore ? page.cursor : undefined;
      } while (cursor);
    }
    return deleted;
  }
  let names: string[];
  try {
    names = await fs.readdir(where.uploadDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  const mine = names.filter((name) => name.startsWith(prefix));
  await Promise.all(mine.map((name) => fs.rm(path.join(where.uploadDir, name), { force: true })));
  return mine.length;
}
