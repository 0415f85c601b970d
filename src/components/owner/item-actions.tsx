"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { apiRequest } from "@/lib/client/api";
import { OwnerOnly } from "./owner-only";

/**
 * Edit and Delete for one item on a public list, shown to the owner only. Delete asks
 * for confirmation, shows 'Deleting' while it works, then toasts and refreshes the page.
 */
export function ItemActions({
  editHref,
  deletePath,
  label,
  deletedMessage,
}: {
  /** e.g. "/edit-project/<id>" */
  editHref: string;
  /** API path, e.g. "/projects/<id>" */
  deletePath: string;
  /** What is deleted, for the confirmation and the accessible names ("project Fieldnotes"). */
  label: string;
  /** The spec's toast, e.g. "Project deleted successfully!" */
  deletedMessage: string;
}) {
  const router = useRouter();
  const [deleting, setDeleting] = useState(false);

  async function onDelete() {
    if (!window.confirm(`Delete ${label}? This cannot be undone.`)) return;
    setDeleting(true);
    try {
      await apiRequest(deletePath, { method: "DELETE" });
      toast.success(deletedMessage);
      // Lists read in the browser (a project search or filter) are SWR keys under the
      // collection, e.g. "/projects?projectType=archived": refresh them as well as the page.
      // SWR is loaded here, not with the page: visitors never delete anything.
      const collection = deletePath.slice(0, deletePath.lastIndexOf("/"));
      void import("swr").then(({ mutate }) => mutate((key) => typeof key === "string" && key.startsWith(collection)));
      router.refresh();
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setDeleting(false);
    }
  }

  return (
    <OwnerOnly>
      <div className="flex gap-2">
        <Link
          href={editHref}
          aria-label={`Edit ${label}`}
          className="inline-flex min-h-11 items-center rounded-md border border-neutral-400 px-4 text-sm font-medium hover:bg-neutral-100 dark:border-neutral-600 dark:hover:bg-neutral-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
        >
          Edit
        </Link>
        <button
          type="button"
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Delete ${label}`}
          className="inline-flex min-h-11 items-center rounded-md border border-red-600/70 px-4 text-sm font-medium text-red-700 hover:bg-red-50 dark:border-red-500/60 dark:text-red-300 dark:hover:bg-red-500/10 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
        >
          {deleting ? "Deleting" : "Delete"}
        </button>
      </div>
    </OwnerOnly>
  );
}
