import "server-only";
import { notFound } from "@/lib/errors";
import { TRASH_KINDS, type TrashCollection } from "@/lib/trash/kinds";

export type LoadResult<T> = { item: T } | { error: string };

/**
 * Reads the item an edit screen prefills. An unknown or malformed id (the data modules
 * answer null without a query for a malformed one) becomes the API's own 404 message for
 * the toast on the way back to the list ("TechStack not found.", spec point 8: the toast
 * shows the server's msg); a failed read says it could not be loaded.
 */
export async function loadForEdit<T>(read: () => Promise<T | null>, collection: TrashCollection): Promise<LoadResult<T>> {
  const { apiLabel, label } = TRASH_KINDS[collection];
  try {
    const item = await read();
    return item ? { item } : { error: notFound(apiLabel).message };
  } catch (error) {
    console.error(`[admin] could not load the ${label.toLowerCase()}:`, (error as Error).message);
    return { error: `Could not load the ${label.toLowerCase()}. Please try again.` };
  }
}
