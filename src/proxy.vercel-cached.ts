/**
 * The proxy of a "vercel-cached" build (the default on Vercel, see src/lib/security/csp.ts):
 * public pages are cached by Vercel with a fixed policy from next.config.ts headers() and
 * never come here, so that serving one costs no proxy call. What Next renders per request
 * does, and gets a nonce: the pages that read the session, and any page answering a form
 * POST. The same pages as src/proxy.hash.ts (tests/config/csp.test.ts checks both).
 * next.config.ts picks this file (pageExtensions) by mode.
 */
export { siteProxy as proxy } from "@/lib/proxy/site-proxy";

export const config = {
  matcher: [
    // Keep in step with isSessionPage (src/lib/security/csp.ts); `npm run vercel:check`
    // checks this list in Vercel's build output.
    "/login",
    "/admin",
    "/admin/profile",
    "/admin/arrange",
    "/admin/media",
    "/admin/trash",
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
    // A matcher must be a literal: the documents' pattern is src/proxy.nonce.ts's.
    { source: "/((?!api/|uploads/|_next/|[^?]*\\.[A-Za-z0-9]+$).*)", has: [{ type: "header", key: "next-action" }] },
    {
      source: "/((?!api/|uploads/|_next/|[^?]*\\.[A-Za-z0-9]+$).*)",
      has: [{ type: "header", key: "content-type", value: "(?:application/x-www-form-urlencoded|multipart/form-data).*" }],
    },
  ],
};
