"use client";

import { useId } from "react";
import { errorClass, hintClass, labelClass } from "./styles";
import { useFieldError } from "./field-errors";

/** What a control needs to be tied to its label, hint and error. */
export interface ControlWiring {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

export interface FieldShellProps {
  /** The form field name; the error is looked up by it. */
  name?: string;
  label: string;
  hint?: React.ReactNode;
  /** Marks the label "(optional)" when false; the form treats unmarked fields as required. */
  required?: boolean;
  className?: string;
  /** Extra text after the hint (e.g. a character counter), tied to the control too. */
  extra?: (id: string) => React.ReactNode;
  /** A live message under the control (e.g. that a paste was cut), not part of its description. */
  notice?: React.ReactNode;
  children: (wiring: ControlWiring) => React.ReactNode;
}

/** Label above the control, then hint, extra and error, all announced with the control. */
export function FieldShell({ name, label, hint, required, className, extra, notice, children }: FieldShellProps) {
  const id = useId();
  const error = useFieldError(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const extraId = extra ? `${id}-extra` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId, extraId].filter(Boolean).join(" ") || undefined;

  return (
    <div className={`flex min-w-0 flex-col gap-1.5 ${className ?? ""}`}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required === false && (
          <span className="ml-1 font-normal text-muted">(optional)</span>
        )}
      </label>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
      {(hint || extra) && (
        <div className="flex items-start justify-between gap-3">
          {hint ? (
            <p id={hintId} className={hintClass}>
              {hint}
            </p>
          ) : (
            <span />
          )}
          {extra && <span id={extraId}>{extra(id)}</span>}
        </div>
      )}
      {notice}
      {error && (
        <p id={errorId} className={errorClass}>
          {label} {error}.
        </p>
      )}
    </div>
  );
}
