import type { ZodType } from "zod";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES } from "@/lib/client/upload";
import { localInputToIso } from "@/lib/publishing/local-time";
import type { FieldErrors } from "./fields/field-errors";

/**
 * Set on an image field's file input when the owner removed the stored image and chose no
 * other: the field is then sent as an empty value, which the API reads as "remove".
 */
export const REMOVE_IMAGE_ATTRIBUTE = "data-remove-image";

/**
 * Set on an alt-text input to the default the server would write for it (built from the
 * item, src/lib/images/alt-text.ts). A text left as that default is sent empty: stored as
 * "no alt text of the owner's", it keeps following the item (a renamed project). A new
 * post's URL carries it while it follows the title: the server then makes that one unique.
 */
export const DEFAULT_ALT_ATTRIBUTE = "data-default-alt";

/**
 * Fired (bubbling) by a field whose value changed without an input or change event of its
 * own: an image removed or put back, a prepared photo swapped into the input. The admin
 * forms' core (owner-form/use-owner-form.tsx) keeps the local draft on it.
 */
export const FORM_CHANGED_EVENT = "ownerformchange";

export function announceFormChange(element: Element | null | undefined): void {
  element?.dispatchEvent(new Event(FORM_CHANGED_EVENT, { bubbles: true }));
}

/**
 * Image fields prepare a chosen photo (resize and re-encode it) before it can be sent; while
 * they do, their input still holds the original. A submit waits for them (`imagesPrepared`).
 * Each preparation resolves true when the input then holds what is to be sent, false when
 * nothing could be prepared (the field says why).
 */
const preparations = new WeakMap<HTMLInputElement, Promise<boolean>>();

export function trackPreparation(input: HTMLInputElement, work: Promise<boolean>): void {
  preparations.set(input, work);
  void work.finally(() => {
    if (preparations.get(input) === work) preparations.delete(input);
  });
}

const fileInputs = (form: HTMLFormElement) =>
  Array.from(form.elements).filter((el): el is HTMLInputElement => el instanceof HTMLInputElement && el.type === "file");

export const isPreparingImages = (form: HTMLFormElement) => fileInputs(form).some((input) => preparations.has(input));

/**
 * Resolves once no image of the form is being prepared (one chosen meanwhile is waited for
 * too), with the inputs whose preparation failed: the submit stops there.
 */
async function imagesPrepared(form: HTMLFormElement): Promise<HTMLInputElement[]> {
  const failed = new Set<HTMLInputElement>();
  for (;;) {
    const pending = fileInputs(form).filter((input) => preparations.has(input));
    if (pending.length === 0) return [...failed];
    const results = await Promise.all(pending.map((input) => preparations.get(input)!));
    pending.forEach((input, index) => {
      if (results[index]) failed.delete(input);
      else failed.add(input);
    });
  }
}

/**
 * A submit made while a photo is still being resized (its input holds the original until
 * then) waits here, the form shown busy. False when one could not be prepared: that field
 * is focused (it says why) and the submit stops. Called only when `isPreparingImages`, so
 * a form without one validates at once, in the submit's own event.
 */
export async function waitForImages(form: HTMLFormElement, setBusy: (busy: boolean) => void): Promise<boolean> {
  setBusy(true);
  const failed = await imagesPrepared(form);
  setBusy(false);
  failed[0]?.focus();
  return failed.length === 0;
}

type NamedControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function namedControls(form: HTMLFormElement): NamedControl[] {
  return Array.from(form.elements).filter(
    (el): el is NamedControl =>
      (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) &&
      el.name !== "",
  );
}

/**
 * The form as the API expects it. Named checkboxes are sent as "true"/"false" (an
 * unchecked box would otherwise be missing, and PATCH keeps missing fields). A disabled
 * field is sent empty, so the server clears it (the end date of a current role). A file
 * input is sent only when a file is chosen, so an edit without one keeps the stored image;
 * an image the owner removed (and replaced by nothing) is sent as an empty text value, the
 * API's way of saying "remove it" (docs/api.md). An alt text left as its default is sent
 * empty (DEFAULT_ALT_ATTRIBUTE). A date and time (datetime-local, the owner's own time) is
 * sent as ISO 8601 with this device's offset.
 */
export function collectFormData(form: HTMLFormElement): FormData {
  const data = new FormData(form);
  for (const control of namedControls(form)) {
    // Held by a disabled fieldset (a save in flight, an offer waiting): the browser leaves it
    // out, but what the form would send does not change while it is held.
    const held = !control.disabled && control.matches(":disabled");
    if (held && !(control instanceof HTMLInputElement && ["checkbox", "file", "radio", "datetime-local"].includes(control.type))) {
      data.set(control.name, control.value);
    }
    if (held && control instanceof HTMLInputElement && control.type === "radio" && control.checked) data.set(control.name, control.value);
    if (control instanceof HTMLInputElement && control.type === "checkbox") {
      data.set(control.name, control.checked ? "true" : "false");
    } else if (control instanceof HTMLInputElement && control.type === "file") {
      // Read from .files: exactly the file the preview shows, never an empty placeholder.
      data.delete(control.name);
      const file = control.files?.[0];
      if (control.disabled) continue;
      if (file) data.set(control.name, file);
      else if (control.getAttribute(REMOVE_IMAGE_ATTRIBUTE) === "true") data.set(control.name, "");
    } else if (control.disabled) {
      data.set(control.name, "");
    } else if (control instanceof HTMLInputElement && control.type === "datetime-local") {
      // The owner's local time, which the input holds without a zone, as the moment it names.
      data.set(control.name, localInputToIso(control.value) ?? control.value);
    } else if (control.value.trim() !== "" && control.value.trim() === control.getAttribute(DEFAULT_ALT_ATTRIBUTE)) {
      data.set(control.name, "");
    }
  }
  return data;
}

/** The text entries only, as the shared schemas read them. */
export function textEntries(data: FormData): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const [key, value] of data.entries()) {
    if (typeof value === "string") entries[key] = value;
  }
  return entries;
}

export function hasFiles(data: FormData): boolean {
  return Array.from(data.values()).some((value) => typeof value !== "string");
}

/** For entities without images: the API takes urlencoded text. */
export function urlEncoded(data: FormData): URLSearchParams {
  return new URLSearchParams(Object.entries(textEntries(data)));
}

const IMAGE_TYPE_ERROR = "must be a PNG, JPEG, WebP, GIF or AVIF image";
const IMAGE_SIZE_ERROR = `must be at most ${MAX_IMAGE_BYTES / (1024 * 1024)} MB`;

/**
 * The errors the server would answer, found before anything is sent: required fields
 * (the `required` attribute, checked here so the message sits next to the field), the
 * chosen images, then the entity's shared zod schema. One message per field, the first.
 */
export function validateForm(form: HTMLFormElement, data: FormData, schema: ZodType): FieldErrors {
  const errors: FieldErrors = {};
  for (const control of namedControls(form)) {
    if (control.required && !control.disabled && control.type !== "file" && control.value.trim() === "") {
      errors[control.name] ??= "is required";
    }
  }
  for (const [key, value] of data.entries()) {
    if (typeof value === "string") continue;
    if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(value.type)) errors[key] ??= IMAGE_TYPE_ERROR;
    else if (value.size > MAX_IMAGE_BYTES) errors[key] ??= IMAGE_SIZE_ERROR;
  }
  const parsed = schema.safeParse(textEntries(data));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string") errors[field] ??= issue.message;
    }
  }
  return errors;
}

/** Moves focus to the first field in error, in the order the form shows them. */
export function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors): void {
  const first = namedControls(form).find((control) => errors[control.name]);
  first?.focus();
}
