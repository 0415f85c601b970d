import "server-only";
import { desc } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { activity, type ActivityRow } from "@/lib/db/schema";
import { withId, type WithId } from "./store";

export type Activity = WithId<ActivityRow>;

/** Records an owner login attempt or mutation. Never fails the request that caused it. */
export async function recordActivity(action: string, detail: string, ip: string): Promise<void> {
  try {
    const db = await getDb();
    await db.insert(activity).values({ action, detail: detail.slice(0, 500), ip: ip.slice(0, 100) });
  } catch (error) {
    console.error("[activity] could not record", action, (error as Error).message);
  }
}

export async function listRecentActivity(limit = 50): Promise<Activity[]> {
  const db = await getDb();
  const rows = await db.select().from(activity).orderBy(desc(activity.createdAt)).limit(limit);
  return rows.map(withId);
}
