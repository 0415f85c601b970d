import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb, type Database } from "@/lib/db";
import { trashNow } from "@/lib/trash/clock";
import { inTrash, notDeleted } from "@/lib/trash/condition";
import { claimUploads, namingOf, recordedFilesOf, uploadsOfRow } from "@/lib/media/named-files";
import { assertVersion } from "@/lib/versions/if-match";
import { recordVersion, type VersionedCollection } from "@/lib/versions/history";

/**
 * Every entity is exposed with its id as `_id` (the API contract). `deletedAt` stays inside:
 * an item that is served is never in the trash (the trash's own list adds it back).
 */
export type WithId<Row extends { id: string }> = Omit<Row, "id" | "deletedAt" | "seeded" | "files"> & { _id: string };

export function withId<Row extends { id: string }>({ id, ...rest }: Row): WithId<Row> {
  delete (rest as { deletedAt?: unknown }).deletedAt;
  // The demo's mark is bookkeeping of the first-run checklist (src/lib/first-run), not content.
  delete (rest as { seeded?: unknown }).seeded;
  // The uploads the row names are the media library's bookkeeping (src/lib/media/named-files.ts).
  delete (rest as { files?: unknown }).files;
  return { _id: id, ...rest } as WithId<Row>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name a row: callers answer 404 without asking the database. */
export function isId(value: string): boolean {
  return UUID.test(value);
}

type TableWithId = PgTable & { id: AnyPgColumn; deletedAt: AnyPgColumn };
/** A stored row as the version check and the history read it. */
type VersionRow = Record<string, unknown> & { id: string; version: number };

/** The handle inside `db.transaction(...)`. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * What an entity adds to its writes, inside their transaction: e.g. the place a new item
 * takes in the owner's order (src/lib/ordering).
 */
export interface WriteHooks<Row, Insert> {
  /**
   * Runs first in a create's or update's transaction, before any row is read or locked: the
   * lock of an order the values change, taken before row locks everywhere (no deadlock).
   */
  lock?: (tx: Transaction, values: Partial<Insert>) => Promise<void>;
  /** The values to insert, from those given. */
  beforeCreate?: (tx: Transaction, values: Insert) => Promise<Insert>;
  /** The changes to write, from those given and the row as it is (locked). */
  beforeUpdate?: (tx: Transaction, before: Row, values: Partial<Insert>) => Promise<Partial<Insert>>;
}

/** How an update is made: `accepted`, the versions it may overwrite (If-Match; any when absent). */
export interface UpdateOptions {
  accepted?: number[];
  /** The owner's own edit (the one update path): a row the demo seeded becomes theirs. */
  claim?: boolean;
}

/** What an update returns: the item before and after, and files a pruned version let go of. */
export interface Updated<T> {
  before: T;
  after: T;
  /** Files named only by versions the history no longer keeps: delete them if unused. */
  released: string[];
}

/**
 * The reads and writes every content entity shares. Each entity module builds one and adds
 * what is its own (filters, sorting, mapping). Reads and updates see only items that are not
 * in the trash; `remove` moves an item there (its files stay) and `restore` brings it back.
 * Deleting for good is the trash's own (src/lib/trash).
 */
export function entityStore<Row extends { id: string }, Insert>(
  table: TableWithId,
  defaultOrder: () => SQL[],
  /** What every read gives out instead of the bare row (e.g. default alt texts filled in). */
  present: (item: WithId<Row>) => WithId<Row> = (item) => item,
  hooks: WriteHooks<Row, Insert> = {},
  /** Posts and projects keep their earlier versions (src/lib/versions/history.ts). */
  history?: VersionedCollection,
) {
  // Drizzle's generic table types do not narrow through a helper; the casts below stay
  // inside this module and the public signatures are typed by Row and Insert.
  const t = table as any; // eslint-disable-line @typescript-eslint/no-explicit-any
  const serve = (row: Row) => present(withId(row));
  // Posts and projects record the uploads they name, in the write's transaction.
  const naming = namingOf(table);
  /** Writes which uploads row `id` names: a statement of its own, the one that may fill `files` (drizzle/0013). */
  const recordFiles = (tx: Transaction, id: string, files: string[]) => tx.update(t).set({ files }).where(eq(t.id, id));

  return {
    /** Every item outside the trash, or those `where` also selects. */
    async list(where?: SQL): Promise<WithId<Row>[]> {
      const db = await getDb();
      const rows = (await db.select().from(t).where(and(notDeleted(t), where)).orderBy(...defaultOrder())) as Row[];
      return rows.map(serve);
    },

    async get(id: string): Promise<WithId<Row> | null> {
      if (!isId(id)) return null;
      const db = await getDb();
      const [row] = await db.select().from(t).where(and(eq(t.id, id), notDeleted(t))).limit(1);
      return row ? serve(row as Row) : null;
    },

    async create(values: Insert): Promise<WithId<Row>> {
      const db = await getDb();
      const { lock, beforeCreate } = hooks;
      if (!lock && !beforeCreate && !history && !naming) {
        const [row] = (await db.insert(t).values(values as object).returning()) as Row[];
        return serve(row);
      }
      return db.transaction(async (tx) => {
        await lock?.(tx, values);
        const inserted = beforeCreate ? await beforeCreate(tx, values) : values;
        const named = naming && uploadsOfRow(naming, inserted as Record<string, unknown>);
        if (named) await claimUploads(tx, named, [], naming);
        const [row] = (await tx.insert(t).values(inserted as object).returning()) as Row[];
        if (named) await recordFiles(tx, row.id, named.files);
        if (history) await recordVersion(tx, history, null, row as unknown as VersionRow);
        return serve(row);
      });
    },

    /**
     * Returns the item before and after, so replaced images can be deleted. A row whose
     * version `accepted` does not list is left as it is: StaleVersionError with the item as
     * it is now (a 409 for the API).
     */
    async update(id: string, values: Partial<Insert>, options: UpdateOptions = {}): Promise<Updated<WithId<Row>> | null> {
      if (!isId(id)) return null;
      const db = await getDb();
      return db.transaction(async (tx) => {
        await hooks.lock?.(tx, values);
        const [before] = await tx.select().from(t).where(and(eq(t.id, id), notDeleted(t))).for("update");
        if (!before) return null;
        assertVersion(before as VersionRow, options.accepted, (row) => serve(row as unknown as Row));
        const wanted = hooks.beforeUpdate ? await hooks.beforeUpdate(tx, before as Row, values) : values;
        const claimed = options.claim && "seeded" in t ? { ...wanted, seeded: false } : wanted;
        const changes = "updatedAt" in t ? { ...claimed, updatedAt: new Date() } : claimed;
        // The row as it will be: a value left undefined is not written (Drizzle's set skips it).
        const written = Object.fromEntries(Object.entries(changes as Record<string, unknown>).filter(([, value]) => value !== undefined));
        const named = naming && uploadsOfRow(naming, { ...(before as Record<string, unknown>), ...written });
        if (named) await claimUploads(tx, named, recordedFilesOf(naming, before as Record<string, unknown>), naming);
        const [after] = await tx.update(t).set(changes).where(eq(t.id, id)).returning();
        if (named) await recordFiles(tx, id, named.files);
        const released = history ? await recordVersion(tx, history, before as VersionRow, after as VersionRow) : [];
        return { before: serve(before as Row), after: serve(after as Row), released };
      });
    },

    /** Moves the item to the trash; null when there is no such item outside it. */
    async remove(id: string): Promise<WithId<Row> | null> {
      if (!isId(id)) return null;
      const db = await getDb();
      const [row] = (await db
        .update(t)
        .set({ deletedAt: trashNow() })
        .where(and(eq(t.id, id), notDeleted(t)))
        .returning()) as Row[];
      return row ? serve(row) : null;
    },

    /** Takes the item out of the trash, as it was; null when it is not in the trash. */
    async restore(id: string): Promise<WithId<Row> | null> {
      if (!isId(id)) return null;
      const db = await getDb();
      const [row] = (await db
        .update(t)
        .set({ deletedAt: null })
        .where(and(eq(t.id, id), inTrash(t)))
        .returning()) as Row[];
      return row ? serve(row) : null;
    },
  };
}
