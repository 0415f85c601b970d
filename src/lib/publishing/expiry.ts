import "server-only";
import { unstable_cache } from "next/cache";
import { secondsUntilNextDue, type Publishable } from "./visibility";

/**
 * The longest any public page or route is cached (PUBLIC_REVALIDATE_SECONDS in
 * src/lib/data/public.ts, and the segments' `revalidate = 300`): a due time further away is
 * reached by a later render anyway.
 */
export const LONGEST_LIFETIME_SECONDS = 300;

/** The page's lifetime a render of `items` asks for: null when the default one will do. */
export function lifetimeForDueItems(items: readonly Publishable[], now: Date = new Date()): number | null {
  const seconds = secondsUntilNextDue(items, now);
  return seconds !== null && seconds < LONGEST_LIFETIME_SECONDS ? seconds : null;
}

// The same key for every lifetime: only the lifetime passed matters, not what is stored.
const KEY = ["publishing", "next-due"];
const NO_INCREMENTAL_CACHE = /incrementalCache missing in unstable_cache/;

/**
 * Makes the page or route being rendered expire when the next scheduled item among `items`
 * falls due, so it then shows that item with no cron job, deploy or owner request.
 *
 * Next.js has no API for "this render's lifetime is n seconds" outside `"use cache"`; but an
 * `unstable_cache` read made during a prerender lowers the render's revalidate to its own
 * (Next 16: the workUnitStore's `revalidate` of a 'prerender-legacy' render). A read of a
 * constant under one key, with the lifetime wanted, does just that. Rendered per request
 * (the feed, the sitemap, the API) it changes nothing and costs one cache lookup; the page
 * cache handler then stores the page to expire, not go stale, at that time
 * (src/lib/cache/page-cache-handler.mjs). See docs/decisions.md, "Publishing".
 */
export async function expireAtNextDue(items: readonly Publishable[], now: Date = new Date()): Promise<number | null> {
  const seconds = lifetimeForDueItems(items, now);
  if (seconds === null) return null;
  try {
    await unstable_cache(async () => true, KEY, { revalidate: seconds })();
  } catch (error) {
    // Scripts and in-process tests have no incremental cache: nothing to expire.
    if (!(error instanceof Error && NO_INCREMENTAL_CACHE.test(error.message))) throw error;
  }
  return seconds;
}
