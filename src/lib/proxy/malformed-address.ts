import { NextResponse, type NextRequest } from "next/server";
import { CSP_MODE } from "@/lib/security/csp";
import { nonceProxy } from "@/lib/security/nonce-proxy";

/**
 * Addresses with a %-escape Next cannot decode (`%ZZ`, a lone `%`, bytes that are not UTF-8
 * such as `%C0%AE`). Next 16.4 fails on them wherever a dynamic segment takes the value:
 * it looks for a /400 page, which the App Router has none of, and answers a bare 500. Its
 * image optimizer does the same with such an escape in its `url` parameter. The proxy
 * answers them before Next decodes anything.
 *
 * Both proxies' matchers send only such addresses here, as far as a pattern can tell (a
 * literal in each file, as Next requires, built from this pattern): any `%` not followed by
 * two hex digits, and any escape of a byte above 0x7F, which may or may not be valid UTF-8:
 * that is decided here, by decoding.
 */
export const MALFORMED_ESCAPE_PATTERN = "(?:.*%(?![0-9A-Fa-f]{2})|.*%[89A-Fa-f][0-9A-Fa-f]).*";

/** Not a page: the API, uploaded files, cards, Next's own paths, and files (a name with an extension). */
const NOT_A_PAGE = /^\/(?:api|uploads|og|_next)(?:\/|$)|\.[A-Za-z0-9]+$/;

/** Whether Next answers this path with a page (a document), not `{msg}` JSON or a file. */
export const isPagePath = (pathname: string) => !NOT_A_PAGE.test(pathname);

/** The path a browser shows for an address that is no page: Next's not-found page answers it. */
const NO_PAGE = "/_malformed-address";

const MALFORMED_MSG = "This address has a malformed %-escape: a % must start an escape such as %20, of UTF-8.";

/** `value` with its %-escapes decoded; null when one cannot be (what Next would fail on). */
export function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * The answer to an address that cannot be decoded, else null: for a page, the site's 404
 * page (Next's not-found page, with the layout: rendered per request with a nonce in a
 * "nonce" build, the cached one elsewhere); for anything else, 400 `{msg}`.
 */
export function malformedAddressAnswer(request: NextRequest): NextResponse | null {
  const { pathname, searchParams } = request.nextUrl;
  const imageUrl = pathname === "/_next/image" ? searchParams.get("url") : null;
  if (decoded(pathname) !== null && (imageUrl === null || decoded(imageUrl) !== null)) return null;
  if (!isPagePath(pathname)) {
    return NextResponse.json({ msg: MALFORMED_MSG }, { status: 400, headers: { "Cache-Control": "no-store" } });
  }
  const notFound = new URL(NO_PAGE, request.url);
  return CSP_MODE === "nonce" ? nonceProxy(request, { rewrite: notFound }) : NextResponse.rewrite(notFound);
}
