"use client";

import { useId } from "react";
import { focusRing, hintClass } from "./styles";

type NativeCheckboxProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "className">;

export interface CheckboxFieldProps extends NativeCheckboxProps {
  label: string;
  hint?: React.ReactNode;
  className?: string;
}

/**
 * A checkbox whose whole row is the 44 px touch target. A named checkbox is sent as
 * "true"/"false" by the entity form, never left out when unchecked.
 */
export function CheckboxField({ label, hint, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={`flex flex-col gap-1 ${className ?? ""}`}>
      <label
        htmlFor={id}
        className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-fg"
      >
        <input
          {...input}
          id={id}
          type="checkbox"
          aria-describedby={hintId}
          className={`h-5 w-5 shrink-0 cursor-pointer rounded accent-[var(--accent-strong)] ${focusRing}`}
        />
        {label}
      </label>
      {hint && (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      )}
    </div>
  );
}
