import type { PublicationStatus } from "@/lib/enums";

/**
 * The one visibility rule of posts and projects (issue 13), with no server imports so the
 * owner's badges use it in the browser too. An item is
 * - a draft: status "draft", the owner's alone whatever its publishAt;
 * - scheduled: published with a publishAt still to come, the owner's until then;
 * - live: published with no publishAt or one that has come; what visitors see.
 * Items in the trash are none of these: every read leaves them out (src/lib/trash).
 * The SQL form of the same rule is ./condition.ts.
 */
export interface Publishable {
  status: PublicationStatus | string;
  /** A Date from the database, an ISO string once it has crossed the cache or the API. */
  publishAt: Date | string | null;
}

export type PublicationState = "draft" | "scheduled" | "live";

const time = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** When a published item becomes visible (null: at once, or never for a draft). */
export function dueTime(item: Publishable): number | null {
  if (item.status !== "published" || item.publishAt === null) return null;
  const at = time(item.publishAt);
  return Number.isNaN(at) ? null : at;
}

export function publicationState(item: Publishable, now: Date = new Date()): PublicationState {
  if (item.status !== "published") return "draft";
  const due = dueTime(item);
  return due !== null && due > now.getTime() ? "scheduled" : "live";
}

export const isLive = (item: Publishable, now: Date = new Date()) => publicationState(item, now) === "live";
export const isScheduled = (item: Publishable, now: Date = new Date()) => publicationState(item, now) === "scheduled";
export const isDraft = (item: Publishable) => item.status !== "published";

/** What visitors may see of `items` at `now`, in the same order. */
export function liveItems<T extends Publishable>(items: readonly T[], now: Date = new Date()): T[] {
  return items.filter((item) => isLive(item, now));
}

/** The earliest publishAt still to come among published items; null when none is. */
export function nextDue(items: readonly Publishable[], now: Date = new Date()): Date | null {
  let next: number | null = null;
  for (const item of items) {
    const due = dueTime(item);
    if (due !== null && due > now.getTime() && (next === null || due < next)) next = due;
  }
  return next === null ? null : new Date(next);
}

/**
 * Whole seconds from `now` until the next scheduled item is due, at least 1 (a cache
 * lifetime of 0 means "never cache"); null when nothing is scheduled.
 */
export function secondsUntilNextDue(items: readonly Publishable[], now: Date = new Date()): number | null {
  const next = nextDue(items, now);
  return next === null ? null : Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
}
