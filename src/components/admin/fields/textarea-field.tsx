"use client";

import { useState } from "react";
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
}

/** A textarea with a live character counter against its limit. */
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
  rows = 5,
  ...textarea
}: TextAreaFieldProps) {
  const [ownLength, setOwnLength] = useState(defaultValue?.length ?? 0);
  const length = value !== undefined ? value.length : ownLength;
  const over = length > maxLength;
  const near = !over && length >= maxLength * 0.9;

  return (
    <FieldShell
      name={name}
      label={label}
      hint={hint}
      required={required}
      className={className}
      extra={() => (
        <span
          className={`whitespace-nowrap text-sm tabular-nums ${
            over
              ? "font-semibold text-red-700 dark:text-red-400"
              : near
                ? "text-amber-700 dark:text-amber-300"
                : "text-neutral-600 dark:text-neutral-400"
          }`}
        >
          {length.toLocaleString("en-US")}/{maxLength.toLocaleString("en-US")}
          <span className="sr-only"> characters</span>
        </span>
      )}
    >
      {(wiring) => (
        <textarea
          {...textarea}
          {...wiring}
          name={name}
          rows={rows}
          required={required}
          maxLength={maxLength}
          value={value}
          defaultValue={value === undefined ? defaultValue : undefined}
          onChange={(event) => {
            setOwnLength(event.target.value.length);
            onChange?.(event);
          }}
          className={`${controlClass} resize-y leading-relaxed`}
        />
      )}
    </FieldShell>
  );
}
