"use client";

import { FieldShell } from "./field-shell";
import { controlClass } from "./styles";

type NativeInputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "className">;

export interface TextFieldProps extends NativeInputProps {
  name?: string;
  label: string;
  hint?: React.ReactNode;
  className?: string;
}

/** A one-line input (text, email, password, url, month, date) with its label above. */
export function TextField({ name, label, hint, className, required, type = "text", ...input }: TextFieldProps) {
  return (
    <FieldShell name={name} label={label} hint={hint} required={required} className={className}>
      {(wiring) => (
        <input {...input} {...wiring} name={name} type={type} required={required} className={controlClass} />
      )}
    </FieldShell>
  );
}
