/**
 * `npm run import <file>`: restores a file written by `npm run export` into an empty
 * database (migrating it first). Nothing is written unless every row fits.
 */
import fs from "node:fs";
import { importContent } from "../src/lib/db/backup";
import { openDatabase } from "../src/lib/db/client";

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error("usage: npm run import <backup.json>");
  const data: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
  const handle = await openDatabase();
  try {
    await handle.migrate();
    const counts = await importContent(handle.db, data);
    console.log(`[import] restored ${Object.entries(counts).map(([n, c]) => `${n} ${c}`).join(", ")}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error("[import] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
