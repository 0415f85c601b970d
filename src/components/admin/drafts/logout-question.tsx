"use client";

import { useRef } from "react";
import { askInDialog } from "@/components/ui/confirm";
import { Dialog } from "@/components/ui/dialog";
import type { FormCopy } from "@/lib/client/unsaved-work/form-copy";
import { dangerButtonClass, primaryButtonClass } from "../fields/styles";
import { keptTime } from "./kept-time";

function LogoutQuestion({ copies, answer }: { copies: FormCopy[]; answer: (logOut: boolean) => void }) {
  const stayRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={() => answer(false)}
      title="Log out and delete unsaved changes?"
      description="These changes are only on this device: they could not be sent to the server (are you offline?). Logging out deletes them from this device, so nobody else using it can read them."
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
        {copies.map((copy) => (
          <li key={copy.id}>
            <a href={copy.path} className="font-medium text-accent underline-offset-4 hover:underline">
              {copy.label.charAt(0).toUpperCase() + copy.label.slice(1)}
            </a>{" "}
            <span className="text-muted">({keptTime(copy.savedAt)})</span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/**
 * Asked before logging out when unsaved work of this device could not be sent to the server:
 * loaded only then (the navigation's logout is on every page, this dialog is not). Resolves
 * true to log out.
 */
export function askToLogOutWithUnsent(copies: FormCopy[]): Promise<boolean> {
  return askInDialog<boolean>((answer) => <LogoutQuestion copies={copies} answer={answer} />);
}
