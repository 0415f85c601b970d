/**
 * The proxy of a "hash" build (`next build && next start`, see src/lib/security/csp.ts):
 * public pages are cached with the hashes of their scripts and never come here, so that
 * serving one costs no proxy call. Only the pages that read the session render per
 * request, and each gets a nonce. next.config.ts picks this file (pageExtensions) by mode.
 */
export { nonceProxy as proxy } from "@/lib/security/nonce-proxy";

export const config = {
  // Keep in step with isSessionPage (src/lib/security/csp.ts); a build-output test checks
  // that these are exactly the pages rendered per request.
  matcher: ["/login", "/message", "/activity", "/add-:entity", "/edit-:entity/:id"],
};
