import { NextResponse, type NextRequest } from "next/server";
import { CSP_MODE, createNonce, isSessionPage, noncePolicy } from "@/lib/security/csp";

/**
 * Gives a page rendered per request its own script nonce: Next reads the policy from the
 * request headers and puts the nonce on its own scripts. In "hash" mode the cached public
 * pages pass straight through: their policy, with the hashes of their inline scripts, is
 * stored with the page by src/lib/cache/page-cache-handler.mjs. See docs/decisions.md,
 * "Security headers".
 */
export function proxy(request: NextRequest) {
  if (CSP_MODE === "hash" && !isSessionPage(request.nextUrl.pathname)) return NextResponse.next();

  const policy = noncePolicy(createNonce(), { development: process.env.NODE_ENV === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Every document. API answers, uploads, build assets and files with an extension
  // (public/, robots.txt, sitemap.xml, rss.xml, icons) skip it; next.config.ts gives them
  // a fixed deny-all policy.
  matcher: ["/((?!api/|uploads/|_next/static/|_next/image|[^?]*\\.[A-Za-z0-9]+$).*)"],
};
