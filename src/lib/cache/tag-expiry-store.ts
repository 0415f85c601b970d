import "server-only";
import { getDb } from "@/lib/db";
import { cacheTagExpiries } from "@/lib/db/schema";
import { sql } from "drizzle-orm";
import { noteDatabaseFailure } from "./database-health.mjs";
import { noteExpiries, saveSnapshot } from "./tag-expiries.mjs";

/*
 * The cache tags' expiries where the data is (the `cache_tag_expiries` table), so what an
 * owner's write took down stays down after a restart, a kill, and on every server on the
 * same database (src/lib/cache/page-cache-handler.mjs reads them from the process registry,
 * tag-expiries.mjs). Written before the write is answered; read at start and then every
 * FOLLOW_MS by each self-hosted server, so another server's write ends its entries within
 * that bound. A view itself never asks: the registry is in memory.
 */

/** How often a server reads the expiries other servers wrote: the bound for them (≤ 5 s). */
export const FOLLOW_MS = 2_000;

/** Persists `tags` expired at `at` (and this process knows them at once). */
export async function persistExpiries(tags: readonly string[], at: number = Date.now()): Promise<void> {
  if (tags.length === 0) return;
  if (noteExpiries(tags.map((tag) => [tag, at]))) saveSnapshot();
  const db = await getDb();
  const expiredAt = new Date(at);
  await db
    .insert(cacheTagExpiries)
    .values(tags.map((tag) => ({ tag, expiredAt })))
    // An expiry only moves forward, whichever server wrote last.
    .onConflictDoUpdate({ target: cacheTagExpiries.tag, set: { expiredAt: sql`greatest(${cacheTagExpiries.expiredAt}, excluded.expired_at)` } });
}

/** Reads every expiry from the database into this process's registry. */
export async function refreshExpiries(): Promise<void> {
  const db = await getDb();
  const rows = await db.select().from(cacheTagExpiries);
  if (noteExpiries(rows.map((row) => [row.tag, row.expiredAt.getTime()]))) saveSnapshot();
}

const following = globalThis as unknown as { __portfolioFollowingExpiries?: NodeJS.Timeout };

/**
 * Reads the expiries now (awaited at start: nothing is served before), then every
 * FOLLOW_MS. A failed read keeps the last known ones: with the database down they stand.
 */
export async function followExpiries(intervalMs = FOLLOW_MS): Promise<void> {
  await refreshExpiries().catch((error: Error) => console.error("[cache] could not read the tag expiries; the last known ones stand:", error.message));
  if (following.__portfolioFollowingExpiries) return;
  following.__portfolioFollowingExpiries = setInterval(() => {
    refreshExpiries().catch(() => {
      // The database is down: the last known expiries stand, the next tick tries again, and
      // meanwhile cached pages are served whatever their age (page-cache-handler.mjs).
      noteDatabaseFailure();
    });
  }, intervalMs);
  // Never what keeps the process alive.
  following.__portfolioFollowingExpiries.unref();
}

/** Stops following (tests; a server follows until it exits). */
export function stopFollowingExpiries(): void {
  if (following.__portfolioFollowingExpiries) clearInterval(following.__portfolioFollowingExpiries);
  following.__portfolioFollowingExpiries = undefined;
}
