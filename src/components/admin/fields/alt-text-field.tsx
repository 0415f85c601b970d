"use client";

import { useEffect, useEffectEvent, useRef, useState } from "react";
import { LIMITS } from "@/lib/validations/fields";
import { DEFAULT_ALT_ATTRIBUTE } from "../form-data";
import { TextField } from "./text-field";

/** Reads a named field of the form as it is now (trimmed), "" when there is none. */
export type ReadField = (name: string) => string;

export interface AltTextFieldProps {
  /** The image field's name: this input is named `${image}Alt`, as the API reads it. */
  image: string;
  /** The image field's label, e.g. "Screenshot". */
  imageLabel: string;
  /** Instead of "Alt text for the screenshot". */
  label?: string;
  /** On an edit screen, the stored text as the API returns it (the default when the owner wrote none). */
  initialValue?: string;
  /**
   * The text the server uses when none is written (src/lib/images/alt-text.ts), from the form's
   * current values; "" while it cannot be built (no title typed yet).
   */
  defaultAlt: (read: ReadField) => string;
  hint?: React.ReactNode;
  /** For a form that keeps its own state (the profile). */
  onValueChange?: (value: string) => void;
  className?: string;
}

/** A default built from the item's title alone, e.g. "Screenshot of {title}". */
export const fromTitle =
  (build: (item: { title: string }) => string) =>
  (read: ReadField): string => {
    const title = read("title");
    return title ? build({ title }) : "";
  };

export const ALT_TEXT_HINT = "What a screen reader says instead of the image. Leave it as it is for the default.";

/**
 * An image's alt text, beside its image field. It starts as the stored text, or as the
 * default the server would write, and while it still reads as that default it follows the
 * item (a new title, a new default). The input carries the current default
 * (DEFAULT_ALT_ATTRIBUTE): a text left as the default is sent empty, so it keeps following
 * the item after saving instead of freezing today's title.
 */
export function AltTextField({
  image,
  imageLabel,
  label,
  initialValue = "",
  defaultAlt,
  hint,
  onValueChange,
  className,
}: AltTextFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initialValue);
  const [fallback, setFallback] = useState<string | null>(null);
  // Whether the text is still the default (or empty): then it follows the item.
  const following = useRef(true);

  const change = (next: string) => {
    setValue(next);
    onValueChange?.(next);
  };

  const refresh = useEffectEvent((first: boolean) => {
    const input = ref.current;
    const form = input?.form;
    if (!input || !form) return;
    const read: ReadField = (name) => {
      const control = form.elements.namedItem(name);
      return control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement
        ? control.value.trim()
        : "";
    };
    const next = defaultAlt(read);
    const now = input.value.trim();
    if (first) following.current = now === "" || now === next;
    setFallback(next);
    if (following.current && next !== "" && now !== next) change(next);
  });

  useEffect(() => {
    const input = ref.current;
    const form = input?.form;
    if (!input || !form) return;
    refresh(true);
    // Any other field typed in may change the default (the title, the organisation).
    // After the event: this listener runs before React's own, and a render here would put a
    // controlled field's old value back before React reads the new one (the profile's Name,
    // whose default photo description follows it, lost every keystroke).
    const onEdit = (event: Event) => {
      if (event.target !== input) setTimeout(() => refresh(false), 0);
    };
    form.addEventListener("input", onEdit);
    form.addEventListener("change", onEdit);
    return () => {
      form.removeEventListener("input", onEdit);
      form.removeEventListener("change", onEdit);
    };
  }, []);

  return (
    <TextField
      ref={ref}
      name={`${image}Alt`}
      label={label ?? `Alt text for the ${imageLabel.toLowerCase()}`}
      required={false}
      counted
      maxLength={LIMITS.short}
      value={value}
      onChange={(event) => {
        const next = event.target.value;
        following.current = next.trim() !== "" && next.trim() === fallback;
        change(next);
      }}
      placeholder="Describe the image"
      autoComplete="off"
      enterKeyHint="next"
      hint={hint ?? ALT_TEXT_HINT}
      className={className}
      {...{ [DEFAULT_ALT_ATTRIBUTE]: fallback || undefined }}
    />
  );
}
