import "server-only";
import { eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";

/** Every entity is exposed with its id as `_id` (the API contract). */
export type WithId<Row extends { id: string }> = Omit<Row, "id"> & { _id: string };

export function withId<Row extends { id: string }>({ id, ...rest }: Row): WithId<Row> {
  return { _id: id, ...rest };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name a row: callers answer 404 without asking the database. */
export function isId(value: string): boolean {
  return UUID.test(value);
}

type TableWithId = PgTable & { id: AnyPgColumn };

/**
 * The reads and writes every content entity shares. Each entity module builds one and adds
 * what is its own (filters, sorting, mapping).
 */
export function entityStore<Row extends { id: string }, Insert>(
  table: TableWithId,
  defaultOrder: () => SQL[],
) {
  // Drizzle's generic table types do not narrow through a helper; the casts below stay
  // inside this module and the public signatures are typed by Row and Insert.
  const t = table as any; // eslint-disable-line @typescript-eslint/no-explicit-any

  return {
    async list(): Promise<WithId<Row>[]> {
      const db = await getDb();
      const rows = (await db.select().from(t).orderBy(...defaultOrder())) as Row[];
      return rows.map(withId);
    },

    async get(id: string): Promise<WithId<Row> | null> {
      if (!isId(id)) return null;
      const db = await getDb();
      const [row] = await db.select().from(t).where(eq(t.id, id)).limit(1);
      return row ? withId(row as Row) : null;
    },

    async create(values: Insert): Promise<WithId<Row>> {
      const db = await getDb();
      const [row] = (await db.insert(t).values(values as object).returning()) as Row[];
      return withId(row);
    },

    /** Returns the item before and after, so replaced images can be deleted. */
    async update(
      id: string,
      values: Partial<Insert>,
    ): Promise<{ before: WithId<Row>; after: WithId<Row> } | null> {
      if (!isId(id)) return null;
      const db = await getDb();
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(t).where(eq(t.id, id)).for("update");
        if (!before) return null;
        const changes = "updatedAt" in t ? { ...values, updatedAt: new Date() } : values;
        const [after] = await tx.update(t).set(changes).where(eq(t.id, id)).returning();
        return { before: withId(before as Row), after: withId(after as Row) };
      });
    },

    async remove(id: string): Promise<WithId<Row> | null> {
      if (!isId(id)) return null;
      const db = await getDb();
      const [row] = (await db.delete(t).where(eq(t.id, id)).returning()) as Row[];
      return row ? withId(row) : null;
    },
  };
}
