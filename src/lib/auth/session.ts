import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { decode, encode } from "next-auth/jwt";
import { getDb } from "@/lib/db";
import { sessions, users } from "@/lib/db/schema";
import { authSecret } from "./secret";

/** next-auth's own cookie names: the __Secure- one is used over HTTPS. */
export const SESSION_COOKIE = "next-auth.session-token";
export const SECURE_SESSION_COOKIE = "__Secure-next-auth.session-token";
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** What the API and the pages know of the owner (never the hash). */
export interface Owner {
  _id: string;
  email: string;
  name: string;
}

interface SessionToken {
  sub: string;
  sid: string;
  email: string;
  name: string;
}

/**
 * Starts a session: a row the server can revoke, inside next-auth's encrypted JWT.
 * The row is what makes logout real: a replayed cookie whose row is gone is refused.
 */
export async function startSession(owner: Owner): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .insert(sessions)
    .values({
      userId: owner._id,
      expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
    })
    .returning({ id: sessions.id });
  const token: SessionToken = { sub: owner._id, sid: row.id, email: owner.email, name: owner.name };
  return encode({ token: { ...token }, secret: authSecret(), maxAge: SESSION_MAX_AGE_SECONDS });
}

async function readToken(cookieValue: string | undefined): Promise<SessionToken | null> {
  if (!cookieValue || cookieValue.length > 4096) return null;
  try {
    const token = await decode({ token: cookieValue, secret: authSecret() });
    if (typeof token?.sid !== "string" || typeof token.sub !== "string") return null;
    return token as unknown as SessionToken;
  } catch {
    return null; // tampered, expired or encrypted with another secret
  }
}

/** The owner behind a session cookie, or null. Visitors without a cookie cost no query. */
export async function ownerFromCookie(cookieValue: string | undefined): Promise<Owner | null> {
  const token = await readToken(cookieValue);
  if (!token) return null;
  const db = await getDb();
  const [row] = await db
    .select({ _id: users.id, email: users.email, name: users.name })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, token.sid), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export async function endSession(cookieValue: string | undefined): Promise<void> {
  const token = await readToken(cookieValue);
  if (!token) return;
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.id, token.sid));
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
