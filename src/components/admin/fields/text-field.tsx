"use client";

import { useState } from "react";
import { CharacterCount, PasteCutNotice, usePasteCut } from "@/components/ui/character-limit";
import { LIMITS } from "@/lib/validations/fields";
import { FieldShell } from "./field-shell";
import { controlClass } from "./styles";

type NativeInputProps = Omit<React.ComponentPropsWithRef<"input">, "id" | "className">;

export interface TextFieldProps extends NativeInputProps {
  name?: string;
  label: string;
  hint?: React.ReactNode;
  className?: string;
  /** Count characters under a shorter limit too (an alt text's 200). */
  counted?: boolean;
}

/**
 * A one-line input (text, email, password, url, month, date) with its label above. A long
 * text one (a textarea's 1,000 characters or more, e.g. a comma-separated list) counts its
 * characters and says when a paste was cut, like a textarea; a URL's 2,048 is a sanity
 * limit nobody types up to, so it gets no counter. A shorter one counts when asked (`counted`).
 */
export function TextField({ counted = false, ...props }: TextFieldProps) {
  const { maxLength, type = "text" } = props;
  return type === "text" && maxLength !== undefined && (counted || maxLength >= LIMITS.textarea) ? (
    <CountedTextField {...props} maxLength={maxLength} />
  ) : (
    <PlainTextField {...props} />
  );
}

function PlainTextField({ name, label, hint, className, required, type = "text", ...input }: TextFieldProps) {
  return (
    <FieldShell name={name} label={label} hint={hint} required={required} className={className}>
      {(wiring) => <input {...input} {...wiring} name={name} type={type} required={required} className={controlClass} />}
    </FieldShell>
  );
}

function CountedTextField({
  name,
  label,
  hint,
  className,
  required,
  type = "text",
  maxLength,
  value,
  defaultValue,
  onChange,
  onPaste,
  ...input
}: TextFieldProps & { maxLength: number }) {
  const [ownLength, setOwnLength] = useState(String(defaultValue ?? "").length);
  const length = value !== undefined ? String(value).length : ownLength;
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
        <input
          {...input}
          {...wiring}
          name={name}
          type={type}
          required={required}
          maxLength={maxLength}
          value={value}
          defaultValue={defaultValue}
          onPaste={(event) => {
            paste.onPaste(event);
            onPaste?.(event);
          }}
          onChange={(event) => {
            setOwnLength(event.target.value.length);
            paste.onEdit();
            onChange?.(event);
          }}
          className={controlClass}
        />
      )}
    </FieldShell>
  );
}
