import { NextResponse, type NextRequest } from "next/server";
import { NONCE_HEADER, createNonce, pageContentSecurityPolicy } from "@/lib/security/csp";

/**
 * Gives every page response its own script nonce. Next reads the policy from the request
 * headers and puts the nonce on its own inline and chunk scripts; the root layout reads
 * `x-nonce` for the theme script. Nonces make pages render per request (the data still
 * comes from the tagged cache: no database query per view); see docs/decisions.md.
 */
export function proxy(request: NextRequest) {
  const nonce = createNonce();
  const policy = pageContentSecurityPolicy(nonce, { development: process.env.NODE_ENV === "development" });

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  requestHeaders.set("Content-Security-Policy", policy);

  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}

export const config = {
  // Only documents need a nonce. API answers, uploads, build assets and files with an
  // extension (public/, robots.txt, sitemap.xml, rss.xml, icons) skip this per-request
  // work; next.config.ts gives them a fixed deny-all policy.
  matcher: ["/((?!api/|uploads/|_next/static/|_next/image|[^?]*\\.[A-Za-z0-9]+$).*)"],
};
