import "server-only";
import { desc, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { activity, type ActivityRow } from "@/lib/db/schema";
import { getEnv } from "@/lib/env";
import { hitRateLimit, limitSubject } from "./rate-limits";
import { withId, type WithId } from "./store";

export type Activity = WithId<ActivityRow>;

/** How many old entries one write deletes at most, so no request pays for a backlog. */
const PRUNE_BATCH = 100;

/**
 * Records an owner login attempt or mutation, and deletes up to PRUNE_BATCH entries older
 * than ACTIVITY_RETENTION_DAYS. Never fails the request that caused it.
 */
export async function recordActivity(action: string, detail: string, ip: string): Promise<void> {
  try {
    const db = await getDb();
    await db.insert(activity).values({ action, detail: detail.slice(0, 500), ip: ip.slice(0, 100) });
    const old = db
      .select({ id: activity.id })
      .from(activity)
      .where(lt(activity.createdAt, sql`now() - make_interval(days => ${getEnv().ACTIVITY_RETENTION_DAYS})`))
      .limit(PRUNE_BATCH);
    await db.delete(activity).where(inArray(activity.id, old));
  } catch (error) {
    console.error("[activity] could not record", action, (error as Error).message);
  }
}

/**
 * Records a refused login (failed or limited) once per login window and address: the
 * first refusal is enough for the owner to see, and a flood of guesses writes no rows.
 */
export async function recordRefusedLogin(action: "login.failed" | "login.limited", email: string, ip: string): Promise<void> {
  try {
    const refusals = await hitRateLimit(`activity:login-refused:${limitSubject(ip)}`, getEnv().LOGIN_WINDOW_SECONDS);
    if (refusals === 1) await recordActivity(action, email, ip);
  } catch (error) {
    console.error("[activity] could not record", action, (error as Error).message);
  }
}

export async function listRecentActivity(limit = 50): Promise<Activity[]> {
  const db = await getDb();
  const rows = await db.select().from(activity).orderBy(desc(activity.createdAt), desc(activity.id)).limit(limit);
  return rows.map(withId);
}
