// @ts-check
/**
 * Next.js's own file-system cache of pages, route responses and data, plus these rules:
 *
 * 1. Every cached page carries a Content-Security-Policy listing the hash of each of its
 *    inline scripts. The App Router writes a page's data into inline scripts whose text
 *    changes with the content, so a fixed policy cannot allow them and a per-request nonce
 *    cannot be cached. The cache is the one place that sees a page's final HTML before any
 *    visitor does: the policy is computed there, once per version of the page, and stored
 *    and sent with it.
 * 2. An entry is served only by a server reading the database it was rendered from (a
 *    cache tag names it). Pages prerendered by the build, or cached by a server on another
 *    data folder, are rendered again on their first visit instead of showing other rows.
 * 3. A page or route expires when its own lifetime ends, rather than being served once more
 *    while it renders again. Next keeps each entry's lifetime (`cacheControl.revalidate`)
 *    with it, and takes the config's `expireTime` (300 s) as the time after which a stale
 *    entry is no longer served. A render whose lifetime was shortened, because a scheduled
 *    post or project falls due sooner (src/lib/publishing/expiry.ts), would otherwise show
 *    the page without it to the first visitor after that time: its expiry is brought down to
 *    its lifetime here, which also makes its Cache-Control `s-maxage=<lifetime>` alone.
 * 4. A redirect's Location is sent once, also on the render that makes the entry.
 * 5. Nothing is kept that may be wrong for minutes: not a render under a tag the owner's
 *    edits expired moments ago (one that began before an edit and ended after it, a link
 *    prefetch while the owner deletes a post, would store the old content as new), not a
 *    render made while the database was failing (a page showing "could not be loaded"
 *    would outlive the outage), and not a "not found" page or image for an unknown
 *    address (anyone could fill the disk with them; they are cheap to render).
 *
 * Loaded by `next start` through next.config.ts `cacheHandler`, outside the bundler (so
 * plain JavaScript); see docs/decisions.md, "Security headers" and "Caching".
 */
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { databaseIdentity } from "../db/identity.mjs";
import { cachedPagePolicy } from "../security/content-security-policy.mjs";
import { databaseFailedSince } from "./database-health.mjs";

/**
 * Next's default cache handler, a CommonJS module's default export: Node's loader hands us
 * the module (`.default` is the class), Jest's the class itself.
 * @type {any}
 */
const loaded = fileSystemCacheModule;
/** @type {new (options: object) => { get(key: string, ctx: object): Promise<any>, set(key: string, data: any, ctx: object): Promise<void>, revalidateTag(tags: string | string[], durations?: object): Promise<void> }} */
const FileSystemCache = loaded.default ?? loaded;

const POLICY_HEADER = "content-security-policy";
// Next keeps an entry's tags in this header, stores it with the entry, and strips it
// before responding.
const TAGS_HEADER = "x-next-cache-tags";
const DATABASE_TAG = `database:${databaseIdentity()}`;

/**
 * How long after a tag is expired (or a database read failed) nothing affected is stored:
 * longer than any render takes, so a render that read the old rows cannot outlive it.
 * Until then each view of an affected page renders afresh, which costs milliseconds.
 */
export const SETTLE_MS = 5_000;

/** When each tag was last expired in this process (one server, one map). */
const expiredAt = new Map();

/** @param {any} value @returns {boolean} a rendered page or route response */
function isRendered(value) {
  return value?.kind === "APP_PAGE" || value?.kind === "APP_ROUTE";
}

/** @param {any} value @returns {string[]} */
function headerTags(value) {
  const header = value.headers?.[TAGS_HEADER];
  return typeof header === "string" && header !== "" ? header.split(",") : [];
}

/** @param {any} value */
function tagWithDatabase(value) {
  value.headers ??= {};
  value.headers[TAGS_HEADER] = [...headerTags(value).filter((tag) => !tag.startsWith("database:")), DATABASE_TAG].join(",");
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
 * Expiry no later than the lifetime (rule 3), in place: Next builds the response's
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
 * the first view carried it twice. The entry served now gives up its copy (the response has
 * one already); the entry kept has its own, which a later view sends once. Returns what to
 * keep.
 * @param {any} data
 */
function withoutRenderedLocation(data) {
  if (data.kind !== "APP_PAGE" || !(data.status >= 300 && data.status < 400) || data.headers?.location === undefined) return data;
  const kept = { ...data, headers: { ...data.headers } };
  delete data.headers.location;
  return kept;
}

/** @param {string} key @param {any} data @param {string[]} tags */
function worthKeeping(key, data, tags) {
  const since = Date.now() - SETTLE_MS;
  if (tags.some((tag) => (expiredAt.get(tag) ?? -Infinity) > since)) return false;
  if (databaseFailedSince(since)) return false;
  // The one "not found" worth keeping is the shared page for unknown routes: not a page or
  // a route response (an Open Graph image of /blogs/<any id>) per made-up address.
  return !(isRendered(data) && data.status === 404 && !key.endsWith("/_not-found"));
}

export default class PageCacheHandler extends FileSystemCache {
  /** @param {string} key @param {any} ctx */
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (!isRendered(entry?.value)) return entry;
    // Rendered from another database (or by the build): a miss, rendered again now.
    if (!headerTags(entry.value).includes(DATABASE_TAG)) return null;
    withPagePolicy(key, entry.value);
    return entry;
  }

  /** @param {string} key @param {any} data @param {any} ctx */
  async set(key, data, ctx) {
    let kept = data;
    if (isRendered(data)) {
      tagWithDatabase(data);
      withPagePolicy(key, data);
      expireWithLifetime(ctx);
      kept = withoutRenderedLocation(data);
    }
    const tags = isRendered(data) ? headerTags(data) : [...(ctx?.tags ?? []), ...(data?.tags ?? [])];
    // Served to whoever asked for it, but not kept: the next visit renders it again.
    if (!worthKeeping(key, kept, tags)) return;
    return super.set(key, kept, ctx);
  }

  /** @param {string | string[]} tags @param {any} [durations] */
  async revalidateTag(tags, durations) {
    const now = Date.now();
    for (const tag of typeof tags === "string" ? [tags] : tags) expiredAt.set(tag, now);
    return super.revalidateTag(tags, durations);
  }
}
