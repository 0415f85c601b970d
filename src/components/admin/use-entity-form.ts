"use client";

import { useRef, useState } from "react";
import type { ZodType } from "zod";
import { apiRequest } from "@/lib/client/api";
import { formKey, type CopyCollection } from "@/lib/client/unsaved-work/form-copy";
import { useOwnerChange } from "@/lib/client/owner-change";
import { toast } from "@/lib/client/toast";
import { toastDeletedWithUndo } from "@/lib/client/undo-delete";
import type { Values } from "./owner-form/save-machine";
import type { FieldErrors } from "./fields/field-errors";
import {
  collectFormData,
  focusFirstInvalid,
  isPreparingImages,
  REMOVE_IMAGE_ATTRIBUTE,
  textEntries,
  urlEncoded,
  validateForm,
  waitForImages,
} from "./form-data";
import { useOwnerForm, type FormStart } from "./owner-form/use-owner-form";

/** What differs between the five entity forms; the behaviour is the same for all. */
export interface EntityFormConfig {
  /** API collection path, e.g. "/projects". */
  apiPath: string;
  /** The public list the owner returns to, e.g. "/projects". */
  listHref: string;
  /** The add screen, e.g. "/add-project" (where a deleted item's edit can be saved anew). */
  addHref: string;
  /** The entity's shared schema: the form always sends every field, so the create schema. */
  schema: ZodType;
  /** Entities with images post multipart; the others urlencoded text. */
  multipart: boolean;
  /** The spec's toasts, word for word. */
  messages: { added: string; updated: string; deleted: string };
  /** The response field of one item ("blog"). */
  single: string;
  /** How the owner calls one item: "post", "project". */
  noun: string;
  /**
   * Every field the form sends, by name, with its label: what a merge compares (the form's
   * names are the API's), what the conflict view and a copied draft call them.
   */
  labels: Record<string, string>;
  /** Fields that are one decision (publishing: status and time). */
  groups?: readonly (readonly string[])[];
  /** Multi-line text: changes to different paragraphs of it merge by themselves. */
  textFields?: readonly string[];
  /** Checkboxes, sent as "true"/"false". */
  booleanFields?: readonly string[];
  /** An API item (JSON) as the edit form's values. */
  toValues: (item: Record<string, unknown>) => object;
  /** A value as the owner reads it in a conflict. */
  format?: (field: string, values: Values) => string;
}

/** On an edit screen: the item as loaded (its form values, with `_id` and `version`). */
export type StoredValues = { _id: string; version: number };

/** What an edit screen's extra actions (History) may do with the form. */
export interface EditHelpers {
  /** Unsaved changes in the form. */
  dirty: boolean;
  /** The form's values now, as it would send them. */
  collect: () => Record<string, string>;
  /** The item as the server now has it (changed by the owner's own action): the form starts from it. */
  adopt: (item: Record<string, unknown>) => void;
}

/** On an edit screen: the item's id and how the delete confirmation names it. */
export interface EditTarget {
  id: string;
  /** e.g. 'project "Fieldnotes"' */
  label: string;
}

export const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : "Something went wrong!";

/** Values a form sent (text) as the values a form starts from: checkboxes as booleans. */
export function valuesFromEntries(entries: Record<string, string>, booleanFields: readonly string[] = []): Values {
  const values: Values = {};
  for (const [key, value] of Object.entries(entries)) {
    if (booleanFields.includes(key)) values[key] = value === "true";
    else if (key === "publishAt") values[key] = value === "" ? null : value;
    else values[key] = value;
  }
  return values;
}

/** What the fields start from: the stored item, or unsaved work restored over it. */
export interface FieldsStart<V> {
  values: Partial<V>;
  files: FormStart["files"];
}

const fileInputs = (form: HTMLFormElement) =>
  Array.from(form.elements).filter((el): el is HTMLInputElement => el instanceof HTMLInputElement && el.type === "file" && el.name !== "");

/** Image fields with a file chosen, or the stored one removed. */
function chosenFiles(form: HTMLFormElement): Record<string, File | ""> {
  const files: Record<string, File | ""> = {};
  for (const input of fileInputs(form)) {
    const file = input.files?.[0];
    if (file) files[input.name] = file;
    else if (input.getAttribute(REMOVE_IMAGE_ATTRIBUTE) === "true") files[input.name] = "";
  }
  return files;
}

/**
 * Submit and delete for the add and edit screens, through the admin forms' core
 * (useOwnerForm: copies of unsaved work here and on the server, the leave guard, versions
 * and every failure kept on the form): validation with the shared schema, upload progress, the spec's toasts and the
 * owner's fresh view. A saved add or update goes to the list (spec); Ctrl/Cmd+S on an edit
 * screen saves and stays.
 */
export function useEntityForm<V extends StoredValues>(config: EntityFormConfig, stored?: V, target?: EditTarget) {
  const showOwnerChange = useOwnerChange();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [deleting, setDeleting] = useState(false);
  const [preparing, setPreparing] = useState(false);
  // After a save that stays, the stored item is the one the server answered with.
  const [current, setCurrent] = useState<V | undefined>(stored);
  const collection = config.apiPath.slice(1) as CopyCollection;

  const core = useOwnerForm({
    formRef,
    form: formKey(collection, stored?._id),
    label: target ? `the ${target.label}` : `a new ${config.noun}`,
    noun: config.noun,
    api: { path: stored ? `${config.apiPath}/${stored._id}` : config.apiPath, method: stored ? "PATCH" : "POST", single: config.single },
    version: stored?.version,
    base: stored as Values | undefined,
    toValues: (item) => config.toValues(item) as Values,
    fields: Object.keys(config.labels),
    labels: config.labels,
    groups: config.groups,
    textFields: config.textFields,
    format: config.format,
    collect: (form) => textEntries(collectFormData(form)),
    chosenFiles,
    deleted: stored ? { listHref: config.listHref, addPath: config.addHref, addForm: formKey(collection) } : undefined,
    showFieldError: (msg) => {
      const field = /^(\w+) /.exec(msg)?.[1];
      if (field && field in config.labels) setErrors({ [field]: msg.slice(field.length + 1).replace(/\.$/, "") });
      else if (/address \/blogs\//.test(msg)) setErrors({ slug: "is already taken by another post" });
    },
    onSaved: (item, { after, merged }) => {
      toast.success(stored ? config.messages.updated : config.messages.added);
      if (after === "leave") {
        // The toast is fired before the navigation: the Toaster lives in the root layout and
        // stays on screen while the list loads, which shows the change (owner-change.ts).
        showOwnerChange(config.listHref);
        return;
      }
      setCurrent(config.toValues(item) as unknown as V);
      showOwnerChange();
      if (merged) core.reset();
    },
  });

  // The values the fields start from: the stored item, or unsaved work restored over it.
  const start: FieldsStart<V> = {
    values: { ...(current ?? {}), ...(core.start ? valuesFromEntries(core.start.values, config.booleanFields) : {}) } as Partial<V>,
    files: core.start?.files ?? {},
  };

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const after = core.takeSubmitMode();
    if (core.saving || deleting) return;
    const form = event.currentTarget;
    if (isPreparingImages(form) && !(await waitForImages(form, setPreparing))) return;
    const data = collectFormData(form);
    const found = validateForm(form, data, config.schema);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form, found);
      core.setProblem("Not saved yet: correct the fields marked below, then save again.");
      return;
    }
    await core.save(
      { body: config.multipart ? data : urlEncoded(data), now: textEntries(data), files: chosenFiles(form) },
      stored ? after : "leave",
    );
  }

  async function onDelete() {
    if (!target || core.saving || deleting) return;
    // One tap: it goes to the trash (the toast's Undo brings it back), and unsaved changes
    // go with it (the form's copy is kept with the item, offered again if it comes back).
    setDeleting(true);
    const itemPath = `${config.apiPath}/${target.id}`;
    try {
      await apiRequest(itemPath, { method: "DELETE" });
      // Undo puts it back in the list the owner has landed on by then.
      toastDeletedWithUndo(config.messages.deleted, itemPath, () => showOwnerChange());
      showOwnerChange(config.listHref);
    } catch (error) {
      toast.error(errorMessage(error));
      setDeleting(false);
    }
  }

  const helpers: EditHelpers = {
    dirty: core.dirty,
    collect: core.collect,
    adopt: (item) => {
      setCurrent(config.toValues(item) as unknown as V);
      core.adopt(item);
      showOwnerChange();
    },
  };

  return {
    helpers,
    formRef,
    core,
    start,
    current,
    errors,
    submitting: core.saving || preparing,
    deleting,
    busy: core.saving || preparing || deleting,
    progress: core.progress,
    onSubmit,
    onDelete,
  };
}
