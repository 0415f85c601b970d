import path from "node:path";
import type { NextConfig } from "next";
import {
  CACHED_DOCUMENT_SOURCE,
  NON_DOCUMENT_CSP,
  UPLOADED_FILE_CSP,
  VERCEL_CACHED_PAGE_CSP,
} from "./src/lib/security/content-security-policy.mjs";
import { iconSpriteVersion } from "./src/lib/site/icon-sprite.mjs";
import { blobStoreHost } from "./src/lib/storage/blob-host.mjs";

const isProduction = process.env.NODE_ENV === "production";

/**
 * See docs/decisions.md ("Security headers"). Pages get their Content-Security-Policy from
 * the page cache (hashes) or from the proxy (a nonce). nosniff goes with every response;
 * the rest only matter to documents and are left off the build's hashed files
 * (/_next/static: scripts, styles, fonts), where they do nothing and would cost ~300 bytes
 * on each of the home page's script downloads (issue 22, point 15).
 */
const everyResponseHeaders = [{ key: "X-Content-Type-Options", value: "nosniff" }];
const securityHeaders = [
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  },
  { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ...(isProduction
    ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" }]
    : []),
];

/**
 * One value per build, inlined into the server code: the public pages' data-cache keys
 * include it (src/lib/data/public.ts), so a build never renders from entries an earlier
 * build or server wrote to .next/cache, which may predate changes made since.
 */
const dataCacheKey = process.env.PORTFOLIO_DATA_CACHE_KEY || Date.now().toString(36);

/**
 * How pages prove their scripts to the Content-Security-Policy (src/lib/security/csp.ts):
 * - "hash": public pages are cached, each with the hashes of its own inline scripts, by our
 *   page cache handler. The default of `next build && next start`.
 * - "vercel-cached": public pages are cached by Vercel, whose cache is not ours to extend:
 *   no hash can travel with them, so they get a fixed policy allowing inline scripts
 *   (headers() below); the session pages get a nonce from src/proxy.cached.ts. The
 *   default on Vercel.
 * - "nonce": every page renders per request with a nonce from src/proxy.nonce.ts. In
 *   development, which caches no page, and for owners who prefer it on Vercel.
 * CSP_MODE overrides the choice (the browser suite builds "hash" and "nonce").
 */
const onVercel = Boolean(process.env.VERCEL);
const CSP_MODES = ["hash", "nonce", "vercel-cached"];
const cspMode = process.env.CSP_MODE || (!isProduction ? "nonce" : onVercel ? "vercel-cached" : "hash");
if (!CSP_MODES.includes(cspMode)) {
  throw new Error(`Invalid environment variable CSP_MODE: "${cspMode}" is not one of ${CSP_MODES.join(", ")}. See .env.example.`);
}

// Read at build time, like the site identity: a token set later needs a new build.
const blobHost = blobStoreHost(process.env.BLOB_READ_WRITE_TOKEN);

const nextConfig: NextConfig = {
  // Next's proxy is src/proxy.cached.ts (both cached modes) or src/proxy.nonce.ts: Next
  // finds convention files by these extensions, so the other file is an ordinary module.
  pageExtensions: ["tsx", "ts", "jsx", "js", cspMode === "nonce" ? "nonce.ts" : "cached.ts"],
  // The test suite builds the "nonce" variant next to the default one.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  env: {
    PORTFOLIO_DATA_CACHE_KEY: dataCacheKey,
    PORTFOLIO_CSP_MODE: cspMode,
    ICON_SPRITE_VERSION: iconSpriteVersion(),
    // Vercel runs on DATABASE_URL (src/lib/env.ts refuses to start there without it): its
    // build leaves the embedded database out of the code (src/lib/db/client.ts), so no
    // function traces PGlite (~16 MB each; outputFileTracingExcludes does not reach the
    // instrumentation's trace, which every function includes).
    PORTFOLIO_EMBEDDED_DATABASE: onVercel ? "off" : "on",
  },
  // Next's file-system cache plus each cached page's script hashes. Whatever the mode: a
  // server started with another mode than its build still serves no page without its
  // policy. Not on Vercel, whose cache is its own (a handler would replace its shared
  // data cache).
  ...(onVercel ? {} : { cacheHandler: path.resolve("src/lib/cache/page-cache-handler.mjs") }),
  // Pages are served from the cache: hashing each body for an ETag costs more than it saves.
  generateEtags: false,
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite"],
  // The migrations are read at start-up by the embedded database.
  outputFileTracingIncludes: { "/**": ["./drizzle/**/*"] },
  poweredByHeader: false,
  // `npm test` type-checks the whole project once (tsc) before it builds: its builds skip
  // Next's own pass. Vercel's build and a plain `next build` still run it.
  typescript: { ignoreBuildErrors: process.env.PORTFOLIO_TYPES_CHECKED === "1" },
  // Cached pages say `s-maxage=300` and nothing more. Next's default adds
  // `stale-while-revalidate=<a year>`, which browsers apply to their own HTTP cache: a page
  // or router payload fetched once was then shown again from the browser's cache after an
  // edit (the owner's second edit landed on the list as it was after the first) while it
  // revalidated in the background. With expire = revalidate (PUBLIC_REVALIDATE_SECONDS)
  // a browser asks the server each time, which answers from its own page cache.
  expireTime: 300,
  // The embedded database (PGlite, used when DATABASE_URL is unset) has no cross-process
  // lock, and the build prerenders the sitemap and the feed from it: one worker.
  // Turbopack keeps a build's compiled modules in .next/cache for the next build (Vercel
  // carries that folder between deployments). The test suite's builds start from a fresh
  // clone in CI and never build twice: writing it cost them about 13 s each (e2e/support/
  // server-env.ts sets PORTFOLIO_BUILD_CACHE=off there).
  experimental: {
    turbopackFileSystemCacheForBuild: process.env.PORTFOLIO_BUILD_CACHE !== "off",
    ...(process.env.DATABASE_URL ? {} : { cpus: 1 }),
  },
  // Browsers and crawlers ask for /favicon.ico whatever the page links: the favicon route
  // (the owner's initials, src/app/monogram/favicon/route.ts, FAVICON in
  // src/lib/site/site-icons.ts) answers it; browsers take a PNG there.
  async rewrites() {
    return [{ source: "/favicon.ico", destination: "/monogram/favicon" }];
  },
  async headers() {
    const nonDocumentPolicy = [{ key: "Content-Security-Policy", value: NON_DOCUMENT_CSP }];
    return [
      { source: "/:path*", headers: everyResponseHeaders },
      { source: "/((?!_next/static/).*)", headers: securityHeaders },
      // Vercel's cached public pages: one fixed policy (no hash can travel with them). Not
      // what renders per request (the session pages, a form POST or action call to any
      // page): the proxy gives those a nonce policy, and two policies would both apply.
      ...(cspMode === "vercel-cached"
        ? [
            {
              source: CACHED_DOCUMENT_SOURCE,
              missing: [
                { type: "header" as const, key: "next-action" },
                { type: "header" as const, key: "content-type", value: "(?:application/x-www-form-urlencoded|multipart/form-data).*" },
              ],
              headers: [{ key: "Content-Security-Policy", value: VERCEL_CACHED_PAGE_CSP }],
            },
          ]
        : []),
      // Private previews (src/lib/preview): for whoever holds the link, never for a search
      // engine or a shared cache. Next's own Cache-Control for a page rendered per request
      // says the same (private, no-store).
      {
        source: "/preview/:path*",
        headers: [
          { key: "X-Robots-Tag", value: "noindex, nofollow" },
          { key: "Cache-Control", value: "private, no-store" },
        ],
      },
      { source: "/api/:path*", headers: nonDocumentPolicy },
      // Next's own paths: build media, optimized images, and anything else under /_next,
      // but the script and style chunks: a policy does nothing for a script or a style sheet
      // (served with its own type and nosniff, never a document), and the home page
      // downloads nine of them (issue 22, point 15).
      { source: "/_next/((?!static/chunks/).*)", headers: nonDocumentPolicy },
      // Files with an extension: public/, robots.txt, sitemap.xml, rss.xml, build media.
      { source: "/:file((?!_next/static/chunks/)(?:.*/)?[^/]+\\.[A-Za-z0-9]+)", headers: nonDocumentPolicy },
      // Uploads, sandboxed (the route sends the same). Last: of two rules setting one header
      // the later wins, and the rule above matches /uploads/x.pdf too.
      { source: "/uploads/:path*", headers: [{ key: "Content-Security-Policy", value: UPLOADED_FILE_CSP }] },
    ];
  },
  // The optimizer resizes only this site's own uploads, at the sizes pages ask for, into a
  // disk cache of bounded size (docs/security.md, "Open Graph images and the optimizer").
  images: {
    // Local uploads (flat, no query: a query string would be a new cache entry per value).
    localPatterns: [{ pathname: "/uploads/*", search: "" }],
    // This site's own Blob store only (its host is in its token), where uploads are kept.
    remotePatterns: blobHost ? [{ protocol: "https", hostname: blobHost, pathname: "/images/*", search: "" }] : [],
    formats: ["image/avif", "image/webp"],
    // Widths of the srcsets pages offer: 48-128 for icons and logos (40-48 px at 1-2x),
    // 256-1200 for cards and phones, 1920 for the blog hero (896 px at 2x). Any other width
    // or quality is refused (400), so made-up combinations add nothing to the cache.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    imageSizes: [48, 96, 128, 256, 384],
    qualities: [75],
    // Least recently used variants are deleted beyond this (Next's default: half the free
    // disk at start).
    maximumDiskCacheSize: 256_000_000,
  },
};

export default nextConfig;
