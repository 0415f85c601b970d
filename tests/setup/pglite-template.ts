/**
 * A migrated, empty PGlite data folder made once and reused by every test process: creating
 * an embedded database (initdb inside PGlite) and applying the migrations costs seconds per
 * test file, loading a dump of one (PGlite's loadDataDir) a fraction of that. The app still
 * runs its migrations on it at start (src/lib/db/bootstrap.ts), which finds them applied.
 *
 * The dump is named by what makes it (the PGlite version and every migration file), so a
 * changed migration or PGlite makes a new one and an old one is never loaded.
 */
import { Blob as NodeBlob } from "node:buffer";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const MIGRATIONS = path.join(ROOT, "drizzle");

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort();
}

/** Where the dump of a migrated empty database is kept for these migrations and this PGlite. */
export function pgliteTemplatePath(): string {
  const hash = createHash("sha256");
  const pglite = JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/@electric-sql/pglite/package.json"), "utf8")) as { version: string };
  hash.update(pglite.version);
  for (const file of filesUnder(MIGRATIONS)) hash.update(path.relative(MIGRATIONS, file)).update(fs.readFileSync(file));
  return path.join(os.tmpdir(), `portfolio-jest-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
}

/** Makes the dump unless it is there (a parallel run writes its own file and renames it in). */
export async function makePgliteTemplate(): Promise<void> {
  const file = pgliteTemplatePath();
  if (fs.existsSync(file)) return;
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const client = await PGlite.create("memory://");
  try {
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS });
    const dump = await client.dumpDataDir("none");
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } finally {
    await client.close();
  }
}

/**
 * The dump as PGlite's loadDataDir takes it, or undefined when there is none: Node's own
 * Blob, whichever Blob the test environment (node or jsdom) puts on the global object.
 */
export function pgliteTemplate(): Blob | undefined {
  const file = pgliteTemplatePath();
  return fs.existsSync(file) ? (new NodeBlob([fs.readFileSync(file)]) as unknown as Blob) : undefined;
}
