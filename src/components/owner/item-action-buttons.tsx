"use client";

import Link from "next/link";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { apiRequest } from "@/lib/client/api";
import { useOwnerChange } from "@/lib/client/owner-change";
import { toastDeletedWithUndo } from "@/lib/client/undo-delete";
import { buttonClasses } from "@/components/ui/button";
import type { ItemActionsProps } from "./owner-only";

/**
 * Edit and Delete for one item on a public list (./item-actions.tsx shows them to the owner
 * only, loading this module then). Delete shows 'Deleting' while it works (the item goes
 * to the trash, no question asked), then toasts (with Undo, which brings the item back) and refreshes the page.
 */
export function ItemActionButtons({
  editHref,
  deletePath,
  label,
  deletedMessage,
}: ItemActionsProps) {
  const showOwnerChange = useOwnerChange();
  const [deleting, setDeleting] = useState(false);

  // No question: the item goes to the trash, and the toast's Undo brings it back.
  async function onDelete() {
    setDeleting(true);
    try {
      await apiRequest(deletePath, { method: "DELETE" });
      toastDeletedWithUndo(deletedMessage, deletePath, () => showOwnerChange());
      // This page, the project search's lists and every page cached in the tab.
      showOwnerChange();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <div className="flex gap-2">
        <Link
          href={editHref}
          aria-label={`Edit ${label}`}
          className={buttonClasses({ variant: "secondary" })}
        >
          Edit
        </Link>
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Delete ${label}`}
          className={buttonClasses({ variant: "danger" })}
        >
          {deleting ? "Deleting" : "Delete"}
        </button>
    </div>
  );
}
