"use client";

import { askInDialog } from "@/components/ui/confirm";
import { Dialog } from "@/components/ui/dialog";
import type { FoundCopy } from "@/lib/client/unsaved-work/form-copy";
import { primaryButtonClass, secondaryButtonClass } from "../fields/styles";
import { DiffLines } from "../history/diff-lines";
import { markdownDiff } from "../history/markdown-diff";
import { whereKept } from "./copy-offers";
import { keptTime } from "./kept-time";

interface CompareProps {
  copy: FoundCopy;
  /** The form's values as saved (empty on an add form). */
  saved: Record<string, string>;
  labels: Record<string, string>;
  answer: (restore: boolean) => void;
}

function CompareCopy({ copy, saved, labels, answer }: CompareProps) {
  const fields = Object.keys(labels).filter((field) => field in copy.values && (copy.values[field] ?? "") !== (saved[field] ?? ""));
  return (
    <Dialog
      open
      size="lg"
      onClose={() => answer(false)}
      title="Unsaved changes compared with the saved version"
      description={`From ${keptTime(copy.savedAt)} ${whereKept(copy)}. Lines marked − are only in the saved version, + only in the unsaved changes.`}
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={() => answer(false)}>
            Close
          </button>
          <button type="button" className={primaryButtonClass} onClick={() => answer(true)}>
            Restore
          </button>
        </>
      }
    >
      {fields.length === 0 ? (
        <p className="text-sm text-muted">The text is the same as saved{Object.keys(copy.files).length > 0 ? "; only an image differs" : ""}.</p>
      ) : (
        <div className="flex flex-col gap-4">
          {fields.map((field) => {
            const before = saved[field] ?? "";
            const after = copy.values[field] ?? "";
            const multiline = before.includes("\n") || after.includes("\n") || before.length + after.length > 160;
            return (
              <section key={field} aria-label={`${labels[field]}: differences`} className="flex min-w-0 flex-col gap-1.5">
                <p className="text-sm font-medium text-fg">{labels[field]}</p>
                {multiline ? (
                  <DiffLines rows={markdownDiff(before, after)} removedIs="Only in the saved version" addedIs="Only in the unsaved changes" />
                ) : (
                  <p className="min-w-0 break-words text-sm text-muted">
                    <del className="text-danger">{before || "(empty)"}</del>
                    {" → "}
                    <ins className="text-fg no-underline">{after || "(empty)"}</ins>
                  </p>
                )}
              </section>
            );
          })}
        </div>
      )}
    </Dialog>
  );
}

/** Compare: what the copy would change in the saved item. Resolves true when the owner restores it from here. */
export function compareCopy(props: Omit<CompareProps, "answer">): Promise<boolean> {
  return askInDialog<boolean>((answer) => <CompareCopy {...props} answer={answer} />);
}
