/**
 * The proxy of a "nonce" build (Vercel, development; see src/lib/security/csp.ts): every
 * page renders per request and gets its own nonce here. next.config.ts picks this file
 * (pageExtensions) by mode.
 */
export { siteProxy as proxy } from "@/lib/proxy/site-proxy";

export const config = {
  // Every document. API answers, uploads, Next's own paths (build assets, images, the dev
  // server's) and files with an extension (public/, robots.txt, sitemap.xml, rss.xml,
  // icons) skip it; next.config.ts gives them a fixed deny-all policy.
  matcher: ["/((?!api/|uploads/|_next/|[^?]*\\.[A-Za-z0-9]+$).*)"],
};
