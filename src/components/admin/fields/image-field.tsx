"use client";

import { useEffect, useRef, useState } from "react";
import { FileIcon } from "@/components/ui/icons";
import { formatBytes } from "@/lib/client/images/plan";
import { isPreparable, prepareImage, type PreparedImage } from "@/lib/client/images/prepare";
import { IMAGE_ACCEPT } from "@/lib/client/upload";
import { announceFormChange, REMOVE_IMAGE_ATTRIBUTE, trackPreparation } from "../form-data";
import { AltTextField, type AltTextFieldProps } from "./alt-text-field";
import { FieldShell } from "./field-shell";
import { dangerButtonClass, secondaryButtonClass } from "./styles";
import { holdFile, useFileDrop } from "./use-file-drop";

export interface ImageFieldProps {
  name: string;
  label: string;
  hint?: React.ReactNode;
  className?: string;
  /** The stored image on an edit screen; kept unless it is replaced or removed. */
  currentUrl?: string | null;
  /** The image's alt text, shown under it (an input named `${name}Alt`). */
  alt?: Omit<AltTextFieldProps, "image" | "imageLabel">;
  /** Restored unsaved work: the image the owner had chosen, or that they had removed the stored one. */
  initial?: File | "removed";
}

/** What every image field says unless it says more (the profile photo does). */
export const IMAGE_FORMATS_HINT =
  "PNG, JPEG, WebP, GIF or AVIF. A large photo is made smaller on this device before it is sent.";

const ZONE =
  "flex w-full flex-col items-center justify-center gap-2 rounded-2xl border border-dashed px-4 py-6 text-center transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring";

const PROGRESS =
  "h-2 w-full overflow-hidden rounded-full bg-surface-2 accent-[var(--accent-strong)] [&::-moz-progress-bar]:bg-accent-strong [&::-webkit-progress-bar]:bg-surface-2 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent-strong";

interface Chosen {
  /** An object URL of the file the input holds (the prepared one, not the original). */
  url: string;
  /** The name the owner chose it by. */
  name: string;
  /** What was done to it, one sentence a line. */
  details: string[];
}

function describe(prepared: Exclude<PreparedImage, { kind: "unreadable" }>): string[] {
  if (prepared.kind === "original") return [];
  const { from, to, file } = prepared;
  return [
    `Resized from ${from.width} × ${from.height} to ${to.width} × ${to.height} (${formatBytes(file.size)}).`,
    ...(prepared.still ? ["It was animated; only its first frame is kept, as a still image."] : []),
  ];
}

/**
 * One image: a drop zone (click, or drag a file onto it) while there is none, then a
 * preview with Replace and Remove. The real <input type=file> stays in the page, visually
 * hidden but labelled and reachable with the keyboard, and holds the file that is sent.
 *
 * A chosen image is first prepared on the device (src/lib/client/images): a photo over
 * 2560 px or 4 MB is resized and re-encoded, with a progress bar, and the input then holds
 * the prepared file, so the original bytes are never sent; the form waits for this before
 * it submits (form-data.ts, imagesPrepared). A file that cannot be read is not kept.
 * With `alt`, the image's alt text follows it (alt-text-field.tsx).
 */
export function ImageField({ alt, className, ...field }: ImageFieldProps) {
  if (!alt) return <ImageInput {...field} className={className} />;
  return (
    <div className={`flex min-w-0 flex-col gap-5 ${className ?? ""}`}>
      <ImageInput {...field} />
      <AltTextField {...alt} image={field.name} imageLabel={field.label} />
    </div>
  );
}

function ImageInput({ name, label, hint, className, currentUrl, initial }: Omit<ImageFieldProps, "alt">) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [preparing, setPreparing] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [removed, setRemoved] = useState(initial === "removed");
  // The stored image this field started from: a save that stays on the form changes it, and
  // the field then starts again from the new one (the file it held is saved).
  const [shownFor, setShownFor] = useState(currentUrl);
  if (shownFor !== currentUrl) {
    setShownFor(currentUrl);
    setChosen(null);
    setRemoved(false);
    setProblem(null);
  }
  // Each choice gets a number; a preparation finishing after a newer choice is ignored.
  const latest = useRef(0);
  const noun = label.toLowerCase();
  const { dragging, zoneProps } = useFileDrop((file) => {
    const input = inputRef.current;
    if (!input) return;
    take(file, input, true);
    input.focus();
  });

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => {
    if (chosen) URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  // The file input follows: it no longer holds what was just saved.
  useEffect(() => {
    if (inputRef.current && !chosen) inputRef.current.value = "";
  }, [shownFor]); // eslint-disable-line react-hooks/exhaustive-deps

  // Restored unsaved work: the file the owner had chosen goes back into the input.
  useEffect(() => {
    const input = inputRef.current;
    if (!input || !(initial instanceof File)) return;
    holdFile(input, initial);
    setChosen({ url: URL.createObjectURL(initial), name: initial.name, details: ["Kept from your unsaved changes."] });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  // A preparation still running when the form goes away has no field to update.
  useEffect(() => {
    const choices = latest;
    return () => {
      choices.current += 1;
    };
  }, []);

  function take(file: File | undefined, input: HTMLInputElement, dropped: boolean) {
    const run = ++latest.current;
    setProblem(null);
    setChosen(null);
    if (!file || !isPreparable(file)) {
      // Nothing to prepare: no file, or one the form refuses by its type when it is sent.
      setPreparing(null);
      if (file && dropped) holdFile(input, file);
      if (file) setChosen({ url: URL.createObjectURL(file), name: file.name, details: [] });
      announceFormChange(input);
      return;
    }
    setPreparing(0);
    const current = () => run === latest.current;
    const work = prepareImage(file, { onProgress: (percent) => current() && setPreparing(percent) }).then((prepared) => {
      if (!current()) return true;
      setPreparing(null);
      if (prepared.kind === "unreadable") {
        holdFile(input, null);
        setProblem(prepared.message);
        return false;
      }
      // A picked file is already in the input; a resized or dropped one is put there.
      if (prepared.kind === "resized" || dropped) holdFile(input, prepared.file);
      setChosen({ url: URL.createObjectURL(prepared.file), name: file.name, details: describe(prepared) });
      announceFormChange(input);
      return true;
    });
    trackPreparation(input, work);
  }

  function remove() {
    latest.current += 1;
    if (inputRef.current) inputRef.current.value = "";
    setChosen(null);
    setProblem(null);
    if (currentUrl) setRemoved(true);
    inputRef.current?.focus();
    // After React has set (or cleared) the removal on the input.
    requestAnimationFrame(() => announceFormChange(inputRef.current));
  }

  function undoRemove() {
    setRemoved(false);
    inputRef.current?.focus();
    requestAnimationFrame(() => announceFormChange(inputRef.current));
  }

  const shown = chosen
    ? { url: chosen.url, caption: [`Chosen: ${chosen.name}`, ...chosen.details] }
    : currentUrl && !removed
      ? { url: currentUrl, caption: ["Current image (kept unless you replace or remove it)"] }
      : null;
  const removesCurrent = Boolean(currentUrl) && removed && !chosen && preparing === null;

  return (
    <FieldShell
      name={name}
      label={label}
      hint={hint ?? IMAGE_FORMATS_HINT}
      required={false}
      className={className}
      notice={
        // Always in the page, so the message is announced when it appears.
        <p aria-live="polite" className="text-sm font-medium text-danger empty:hidden">
          {problem ?? ""}
        </p>
      }
    >
      {(wiring) => (
        <div className="relative flex flex-col gap-3">
          <input
            {...wiring}
            aria-invalid={wiring["aria-invalid"] ?? (problem ? true : undefined)}
            ref={inputRef}
            name={name}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(event) => take(event.target.files?.[0], event.currentTarget, false)}
            {...{ [REMOVE_IMAGE_ATTRIBUTE]: removesCurrent ? "true" : undefined }}
            // With a preview, Replace and Remove are the keyboard's way in: one tab stop less.
            tabIndex={shown && preparing === null ? -1 : undefined}
            className="peer sr-only"
          />
          {preparing !== null ? (
            <div className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
              <span className="text-sm text-muted">Preparing {noun}…</span>
              <progress value={preparing} max={100} aria-label={`Preparing ${noun}`} className={PROGRESS} />
            </div>
          ) : shown ? (
            <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-3 sm:flex-row sm:items-center peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring">
              <figure className="flex min-w-0 flex-1 items-center gap-3">
                {/* A blob: preview or an upload of any size: next/image cannot optimise either. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={shown.url}
                  alt={`${label} preview`}
                  className="size-20 shrink-0 rounded-xl border border-line bg-surface-2 object-contain"
                />
                <figcaption className="flex min-w-0 flex-col gap-0.5 break-words text-sm text-muted">
                  {shown.caption.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                </figcaption>
              </figure>
              <div className="flex gap-2">
                <button type="button" onClick={() => inputRef.current?.click()} className={secondaryButtonClass}>
                  Replace<span className="sr-only"> {noun}</span>
                </button>
                <button type="button" onClick={remove} className={dangerButtonClass}>
                  Remove<span className="sr-only"> {noun}</span>
                </button>
              </div>
            </div>
          ) : (
            // The input is the keyboard's way in; the zone is for the pointer and for drops.
            <div
              onClick={() => inputRef.current?.click()}
              {...zoneProps}
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
                Keep it<span className="sr-only"> ({noun})</span>
              </button>
            </p>
          )}
        </div>
      )}
    </FieldShell>
  );
}
