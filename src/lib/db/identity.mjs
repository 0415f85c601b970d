// @ts-check
/**
 * Which database this server reads, as a short opaque key. The data cache and the page
 * cache are keyed by it, so a server never serves rows or pages read from another
 * database: a build made on one data folder and started on another, a data folder
 * deleted and seeded again, a backup restored elsewhere.
 *
 * A server database is named by its URL. The embedded one by its folder and an id written
 * into that folder when it is first used, so a folder emptied and filled again is a new
 * database. Plain JavaScript: the page cache handler loads it outside the bundler. Same
 * defaults as src/lib/env.ts.
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** @param {NodeJS.ProcessEnv} [env] */
export function databaseIdentity(env = process.env) {
  const source = env.DATABASE_URL
    ? `url:${env.DATABASE_URL}`
    : `dir:${dataFolderInstance(path.resolve(/*turbopackIgnore: true*/ env.DATA_DIR || ".data"))}`;
  return createHash("sha256").update(source).digest("base64url").slice(0, 16);
}

/** The folder and the id it was given on first use (created here if it has none yet). */
function dataFolderInstance(/** @type {string} */ dir) {
  const file = path.join(dir, "instance-id");
  try {
    return `${dir}:${fs.readFileSync(file, "utf8")}`;
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    try {
      fs.writeFileSync(file, randomUUID(), { flag: "wx" });
    } catch (error) {
      // Another module or process wrote it first: theirs is the id.
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
    }
    return `${dir}:${fs.readFileSync(file, "utf8")}`;
  }
}
