import { isNotNull, isNull } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** A table of one of the six kinds that go to the trash (src/lib/db/schema.ts `trashable`). */
export interface TrashableColumns {
  deletedAt: AnyPgColumn;
}

/**
 * The one condition every read of content carries: a deleted item is in the trash, not on
 * the site, in the owner's lists or in any count. Only the trash's own reads leave it out.
 */
export const notDeleted = (table: TrashableColumns) => isNull(table.deletedAt);

/** The trash's own reads: deleted and not yet purged. */
export const inTrash = (table: TrashableColumns) => isNotNull(table.deletedAt);
