"use client";

import Link from "next/link";
import { Fragment } from "react";
import { FieldErrorsProvider } from "./fields/field-errors";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "./fields/styles";
import { SaveBar } from "./saving/save-bar";
import { saveStatus } from "./saving/save-status";
import { UploadProgress } from "./saving/upload-progress";
import { useEntityForm, type EditHelpers, type EditTarget, type EntityFormConfig, type FieldsStart, type StoredValues } from "./use-entity-form";

export interface EntityFormProps<V extends StoredValues> {
  config: EntityFormConfig;
  /** The item as loaded, on an edit screen. */
  stored?: V;
  /** Absent on an add screen. */
  target?: EditTarget;
  /** 'SAVE' on add, 'Update' on edit. */
  submitLabel: string;
  /** The fields, from the values they start with (they start again after a restore). */
  children: (start: FieldsStart<V>, stored: V | undefined) => React.ReactNode;
  /** Beside the save bar's status on an edit screen (History). */
  extraActions?: (stored: V, form: EditHelpers) => React.ReactNode;
}

/**
 * The frame of every add and edit form: one column on phones, two from md up (wide fields
 * take `md:col-span-2`), the draft offer before anything else, the fields held while a save
 * is in flight, what went wrong when it did not go through, and the save bar that stays in
 * reach (above the phone's bottom bar and keyboard), with Delete and Cancel after the form.
 */
export function EntityForm<V extends StoredValues>({ config, stored, target, submitLabel, children, extraActions }: EntityFormProps<V>) {
  const { formRef, core, start, current, errors, submitting, deleting, busy, progress, onSubmit, onDelete, helpers } = useEntityForm<V>(
    config,
    stored,
    target,
  );

  const said = saveStatus({ saving: core.saving, dirty: core.dirty, copy: core.copyStatus, adding: !stored, noun: config.noun });
  const status =
    progress !== null ? (
      <UploadProgress percent={progress} />
    ) : core.dirty || core.saving ? (
      said
    ) : (
      <span className="max-sm:hidden">{said}</span>
    );

  return (
    <div className="flex flex-col gap-6">
      {core.offersNode}
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-busy={busy} className="flex flex-col gap-6">
        <FieldErrorsProvider value={errors}>
          {/* Held while a save is in flight or an offer of unsaved work waits: nothing typed meanwhile is lost. */}
          <fieldset disabled={core.locked} className="m-0 min-w-0 border-0 p-0 disabled:opacity-70">
            <legend className="sr-only">{submitLabel === "SAVE" ? "New item" : "Edit item"}</legend>
            <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
              <Fragment key={core.generation}>{children(start, current)}</Fragment>
            </div>
          </fieldset>
        </FieldErrorsProvider>

        {core.problem && (
          <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm font-medium text-danger">
            {core.problem}
          </p>
        )}

        <SaveBar status={status}>
          {current && extraActions?.(current, helpers)}
          <button type="submit" disabled={busy || core.locked} className={primaryButtonClass}>
            {submitting ? "Submitting" : submitLabel}
          </button>
        </SaveBar>

        <div className="flex flex-col gap-3 border-t border-line pt-5 sm:flex-row sm:items-center">
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
      {core.dialogs}
    </div>
  );
}
