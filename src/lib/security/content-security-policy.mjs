// @ts-check
/**
 * The Content-Security-Policy of every document, in one place. Plain JavaScript because
 * two very different loaders read it: the proxy (bundled by Next.js) and the page cache
 * handler (loaded by Node at run time, outside the bundler). See docs/decisions.md,
 * "Security headers".
 *
 * Scripts run only when the policy names them: by a per-response nonce on pages rendered
 * per request, or by the SHA-256 of each inline script on pages served from the cache.
 * Neither way allows 'unsafe-inline', so markup injected into content cannot run code.
 */
import { createHash } from "node:crypto";

/** Responses that are never documents (API JSON, uploaded images, build assets, files). */
export const NON_DOCUMENT_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * A document's policy. `scriptSources` are what may run besides same-origin script files:
 * nonce or hash sources. Styles keep 'unsafe-inline' (React writes style attributes; CSS
 * runs no code).
 *
 * @param {{ scriptSources: readonly string[], development?: boolean }} options
 * @returns {string}
 */
export function documentPolicy({ scriptSources, development = false }) {
  // React's development build evaluates code for its debugging aids.
  const scripts = ["'self'", ...scriptSources, ...(development ? ["'unsafe-eval'"] : [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://*.public.blob.vercel-storage.com",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The hash source of one inline script, as browsers compute it: SHA-256 of the script's
 * text exactly as written between its tags (UTF-8), base64.
 *
 * @param {string} text
 * @returns {string}
 */
export function hashSource(text) {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

// Scripts are raw text in HTML: their text cannot contain "</script", so this finds them all.
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /\ssrc\s*=/i;
const TYPE_ATTRIBUTE = /\stype\s*=\s*["']?([^"'\s>]*)/i;
// Types a browser executes as script; data blocks (application/json, ld+json) never run.
const SCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "text/ecmascript"]);

/**
 * The hash sources of every inline script a browser would run in this HTML, in document
 * order, without repeats.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const sources = new Set();
  for (const [, attributes, text] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = (attributes.match(TYPE_ATTRIBUTE)?.[1] ?? "").toLowerCase();
    if (!SCRIPT_TYPES.has(type)) continue;
    sources.add(hashSource(text));
  }
  return [...sources];
}

/**
 * The policy of a cached page: its own inline scripts by hash. Same-origin script files
 * (the build's chunks) are allowed by 'self'.
 *
 * @param {string} html
 * @returns {string}
 */
export function cachedPagePolicy(html) {
  return documentPolicy({ scriptSources: inlineScriptHashes(html) });
}
