import { NextResponse, type NextRequest } from "next/server";
import { createNonce, noncePolicy } from "./csp";

/**
 * Gives a page rendered per request its own script nonce: Next reads the policy from the
 * request headers and puts the nonce on its own scripts; the response carries the same
 * policy. Which pages come here depends on the build (src/proxy.cached.ts,
 * src/proxy.nonce.ts). `status` is the answer's status when the proxy knows it before Next
 * renders (src/lib/proxy/not-found-status.ts), which Next keeps; `rewrite` renders another
 * page in its place (src/lib/proxy/malformed-address.ts).
 */
export function nonceProxy(request: NextRequest, { status, rewrite }: { status?: number; rewrite?: URL } = {}) {
  const policy = noncePolicy(createNonce(), { development: process.env.NODE_ENV === "development" });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set("Content-Security-Policy", policy);
  const init = { request: { headers: requestHeaders }, status };
  const response = rewrite ? NextResponse.rewrite(rewrite, init) : NextResponse.next(init);
  response.headers.set("Content-Security-Policy", policy);
  return response;
}
