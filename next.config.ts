import type { NextConfig } from "next";
import { NON_DOCUMENT_CSP } from "./src/lib/security/csp";

const isProduction = process.env.NODE_ENV === "production";

/**
 * Sent with every response; see docs/decisions.md ("Security headers"). Pages get their
 * Content-Security-Policy, with a per-request nonce, from src/proxy.ts.
 */
const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
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
const dataCacheKey = process.env.PORTFOLIO_DATA_CACHE_KEY ?? Date.now().toString(36);

const nextConfig: NextConfig = {
  env: { PORTFOLIO_DATA_CACHE_KEY: dataCacheKey },
  // PGlite ships WASM and data files that must be loaded from node_modules, not bundled.
  serverExternalPackages: ["@electric-sql/pglite"],
  // The migrations are read at start-up by the embedded database.
  outputFileTracingIncludes: { "/**": ["./drizzle/**/*"] },
  poweredByHeader: false,
  // The embedded database (PGlite, used when DATABASE_URL is unset) has no cross-process
  // lock, and the build prerenders the sitemap and the feed from it: one worker.
  ...(process.env.DATABASE_URL ? {} : { experimental: { cpus: 1 } }),
  async headers() {
    const nonDocumentPolicy = [{ key: "Content-Security-Policy", value: NON_DOCUMENT_CSP }];
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/api/:path*", headers: nonDocumentPolicy },
      { source: "/uploads/:path*", headers: nonDocumentPolicy },
      // Files with an extension: build assets, public/, robots.txt, sitemap.xml, rss.xml.
      { source: "/:file((?:.*/)?[^/]+\\.[A-Za-z0-9]+)", headers: nonDocumentPolicy },
    ];
  },
  images: {
    remotePatterns: [{ protocol: "https", hostname: "*.public.blob.vercel-storage.com" }],
    formats: ["image/avif", "image/webp"],
  },
};

export default nextConfig;
