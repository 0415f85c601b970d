import { NextResponse, type NextRequest } from "next/server";
import { CSP_MODE, isSessionPage } from "@/lib/security/csp";
import { nonceProxy } from "@/lib/security/nonce-proxy";
import { isPagePath, malformedAddressAnswer } from "./malformed-address";
import { answersNotFound } from "./not-found-status";
import { ownerCounterpartRedirect } from "./owner-pages";

const FORM_POST = /^(?:application\/x-www-form-urlencoded|multipart\/form-data)/i;

/**
 * Whether Next renders this request per request, so that it needs a nonce: every page in
 * the "nonce" build; elsewhere the session pages and a form POST or server action to any page
 * (the matcher of src/proxy.cached.ts). A cached page that came
 * here only because of its session cookie (/contact) keeps the policy its cache gives it.
 */
function rendersPerRequest(request: NextRequest): boolean {
  if (CSP_MODE === "nonce") return true;
  if (isSessionPage(request.nextUrl.pathname)) return true;
  return request.headers.has("next-action") || FORM_POST.test(request.headers.get("content-type") ?? "");
}

/**
 * The proxy of every build: an address Next cannot decode answered before Next tries; the
 * owner's counterpart of a visitors' page; else the nonce where one is needed, with the 404
 * status of a page rendered per request that names nothing.
 */
export async function siteProxy(request: NextRequest): Promise<NextResponse> {
  const malformed = malformedAddressAnswer(request);
  if (malformed) return malformed;
  // An API answer, an upload or a file that came here for the escapes in its address: as is.
  if (!isPagePath(request.nextUrl.pathname)) return NextResponse.next();
  const redirect = await ownerCounterpartRedirect(request);
  if (redirect) return redirect;
  if (!rendersPerRequest(request)) return NextResponse.next();
  return nonceProxy(request, { status: (await answersNotFound(request)) ? 404 : undefined });
}
