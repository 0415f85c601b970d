import "server-only";
import { and, desc, eq, gt, lt, ne } from "drizzle-orm";
import { encode } from "next-auth/jwt";
import { after } from "next/server";
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

/** The owner behind a live session, and which session it is (the list of devices marks it). */
export interface OwnerSession {
  owner: Owner;
  sessionId: string;
}

/** A session's last-seen time is written at most this often: a view is not a write. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/**
 * Starts a session: a row the server can revoke, inside next-auth's encrypted JWT.
 * The row is what makes logout real: a replayed cookie whose row is gone is refused.
 */
export async function openSession(owner: Owner, device = ""): Promise<{ token: string; sessionId: string }> {
  const db = await getDb();
  const [row] = await db
    .insert(sessions)
    .values({
      userId: owner._id,
      device: device.slice(0, 120),
      expiresAt: new Date(Date.now() + SESSION_MAX_AGE_SECONDS * 1000),
    })
    .returning({ id: sessions.id });
  const token: SessionToken = { sub: owner._id, sid: row.id, email: owner.email, name: owner.name };
  return { token: await encode({ token: { ...token }, secret: authSecret(), maxAge: SESSION_MAX_AGE_SECONDS }), sessionId: row.id };
}

/**
 * The owner and session behind a session cookie, or null: every owner request reads the row,
 * so a device signed out elsewhere is refused on its next request. Visitors without a cookie
 * cost no query. The last-seen time is moved on at most once a minute, after the answer.
 */
export async function sessionFromCookie(cookieValue: string | undefined): Promise<OwnerSession | null> {
  const token = await readSessionToken(cookieValue);
  if (!token) return null;
  const db = await getDb();
  const [row] = await db
    .select({ _id: users.id, email: users.email, name: users.name, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, token.sid), gt(sessions.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS) {
    // Conditional, so two requests of the same minute write once; a failure costs nothing.
    // After the answer (Next's `after`, which keeps a Vercel function alive for it).
    afterAnswer(() =>
      db
        .update(sessions)
        .set({ lastSeenAt: new Date() })
        .where(and(eq(sessions.id, token.sid), lt(sessions.lastSeenAt, new Date(Date.now() - LAST_SEEN_RESOLUTION_MS))))
        .then(() => {}, () => {}),
    );
  }
  const { lastSeenAt: _lastSeenAt, ...owner } = row; // eslint-disable-line @typescript-eslint/no-unused-vars
  return { owner, sessionId: token.sid };
}

/** Runs `task` after the response; outside a request (scripts, tests) at once, detached. */
function afterAnswer(task: () => Promise<void>): void {
  try {
    after(task);
  } catch {
    void task();
  }
}

/** A new session's cookie value (openSession, when its id is needed too). */
export async function startSession(owner: Owner, device = ""): Promise<string> {
  return (await openSession(owner, device)).token;
}

/** The owner behind a session cookie, or null. */
export async function ownerFromCookie(cookieValue: string | undefined): Promise<Owner | null> {
  return (await sessionFromCookie(cookieValue))?.owner ?? null;
}

export async function endSession(cookieValue: string | undefined): Promise<void> {
  const token = await readSessionToken(cookieValue);
  if (!token) return;
  const db = await getDb();
  await db.delete(sessions).where(eq(sessions.id, token.sid));
}

/** The owner's signed-in devices, as GET /api/v1/sessions lists them: the latest seen first. */
export interface SessionListing {
  _id: string;
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export async function listSessions(userId: string, currentSessionId: string): Promise<SessionListing[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: sessions.id, device: sessions.device, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt), sessions.id);
  return rows.map((row) => ({
    _id: row.id,
    device: row.device || "A browser",
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.id === currentSessionId,
  }));
}

/**
 * Signs one device out: its name, or null when there is no such session (of `userId`, when
 * given; the new-login e-mail's signed link names the session alone).
 */
export async function revokeSession(sessionId: string, userId?: string): Promise<string | null> {
  const db = await getDb();
  const [removed] = await db
    .delete(sessions)
    .where(userId ? and(eq(sessions.id, sessionId), eq(sessions.userId, userId)) : eq(sessions.id, sessionId))
    .returning({ device: sessions.device });
  return removed ? removed.device : null;
}

/** Signs out every session of the owner but `keepSessionId` (every one when null); the count. */
export async function revokeOtherSessions(userId: string, keepSessionId: string | null, db?: Pick<Awaited<ReturnType<typeof getDb>>, "delete">): Promise<number> {
  const database = db ?? (await getDb());
  const removed = await database
    .delete(sessions)
    .where(keepSessionId ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)) : eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return removed.length;
}
