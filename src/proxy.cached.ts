/**
 * Next's proxy (`src/proxy.ts` in Next's docs) of a build whose public pages are cached:
 * "hash" (`next build && next start`) and "vercel-cached" (the default on Vercel); see
 * src/lib/security/csp.ts. Public pages never come here, so serving one costs no proxy
 * call. What Next renders per request does, and gets a nonce: the pages that read the
 * session, and any page answering a form POST (Next takes it for a possible server action
 * and renders outside the cache). A "nonce" build uses src/proxy.nonce.ts instead:
 * next.config.ts picks the file by its extension (pageExtensions).
 */
export { siteProxy as proxy } from "@/lib/proxy/site-proxy";

export const config = {
  matcher: [
    // Keep in step with isSessionPage (src/lib/security/csp.ts); a build-output test checks
    // that these are exactly the pages rendered per request.
    "/login",
    "/admin",
    "/admin/profile",
    "/admin/arrange",
    "/admin/media",
    "/admin/trash",
    "/admin/account",
    "/message",
    "/activity",
    "/add-:entity",
    "/edit-:entity/:id",
    // Private previews: rendered per request, never cached (src/lib/preview).
    "/preview/:collection/:token",
    // The owner opening /contact goes to /message (src/lib/proxy/owner-pages.ts): only a
    // request carrying a session cookie comes here, every visitor's is served from the cache.
    { source: "/contact", has: [{ type: "cookie", key: "next-auth.session-token" }] },
    { source: "/contact", has: [{ type: "cookie", key: "__Secure-next-auth.session-token" }] },
    // Any address with a %-escape Next cannot decode, which it would answer with a bare 500
    // (MALFORMED_ESCAPE_PATTERN, src/lib/proxy/malformed-address.ts).
    "/((?:.*%(?![0-9A-Fa-f]{2})|.*%[89A-Fa-f][0-9A-Fa-f]).*)",
    // The image optimizer's address with such an escape in its `url` parameter.
    { source: "/_next/image", has: [{ type: "query", key: "url", value: "(?:.*%(?![0-9A-Fa-f]{2})|.*%[89A-Fa-f][0-9A-Fa-f]).*" }] },
    // A matcher must be a literal: the documents' pattern is src/proxy.nonce.ts's.
    { source: "/((?!api/|uploads/|_next/|[^?]*\\.[A-Za-z0-9]+$).*)", has: [{ type: "header", key: "next-action" }] },
    {
      source: "/((?!api/|uploads/|_next/|[^?]*\\.[A-Za-z0-9]+$).*)",
      has: [{ type: "header", key: "content-type", value: "(?:application/x-www-form-urlencoded|multipart/form-data).*" }],
    },
  ],
};
