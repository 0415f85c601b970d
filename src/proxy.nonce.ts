/**
 * Next's proxy (`src/proxy.ts` in Next's docs) of a "nonce" build (development, or
 * CSP_MODE=nonce; see src/lib/security/csp.ts): every page renders per request and gets
 * its own nonce here. The cached modes use src/proxy.cached.ts: next.config.ts picks the
 * file by its extension (pageExtensions).
 */
export { siteProxy as proxy } from "@/lib/proxy/site-proxy";

export const config = {
  // Every document. API answers, uploads, Next's own paths (build assets, images, the dev
  // server's) and files with an extension (public/, robots.txt, sitemap.xml, rss.xml,
  // icons) skip it; next.config.ts gives them a fixed deny-all policy.
  matcher: [
    "/((?!api/|uploads/|_next/|[^?]*\\.[A-Za-z0-9]+$).*)",
    // Any address with a %-escape Next cannot decode (MALFORMED_ESCAPE_PATTERN, src/lib/proxy/malformed-address.ts).
    "/((?:.*%(?![0-9A-Fa-f]{2})|.*%[89A-Fa-f][0-9A-Fa-f]).*)",
    // The image optimizer's address with such an escape in its `url` parameter.
    { source: "/_next/image", has: [{ type: "query", key: "url", value: "(?:.*%(?![0-9A-Fa-f]{2})|.*%[89A-Fa-f][0-9A-Fa-f]).*" }] },
  ],
};
