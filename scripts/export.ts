/**
 * `npm run export [file]`: writes all content, the profile and the list of uploaded files
 * (images, the résumé PDF) to one JSON file (default: backup-<date>.json). Stop a dev
 * server on the embedded database first: PGlite allows one process at a time.
 */
import fs from "node:fs";
import { exportContent } from "../src/lib/db/backup";
import { openDatabase } from "../src/lib/db/client";

async function main() {
  const file = process.argv[2] ?? `backup-${new Date().toISOString().slice(0, 10)}.json`;
  const handle = await openDatabase();
  try {
    if (handle.driver === "pglite") await handle.migrate();
    const backup = await exportContent(handle.db);
    fs.writeFileSync(file, JSON.stringify(backup, null, 2));
    const summary = Object.entries(backup.tables).map(([name, rows]) => `${name} ${rows.length}`);
    console.log(`[export] ${file}: ${summary.join(", ")}, ${backup.files?.length ?? 0} uploaded files listed.`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error("[export] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
