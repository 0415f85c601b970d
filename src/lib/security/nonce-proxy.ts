import { NextResponse, type NextRequest } from "next/server";
import { createNonce, noncePolicy } from "./csp";

/**
 * Gives a page rendered per request its own script nonce: Next reads the policy from the
 * request headers and puts the nonce on its own scripts; the response carries the same
 * policy. Which pages come here depends on the build (src/proxy.cached.ts,
 * src/proxy.nonce.ts). `status` is the answer's status when the proxy knows it before Next
 * renders (src/lib/proxy/not-found-status.ts); Next keeps it.
 */
export function nonceProxy(request: NextRequest, { status }: { status?: number } = {}) {
  const policy = noncePolicy(createNonce(), { development: process.env.NODE_ENV === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders }, status });
  response.headers.set("Content-Security-Policy", policy);
  return response;
}
