import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "./secret";

/**
 * The "not you? Sign it out" link of the new-login e-mail: the session's id and an expiry,
 * signed with the site's secret. It is single-use by what it does: it deletes that session's
 * row, after which the same link finds nothing to sign out. It signs out one device and can
 * do nothing else, so a forwarded or scanned link cannot be turned into access.
 */
export const SIGN_OUT_LINK_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

function sign(payload: string): string {
  return createHmac("sha256", authSecret()).update(`sign-out-link:${payload}`).digest("base64url");
}

export function signOutToken(sessionId: string, now = Date.now()): string {
  const payload = `${sessionId}.${now + SIGN_OUT_LINK_MAX_AGE_MS}`;
  return `${payload}.${sign(payload)}`;
}

/** The session a token names, when the signature holds and it has not expired; else null. */
export function sessionOfSignOutToken(token: string, now = Date.now()): string | null {
  if (token.length > 200) return null;
  const [sessionId, expires, mac] = token.split(".");
  if (!sessionId || !/^[0-9a-f-]{36}$/.test(sessionId) || !/^\d{1,15}$/.test(expires ?? "") || !mac) return null;
  if (Number(expires) < now) return null;
  const given = Buffer.from(mac);
  const expected = Buffer.from(sign(`${sessionId}.${expires}`));
  return given.length === expected.length && timingSafeEqual(given, expected) ? sessionId : null;
}
