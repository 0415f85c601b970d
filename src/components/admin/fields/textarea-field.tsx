"use client";

import { useState } from "react";
import { CharacterCount, PasteCutNotice, usePasteCut } from "@/components/ui/character-limit";
import { LIMITS } from "@/lib/validations/fields";
import { FieldShell } from "./field-shell";
import { controlClass } from "./styles";

type NativeTextAreaProps = Omit<
  React.TextareaHTMLAttributes<HTMLTextAreaElement>,
  "id" | "className" | "value" | "defaultValue" | "maxLength"
>;

export interface TextAreaFieldProps extends NativeTextAreaProps {
  name?: string;
  label: string;
  hint?: React.ReactNode;
  className?: string;
  /** The shared limit of a textarea (1000) unless the schema allows more. */
  maxLength?: number;
  /** Controlled use (e.g. a live preview); otherwise the field keeps its own value. */
  value?: string;
  defaultValue?: string;
  ref?: React.Ref<HTMLTextAreaElement>;
}

/** A textarea with a live character counter against its limit, and a word when a paste was cut. */
export function TextAreaField({
  name,
  label,
  hint,
  className,
  required,
  maxLength = LIMITS.textarea,
  value,
  defaultValue,
  onChange,
  onPaste,
  rows = 5,
  ref,
  ...textarea
}: TextAreaFieldProps) {
  const [ownLength, setOwnLength] = useState(defaultValue?.length ?? 0);
  const length = value !== undefined ? value.length : ownLength;
  const paste = usePasteCut(maxLength);

  return (
    <FieldShell
      name={name}
      label={label}
      hint={hint}
      required={required}
      className={className}
      extra={() => <CharacterCount length={length} maxLength={maxLength} />}
      notice={<PasteCutNotice cut={paste.cut} maxLength={maxLength} />}
    >
      {(wiring) => (
        <textarea
          {...textarea}
          {...wiring}
          ref={ref}
          name={name}
          rows={rows}
          required={required}
          maxLength={maxLength}
          value={value}
          defaultValue={value === undefined ? defaultValue : undefined}
          onPaste={(event) => {
            paste.onPaste(event);
            onPaste?.(event);
          }}
          onChange={(event) => {
            setOwnLength(event.target.value.length);
            paste.onEdit();
            onChange?.(event);
          }}
          className={`${controlClass} resize-y leading-relaxed`}
        />
      )}
    </FieldShell>
  );
}
