import { and, gt, isNotNull, isNull } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { trashNow } from "./clock";
import { purgeCutoff } from "./kinds";

/** A table of one of the six kinds that go to the trash (src/lib/db/schema.ts `trashable`). */
export interface TrashableColumns {
  deletedAt: AnyPgColumn;
}

/**
 * The one condition every read of content carries: a deleted item is in the trash, not on
 * the site, in the owner's lists or in any count. Only the trash's own reads leave it out.
 */
export const notDeleted = (table: TrashableColumns) => isNull(table.deletedAt);

/**
 * The trash's own reads and actions: deleted less than 30 days ago. An item past its time is
 * gone even before the purge (at start, on trash reads, before owner writes) has removed
 * its row: it cannot be listed, restored or deleted again.
 */
export const inTrash = (table: TrashableColumns) =>
  and(isNotNull(table.deletedAt), gt(table.deletedAt, purgeCutoff(trashNow())));
