// @ts-check
/**
 * The self-hosted server's cache of pages, route responses and data reads, written against
 * Next.js's documented `cacheHandler` interface (get, set, revalidateTag, resetRequestCache;
 * https://nextjs.org/docs/app/api-reference/config/next-config-js/incrementalCacheHandlerPath),
 * on disk under the build's cache folder with a small memory of recent entries. Its rules:
 *
 * 1. Taken down stays down. An entry is never served once one of its tags was expired at or
 *    after it was made, whoever expired it and whenever: the expiries are persisted where the
 *    data is and known to every process (tag-expiries.mjs, tag-expiry-store.ts), so neither a
 *    restart, a kill, nor a second server on the same database serves a page an owner's
 *    write ended. (Next's own file-system cache keeps tag expiries in memory only: after a
 *    restart it served a post moved to draft for minutes.)
 * 2. Every cached page carries a Content-Security-Policy listing the hash of each of its
 *    inline scripts. The App Router writes a page's data into inline scripts whose text
 *    changes with the content, so a fixed policy cannot allow them and a per-request nonce
 *    cannot be cached. The cache is the one place that sees a page's final HTML before any
 *    visitor does: the policy is computed there, once per version of the page, and stored
 *    and sent with it.
 * 3. An entry is served only by a server reading the database it was rendered from (a
 *    cache tag names it). Pages prerendered by the build, or cached by a server on another
 *    data folder, are rendered again on their first visit instead of showing other rows.
 * 4. A page or route expires when its own lifetime ends, rather than being served once more
 *    while it renders again: a render whose lifetime was shortened, because a scheduled post
 *    falls due sooner (src/lib/publishing/expiry.ts), would otherwise show the page without
 *    it to the first visitor after that time. Its expiry is brought down to its lifetime,
 *    which also makes its Cache-Control `s-maxage=<lifetime>` alone. While the database is
 *    down, though, a page whose lifetime ended is served as it is (no render could succeed):
 *    only an expired tag stops it.
 * 5. A redirect's Location is sent once, also on the render that makes the entry.
 * 6. Nothing is kept that may be wrong for minutes: not a render under a tag expired moments
 *    ago (one that began before an edit and ended after it would store the old content as
 *    new), not a render made while the database was failing, and not a "not found" page or
 *    image for an unknown address (anyone could fill the disk with them).
 *
 * Loaded by the server through next.config.ts `cacheHandler`, outside the bundler (so plain
 * JavaScript). Next makes a handler per request: what lasts is module state.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import v8 from "node:v8";
import { databaseIdentity } from "../db/identity.mjs";
import { cachedPagePolicy } from "../security/content-security-policy.mjs";
import { databaseFailedSince } from "./database-health.mjs";
import { expiryOf, noteExpiries, saveSnapshot, keepSnapshotIn } from "./tag-expiries.mjs";

const POLICY_HEADER = "content-security-policy";
// Next keeps a page's tags in this header, stores it with the entry, and strips it before
// responding.
const TAGS_HEADER = "x-next-cache-tags";
const DATABASE_TAG = `database:${databaseIdentity()}`;

/**
 * How close to a tag's expiry an entry counts as made before it: longer than any render
 * takes, so a render that read the old rows is not kept, and a few seconds of difference
 * between two servers' clocks cannot let one serve what the other's write ended.
 */
export const SETTLE_MS = 5_000;

/** How long a database failure counts as the database being down, for rule 4. */
const DOWN_MS = 30_000;

/** Recent entries kept in memory, up to about this many bytes. */
const MEMORY_BYTES = 50 * 1024 * 1024;

/**
 * @typedef {{ lastModified: number, value: any, cacheControl?: { revalidate: number | false, expire?: number }, tags: string[], size: number }} Entry
 */

/** Recent entries by their file (one build folder per server; tests make several). @type {Map<string, Entry>} */
const memory = new Map();
let memoryBytes = 0;

/** Forgets every entry kept in memory: what a restart does (tests). */
export function forgetMemory() {
  memory.clear();
  memoryBytes = 0;
}

/** @param {string} file @param {Entry} entry */
function remember(file, entry) {
  forget(file);
  memory.set(file, entry);
  memoryBytes += entry.size;
  for (const [oldest, old] of memory) {
    if (memoryBytes <= MEMORY_BYTES) break;
    memory.delete(oldest);
    memoryBytes -= old.size;
  }
}

/** @param {string} file */
function forget(file) {
  const known = memory.get(file);
  if (!known) return;
  memory.delete(file);
  memoryBytes -= known.size;
}

/** @param {any} value @returns {boolean} a rendered page or route response */
function isRendered(value) {
  return value?.kind === "APP_PAGE" || value?.kind === "APP_ROUTE";
}

/** @param {any} value @returns {string[]} */
function headerTags(value) {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === "string" && header !== "" ? header.split(",") : [];
}

/** @param {any} value */
function tagWithDatabase(value) {
  value.headers ??= {};
  value.headers[TAGS_HEADER] = [...headerTags(value).filter((tag) => !tag.startsWith("database:")), DATABASE_TAG].join(",");
}

/**
 * The tags an entry answers to: a page's and a route's from its header, a data read's
 * (`unstable_cache`) its own and those the read was asked with (the page's implied ones).
 * @param {any} value @param {any} [ctx]
 * @returns {string[]}
 */
function tagsOf(value, ctx) {
  if (isRendered(value)) return headerTags(value);
  return [...(value?.tags ?? []), ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
}

/**
 * Adds the policy to a cached App Router page, in place: the same object is what Next
 * serves (for a page rendered just now as well as for a cached one).
 * @param {string} key @param {any} value
 */
function withPagePolicy(key, value) {
  if (value.kind !== "APP_PAGE" || typeof value.html !== "string" || value.headers?.[POLICY_HEADER]) return;
  const { policy, refused } = cachedPagePolicy(value.html);
  if (refused.length > 0) {
    // A framework upgrade with a new script shape, or markup that got into a page.
    console.warn(`[csp] ${key}: ${refused.length} inline script(s) of an unknown shape are not allowed to run.`);
  }
  value.headers ??= {};
  value.headers[POLICY_HEADER] = policy;
}

/**
 * Expiry no later than the lifetime (rule 4), in place: Next builds the response's
 * Cache-Control from the same object.
 * @param {any} ctx
 */
function expireWithLifetime(ctx) {
  const control = ctx?.cacheControl;
  if (!control || typeof control.revalidate !== "number" || control.revalidate <= 0) return;
  if (typeof control.expire !== "number" || control.expire > control.revalidate) control.expire = control.revalidate;
}

/**
 * A page that answered with a redirect (a post's old address): while rendering, Next sets
 * the response's Location, then adds the rendered entry's headers, Location among them, so
 * the first view carried it twice (vercel/next.js#82117). The entry served now gives up its
 * copy (the response has one already); the entry kept has its own, which a later view sends
 * once. Returns what to keep.
 * @param {any} data
 */
function withoutRenderedLocation(data) {
  if (data.kind !== "APP_PAGE" || !(data.status >= 300 && data.status < 400) || data.headers?.location === undefined) return data;
  const kept = { ...data, headers: { ...data.headers } };
  delete data.headers.location;
  return kept;
}

/** Whether an entry made at `madeAt` under `tags` is older than one of their expiries (rule 1). @param {string[]} tags @param {number} madeAt */
function endedByExpiry(tags, madeAt) {
  return tags.some((tag) => expiryOf(tag) > madeAt - SETTLE_MS);
}

/** @param {string} key @param {any} data @param {string[]} tags */
function worthKeeping(key, data, tags) {
  const now = Date.now();
  if (endedByExpiry(tags, now)) return false;
  if (databaseFailedSince(now - SETTLE_MS)) return false;
  // The one "not found" worth keeping is the shared page for unknown routes: not a page or
  // a route response (an Open Graph image of /blogs/<any id>) per made-up address.
  return !(isRendered(data) && data.status === 404 && !key.endsWith("/_not-found"));
}

/** A rough size in bytes, for the memory's budget. @param {any} value */
function sizeOf(value) {
  let size = 1024;
  if (typeof value?.html === "string") size += value.html.length;
  if (value?.rscData) size += value.rscData.length ?? 0;
  if (value?.body) size += value.body.length ?? 0;
  if (value?.segmentData instanceof Map) for (const part of value.segmentData.values()) size += part?.length ?? 0;
  if (value?.data?.body) size += String(value.data.body).length;
  return size;
}

export default class PageCacheHandler {
  /** @param {{ serverDistDir?: string }} options */
  constructor(options) {
    /** Where entries are kept: the build's own cache folder (a new build starts empty). */
    this.dir = path.join(options?.serverDistDir ?? path.join(process.cwd(), ".next", "server"), "..", "cache", "pages");
    keepSnapshotIn(path.dirname(this.dir));
  }

  /** @param {string} key */
  fileOf(key) {
    return path.join(this.dir, `${createHash("sha256").update(key).digest("base64url")}.v8`);
  }

  /** @param {string} key @returns {Promise<Entry | null>} */
  async read(key) {
    const file = this.fileOf(key);
    const known = memory.get(file);
    if (known) return known;
    try {
      const stored = /** @type {Entry & { key: string }} */ (v8.deserialize(await fs.promises.readFile(file)));
      if (stored.key !== key) return null;
      const entry = { lastModified: stored.lastModified, value: stored.value, cacheControl: stored.cacheControl, tags: stored.tags, size: sizeOf(stored.value) };
      remember(file, entry);
      return entry;
    } catch {
      // None, or written by another Node version or a torn write: a miss, rendered again.
      return null;
    }
  }

  /** @param {string} key @param {any} [ctx] */
  async get(key, ctx) {
    const entry = await this.read(key);
    if (!entry) return null;
    const { value } = entry;
    // Rendered from another database (or by the build): a miss, rendered again now.
    if (isRendered(value) && !headerTags(value).includes(DATABASE_TAG)) return null;
    if (endedByExpiry([...entry.tags, ...tagsOf(value, ctx)], entry.lastModified)) {
      this.remove(key);
      return null;
    }
    if (isRendered(value)) withPagePolicy(key, value);
    // The database is down: a page whose lifetime ended is still better than an error, and
    // no render could replace it now. Served as if just made; the kept entry is unchanged.
    if (isRendered(value) && databaseFailedSince(Date.now() - DOWN_MS)) {
      return { lastModified: Date.now(), value, cacheControl: entry.cacheControl };
    }
    return { lastModified: entry.lastModified, value, cacheControl: entry.cacheControl };
  }

  /** @param {string} key @param {any} data @param {any} [ctx] */
  async set(key, data, ctx) {
    if (!data) {
      this.remove(key);
      return;
    }
    let kept = data;
    if (isRendered(data)) {
      tagWithDatabase(data);
      withPagePolicy(key, data);
      expireWithLifetime(ctx);
      kept = withoutRenderedLocation(data);
    }
    const tags = tagsOf(kept, ctx);
    // Served to whoever asked for it, but not kept: the next visit renders it again.
    if (!worthKeeping(key, kept, tags)) {
      this.remove(key);
      return;
    }
    const entry = { lastModified: Date.now(), value: kept, cacheControl: ctx?.cacheControl, tags, size: sizeOf(kept) };
    const file = this.fileOf(key);
    remember(file, entry);
    try {
      await fs.promises.mkdir(this.dir, { recursive: true });
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await fs.promises.writeFile(temporary, v8.serialize({ key, ...entry, size: undefined }));
      await fs.promises.rename(temporary, file);
    } catch (error) {
      // Kept in memory only: the next server renders it again.
      console.error("[cache] could not keep", key, "on disk:", /** @type {Error} */ (error).message);
    }
  }

  /** @param {string} key */
  remove(key) {
    const file = this.fileOf(key);
    forget(file);
    fs.promises.rm(file, { force: true }).catch(() => {});
  }

  /**
   * Ends every entry under `tags` now, in this process at once; the app persists the same
   * expiry where the data is before it answers (src/lib/cache-tags.ts). Next's durations
   * (a profile's stale-while-revalidate) are not kept: here an expired tag is expired.
   * @param {string | string[]} tags
   * @param {unknown} [_durations]
   */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  async revalidateTag(tags, _durations) {
    const now = Date.now();
    if (noteExpiries((typeof tags === "string" ? [tags] : tags).map((tag) => [tag, now]))) saveSnapshot();
  }

  resetRequestCache() {}
}
