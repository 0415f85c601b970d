"use client";

import { useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";

export interface DialogProps {
  open: boolean;
  /** Escape, the backdrop or a Cancel: the dialog asks to close; the owner of `open` decides. */
  onClose: () => void;
  title: string;
  /** The sentence under the title, read with it when the dialog opens. */
  description?: React.ReactNode;
  children?: React.ReactNode;
  /** The buttons, last the one most people want (on a phone they stack, that one first). */
  actions: React.ReactNode;
  /** "alertdialog" for a question that must be answered (leave, discard, delete for good). */
  role?: "dialog" | "alertdialog";
  /** Wider for side-by-side content (a conflict, a diff). */
  size?: "sm" | "lg";
  /** The element focused when it opens; else the first focusable one after the text. */
  initialFocus?: React.RefObject<HTMLElement | null>;
}

/**
 * The product's own dialog: the native <dialog> opened modal, so the browser traps focus,
 * makes the page behind it inert and closes it on Escape; focus goes back where it was.
 * Rendered into <body> (never inside a form, whose submit it must not trigger), labelled by
 * its title and described by its text, both themes from the site's tokens, 44 px actions.
 */
export function Dialog({ open, onClose, title, description, children, actions, role = "dialog", size = "sm", initialFocus }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (the component tests) has no showModal: the open attribute shows it there.
    if (!dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    }
    (initialFocus?.current ?? dialog.querySelector<HTMLElement>("[data-dialog-body] :is(input,textarea,select,button)") ?? dialog.querySelector<HTMLElement>("[data-dialog-actions] button:last-child"))?.focus();
    return () => {
      if (dialog.open && typeof dialog.close === "function") dialog.close();
      const back = returnFocus.current;
      // The element may have gone with the screen (a navigation after "Leave").
      if (back?.isConnected) back.focus();
    };
  }, [open, initialFocus]);

  if (!open || typeof document === "undefined") return null;
  return createPortal(
    <dialog
      ref={ref}
      role={role}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onCancel={(event) => {
        // Escape: the owner of `open` closes it (and React state stays the truth).
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel).
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-1.5rem)] ${size === "lg" ? "max-w-3xl" : "max-w-md"} max-h-[calc(100dvh-1.5rem)] overflow-hidden rounded-2xl border border-line bg-surface p-0 text-fg shadow-card backdrop:bg-black/50 backdrop:backdrop-blur-[2px]`}
    >
      <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
        <div className="flex min-h-0 flex-col gap-3 overflow-y-auto p-5 sm:p-6" data-dialog-body>
          <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight text-fg">
            {title}
          </h2>
          {description && (
            <div id={`${id}-description`} className="text-pretty text-sm text-muted">
              {description}
            </div>
          )}
          {children}
        </div>
        <div
          data-dialog-actions
          className="flex flex-col-reverse gap-2 border-t border-line p-4 sm:flex-row sm:flex-wrap sm:justify-end sm:px-6"
        >
          {actions}
        </div>
      </div>
    </dialog>,
    document.body,
  );
}
