import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { previewLinkCutoffs } from "@/lib/db/schema";
import type { PreviewCollection } from "./token";

/*
 * Preview links are signed tokens, stored nowhere: what the server keeps is, per post or
 * project, the moment before which every link of it is void (issue 22, point 7). It moves
 * forward, never back, when:
 * - the item stops being public: an owner's write to an item that was live (published and
 *   due, whether the owner published it or its schedule did) — unpublishing, rescheduling,
 *   or any edit while it is live, after which links made earlier stay void even once it is
 *   a draft again (a live item's link only redirects to its public page meanwhile);
 * - the item goes to the trash (restoring it does not bring its links back);
 * - the owner ends every link of it at once ("End preview links").
 */

/** Every link of the item made at or before this moment is void; null when none was ended. */
export async function previewLinksValidAfter(collection: PreviewCollection, itemId: string): Promise<Date | null> {
  const db = await getDb();
  const [row] = await db
    .select({ validAfter: previewLinkCutoffs.validAfter })
    .from(previewLinkCutoffs)
    .where(and(eq(previewLinkCutoffs.collection, collection), eq(previewLinkCutoffs.itemId, itemId)))
    .limit(1);
  return row?.validAfter ?? null;
}

/** Voids every link of the item made until `at` (now): the cutoff only ever moves forward. */
export async function endPreviewLinks(collection: PreviewCollection, itemId: string, at: Date = new Date()): Promise<void> {
  const db = await getDb();
  await db
    .insert(previewLinkCutoffs)
    .values({ collection, itemId, validAfter: at })
    .onConflictDoUpdate({
      target: [previewLinkCutoffs.collection, previewLinkCutoffs.itemId],
      set: { validAfter: sql`greatest(${previewLinkCutoffs.validAfter}, excluded.valid_after)` },
    });
}

/** Whether a link of the item made at `issuedAt` was voided since. */
export function isVoided(issuedAt: Date, validAfter: Date | null): boolean {
  return validAfter !== null && issuedAt.getTime() <= validAfter.getTime();
}
