"use client";

import { createContext, useContext } from "react";

/** Field name → the shared schema's message for it ("is required"). */
export type FieldErrors = Partial<Record<string, string>>;

const FieldErrorsContext = createContext<FieldErrors>({});

/** Gives every field inside a form its own error without threading props through each form. */
export const FieldErrorsProvider = FieldErrorsContext.Provider;

export function useFieldError(name: string | undefined): string | undefined {
  const errors = useContext(FieldErrorsContext);
  return name ? errors[name] : undefined;
}
