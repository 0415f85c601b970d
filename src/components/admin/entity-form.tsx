"use client";

import Link from "next/link";
import { FieldErrorsProvider } from "./fields/field-errors";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "./fields/styles";
import { useEntityForm, type EditTarget, type EntityFormConfig } from "./use-entity-form";

export interface EntityFormProps {
  config: EntityFormConfig;
  /** Absent on an add screen. */
  target?: EditTarget;
  /** 'SAVE' on add, 'Update' on edit. */
  submitLabel: string;
  children: React.ReactNode;
}

/**
 * The frame of every add and edit form: one column on phones, two from md up (wide fields
 * take `md:col-span-2`), upload progress, and the Submit / Delete / Cancel row.
 */
export function EntityForm({ config, target, submitLabel, children }: EntityFormProps) {
  const { errors, submitting, deleting, busy, progress, onSubmit, onDelete } = useEntityForm(config, target);

  return (
    <form onSubmit={onSubmit} noValidate aria-busy={busy} className="flex flex-col gap-6">
      <FieldErrorsProvider value={errors}>
        <div className="grid grid-cols-1 gap-5 md:grid-cols-2">{children}</div>
      </FieldErrorsProvider>

      {progress !== null && (
        <div className="flex flex-col gap-1.5" role="status">
          <span className="text-sm text-muted">Uploading: {progress}%</span>
          <progress
            value={progress}
            max={100}
            aria-label="Upload progress"
            className="h-2 w-full overflow-hidden rounded-full bg-surface-2 accent-[var(--accent-strong)] [&::-moz-progress-bar]:bg-accent-strong [&::-webkit-progress-bar]:bg-surface-2 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent-strong"
          />
        </div>
      )}

      <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:items-center">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {submitting ? "Submitting" : submitLabel}
        </button>
        {target && (
          <button type="button" onClick={onDelete} disabled={busy} className={dangerButtonClass}>
            {deleting ? "Deleting" : "Delete"}
          </button>
        )}
        <Link href={config.listHref} className={`${secondaryButtonClass} sm:ml-auto`}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
