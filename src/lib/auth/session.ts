import "server-only";
import { and, eq, gt } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { getDb } from "@/lib/db";
import { sessions, users } from "@/lib/db/schema";
import { authSecret } from "./secret";
import { readSessionToken, SESSION_MAX_AGE_SECONDS, type SessionToken } from "./session-token";

export { SECURE_SESSION_COOKIE, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, sessionCookieFrom } from "./session-token";

/** What the API and the pages know of the owner (never the hash). */
export interface Owner {
  _id: string;
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

/** The owner behind a session cookie, or null. Visitors without a cookie cost no query. */
export async function ownerFromCookie(cookieValue: string | undefined): Promise<Owner | null> {
  const token = await readSessionToken(cookieValue);
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
  const token = await readSessionToken(cookieValue);
  if (!token) return;
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.id, token.sid));
}
