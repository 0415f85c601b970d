import { NextResponse, type NextRequest } from "next/server";
import { readSessionToken, sessionCookieFrom } from "@/lib/auth/session-token";

/**
 * Public pages whose owner version lives elsewhere: spec §2, Contact is for visitors; the
 * owner's counterpart is the inbox (decisions.md 2026-11-27). Keep in step with the proxy
 * matchers of the hash and vercel-cached builds (a /contact request carrying a session
 * cookie), which every visitor's request misses: their /contact stays a cached page.
 */
export const OWNER_COUNTERPARTS: Readonly<Record<string, string>> = { "/contact": "/message" };

/**
 * A redirect to the owner's counterpart of this page, when the request carries a session
 * cookie of ours (sealed with this site's secret and unexpired) on a page view; else null.
 * The session row is not read here (the proxy stays free of the database): a cookie whose
 * session was ended elsewhere still leads to /message, whose guard then sends it to /, as it
 * would any visitor, and logging in or out replaces the cookie.
 */
export async function ownerCounterpartRedirect(request: NextRequest): Promise<NextResponse | null> {
  const target = OWNER_COUNTERPARTS[request.nextUrl.pathname];
  if (!target || (request.method !== "GET" && request.method !== "HEAD")) return null;
  if (!(await readSessionToken(sessionCookieFrom(request.headers.get("cookie"))))) return null;
  const response = NextResponse.redirect(new URL(target, request.url), 307);
  // For this browser's session only: no shared cache may keep it for a visitor.
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}
