/**
 * Applies the committed migrations under drizzle/ to the database the environment names
 * (DATABASE_URL, or the embedded PGlite under $DATA_DIR). `vercel-build` runs it before
 * `next build`. Never run it against an embedded directory a running server holds.
 */
import { openDatabase } from "../src/lib/db/client";

async function main() {
  const handle = await openDatabase();
  try {
    await handle.migrate();
    console.log(`[db:migrate] migrations applied (${handle.driver}).`);
  } finally {
    await handle.close();
  }
}

main().catch((error) => {
  console.error("[db:migrate] failed:", error instanceof Error ? error.message : error);
  process.exit(1);
});
