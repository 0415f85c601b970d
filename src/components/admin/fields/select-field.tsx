"use client";

import { FieldShell } from "./field-shell";
import { controlClass } from "./styles";

export interface SelectOption {
  value: string;
  label: string;
}

type NativeSelectProps = Omit<React.SelectHTMLAttributes<HTMLSelectElement>, "id" | "className" | "children">;

export interface SelectFieldProps extends NativeSelectProps {
  name?: string;
  label: string;
  hint?: React.ReactNode;
  className?: string;
  options: readonly SelectOption[];
  /** An empty first choice ("Choose a type") when there is no sensible default. */
  placeholder?: string;
}

/** A native select built from an option list (native, so phones show their own picker). */
export function SelectField({ name, label, hint, className, required, options, placeholder, ...select }: SelectFieldProps) {
  return (
    <FieldShell name={name} label={label} hint={hint} required={required} className={className}>
      {(wiring) => (
        <select {...select} {...wiring} name={name} required={required} className={controlClass}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
