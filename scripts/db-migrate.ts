/**
 * Applies the committed migrations under drizzle/ to the database the environment names
 * (DATABASE_URL, or the embedded PGlite under $DATA_DIR). `vercel-build` runs it before
 * `next build`. Never run it against an embedded directory a running server holds.
 *
 * Then it puts the images stored before issue 16 (as uploaded, EXIF and GPS included)
 * through the upload pipeline: each such file is read from this site's storage (the upload
 * folder or the Blob store of BLOB_READ_WRITE_TOKEN), written anew without metadata under a
 * fresh name with its row's width, height and placeholder, and the original deleted. Once
 * done, it finds nothing to do. A file that cannot be read, or that the pipeline refuses
 * (past 40 megapixels, damaged), is reported and left alone. Last, every upload the content
 * names that has no record yet (stored before the media library) gets one, after each post,
 * project and the profile has the uploads it names recorded (drizzle/0013).
 * Run with the react-server condition (package.json), for the pipeline's "server-only".
 */
import { openDatabase } from "../src/lib/db/client";
import { reencodeOldUploads } from "../src/lib/images/backfill";
import { recordNamedUploads } from "../src/lib/media/backfill";
import { recordRowFiles } from "../src/lib/media/named-files";
import { configuredStorage, uploadDir } from "../src/lib/storage/site-storage";

async function main() {
  const handle = await openDatabase();
  try {
    await handle.migrate();
    console.log(`[db:migrate] migrations applied (${handle.driver}).`);
    const { reencoded, skipped } = await reencodeOldUploads(handle.db, configuredStorage(), { uploadDir: uploadDir() });
    if (reencoded + skipped > 0) console.log(`[db:migrate] images stored before issue 16: ${reencoded} re-encoded without metadata, ${skipped} left as they are.`);
    const rows = await recordRowFiles(handle.db);
    if (rows > 0) console.log(`[db:migrate] the uploads ${rows} post(s), project(s) or profile name were recorded.`);
    const recorded = await recordNamedUploads(handle.db, { uploadDir: uploadDir() });
    if (recorded > 0) console.log(`[db:migrate] ${recorded} upload(s) stored before the media library got their record.`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error("[db:migrate] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
