"use client";

import { useEffect, useRef, useState } from "react";
import { FileIcon } from "@/components/ui/icons";
import { IMAGE_ACCEPT } from "@/lib/client/upload";
import { REMOVE_IMAGE_ATTRIBUTE } from "../form-data";
import { FieldShell } from "./field-shell";
import { dangerButtonClass, secondaryButtonClass } from "./styles";

export interface ImageFieldProps {
  name: string;
  label: string;
  hint?: React.ReactNode;
  className?: string;
  /** The stored image on an edit screen; kept unless it is replaced or removed. */
  currentUrl?: string | null;
}

const DEFAULT_HINT = "PNG, JPEG, WebP, GIF or AVIF, at most 4 MB.";


const ZONE =
  "flex w-full flex-col items-center justify-center gap-2 rounded-2xl border border-dashed px-4 py-6 text-center transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring";

/**
 * One image: a drop zone (click, or drag a file onto it) while there is none, then a
 * preview with Replace and Remove. The real <input type=file> stays in the page, visually
 * hidden but labelled and reachable with the keyboard, and holds the file that is sent.
 */
export function ImageField({ name, label, hint, className, currentUrl }: ImageFieldProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ url: string; name: string } | null>(null);
  const [removed, setRemoved] = useState(false);
  const [dragging, setDragging] = useState(false);

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => {
    if (chosen) URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  function show(file: File | undefined) {
    setChosen(file ? { url: URL.createObjectURL(file), name: file.name } : null);
  }

  function onDrop(event: React.DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    const input = inputRef.current;
    if (!file || !input) return;
    // The input holds exactly one file, the one the form sends.
    const one = new DataTransfer();
    one.items.add(file);
    input.files = one.files;
    show(file);
    input.focus();
  }

  function remove() {
    if (inputRef.current) inputRef.current.value = "";
    setChosen(null);
    if (currentUrl) setRemoved(true);
    inputRef.current?.focus();
  }

  function undoRemove() {
    setRemoved(false);
    inputRef.current?.focus();
  }

  const shown = chosen
    ? { url: chosen.url, caption: `Chosen: ${chosen.name}` }
    : currentUrl && !removed
      ? { url: currentUrl, caption: "Current image (kept unless you replace or remove it)" }
      : null;
  const removesCurrent = Boolean(currentUrl) && removed && !chosen;

  return (
    <FieldShell name={name} label={label} hint={hint ?? DEFAULT_HINT} required={false} className={className}>
      {(wiring) => (
        <div className="relative flex flex-col gap-3">
          <input
            {...wiring}
            ref={inputRef}
            name={name}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(event) => show(event.target.files?.[0])}
            {...{ [REMOVE_IMAGE_ATTRIBUTE]: removesCurrent ? "true" : undefined }}
            // With a preview, Replace and Remove are the keyboard's way in: one tab stop less.
            tabIndex={shown ? -1 : undefined}
            className="peer sr-only"
          />
          {shown ? (
            <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-3 sm:flex-row sm:items-center peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring">
              <figure className="flex min-w-0 flex-1 items-center gap-3">
                {/* A blob: preview or an upload of any size: next/image cannot optimise either. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={shown.url}
                  alt={`${label} preview`}
                  className="size-20 shrink-0 rounded-xl border border-line bg-surface-2 object-contain"
                />
                <figcaption className="min-w-0 break-words text-sm text-muted">{shown.caption}</figcaption>
              </figure>
              <div className="flex gap-2">
                <button type="button" onClick={() => inputRef.current?.click()} className={secondaryButtonClass}>
                  Replace<span className="sr-only"> {label.toLowerCase()}</span>
                </button>
                <button type="button" onClick={remove} className={dangerButtonClass}>
                  Remove<span className="sr-only"> {label.toLowerCase()}</span>
                </button>
              </div>
            </div>
          ) : (
            // The input is the keyboard's way in; the zone is for the pointer and for drops.
            <div
              onClick={() => inputRef.current?.click()}
              onDragEnter={(event) => {
                event.preventDefault();
                setDragging(true);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              data-dragging={dragging || undefined}
              className={`${ZONE} cursor-pointer ${
                dragging ? "border-accent bg-accent-soft" : "border-line-strong bg-surface/40 hover:border-accent"
              }`}
            >
              <FileIcon size={22} className="text-accent" />
              <p className="text-sm text-fg">
                <span className="font-medium text-accent">Choose an image</span> or drop it here
              </p>
            </div>
          )}
          {removesCurrent && (
            <p className="flex flex-wrap items-center gap-x-1 text-sm text-muted">
              The current image is removed when you save.
              {/* -ml-2: aligned with the sentence when it wraps under it, its 44 px row kept. */}
              <button
                type="button"
                onClick={undoRemove}
                className="-ml-2 inline-flex min-h-11 items-center rounded-full px-2 font-medium text-accent underline-offset-4 hover:underline"
              >
                Keep it<span className="sr-only"> ({label.toLowerCase()})</span>
              </button>
            </p>
          )}
        </div>
      )}
    </FieldShell>
  );
}
