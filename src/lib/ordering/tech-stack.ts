import "server-only";
import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { techStack, type TechStackRow } from "@/lib/db/schema";
import type { Transaction, WriteHooks } from "@/lib/data/store";
import type { TechStackType } from "@/lib/enums";
import { badRequest } from "@/lib/errors";
import { notDeleted } from "@/lib/trash/condition";
import { TECH_STACK_GROUPS } from "@/lib/validations/tech-stack";
import { lockOrder, membershipProblem, ORDER_LOCKS, placeIn } from "./order";

/**
 * The owner's order within each section of /techStack (the item's `techStackType`: Skills,
 * Dev Tools…): `position`, then the title. A new item goes last in its section, and so does
 * an item moved to another section; PUT /techStack/order sets one section's order.
 */
export const TECH_STACK_ORDER = (): SQL[] => [
  asc(techStack.position),
  asc(sql`lower(${techStack.title})`),
  asc(techStack.createdAt),
  asc(techStack.id),
];

const inGroup = (type: TechStackType) => and(eq(techStack.techStackType, type), notDeleted(techStack));

async function groupIds(tx: Transaction, type: TechStackType): Promise<string[]> {
  const rows = await tx.select({ id: techStack.id }).from(techStack).where(inGroup(type)).orderBy(...TECH_STACK_ORDER());
  return rows.map((row) => row.id);
}

async function nextPosition(tx: Transaction, type: TechStackType): Promise<number> {
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${techStack.position}) + 1, 0)` })
    .from(techStack)
    .where(inGroup(type));
  return Number(row?.next ?? 0);
}

type PositionedWrite = { techStackType?: TechStackType; position?: number };

/** The tech stack module's write hooks: a new item, or one moved to another section, goes last there. */
export function positionHooks<Insert extends PositionedWrite>(): WriteHooks<TechStackRow, Insert> {
  return {
    async lock(tx, values) {
      if (values.techStackType !== undefined) await lockOrder(tx, ORDER_LOCKS.techStack);
    },
    async beforeCreate(tx, values) {
      return values.techStackType ? { ...values, position: await nextPosition(tx, values.techStackType) } : values;
    },
    async beforeUpdate(tx, before, values) {
      if (values.techStackType === undefined || values.techStackType === before.techStackType) return values;
      return { ...values, position: await nextPosition(tx, values.techStackType) };
    },
  };
}

const sectionLabel = (type: TechStackType) => TECH_STACK_GROUPS.find((group) => group.type === type)?.label ?? type;

/**
 * Sets the order of one section: `ids` must be exactly its items not in the trash, else 400.
 * Positions become 0, 1, 2… in one statement.
 */
export async function reorderTechStack(type: TechStackType, ids: readonly string[]): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await lockOrder(tx, ORDER_LOCKS.techStack);
    const problem = membershipProblem(ids, await groupIds(tx, type), `${sectionLabel(type)} items`);
    if (problem) throw badRequest(problem);
    if (ids.length === 0) return;
    await tx
      .update(techStack)
      .set({ position: placeIn(techStack.id, ids) })
      .where(inArray(techStack.id, [...ids]));
  });
}
