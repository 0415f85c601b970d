"use client";

import { toast } from "@/lib/client/toast";
import { moveDraft, type LocalDraft } from "@/lib/client/drafts/draft-store";

/** The draft's text as one plain document, each field under its label. */
export function draftAsText(draft: LocalDraft, labels: Record<string, string>): string {
  return Object.entries(draft.values)
    .filter(([field, value]) => labels[field] && value.trim() !== "")
    .map(([field, value]) => `${labels[field]}:\n${value}`)
    .join("\n\n");
}

/**
 * A save answered 404: the item was deleted (from another tab or device) while the owner was
 * editing it. The owner is back on its list, and this notice stays until answered: copy what
 * was typed, or save it as a new item (the add form opens with it, files included).
 */
export function noticeDeletedWhileEditing({
  draft,
  noun,
  labels,
  addPath,
  addKey,
  go,
}: {
  draft: LocalDraft;
  noun: string;
  labels: Record<string, string>;
  addPath: string;
  addKey: string;
  go: (path: string) => void;
}): void {
  toast.error(`This ${noun} was deleted while you were editing it, so your changes could not be saved to it. They are kept on this device.`, {
    duration: Infinity,
    closeButton: false,
    // Copying keeps the notice (the owner may still want the new item); saving closes it.
    action: {
      label: "Copy my text",
      onClick: (event) => {
        event.preventDefault();
        void navigator.clipboard.writeText(draftAsText(draft, labels)).then(
          () => toast.success("Your text is copied."),
          () => toast.error("This browser did not allow copying."),
        );
      },
    },
    cancel: {
      label: `Save as a new ${noun}`,
      onClick: () => {
        void moveDraft(draft.key, { ...draft, key: addKey, path: addPath, baseVersion: null, base: null, restoreOnOpen: true }).then(() => go(addPath));
      },
    },
  });
}
