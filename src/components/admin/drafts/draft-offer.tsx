"use client";

import { useEffect, useRef } from "react";
import type { LocalDraft } from "@/lib/client/drafts/draft-store";
import { primaryButtonClass, secondaryButtonClass } from "../fields/styles";

/** "14:32", or "24 Nov, 14:32" for another day: the owner's own clock. */
export function draftTime(savedAt: number, now = new Date()): string {
  const at = new Date(savedAt);
  const time = at.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" });
  if (at.toDateString() === now.toDateString()) return time;
  return `${at.toLocaleDateString(undefined, { day: "numeric", month: "short" })}, ${time}`;
}

/**
 * Shown before anything else when the form opens with unsaved work of this device: Restore
 * puts it back in the form, Discard forgets it. Until the owner answers, the form below is
 * inert, so nothing typed can replace the copy unseen.
 */
export function DraftOffer({
  draft,
  changedSince,
  onRestore,
  onDiscard,
}: {
  draft: LocalDraft;
  /** The item was saved (elsewhere) after this draft was started. */
  changedSince: boolean;
  onRestore: () => void;
  onDiscard: () => void;
}) {
  const restoreRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    restoreRef.current?.focus();
  }, []);
  return (
    <section
      role="region"
      aria-labelledby="draft-offer-title"
      className="flex flex-col gap-3 rounded-2xl border border-accent/50 bg-accent-soft p-4 shadow-card sm:flex-row sm:items-center sm:gap-4"
    >
      <div className="min-w-0 flex-1">
        <h2 id="draft-offer-title" className="font-semibold text-fg">
          Unsaved changes from {draftTime(draft.savedAt)}
        </h2>
        <p className="mt-1 text-pretty text-sm text-muted">
          This device kept what you typed here and did not save.
          {changedSince
            ? " The saved version changed since: when you save, you see what differs and choose."
            : " Restore it to go on where you left off."}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <button type="button" className={secondaryButtonClass} onClick={onDiscard}>
          Discard
        </button>
        <button ref={restoreRef} type="button" className={primaryButtonClass} onClick={onRestore}>
          Restore
        </button>
      </div>
    </section>
  );
}
