"use client";

import { useRef } from "react";
import { createRoot } from "react-dom/client";
import { buttonClasses } from "./button";
import { Dialog } from "./dialog";

export interface Confirmation {
  title: string;
  description: React.ReactNode;
  /** The action's own words ("Delete forever"), never a bare OK. */
  confirmLabel: string;
  cancelLabel?: string;
  /** A final action (a loss that cannot be undone): the button says so by its colour. */
  danger?: boolean;
}

function ConfirmQuestion({ question, answer }: { question: Confirmation; answer: (yes: boolean) => void }) {
  // Focus starts on the safe answer: an Enter pressed out of habit loses nothing.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={() => answer(false)}
      title={question.title}
      description={question.description}
      initialFocus={cancelRef}
      actions={
        <>
          <button ref={cancelRef} type="button" className={buttonClasses({ variant: "secondary" })} onClick={() => answer(false)}>
            {question.cancelLabel ?? "Cancel"}
          </button>
          <button type="button" className={buttonClasses({ variant: question.danger ? "danger" : "primary" })} onClick={() => answer(true)}>
            {question.confirmLabel}
          </button>
        </>
      }
    />
  );
}

/**
 * The product's question before a final action, in place of the browser's window.confirm:
 * the site's own accessible dialog (./dialog.tsx: focus kept inside and given back, Escape,
 * labelled, 44 px actions, both themes). Resolves true when the owner confirms. Rendered in
 * a root of its own, so any owner screen can ask without holding the dialog's state; a
 * module only owner screens import (public pages' JavaScript does not carry it).
 */
export function confirmAction(question: Confirmation): Promise<boolean> {
  return askInDialog((answer) => <ConfirmQuestion question={question} answer={answer} />);
}

/**
 * Shows a question (a dialog `render` makes) in a root of its own and resolves with its
 * answer, then takes it away: any screen can ask without holding the dialog's state.
 */
export function askInDialog<T>(render: (answer: (value: T) => void) => React.ReactNode): Promise<T> {
  return new Promise((resolve) => {
    const host = document.createElement("div");
    document.body.appendChild(host);
    const root = createRoot(host);
    const answer = (value: T) => {
      root.unmount();
      host.remove();
      resolve(value);
    };
    root.render(render(answer));
  });
}
