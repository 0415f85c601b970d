/**
 * `npm run uploads:clean-preview <git branch>`: deletes the files a Vercel preview of that
 * branch uploaded (their names carry the branch's prefix, src/lib/storage/scope.ts), from the
 * Blob store of BLOB_READ_WRITE_TOKEN, else from $DATA_DIR/uploads. Production's files and
 * other branches' are never touched. .github/workflows/preview-db.yml runs it when the pull
 * request closes, beside deleting the branch's Neon database.
 */
import { getEnv } from "../src/lib/env";
import { deletePreviewUploads } from "../src/lib/storage/preview-uploads";
import { uploadDir } from "../src/lib/storage/site-storage";

async function main() {
  const branch = process.argv[2];
  if (!branch) throw new Error("usage: npm run uploads:clean-preview <git branch>");
  const token = getEnv().BLOB_READ_WRITE_TOKEN;
  const deleted = await deletePreviewUploads(branch, { token, uploadDir: uploadDir() });
  console.log(`[uploads] deleted ${deleted} file(s) uploaded by previews of ${branch} (${token ? "Vercel Blob" : uploadDir()}).`);
}

main().catch((error) => {
  console.error("[uploads] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
