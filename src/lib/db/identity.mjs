// @ts-check
/**
 * Which database this server reads, as a short opaque key. The data cache and the page
 * cache are keyed by it, so a server never serves rows or pages read from another
 * database: a build made on one data folder and started on another, a data folder
 * deleted and seeded again, a backup restored elsewhere.
 *
 * A server database is named by its URL. The embedded one by its folder and an id written
 * into the data folder when it is first used, so a data folder emptied and filled again is
 * a new database; an in-memory one (PGLITE_DIR=memory://) is new with every process.
 * Plain JavaScript: the page cache handler loads it outside the bundler. Same defaults as
 * src/lib/env.ts and src/lib/db/client.ts.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const THIS_PROCESS = randomUUID();

/** @param {NodeJS.ProcessEnv} [env] */
export function databaseIdentity(env = process.env) {
  return createHash("sha256").update(databaseSource(env)).digest("base64url").slice(0, 16);
}

/** @param {NodeJS.ProcessEnv} env */
function databaseSource(env) {
  if (env.DATABASE_URL) return `url:${env.DATABASE_URL}`;
  const dataDir = path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR || ".data");
  const pgliteDir = env.PGLITE_DIR || path.join(dataDir, "pglite");
  if (pgliteDir.startsWith("memory://")) return `memory:${THIS_PROCESS}`;
  return `dir:${path.resolve(/*turbopackIgnore: true*/ pgliteDir)}:${dataFolderId(dataDir)}`;
}

/** The id the data folder was given on first use (created here if it has none yet). */
function dataFolderId(/** @type {string} */ dir) {
  const file = path.join(dir, "instance-id");
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    // Written whole under another name, then linked into place: a process that reads it
    // never sees it half-written, and if two write at once the first link wins.
    const draft = `${file}.${process.pid}.${randomUUID()}`;
    fs.writeFileSync(draft, randomUUID());
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
    return fs.readFileSync(file, "utf8");
  }
}
