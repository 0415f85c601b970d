"use client";

import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { ChevronDownIcon } from "@/components/ui/icons";
import { buttonClasses } from "@/components/ui/button";
import { focusRing } from "../fields/styles";

// aria-disabled rather than disabled: the first row's Up keeps the keyboard focus it had
// when the row arrived there (a disabled button drops it), and is skipped by its click.
// Shared with the ordering lists (components/admin/ordering).
export const MOVE_BUTTON = [
  "inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-line-strong bg-surface text-fg transition-colors",
  "hover:border-accent hover:text-accent",
  "aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-line-strong aria-disabled:hover:text-fg",
  focusRing,
].join(" ");

export interface RowActionsProps {
  /** How the row is named in the buttons' names: "Move GitHub up", "Remove GitHub". */
  label: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** Up, Down and Remove for one row of an ordered list: buttons, so touch and keyboard alike. */
export function RowActions({ label, index, count, onMove, onRemove }: RowActionsProps) {
  const first = index === 0;
  const last = index === count - 1;
  return (
    <div className="flex shrink-0 items-center gap-1.5">
      <button
        type="button"
        aria-disabled={first || undefined}
        onClick={() => !first && onMove(-1)}
        className={MOVE_BUTTON}
      >
        <ChevronDownIcon size={18} className="rotate-180" />
        <span className="sr-only">Move {label} up</span>
      </button>
      <button
        type="button"
        aria-disabled={last || undefined}
        onClick={() => !last && onMove(1)}
        className={MOVE_BUTTON}
      >
        <ChevronDownIcon size={18} />
        <span className="sr-only">Move {label} down</span>
      </button>
      <button
        type="button"
        onClick={onRemove}
        className={buttonClasses({ variant: "danger", className: "px-4" })}
      >
        Remove<span className="sr-only"> {label}</span>
      </button>
    </div>
  );
}

/**
 * What an ordered list editor needs besides its rows: focus moved to where the owner's
 * hand goes next once the list has re-rendered (a new row's input, the row that took a
 * removed one's place), and a polite live region that says what happened. A reorder needs
 * no help: React gives focus back to an element it moved.
 */
export function useListEditor() {
  const container = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    container.current?.querySelector<HTMLElement>(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  /** Focuses the first element matching `selector` inside the editor once it has rendered. */
  const focusAfterRender = useCallback((selector: string) => {
    pendingFocus.current = selector;
  }, []);

  return { container, focusAfterRender, announcement, announce: setAnnouncement };
}

/** The live region of a list editor (visually hidden). */
export function Announcer({ text }: { text: string }) {
  return (
    <p aria-live="polite" className="sr-only">
      {text}
    </p>
  );
}
