import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Transaction } from "@/lib/data/store";

/**
 * Transaction-scoped advisory locks, one per order the owner keeps. Every write that reads
 * an order to change it (a new item placed last, a gap closed, a reorder) takes its lock
 * first, before any row lock, so two such writes never interleave and never wait on each
 * other in a circle. Released at commit or rollback.
 */
export const ORDER_LOCKS = {
  featuredProjects: 730_101,
  techStack: 730_102,
} as const;

export async function lockOrder(tx: Transaction, lock: (typeof ORDER_LOCKS)[keyof typeof ORDER_LOCKS]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${lock})`);
}

/**
 * Why `ids` is not exactly `current` (each once, any order), or null when it is. A reorder
 * names every item of the list, so an item added or removed meanwhile on another screen is
 * never left out of the order by accident.
 */
export function membershipProblem(ids: readonly string[], current: readonly string[], what: string): string | null {
  const known = new Set(current);
  const sent = new Set(ids);
  const missing = current.filter((id) => !sent.has(id)).length;
  const unknown = ids.filter((id) => !known.has(id)).length;
  if (missing === 0 && unknown === 0) return null;
  const parts = [missing > 0 && `${missing} missing`, unknown > 0 && `${unknown} not among them`].filter(Boolean);
  return `ids must list each of the ${current.length} ${what} exactly once (${parts.join(", ")}). Reload to see the current list.`;
}

/**
 * `case id when ids[0] then 0 when ids[1] then 1 … end`: each row's place in `ids`, to set a
 * whole order in one UPDATE (… where id in ids).
 */
export function placeIn(idColumn: AnyPgColumn, ids: readonly string[]): SQL {
  const places = sql.join(
    ids.map((id, i) => sql`when ${id}::uuid then ${i}::integer`),
    sql` `,
  );
  return sql`case ${idColumn} ${places} end`;
}
