import { decode } from "next-auth/jwt";
import { authSecret } from "./secret";

/*
 * The session cookie itself, without the database: what the proxy may read (it must stay
 * free of the database drivers), and what src/lib/auth/session.ts builds on.
 */

/** next-auth's own cookie names: the __Secure- one is used over HTTPS. */
export const SESSION_COOKIE = "next-auth.session-token";
export const SECURE_SESSION_COOKIE = "__Secure-next-auth.session-token";
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** What the encrypted JWT carries: the owner and the id of the session row that makes it live. */
export interface SessionToken {
  sub: string;
  sid: string;
  email: string;
  name: string;
}

/**
 * The token inside a session cookie when it is ours, unexpired and well formed; null when it
 * is tampered with, expired or encrypted with another secret. Whether its session row still
 * exists (logout, a new password) is the database's to say: `ownerFromCookie`.
 */
export async function readSessionToken(cookieValue: string | undefined): Promise<SessionToken | null> {
  if (!cookieValue || cookieValue.length > 4096) return null;
  try {
    const token = await decode({ token: cookieValue, secret: authSecret() });
    if (typeof token?.sid !== "string" || typeof token.sub !== "string") return null;
    return token as unknown as SessionToken;
  } catch {
    return null;
  }
}

/** Reads the session cookie (either name) from a Cookie header. */
export function sessionCookieFrom(cookieHeader: string | null): string | undefined {
  if (!cookieHeader) return undefined;
  let plain: string | undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    const value = part.slice(eq + 1).trim();
    if (name === SECURE_SESSION_COOKIE) return value;
    if (name === SESSION_COOKIE) plain = value;
  }
  return plain;
}
