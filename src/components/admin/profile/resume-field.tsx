"use client";

import { useEffect, useRef, useState } from "react";
import { ExternalIcon, FileIcon } from "@/components/ui/icons";
import { formatBytes } from "@/lib/client/images/plan";
import { announceFormChange, REMOVE_IMAGE_ATTRIBUTE } from "../form-data";
import { FieldShell } from "../fields/field-shell";
import { dangerButtonClass, linkClass, secondaryButtonClass } from "../fields/styles";
import { TextField } from "../fields/text-field";
import { holdFile, useFileDrop } from "../fields/use-file-drop";
import { LIMITS } from "@/lib/validations/fields";
import { PDF_ACCEPT, type StoredResume } from "./profile-values";

const ZONE =
  "flex w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-2xl border border-dashed px-4 py-6 text-center transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring";


/**
 * The résumé: a PDF (drop zone, then the file with Open, Replace and Remove, like the image
 * fields) or a link to one elsewhere. One at a time: a chosen PDF wins over the link, and a
 * link typed while a PDF is stored replaces that PDF (profile-values.ts says what is sent).
 * The file input is named "resume" and marked like an image field's when the stored PDF is
 * removed, so the form reads it the same way.
 */
export function ResumeField({
  stored,
  link,
  onLinkChange,
  initial,
}: {
  stored: StoredResume;
  link: string;
  onLinkChange: (link: string) => void;
  /** Restored unsaved work: the PDF the owner had chosen, or that they had removed the stored one. */
  initial?: File | "removed";
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const [removed, setRemoved] = useState(initial === "removed");

  // Restored unsaved work: the PDF goes back into the input.
  useEffect(() => {
    if (!inputRef.current || !(initial instanceof File)) return;
    holdFile(inputRef.current, initial);
    setChosen({ name: initial.name, size: initial.size });
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  const upload = stored?.kind === "upload" ? stored : null;
  const { dragging, zoneProps } = useFileDrop((file) => {
    const input = inputRef.current;
    if (!input) return;
    holdFile(input, file);
    show(file);
    input.focus();
    announceFormChange(input);
  });

  function show(file: File | undefined) {
    setChosen(file ? { name: file.name, size: file.size } : null);
  }

  function remove() {
    if (inputRef.current) inputRef.current.value = "";
    setChosen(null);
    if (upload) setRemoved(true);
    inputRef.current?.focus();
    requestAnimationFrame(() => announceFormChange(inputRef.current));
  }

  const shown = chosen
    ? { caption: `Chosen: ${chosen.name} (${formatBytes(chosen.size)})`, href: null }
    : upload && !removed
      ? { caption: "Current résumé (kept unless you replace or remove it)", href: upload.url }
      : null;
  const removesUpload = Boolean(upload) && removed && !chosen;
  const linkReplacesUpload = Boolean(upload) && !removed && !chosen && link.trim() !== "";

  return (
    <div className="flex flex-col gap-5 md:col-span-2">
      <FieldShell name="resume" label="Résumé PDF" hint="A PDF of at most 4 MB." required={false}>
        {(wiring) => (
          <div className="relative flex flex-col gap-3">
            <input
              {...wiring}
              ref={inputRef}
              name="resume"
              type="file"
              accept={PDF_ACCEPT}
              onChange={(event) => show(event.target.files?.[0])}
              {...{ [REMOVE_IMAGE_ATTRIBUTE]: removesUpload ? "true" : undefined }}
              tabIndex={shown ? -1 : undefined}
              className="peer sr-only"
            />
            {shown ? (
              <div className="flex flex-col gap-4 rounded-2xl border border-line bg-bg/60 p-3 sm:flex-row sm:items-center peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring">
                <div className="flex min-w-0 flex-1 items-center gap-3">
                  <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-xl border border-line bg-surface-2 text-accent">
                    <FileIcon size={22} />
                  </span>
                  <div className="flex min-w-0 flex-col">
                    <p className="break-words text-sm text-muted">{shown.caption}</p>
                    {shown.href && (
                      <a href={shown.href} target="_blank" rel="noopener noreferrer" className={`-ml-2 self-start px-2 text-sm ${linkClass}`}>
                        Open the PDF
                        <ExternalIcon size={14} className="ml-1" />
                        <span className="sr-only"> (opens in a new tab)</span>
                      </a>
                    )}
                  </div>
                </div>
                <div className="flex gap-2">
                  <button type="button" onClick={() => inputRef.current?.click()} className={secondaryButtonClass}>
                    Replace<span className="sr-only"> résumé PDF</span>
                  </button>
                  <button type="button" onClick={remove} className={dangerButtonClass}>
                    Remove<span className="sr-only"> résumé PDF</span>
                  </button>
                </div>
              </div>
            ) : (
              <div
                onClick={() => inputRef.current?.click()}
                {...zoneProps}
                className={`${ZONE} ${dragging ? "border-accent bg-accent-soft" : "border-line-strong bg-bg/40 hover:border-accent"}`}
              >
                <FileIcon size={22} className="text-accent" />
                <p className="text-sm text-fg">
                  <span className="font-medium text-accent">Choose a PDF</span> or drop it here
                </p>
              </div>
            )}
            {removesUpload && (
              <p className="flex flex-wrap items-center gap-x-1 text-sm text-muted">
                The current PDF is removed when you save.
                <button
                  type="button"
                  onClick={() => {
                    setRemoved(false);
                    inputRef.current?.focus();
                    requestAnimationFrame(() => announceFormChange(inputRef.current));
                  }}
                  className="-ml-2 inline-flex min-h-11 items-center rounded-full px-2 font-medium text-accent underline-offset-4 hover:underline"
                >
                  Keep it<span className="sr-only"> (résumé PDF)</span>
                </button>
              </p>
            )}
          </div>
        )}
      </FieldShell>
      <TextField
        name="resumeUrl"
        label="Or a link to your résumé"
        type="url"
        inputMode="url"
        required={false}
        autoComplete="url"
        maxLength={LIMITS.url}
        placeholder="https://example.com/resume.pdf"
        value={link}
        onChange={(event) => onLinkChange(event.target.value)}
        disabled={chosen !== null}
        hint={
          chosen
            ? "The PDF you chose replaces any link."
            : linkReplacesUpload
              ? "This link replaces the uploaded PDF when you save."
              : "Leave both empty and the site shows no Résumé button."
        }
      />
    </div>
  );
}
