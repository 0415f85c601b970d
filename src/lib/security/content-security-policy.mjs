// @ts-check
/**
 * The Content-Security-Policy of every document, in one place. Plain JavaScript because
 * two very different loaders read it: the proxy (bundled by Next.js) and the page cache
 * handler (loaded by Node at run time, outside the bundler). See docs/decisions.md,
 * "Security headers".
 *
 * Scripts run only when the policy names them: by a per-response nonce on pages rendered
 * per request, or on pages served from the cache by the SHA-256 of each inline script the
 * framework wrote. Neither way allows 'unsafe-inline', so markup injected into content
 * cannot run code. The one exception is the public pages Vercel caches, where no hash can
 * travel with the page (VERCEL_CACHED_PAGE_CSP).
 */
import { createHash } from "node:crypto";
import { THEME_SCRIPT } from "../site/theme-script.mjs";

/** Responses that are never documents (API JSON, uploaded images, build assets, files). */
export const NON_DOCUMENT_CSP =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Uploaded files served from local disk (/uploads/…): deny-all, and `sandbox`, so that a file
 * a browser does render as a page (a résumé PDF that is also valid HTML, an image opened
 * directly) runs in an opaque origin, never in the site's. Chromium still renders a PDF
 * under it. On Vercel the files live on Blob's own domain instead.
 */
export const UPLOADED_FILE_CSP = `${NON_DOCUMENT_CSP}; sandbox`;

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
 * The policy of public pages cached by Vercel (CSP mode "vercel-cached"): a fixed header,
 * since no hash can travel with them. Vercel's own cache stores the responses of its page
 * functions (Next skips any cache handler there), and a page's response headers leave
 * before its HTML is known; a prerender's headers are fixed at build time, while every
 * regeneration writes new inline data scripts. So the framework's inline scripts are
 * allowed as such ('unsafe-inline'), with no hash or nonce beside it (either would make
 * browsers ignore 'unsafe-inline'); every other directive is as on every page.
 * docs/decisions.md, "Security headers", says what this permits and what it does not.
 */
export const VERCEL_CACHED_PAGE_CSP = documentPolicy({ scriptSources: ["'unsafe-inline'"] });

/**
 * The pages that render per request (after the leading slash, regex syntax): those that read
 * the session, and the private previews (/preview/{collection}/{token}), checked at each view.
 */
const SESSION_PAGE_PATTERN = "(?:login|admin|admin/profile|admin/arrange|admin/media|admin/trash|admin/account|message|activity|add-[^/]+|edit-[^/]+/[^/]+|preview/[^/]+/[^/]+)/?";

/** The pages that read the session on the server, and so always render per request. */
export const SESSION_PAGE = new RegExp(`^/${SESSION_PAGE_PATTERN}$`);

/**
 * Every document but the session pages, as a next.config.ts `headers()` source (Next's
 * route syntax; a group without a name is a regex): not API answers, uploads, Next's own
 * paths or files with an extension, which get NON_DOCUMENT_CSP.
 */
export const CACHED_DOCUMENT_SOURCE = `/((?!api/|uploads/|_next/|[^?]*\\.[A-Za-z0-9]+$|${SESSION_PAGE_PATTERN}$).*)`;

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

const JSON_STRING = String.raw`"(?:[^"\\]|\\.)*"`;
/**
 * The inline scripts a cached page may run: exactly the shapes Next.js and React write, and
 * our theme script. Each is a call that hands data to the framework, nothing else; a
 * script of any other shape that found its way into a page (markup injected into content)
 * gets no hash, so the browser refuses it, as it would under a nonce.
 */
const FRAMEWORK_SCRIPTS = [
  // The App Router's data stream: its start, then chunks of its text (or null).
  /^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)$/,
  new RegExp(String.raw`^self\.__next_f\.push\(\[\d+,(?:${JSON_STRING}|null)\]\)$`),
];
// Turbopack's bootstrap: which of the build's own chunks the page needs.
const TURBOPACK_BOOTSTRAP = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{.*\})\);?$/s;

/** @param {string} json */
function isChunkList(json) {
  try {
    const value = JSON.parse(json);
    return (
      Object.keys(value).every((key) => key === "otherChunks" || key === "runtimeModuleIds") &&
      (value.otherChunks ?? []).every((/** @type {unknown} */ chunk) => typeof chunk === "string" && /^static\/chunks\/[\w./-]+\.js$/.test(chunk)) &&
      (value.runtimeModuleIds ?? []).every((/** @type {unknown} */ id) => typeof id === "number")
    );
  } catch {
    return false;
  }
}

/** @param {string} text */
function isKnownScript(text) {
  if (text === THEME_SCRIPT || FRAMEWORK_SCRIPTS.some((shape) => shape.test(text))) return true;
  const bootstrap = text.match(TURBOPACK_BOOTSTRAP);
  return bootstrap !== null && isChunkList(bootstrap[1]);
}

/**
 * The inline scripts a browser would run in this HTML, in document order, split into those
 * the policy names by hash (known shapes, without repeats) and the texts it refuses.
 *
 * @param {string} html
 * @returns {{ hashes: string[], refused: string[] }}
 */
export function inlineScripts(html) {
  const hashes = new Set();
  const refused = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = (attributes.match(TYPE_ATTRIBUTE)?.[1] ?? "").toLowerCase();
    if (!SCRIPT_TYPES.has(type)) continue;
    if (isKnownScript(text)) hashes.add(hashSource(text));
    else refused.push(text);
  }
  return { hashes: [...hashes], refused };
}

/**
 * The policy of a cached page: its own framework scripts by hash (same-origin script files,
 * the build's chunks, are allowed by 'self'), and the inline scripts it refuses.
 *
 * @param {string} html
 * @returns {{ policy: string, refused: string[] }}
 */
export function cachedPagePolicy(html) {
  const { hashes, refused } = inlineScripts(html);
  return { policy: documentPolicy({ scriptSources: hashes }), refused };
}
