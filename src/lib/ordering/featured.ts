import "server-only";
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { projects, type ProjectRow } from "@/lib/db/schema";
import type { Transaction, WriteHooks } from "@/lib/data/store";
import { badRequest } from "@/lib/errors";
import { notDeleted } from "@/lib/trash/condition";
import { lockOrder, membershipProblem, ORDER_LOCKS, placeIn } from "./order";

/**
 * The owner's order of the featured projects: `featuredRank` 0, 1, 2… among those not in the
 * trash. A project featured goes last; one unfeatured leaves the order and the ones after it
 * move up; PUT /projects/featured sets the whole order. A rank left null (a row written by
 * hand) sorts after the ranked ones, and equal ranks (a project back from the trash whose
 * place was taken meanwhile) newest first.
 */
export const FEATURED_ORDER = (): SQL[] => [
  sql`${projects.featuredRank} asc nulls last`,
  desc(projects.createdAt),
  desc(projects.id),
];

const isFeatured = () => and(eq(projects.featured, true), notDeleted(projects));

async function featuredIds(tx: Transaction): Promise<string[]> {
  const rows = await tx.select({ id: projects.id }).from(projects).where(isFeatured()).orderBy(...FEATURED_ORDER());
  return rows.map((row) => row.id);
}

async function nextRank(tx: Transaction): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${projects.featuredRank}) + 1, 0)` })
    .from(projects)
    .where(isFeatured());
  return Number(row?.next ?? 0);
}

/** Ranks `ids` 0, 1, 2… in one statement. */
async function writeRanks(tx: Transaction, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(projects)
    .set({ featuredRank: placeIn(projects.id, ids) })
    .where(inArray(projects.id, [...ids]));
}

type FeaturedWrite = { featured?: boolean; featuredRank?: number | null };

/** The project modules' write hooks: the rank follows `featured` in the same transaction. */
export function featuredHooks<Insert extends FeaturedWrite>(): WriteHooks<ProjectRow, Insert> {
  return {
    async lock(tx, values) {
      if (values.featured !== undefined) await lockOrder(tx, ORDER_LOCKS.featuredProjects);
    },
    async beforeCreate(tx, values) {
      return { ...values, featuredRank: values.featured ? await nextRank(tx) : null };
    },
    async beforeUpdate(tx, before, values) {
      if (values.featured === undefined || values.featured === before.featured) return values;
      if (values.featured) return { ...values, featuredRank: await nextRank(tx) };
      // Unfeatured: the ones after it move up, so the ranks stay 0…n-1.
      await writeRanks(tx, (await featuredIds(tx)).filter((id) => id !== before.id));
      return { ...values, featuredRank: null };
    },
  };
}

/**
 * Sets the order of the featured projects: `ids` must be exactly the featured projects not
 * in the trash (drafts and archived ones included: the owner chose them), else 400.
 */
export async function reorderFeatured(ids: readonly string[]): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockOrder(tx, ORDER_LOCKS.featuredProjects);
    const problem = membershipProblem(ids, await featuredIds(tx), "featured projects");
    if (problem) throw badRequest(problem);
    await writeRanks(tx, ids);
  });
}
