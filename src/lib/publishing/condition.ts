import { and, eq, gt, isNull, lte, ne, or, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { notDeleted } from "@/lib/trash/condition";

/** A table of posts or projects (src/lib/db/schema.ts `publishable`, `trashable`). */
export interface PublishableColumns {
  status: AnyPgColumn;
  publishAt: AnyPgColumn;
  deletedAt: AnyPgColumn;
}

/**
 * The SQL form of ./visibility.ts, for reads that filter in the database.
 *
 * What a read may show:
 * - "live": what visitors see at `now` (published, due, not deleted). Reads made per
 *   request (a search) use it.
 * - "published": published and not deleted, scheduled items included. The public cache
 *   holds this, so it need not change when an item falls due: the due-time rule is applied
 *   to what it returns, at each render (src/lib/data/public.ts).
 * - "all": everything outside the trash, drafts included: the owner's reads.
 */
export type Reach = "live" | "published" | "all";

export function visibleIn(table: PublishableColumns, reach: Reach, now: Date = new Date()): SQL {
  const kept = notDeleted(table);
  if (reach === "all") return kept;
  const published = and(eq(table.status, "published"), kept)!;
  if (reach === "published") return published;
  return and(published, or(isNull(table.publishAt), lte(table.publishAt, now)))!;
}

/** The owner's pending work: drafts and scheduled items, outside the trash. */
export function notYetLive(table: PublishableColumns, now: Date = new Date()): SQL {
  return and(notDeleted(table), or(ne(table.status, "published"), gt(table.publishAt, now)))!;
}
