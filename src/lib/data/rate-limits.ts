import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { rateLimits } from "@/lib/db/schema";

/**
 * Fixed-window counters in the database, so a limit holds across serverless instances.
 * `hit` is one atomic upsert: concurrent requests can never both see the same count.
 */
export async function hitRateLimit(key: string, windowSeconds: number): Promise<number> {
  const db = await getDb();
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row.count;
}

/** The count in the current window, without adding to it. */
export async function peekRateLimit(key: string, windowSeconds: number): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        eq(rateLimits.key, key),
        gt(rateLimits.windowStart, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return row?.count ?? 0;
}

export async function clearRateLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
