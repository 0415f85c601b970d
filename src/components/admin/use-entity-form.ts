"use client";

import { useState } from "react";
import { toast } from "@/lib/client/toast";
import type { ZodType } from "zod";
import { apiRequest } from "@/lib/client/api";
import { useOwnerChange } from "@/lib/client/owner-change";
import { confirmDelete, toastDeletedWithUndo } from "@/lib/client/undo-delete";
import { sendForm } from "@/lib/client/upload";
import type { FieldErrors } from "./fields/field-errors";
import {
  collectFormData,
  focusFirstInvalid,
  hasFiles,
  isPreparingImages,
  urlEncoded,
  validateForm,
  waitForImages,
} from "./form-data";

/** What differs between the five entity forms; the behaviour is the same for all. */
export interface EntityFormConfig {
  /** API collection path, e.g. "/projects". */
  apiPath: string;
  /** The public list the owner returns to, e.g. "/projects". */
  listHref: string;
  /** The entity's shared schema: the form always sends every field, so the create schema. */
  schema: ZodType;
  /** Entities with images post multipart; the others urlencoded text. */
  multipart: boolean;
  /** The spec's toasts, word for word. */
  messages: { added: string; updated: string; deleted: string };
}

/** On an edit screen: the item's id and how the delete confirmation names it. */
export interface EditTarget {
  id: string;
  /** e.g. 'project "Fieldnotes"' */
  label: string;
}

export const errorMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : "Something went wrong!";

/**
 * Submit and delete for the add and edit screens: validation with the shared schema,
 * busy states, upload progress, toasts, the owner's fresh view and the redirects of the spec
 * (success and a failed update go to the list; a failed add stays, keeping what was typed).
 */
export function useEntityForm(config: EntityFormConfig, target?: EditTarget) {
  const showOwnerChange = useOwnerChange();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = submitting || deleting;

  // The toast is fired before the navigation: sonner's Toaster lives in the root layout,
  // so it stays on screen while the list loads, and the list shows the change
  // (src/lib/client/owner-change.ts).
  function backToList() {
    showOwnerChange(config.listHref);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    if (isPreparingImages(form) && !(await waitForImages(form, setSubmitting))) return;
    const data = collectFormData(form);
    const found = validateForm(form, data, config.schema);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form, found);
      return;
    }

    const withFiles = config.multipart && hasFiles(data);
    setSubmitting(true);
    setProgress(withFiles ? 0 : null);
    try {
      await sendForm(target ? `${config.apiPath}/${target.id}` : config.apiPath, {
        method: target ? "PATCH" : "POST",
        body: config.multipart ? data : urlEncoded(data),
        onProgress: withFiles ? setProgress : undefined,
      });
      toast.success(target ? config.messages.updated : config.messages.added);
      backToList(); // the button stays disabled until the list replaces this screen
    } catch (error) {
      toast.error(errorMessage(error));
      if (target) {
        backToList();
        return;
      }
      setSubmitting(false);
      setProgress(null);
    }
  }

  async function onDelete() {
    if (!target || busy) return;
    if (!confirmDelete(target.label)) return;
    setDeleting(true);
    const itemPath = `${config.apiPath}/${target.id}`;
    try {
      await apiRequest(itemPath, { method: "DELETE" });
      // Undo puts it back in the list the owner has landed on by then.
      toastDeletedWithUndo(config.messages.deleted, itemPath, () => showOwnerChange());
      backToList();
    } catch (error) {
      toast.error(errorMessage(error));
      setDeleting(false);
    }
  }

  return { errors, submitting, deleting, busy, progress, onSubmit, onDelete };
}
