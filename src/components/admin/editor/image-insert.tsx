"use client";

import { useEffect, useId, useRef, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { ApiRequestError } from "@/lib/client/api";
import { isPreparable, prepareImage } from "@/lib/client/images/prepare";
import { ACCEPTED_IMAGE_TYPES, MAX_IMAGE_BYTES, sendForm } from "@/lib/client/upload";
import type { MediaItem } from "@/lib/media/types";
import { controlClass, labelClass, primaryButtonClass, secondaryButtonClass } from "../fields/styles";
import { applyEdit, selectionOf } from "./editor-commands";
import { altFromFileName, imageEdit, type TextSelection } from "./markdown-format";

/** One image on its way into the post: prepared on the device, uploaded, then described. */
interface Pending {
  key: string;
  name: string;
  preview: string | null;
  alt: string;
  caption: string;
  state: "preparing" | "uploading" | "done" | "failed";
  progress: number;
  problem?: string;
  media?: MediaItem;
}

const isImage = (file: File) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);

/** The image files among those given (a paste or a drop may carry text or other files too). */
export const imageFilesOf = (files: FileList | File[] | null | undefined): File[] => Array.from(files ?? []).filter(isImage);

async function upload(file: File, alt: string, onProgress: (percent: number) => void): Promise<MediaItem> {
  const body = new FormData();
  body.set("file", file);
  body.set("alt", alt);
  const { media } = await sendForm<{ media: MediaItem }>("/media", { method: "POST", body, onProgress });
  return media;
}

/**
 * Images into a post, by the Image button, a paste or a drop: each is prepared on the device
 * (a large photo made smaller) and uploaded through the same pipeline as every other upload
 * (re-encoded and stripped of its metadata on the server, the same limits) while the owner
 * describes it: a dialog shows each one's progress and asks for its alt text, started from
 * its file name and never left empty. Insert puts `![alt](url)` where the cursor was, each
 * image its own paragraph, as one undoable edit; a failed upload inserts nothing and says why.
 */
export function useImageInsert(textareaRef: React.RefObject<HTMLTextAreaElement | null>, onUploaded: (media: MediaItem) => void) {
  const [pending, setPending] = useState<Pending[] | null>(null);
  const selection = useRef<TextSelection | null>(null);
  const run = useRef(0);

  function start(files: File[]) {
    const textarea = textareaRef.current;
    if (!textarea || files.length === 0) return;
    selection.current = selectionOf(textarea);
    const batch = ++run.current;
    const items: Pending[] = files.map((file, index) => ({
      key: `${batch}-${index}`,
      name: file.name,
      preview: URL.createObjectURL(file),
      alt: altFromFileName(file.name),
      caption: "",
      state: "preparing",
      progress: 0,
    }));
    setPending(items);
    const update = (key: string, change: Partial<Pending>) =>
      run.current === batch && setPending((current) => current?.map((item) => (item.key === key ? { ...item, ...change } : item)) ?? null);
    files.forEach(async (file, index) => {
      const { key, alt } = items[index]!;
      try {
        let chosen = file;
        if (isPreparable(file)) {
          const prepared = await prepareImage(file);
          if (prepared.kind === "unreadable") throw new Error(prepared.message);
          chosen = prepared.file;
        }
        if (chosen.size > MAX_IMAGE_BYTES) throw new Error(`${file.name} is too large: an image may be at most 4 MB.`);
        update(key, { state: "uploading" });
        const media = await upload(chosen, alt, (progress) => update(key, { progress }));
        onUploaded(media);
        update(key, { state: "done", progress: 100, media });
      } catch (error) {
        const message =
          error instanceof ApiRequestError && error.status === 401
            ? "Your session has ended: log in again in another tab, then try once more."
            : error instanceof Error && error.message
              ? error.message
              : "The upload failed.";
        update(key, { state: "failed", problem: message });
      }
    });
  }

  function close() {
    run.current += 1;
    for (const item of pending ?? []) if (item.preview) URL.revokeObjectURL(item.preview);
    setPending(null);
    textareaRef.current?.focus();
  }

  function insert() {
    const textarea = textareaRef.current;
    const done = (pending ?? []).filter((item) => item.state === "done" && item.media);
    if (textarea && done.length > 0) {
      const at = selection.current ?? selectionOf(textarea);
      applyEdit(
        textarea,
        imageEdit({ ...at, text: textarea.value }, done.map((item) => ({ url: item.media!.url, alt: item.alt.trim() || altFromFileName(item.name), caption: item.caption }))),
      );
    }
    close();
  }

  const dialog = pending ? (
    <ImageInsertDialog
      items={pending}
      onAlt={(key, alt) => setPending((current) => current?.map((item) => (item.key === key ? { ...item, alt } : item)) ?? null)}
      onCaption={(key, caption) => setPending((current) => current?.map((item) => (item.key === key ? { ...item, caption } : item)) ?? null)}
      onInsert={insert}
      onCancel={close}
    />
  ) : null;

  return { start, dialog };
}

function ImageInsertDialog({
  items,
  onAlt,
  onCaption,
  onInsert,
  onCancel,
}: {
  items: Pending[];
  onAlt: (key: string, alt: string) => void;
  onCaption: (key: string, caption: string) => void;
  onInsert: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const firstAlt = useRef<HTMLInputElement>(null);
  const busy = items.some((item) => item.state === "preparing" || item.state === "uploading");
  const done = items.filter((item) => item.state === "done").length;
  const missingAlt = items.some((item) => item.state === "done" && item.alt.trim() === "");
  useEffect(() => {
    firstAlt.current?.select();
  }, []);

  return (
    <Dialog
      open
      size="lg"
      onClose={onCancel}
      title={items.length === 1 ? "Insert an image" : `Insert ${items.length} images`}
      description="Describe each image for people who cannot see it. It is inserted where your cursor was."
      initialFocus={firstAlt}
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className={primaryButtonClass} onClick={onInsert} disabled={busy || done === 0 || missingAlt}>
            {busy ? "Uploading…" : done > 1 ? `Insert ${done} images` : "Insert"}
          </button>
        </>
      }
    >
      <ul className="flex flex-col gap-4">
        {items.map((item, index) => (
          <li key={item.key} className="flex flex-col gap-3 rounded-xl border border-line p-3 sm:flex-row">
            {item.preview && (
              // A blob: preview of the chosen file: next/image cannot optimise it.
              // eslint-disable-next-line @next/next/no-img-element
              <img src={item.preview} alt="" className="size-20 shrink-0 rounded-lg border border-line bg-surface-2 object-cover" />
            )}
            <div className="flex min-w-0 flex-1 flex-col gap-2">
              <p className="break-words text-sm text-muted">{item.name}</p>
              {item.state === "failed" ? (
                <p role="alert" className="text-sm font-medium text-danger">
                  Not uploaded: {item.problem} Nothing was inserted for it.
                </p>
              ) : item.state === "done" ? (
                <p className="text-sm text-muted">Uploaded.</p>
              ) : (
                <div className="flex flex-col gap-1" role="status">
                  <span className="text-sm text-muted">{item.state === "preparing" ? "Preparing…" : `Uploading: ${item.progress}%`}</span>
                  <progress
                    value={item.state === "preparing" ? undefined : item.progress}
                    max={100}
                    aria-label={`Upload of ${item.name}`}
                    className="h-2 w-full overflow-hidden rounded-full accent-[var(--accent-strong)]"
                  />
                </div>
              )}
              {item.state !== "failed" && (
                <>
                  <label htmlFor={`${id}-alt-${index}`} className={labelClass}>
                    Alt text
                  </label>
                  <input
                    ref={index === 0 ? firstAlt : undefined}
                    id={`${id}-alt-${index}`}
                    value={item.alt}
                    maxLength={200}
                    required
                    aria-invalid={item.alt.trim() === "" ? true : undefined}
                    onChange={(event) => onAlt(item.key, event.target.value)}
                    className={controlClass}
                  />
                  <label htmlFor={`${id}-caption-${index}`} className={labelClass}>
                    Caption <span className="font-normal text-muted">(optional)</span>
                  </label>
                  <input
                    id={`${id}-caption-${index}`}
                    value={item.caption}
                    maxLength={200}
                    onChange={(event) => onCaption(item.key, event.target.value)}
                    className={controlClass}
                  />
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
