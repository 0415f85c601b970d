"use client";

import { useState } from "react";
import { askInDialog } from "@/components/ui/confirm";
import { Dialog } from "@/components/ui/dialog";
import type { FormCopy } from "@/lib/client/unsaved-work/form-copy";
import { primaryButtonClass, secondaryButtonClass } from "../fields/styles";

/** The copy's text as one plain document, each field under its label. */
export function copyAsText(copy: Pick<FormCopy, "values">, labels: Record<string, string>): string {
  return Object.entries(copy.values)
    .filter(([field, value]) => labels[field] && value.trim() !== "")
    .map(([field, value]) => `${labels[field]}:\n${value}`)
    .join("\n\n");
}

export type DeletedAnswer = "save-as-new" | "close";

function DeletedItem({ copy, noun, labels, answer }: { copy: FormCopy; noun: string; labels: Record<string, string>; answer: (value: DeletedAnswer) => void }) {
  const [copied, setCopied] = useState<string | null>(null);
  async function copyText() {
    try {
      await navigator.clipboard.writeText(copyAsText(copy, labels));
      setCopied("Copied: paste it wherever you like.");
    } catch {
      setCopied("This browser did not allow copying. Save it as a new item instead, or select the text in the form and copy it.");
    }
  }
  return (
    <Dialog
      open
      role="alertdialog"
      onClose={() => answer("close")}
      title={`This ${noun} was deleted while you were editing it`}
      description={`So your changes could not be saved to it. They are kept: copy them, or save them as a new ${noun}.`}
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={() => answer("close")}>
            Close
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => void copyText()}>
            Copy my text
          </button>
          <button type="button" className={primaryButtonClass} onClick={() => answer("save-as-new")}>
            Save as a new {noun}
          </button>
        </>
      }
    >
      {copied && (
        <p role="status" className="text-sm text-fg">
          {copied}
        </p>
      )}
    </Dialog>
  );
}

/** Asked when a save found the item deleted: resolves with what the owner chose. */
export function askAboutDeletedItem(copy: FormCopy, noun: string, labels: Record<string, string>): Promise<DeletedAnswer> {
  return askInDialog<DeletedAnswer>((answer) => <DeletedItem copy={copy} noun={noun} labels={labels} answer={answer} />);
}
