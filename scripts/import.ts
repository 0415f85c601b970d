/**
 * `npm run import <folder>`: restores a backup written by `npm run export` into an empty
 * database (migrating it first). The files go back through the storage this environment
 * writes to (Vercel Blob with BLOB_READ_WRITE_TOKEN, else $DATA_DIR/uploads); a row whose
 * file now lives at another address gets the new URL. Nothing is written unless every row
 * fits. A bare JSON file of an older export still imports, its file URLs as they were. Markdown
 * naming a moved upload (a post's images) names its new URL, and every upload gets its record
 * in the media library.
 */
import { importBackup } from "../src/lib/db/backup-archive";
import { openDatabase } from "../src/lib/db/client";
import { recordNamedUploads } from "../src/lib/media/backfill";
import { getStorage, uploadDir } from "../src/lib/storage";

async function main() {
  const location = process.argv[2];
  if (!location) throw new Error("usage: npm run import <backup folder>");
  const handle = await openDatabase();
  try {
    await handle.migrate();
    const storage = getStorage();
    const { counts, files } = await importBackup(handle.db, location, storage, { uploadDir: uploadDir() });
    console.log(`[import] restored ${Object.entries(counts).map(([n, c]) => `${n} ${c}`).join(", ")}.`);
    console.log(
      `[import] files into ${storage.kind} storage: ${files.written} written (${files.moved} at a new URL), ${files.kept} already there` +
        (files.notCopied ? `; ${files.notCopied} listed without a copy in the backup, left at their URLs` : "") +
        ".",
    );
    // A backup from before the media library carries no records: its uploads get theirs.
    const recorded = await recordNamedUploads(handle.db, { uploadDir: uploadDir() });
    if (recorded > 0) console.log(`[import] ${recorded} upload(s) recorded for the media library.`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error("[import] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
