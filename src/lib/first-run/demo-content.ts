import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { profileDefaults } from "@/config/site";
import { getDb } from "@/lib/db";
import { readProfileRow } from "@/lib/db/profile-row";
import { blogs, certifications, experiences, messages, profile, projects, techStack } from "@/lib/db/schema";
import { clearedImageColumns } from "@/lib/images/fields";
import { deleteUnusedFiles } from "@/lib/media/in-use";
import { notDeleted } from "@/lib/trash/condition";
import { trashNow } from "@/lib/trash/clock";

/**
 * The zero-config demo's content as the first-run checklist sees it: the rows the seed
 * marked (`seeded`, cleared by the owner's first edit of one) and the profile fields it wrote
 * that the owner has not changed (`demoFields`).
 */

const SEEDED_TABLES = [projects, blogs, experiences, certifications, techStack, messages] as const;

/** How many of the demo's items are still on the site (not in the trash, not edited). */
export async function countDemoItems(): Promise<number> {
  const db = await getDb();
  const [first, second, ...rest] = SEEDED_TABLES.map((table) =>
    db.select({ count: sql<number>`count(*)::int`.as("count") }).from(table).where(and(eq(table.seeded, true), notDeleted(table))),
  );
  const rows = await unionAll(first, second, ...rest);
  return rows.reduce((sum, row) => sum + Number(row.count), 0);
}

export interface DemoRemoval {
  /** Items moved to the trash. */
  items: number;
  /** Profile fields set back to the neutral first profile (src/config/site.ts). */
  profileFields: number;
}

/**
 * "Remove demo content": every demo item still marked goes to the trash (restorable for 30
 * days, like any delete), and every profile field the demo wrote and the owner left alone
 * goes back to the neutral first profile; the demo's photo and résumé files are deleted
 * unless something else names them. One transaction: all of it or nothing.
 */
export async function removeDemoContent(): Promise<DemoRemoval> {
  const db = await getDb();
  await readProfileRow(db); // the row exists from here on
  const neutral: Record<string, unknown> = { ...profileDefaults(), ...clearedImageColumns("avatar"), avatarAlt: "" };
  const { items, reset, before } = await db.transaction(async (tx) => {
    const now = trashNow();
    let items = 0;
    for (const table of SEEDED_TABLES) {
      const moved = await tx
        .update(table)
        .set({ deletedAt: now })
        .where(and(eq(table.seeded, true), notDeleted(table)))
        .returning({ id: table.id });
      items += moved.length;
    }
    const [before] = await tx.select().from(profile).where(eq(profile.id, 1)).for("update");
    const fields = before.demoFields ?? [];
    const changes: Record<string, unknown> = {};
    for (const field of fields) {
      if (field === "avatar") Object.assign(changes, clearedImageColumns("avatar"));
      else if (field in neutral) changes[field] = neutral[field];
    }
    // The demo's headline named the demo's person: it follows the (kept or neutral) name.
    if (fields.includes("heroHeadline")) changes.heroHeadline = `Hi, I'm ${(changes.name as string | undefined) ?? before.name}.`;
    if (before.demoFields !== null || Object.keys(changes).length > 0) {
      await tx.update(profile).set({ ...changes, demoFields: [], updatedAt: new Date() }).where(eq(profile.id, 1));
    }
    return { items, reset: fields.length, before };
  });
  await deleteUnusedFiles([
    before.demoFields?.includes("avatar") ? before.avatar : null,
    before.demoFields?.includes("resumeUrl") ? before.resumeUrl : null,
  ]);
  return { items, profileFields: reset };
}
