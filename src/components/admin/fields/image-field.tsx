"use client";

import { useEffect, useRef, useState } from "react";
import { IMAGE_ACCEPT } from "@/lib/client/upload";
import { FieldShell } from "./field-shell";
import { controlClass, secondaryButtonClass } from "./styles";

export interface ImageFieldProps {
  name: string;
  label: string;
  hint?: React.ReactNode;
  className?: string;
  /** The stored image on an edit screen; kept when no new file is chosen. */
  currentUrl?: string | null;
}

const DEFAULT_HINT = "PNG, JPEG, WebP, GIF or AVIF, at most 4 MB.";

/** A file input for one image, with a preview of the chosen file or of the current image. */
export function ImageField({ name, label, hint, className, currentUrl }: ImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ url: string; name: string } | null>(null);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => {
    if (chosen) URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setChosen(file ? { url: URL.createObjectURL(file), name: file.name } : null);
  }

  function clearChoice() {
    if (inputRef.current) inputRef.current.value = "";
    setChosen(null);
    inputRef.current?.focus();
  }

  const shown = chosen
    ? { url: chosen.url, caption: `Chosen: ${chosen.name}` }
    : currentUrl
      ? { url: currentUrl, caption: "Current image (kept unless you choose another)" }
      : null;

  return (
    <FieldShell
      name={name}
      label={label}
      hint={hint ?? DEFAULT_HINT}
      required={false}
      className={className}
    >
      {(wiring) => (
        <div className="flex flex-col gap-3">
          <input
            {...wiring}
            ref={inputRef}
            name={name}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={onChange}
            className={`${controlClass} cursor-pointer file:mr-3 file:min-h-9 file:cursor-pointer file:rounded-md file:border-0 file:bg-neutral-200 file:px-3 file:text-sm file:font-semibold file:text-neutral-900 dark:file:bg-neutral-700 dark:file:text-neutral-100`}
          />
          {shown && (
            <figure className="flex items-center gap-3">
              {/* A blob: preview or an upload of any size: next/image cannot optimise either. */}
              {/* eslint-disable-next-line @next/next/no-img-element */}
              <img
                src={shown.url}
                alt={`${label} preview`}
                className="h-24 w-24 shrink-0 rounded-lg border border-neutral-300 bg-neutral-100 object-contain dark:border-neutral-700 dark:bg-neutral-800"
              />
              <figcaption className="min-w-0 break-words text-sm text-neutral-600 dark:text-neutral-400">
                {shown.caption}
              </figcaption>
            </figure>
          )}
          {chosen && (
            <button type="button" onClick={clearChoice} className={`${secondaryButtonClass} self-start`}>
              Clear choice
            </button>
          )}
        </div>
      )}
    </FieldShell>
  );
}
