import "server-only";

export type LoadResult<T> = { item: T } | { error: string };

/**
 * Reads the item an edit screen prefills. An unknown or malformed id (the data modules
 * answer null without a query for a malformed one) and a failed read both become a
 * message for the toast on the way back to the list (spec point 8).
 */
export async function loadForEdit<T>(read: () => Promise<T | null>, label: string): Promise<LoadResult<T>> {
  try {
    const item = await read();
    return item ? { item } : { error: `${label} not found.` };
  } catch (error) {
    console.error(`[admin] could not load the ${label.toLowerCase()}:`, (error as Error).message);
    return { error: `Could not load the ${label.toLowerCase()}. Please try again.` };
  }
}
