"use client";

import { apiRequest } from "./api";
import { toast } from "./toast";

/** How long the Undo of a delete is offered: the toast stays this long (hover pauses it). */
export const UNDO_MS = 10_000;

const failure = (error: unknown) => (error instanceof Error && error.message ? error.message : "Something went wrong!");

/**
 * The spec's toast after a delete, word for word, with an Undo button for 10 s. Undo asks
 * the API to restore the item (POST {itemPath}/restore), toasts its answer and calls
 * `showAgain`, which must go through the owner's refresh (useOwnerChange) so every list
 * shows the item again without a reload.
 */
export function toastDeletedWithUndo(message: string, itemPath: string, showAgain: () => void | Promise<void>): void {
  let undone = false;
  async function undo() {
    if (undone) return;
    undone = true;
    try {
      const { msg } = await apiRequest<{ msg: string }>(`${itemPath}/restore`, { method: "POST" });
      toast.success(msg);
      await showAgain();
    } catch (error) {
      undone = false;
      toast.error(failure(error));
    }
  }
  toast.success(message, { duration: UNDO_MS, action: { label: "Undo", onClick: () => void undo() } });
}
