"use client";

import { useRef } from "react";
import { askInDialog } from "@/components/ui/confirm";
import { Dialog } from "@/components/ui/dialog";
import type { LocalDraft } from "@/lib/client/drafts/draft-store";
import { dangerButtonClass, primaryButtonClass } from "../fields/styles";
import { draftTime } from "./draft-offer";

function LogoutQuestion({ drafts, answer }: { drafts: LocalDraft[]; answer: (logOut: boolean) => void }) {
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={() => answer(false)}
      title="Log out and delete unsaved changes?"
      description="This device keeps changes you have not saved. Logging out deletes them, so nobody else using it can read them."
      initialFocus={stayRef}
      actions={
        <>
          <button type="button" className={dangerButtonClass} onClick={() => answer(true)}>
            Log out and delete them
          </button>
          <button ref={stayRef} type="button" className={primaryButtonClass} onClick={() => answer(false)}>
            Stay logged in
          </button>
        </>
      }
    >
      <ul className="flex flex-col gap-1 text-sm text-fg">
        {drafts.map((draft) => (
          <li key={draft.key}>
            <a href={draft.path} className="font-medium text-accent underline-offset-4 hover:underline">
              {draft.label.charAt(0).toUpperCase() + draft.label.slice(1)}
            </a>{" "}
            <span className="text-muted">({draftTime(draft.savedAt)})</span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/**
 * Asked before logging out when this device holds unsaved work: loaded only then (the
 * navigation's logout is on every page, this dialog is not). Resolves true to log out.
 */
export function askToLogOutWithDrafts(drafts: LocalDraft[]): Promise<boolean> {
  return askInDialog<boolean>((answer) => <LogoutQuestion drafts={drafts} answer={answer} />);
}
