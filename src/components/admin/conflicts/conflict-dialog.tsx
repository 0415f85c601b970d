"use client";

import { useId, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import type { HunkChoice } from "@/lib/merge/three-way";
import { primaryButtonClass, secondaryButtonClass } from "../fields/styles";

/** One part both sides changed: where it is, and the two versions as the owner reads them. */
export interface ConflictPart {
  field: string;
  label: string;
  /** The text just before it (a text field), to say where in the text it is. */
  before: string;
  mine: string;
  theirs: string;
  /** Both can be kept (text: yours, then the saved one). */
  canKeepBoth: boolean;
}

export interface ConflictDialogProps {
  /** "post", "project", "profile"… */
  noun: string;
  parts: ConflictPart[];
  /** Merged without asking: labels of fields saved from your changes, kept as saved, merged by paragraphs. */
  keptFromMine: string[];
  keptFromSaved: string[];
  mergedByParts: string[];
  /** The owner's choice per part (in order), or null: not now (the form stays as it is, unsaved). */
  onResolve: (choices: HunkChoice[] | null) => void;
}

const CHOICE_LABELS: Record<HunkChoice, string> = { mine: "Keep yours", theirs: "Keep the saved one", both: "Keep both" };

/** A few words of the text before a part, to find it by. */
const where = (before: string) => {
  const line = before.trim().split("\n").at(-1)?.trim() ?? "";
  return line.length > 80 ? `…${line.slice(-80)}` : line;
};

/**
 * A save met a newer version and both sides changed the same part. What only one side
 * changed, and what changed in different paragraphs of one text, is merged already (listed,
 * so the owner knows); each part both changed is shown alone, side by side, and the owner
 * keeps theirs, the saved one, or both. Saving then sends the result over the version now seen.
 */
export function ConflictDialog({ noun, parts, keptFromMine, keptFromSaved, mergedByParts, onResolve }: ConflictDialogProps) {
  const id = useId();
  const [choices, setChoices] = useState<HunkChoice[]>(() => parts.map(() => "mine"));

  return (
    <Dialog
      open
      role="alertdialog"
      size="lg"
      onClose={() => onResolve(null)}
      title={`This ${noun} was changed elsewhere`}
      description={
        <>
          It was saved in another tab or on another device after you opened it. Nothing has been overwritten.
          {parts.length === 1 ? " One part" : ` ${parts.length} parts`} changed on both sides: choose what to keep, then save.
        </>
      }
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={() => onResolve(null)}>
            Not now
          </button>
          <button type="button" className={primaryButtonClass} onClick={() => onResolve(choices)}>
            Save with these choices
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        {parts.map((part, index) => (
          <fieldset key={index} data-conflict-part className="flex min-w-0 flex-col gap-3 rounded-xl border border-line p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold text-fg">
              {part.label}
              {parts.filter((other) => other.field === part.field).length > 1 && ` (part ${parts.slice(0, index + 1).filter((other) => other.field === part.field).length})`}
            </legend>
            {part.before.trim() && <p className="min-w-0 break-words text-xs text-muted">After: “{where(part.before)}”</p>}
            <div className="grid min-w-0 grid-cols-1 gap-3 md:grid-cols-2">
              {(["mine", "theirs"] as const).map((side) => (
                <div key={side} className="flex min-w-0 flex-col gap-1.5">
                  <p className="text-xs font-medium uppercase tracking-wide text-muted">{side === "mine" ? "Yours" : "Saved"}</p>
                  <p
                    data-conflict-value={side}
                    className="max-h-48 min-w-0 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-surface-2 p-2 font-mono text-xs leading-relaxed text-fg"
                  >
                    {(side === "mine" ? part.mine : part.theirs).replace(/^(?:[ \t]*\r?\n)+|(?:\r?\n[ \t]*)+$/g, "") || "(empty)"}
                  </p>
                </div>
              ))}
            </div>
            <div role="radiogroup" aria-label={`${part.label}: what to keep`} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
              {(part.canKeepBoth ? (["mine", "theirs", "both"] as const) : (["mine", "theirs"] as const)).map((choice) => (
                <label
                  key={choice}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line-strong bg-bg px-3 text-sm font-medium text-fg has-[:checked]:border-accent has-[:checked]:ring-1 has-[:checked]:ring-accent"
                >
                  <input
                    type="radio"
                    name={`${id}-${index}`}
                    value={choice}
                    checked={choices[index] === choice}
                    onChange={() => setChoices((current) => current.map((value, at) => (at === index ? choice : value)))}
                    className="h-5 w-5 shrink-0 accent-[var(--accent-strong)]"
                  />
                  {CHOICE_LABELS[choice]}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        {(keptFromSaved.length > 0 || keptFromMine.length > 0 || mergedByParts.length > 0) && (
          <ul className="flex flex-col gap-1 text-sm text-muted">
            {keptFromMine.length > 0 && <li>Saved from your changes: {keptFromMine.join(", ")}.</li>}
            {keptFromSaved.length > 0 && <li>Kept as saved elsewhere: {keptFromSaved.join(", ")}.</li>}
            {mergedByParts.length > 0 && <li>Both changed, in different paragraphs, so both are kept: {mergedByParts.join(", ")}.</li>}
          </ul>
        )}
      </div>
    </Dialog>
  );
}

