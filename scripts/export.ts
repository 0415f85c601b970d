/**
 * `npm run export [folder]`: writes all content and the profile (backup.json) and a copy of
 * every uploaded file they point at (files/: images, the avatar, an uploaded résumé) into a
 * new folder (default: backup-<date>). Local uploads are copied from $DATA_DIR/uploads, Blob
 * files downloaded. Stop a dev server on the embedded database first: PGlite allows one
 * process at a time.
 */
import { exportBackup } from "../src/lib/db/backup-archive";
import { openDatabase } from "../src/lib/db/client";
import { uploadDir } from "../src/lib/storage";

async function main() {
  const folder = process.argv[2] ?? `backup-${new Date().toISOString().slice(0, 10)}`;
  const handle = await openDatabase();
  try {
    if (handle.driver === "pglite") await handle.migrate();
    const { backup, files, bytes } = await exportBackup(handle.db, folder, { uploadDir: uploadDir() });
    const summary = Object.entries(backup.tables).map(([name, rows]) => `${name} ${rows.length}`);
    console.log(`[export] ${folder}/: ${summary.join(", ")}; ${files} files (${(bytes / 1024 / 1024).toFixed(2)} MB) in ${folder}/files.`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error("[export] failed, nothing written:", error instanceof Error ? error.message : error);
  process.exit(1);
});
