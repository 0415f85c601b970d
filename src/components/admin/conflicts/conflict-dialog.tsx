"use client";

import { useId, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/lib/client/toast";
import { primaryButtonClass, secondaryButtonClass } from "../fields/styles";
import type { FieldGroups } from "./merge";

export type Side = "mine" | "theirs";

export interface ConflictField {
  /** The field (or a group's first field) as the form names it. */
  field: string;
  label: string;
  /** What the form holds now, as the owner would read it. */
  mine: string;
  /** What is saved now, as the owner would read it. */
  theirs: string;
}

export interface ConflictDialogProps {
  open: boolean;
  /** "post", "project", "profile"… */
  noun: string;
  fields: ConflictField[];
  /** Changed elsewhere only: kept as saved. Labels. */
  keptFromSaved: string[];
  /** Changed here only: saved with the owner's choice. Labels. */
  keptFromMine: string[];
  /** The owner's choice per field, or null: not now (the form stays as it is, unsaved). */
  onResolve: (choices: Record<string, Side> | null) => void;
}

/** Expands a conflict row's field to the fields it stands for (a group's members). */
export function fieldsOfRow(field: string, groups: FieldGroups): readonly string[] {
  return groups.find((group) => group[0] === field) ?? [field];
}

/**
 * A save met a newer version. What only one side changed is merged already (listed, so the
 * owner knows); each field both sides changed is shown side by side, and the owner keeps
 * theirs or takes the saved one, and can copy their text first. Saving then sends the result
 * over the version it has now seen.
 */
export function ConflictDialog({ open, noun, fields, keptFromSaved, keptFromMine, onResolve }: ConflictDialogProps) {
  const id = useId();
  const [choices, setChoices] = useState<Record<string, Side>>({});
  const choiceOf = (field: string): Side => choices[field] ?? "mine";

  async function copy(field: ConflictField) {
    try {
      await navigator.clipboard.writeText(field.mine);
      toast.success(`Your ${field.label.toLowerCase()} is copied.`);
    } catch {
      toast.error("This browser did not allow copying: select the text and copy it by hand.");
    }
  }

  return (
    <Dialog
      open={open}
      role="alertdialog"
      size="lg"
      onClose={() => onResolve(null)}
      title={`This ${noun} was changed elsewhere`}
      description={
        <>
          It was saved in another tab or on another device after you opened it. Nothing has been overwritten.
          {fields.length === 1 ? " One field" : ` ${fields.length} fields`} changed on both sides: choose what to keep, then save.
        </>
      }
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={() => onResolve(null)}>
            Not now
          </button>
          <button
            type="button"
            className={primaryButtonClass}
            onClick={() => onResolve(Object.fromEntries(fields.map((field) => [field.field, choiceOf(field.field)])))}
          >
            Save with these choices
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-5">
        {fields.map((field) => (
          <fieldset key={field.field} className="flex min-w-0 flex-col gap-3 rounded-xl border border-line p-3 sm:p-4">
            <legend className="px-1 text-sm font-semibold text-fg">{field.label}</legend>
            <div className="grid min-w-0 grid-cols-1 gap-3 md:grid-cols-2">
              {(["mine", "theirs"] as const).map((side) => (
                <label
                  key={side}
                  className="flex min-w-0 cursor-pointer flex-col gap-2 rounded-xl border border-line-strong bg-bg p-3 has-[:checked]:border-accent has-[:checked]:ring-1 has-[:checked]:ring-accent"
                >
                  <span className="flex min-h-11 items-center gap-3 text-sm font-medium text-fg">
                    <input
                      type="radio"
                      name={`${id}-${field.field}`}
                      value={side}
                      checked={choiceOf(field.field) === side}
                      onChange={() => setChoices((current) => ({ ...current, [field.field]: side }))}
                      className="h-5 w-5 shrink-0 accent-[var(--accent-strong)]"
                    />
                    {side === "mine" ? "Keep yours" : "Take the saved one"}
                  </span>
                  <span
                    data-conflict-value={side}
                    className="max-h-48 min-w-0 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-surface-2 p-2 font-mono text-xs leading-relaxed text-fg"
                  >
                    {(side === "mine" ? field.mine : field.theirs) || "(empty)"}
                  </span>
                </label>
              ))}
            </div>
            <div>
              <button type="button" className={secondaryButtonClass} onClick={() => void copy(field)}>
                Copy yours<span className="sr-only"> ({field.label})</span>
              </button>
            </div>
          </fieldset>
        ))}
        {(keptFromSaved.length > 0 || keptFromMine.length > 0) && (
          <ul className="flex flex-col gap-1 text-sm text-muted">
            {keptFromMine.length > 0 && <li>Saved from your changes: {keptFromMine.join(", ")}.</li>}
            {keptFromSaved.length > 0 && <li>Kept as saved elsewhere: {keptFromSaved.join(", ")}.</li>}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
