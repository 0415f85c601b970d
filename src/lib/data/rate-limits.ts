import "server-only";
import { isIP } from "node:net";
import { and, eq, gt, inArray, lte, ne, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { rateLimits } from "@/lib/db/schema";

/** How many dead rows one write deletes at most, so no request pays for a backlog. */
const PRUNE_BATCH = 100;

/**
 * Fixed-window counters in the database, so a limit holds across serverless instances.
 * `hit` is one atomic upsert: concurrent requests can never both see the same count.
 * A write that starts a window (the only kind that adds a row) also deletes up to
 * PRUNE_BATCH rows whose window has ended, so the table never outgrows the live keys.
 */
export async function hitRateLimit(key: string, windowSeconds: number): Promise<number> {
  const db = await getDb();
  const window = sql`make_interval(secs => ${windowSeconds})`;
  const expired = sql`${rateLimits.expiresAt} <= now()`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()`, expiresAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
        expiresAt: sql`case when ${expired} then now() + ${window} else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ count: rateLimits.count });
  if (row.count === 1) await pruneExpiredRateLimits(key);
  return row.count;
}

/** Deletes up to PRUNE_BATCH rows whose window has ended (never `keep`, just written). */
export async function pruneExpiredRateLimits(keep?: string): Promise<void> {
  const db = await getDb();
  const dead = db
    .select({ key: rateLimits.key })
    .from(rateLimits)
    .where(keep === undefined ? lte(rateLimits.expiresAt, sql`now()`) : and(lte(rateLimits.expiresAt, sql`now()`), ne(rateLimits.key, keep)))
    .limit(PRUNE_BATCH);
  await db.delete(rateLimits).where(inArray(rateLimits.key, dead));
}

/** Gives back one hit of the current window (an attempt that turned out not to count). */
export async function releaseRateLimit(key: string): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(eq(rateLimits.key, key), gt(rateLimits.count, 0), gt(rateLimits.expiresAt, sql`now()`)));
}

export async function clearRateLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * The part of an address a limit counts by. An IPv6 user usually holds a whole /64 and
 * can pick a new address in it per request, so IPv6 is counted per /64; IPv4 per address.
 */
export function limitSubject(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const groups = expandIpv6(ip);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : ip;
}

function expandIpv6(ip: string): string[] | null {
  let text = ip.toLowerCase().split("%")[0];
  // An embedded IPv4 tail (::1.2.3.4) is two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  return [...left, ...Array(tail === undefined ? 0 : missing).fill("0"), ...right].map((g) => g.padStart(4, "0"));
}
