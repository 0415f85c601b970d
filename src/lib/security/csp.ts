import { THEME_SCRIPT } from "@/lib/site/theme";
import { SESSION_PAGE, documentPolicy, hashSource } from "./content-security-policy.mjs";

export {
  CACHED_DOCUMENT_SOURCE,
  NON_DOCUMENT_CSP,
  UPLOADED_FILE_CSP,
  VERCEL_CACHED_PAGE_CSP,
  cachedPagePolicy,
  inlineScripts,
} from "./content-security-policy.mjs";

/**
 * How pages prove their scripts (docs/decisions.md, "Security headers"):
 * - "hash": public pages are served from the page cache, each with the hashes of its own
 *   inline scripts (src/lib/cache/page-cache-handler.mjs); only what renders per request
 *   (the pages that read the session, a form POST to any page) gets a nonce from
 *   src/proxy.cached.ts. The default of `next start`.
 * - "vercel-cached" (the default on Vercel): public pages are cached by Vercel, where no
 *   hash can travel with them, and get a fixed policy allowing inline scripts
 *   (VERCEL_CACHED_PAGE_CSP, sent by next.config.ts headers()); what renders per request
 *   gets a nonce from src/proxy.cached.ts, as in "hash".
 * - "nonce": every page renders per request with a nonce from src/proxy.nonce.ts. The
 *   default in development, and an opt-in on Vercel.
 * Fixed at build time by next.config.ts, since it decides which pages are static.
 */
export type CspMode = "hash" | "nonce" | "vercel-cached";
const BUILD_MODE = process.env.PORTFOLIO_CSP_MODE;
export const CSP_MODE: CspMode = BUILD_MODE === "nonce" || BUILD_MODE === "vercel-cached" ? BUILD_MODE : "hash";

/** The theme script runs before the first paint on every page: allowed by its hash. */
const THEME_SCRIPT_SOURCE = hashSource(THEME_SCRIPT);

/**
 * The policy of a page rendered per request: its scripts carry this response's nonce
 * (Next puts it on its own scripts), and 'strict-dynamic' lets them load their chunks.
 */
export function noncePolicy(nonce: string, { development = false } = {}): string {
  return documentPolicy({
    scriptSources: [`'nonce-${nonce}'`, THEME_SCRIPT_SOURCE, "'strict-dynamic'"],
    development,
  });
}

/** A fresh, unguessable nonce per response (128 bits, base64). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** The pages that read the session on the server, and the private previews: always rendered per request. */
export function isSessionPage(pathname: string): boolean {
  return SESSION_PAGE.test(pathname);
}
