// @ts-check
/**
 * When each cache tag was last expired: what decides that a cached page, route answer or
 * data read may no longer be served (page-cache-handler.mjs). A process-wide registry under
 * a registered symbol: the handler is loaded outside the bundler and the app's code that
 * records and refreshes the expiries (tag-expiry-store.ts) inside it, two module instances
 * of this file sharing one registry.
 *
 * The registry is only what this process knows. The expiries are persisted where the data
 * is (the `cache_tag_expiries` table, written before an owner's write is answered) and read
 * again at start and every few seconds (tag-expiry-store.ts); a snapshot file beside the page
 * cache keeps the last known ones for a start while the database is down.
 */
import fs from "node:fs";
import path from "node:path";

const REGISTRY = Symbol.for("portfolio.cache.tagExpiries");

/** @typedef {{ expiries: Map<string, number>, snapshot: string | null }} Registry */

/** @returns {Registry} */
function registry() {
  const store = /** @type {Record<symbol, Registry | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (store[REGISTRY] ??= { expiries: new Map(), snapshot: null });
}

/** When `tag` was last expired (ms since the epoch), 0 when never. @param {string} tag */
export function expiryOf(tag) {
  return registry().expiries.get(tag) ?? 0;
}

/** The latest expiry of any of `tags`. @param {Iterable<string>} tags */
export function latestExpiry(tags) {
  let latest = 0;
  for (const tag of tags) latest = Math.max(latest, expiryOf(tag));
  return latest;
}

/**
 * Takes in expiries (this process's own, or read from the database): an expiry only moves
 * forward. Returns whether any changed.
 * @param {Iterable<[string, number]>} entries
 */
export function noteExpiries(entries) {
  const { expiries } = registry();
  let changed = false;
  for (const [tag, at] of entries) {
    if (!(at > (expiries.get(tag) ?? 0))) continue;
    expiries.set(tag, at);
    changed = true;
  }
  return changed;
}

/** Forgets every known expiry and the snapshot's place: what a restart does (tests). */
export function forgetExpiries() {
  const state = registry();
  state.expiries.clear();
  state.snapshot = null;
}

/** Every known expiry, for the snapshot. */
export function knownExpiries() {
  return [...registry().expiries];
}

/**
 * The snapshot file beside the page cache (its folder named by the cache handler, which knows
 * the build's folder): read once, the first time a folder is named.
 * @param {string} cacheDir
 */
export function keepSnapshotIn(cacheDir) {
  const state = registry();
  const file = path.join(cacheDir, "tag-expiries.json");
  if (state.snapshot === file) return;
  state.snapshot = file;
  try {
    const saved = JSON.parse(fs.readFileSync(file, "utf8"));
    if (Array.isArray(saved)) noteExpiries(saved.filter((entry) => typeof entry?.[0] === "string" && typeof entry?.[1] === "number"));
  } catch {
    // None yet, or unreadable: the database's expiries come at start.
  }
}

/** Writes what this process knows into the snapshot (synchronously: it is small, and must be there after a kill). */
export function saveSnapshot() {
  const file = registry().snapshot;
  if (!file) return;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(knownExpiries()));
    fs.renameSync(temporary, file);
  } catch (error) {
    console.error("[cache] could not keep the tag expiries beside the cache:", /** @type {Error} */ (error).message);
  }
}
