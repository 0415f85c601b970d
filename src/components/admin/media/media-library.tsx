"use client";

import { getImageProps } from "next/image";
import Link from "next/link";
import { useId, useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { buttonClasses } from "@/components/ui/button";
import { CheckIcon, CopyIcon, FileIcon, ImageIcon, TrashIcon } from "@/components/ui/icons";
import { apiRequest } from "@/lib/client/api";
import { useOwnerChange } from "@/lib/client/owner-change";
import { useServerList } from "@/lib/client/server-list";
import { toast } from "@/lib/client/toast";
import type { MediaItem } from "@/lib/media/types";
import { fitToStoredImage } from "@/lib/site/stored-image";
import { controlClass, labelClass, linkClass } from "../fields/styles";
import { errorMessage } from "../use-entity-form";
import { detailsOf, isImage, kindOf, markdownOf, uploadedOn, hrefOfUse, labelOfUse } from "./media-view";

/** A card is the whole width of a phone, half a tablet's, a third of the admin column. */
const THUMBNAIL_SIZES = "(min-width: 1024px) 270px, (min-width: 640px) 45vw, 100vw";

/** The upload, small: through the optimizer at its own ratio with its blurred placeholder; a PDF as its kind. */
function Thumbnail({ item }: { item: MediaItem }) {
  const box = "relative flex aspect-[16/10] w-full items-center justify-center overflow-hidden rounded-xl border border-line bg-surface-2";
  if (!isImage(item)) {
    return (
      <div className={`${box} flex-col gap-1 text-muted`}>
        <FileIcon size={28} />
        <span className="text-xs font-semibold">{kindOf(item.contentType)}</span>
      </div>
    );
  }
  const width = item.width ?? 320;
  const height = item.height ?? 200;
  const { props } = getImageProps({ src: item.url, alt: "", width, height, sizes: THUMBNAIL_SIZES, loading: "lazy" });
  const fitted = fitToStoredImage(props, { src: item.url, alt: "", width: item.width, height: item.height, placeholder: item.placeholder }, { blur: true });
  return (
    <div className={box}>
      {/* The name and alt text are beside it: the thumbnail itself is decorative. */}
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimizer's props, alt="" included */}
      <img {...fitted} className="size-full object-cover" />
    </div>
  );
}

/** The upload's default alt text, saved on its own. */
function AltText({ item, onSaved }: { item: MediaItem; onSaved: (item: MediaItem) => void }) {
  const id = useId();
  const [value, setValue] = useState(item.alt);
  const [saving, setSaving] = useState(false);
  const changed = value.trim() !== item.alt;

  async function save(event: React.FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const { msg, media } = await apiRequest<{ msg: string; media: MediaItem }>(`/media/${item._id}`, { method: "PATCH", body: { alt: value } });
      toast.success(msg);
      setValue(media.alt);
      onSaved(media);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={save} className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-alt`} className={labelClass}>
        Default alt text
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-alt`}
          value={value}
          maxLength={200}
          placeholder="None: each text says its own"
          onChange={(event) => setValue(event.target.value)}
          aria-describedby={`${id}-hint`}
          className={`${controlClass} min-w-0 flex-1`}
        />
        <button type="submit" className={buttonClasses({ variant: "secondary" })} disabled={!changed || saving}>
          {saving ? "Saving" : "Save"}
        </button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted">
        Used where a post shows it without alt text of its own.
      </p>
    </form>
  );
}

/** "Copy Markdown": the image as a post's text writes it, for the editor. */
function CopyMarkdown({ item }: { item: MediaItem }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(markdownOf(item));
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      toast.error("Could not copy: your browser did not allow it.");
    }
  }
  return (
    <button type="button" className={buttonClasses({ variant: "ghost" })} onClick={() => void copy()} aria-label={`Copy the Markdown of ${item.name}`}>
      {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
      {copied ? "Copied" : "Copy Markdown"}
    </button>
  );
}

/** Where it is used, each a link to the item; or why it is kept; or that nothing uses it. */
function Usage({ item }: { item: MediaItem }) {
  if (item.usedBy.length > 0) {
    return (
      <div className="flex flex-col gap-1">
        <p className="text-sm font-medium text-fg">Used by</p>
        <ul className="flex flex-col">
          {item.usedBy.map((use) => (
            <li key={`${use.kind}/${use.id}/${use.field}`}>
              <Link href={hrefOfUse(use)} className={`-mx-2 px-2 text-sm ${linkClass}`}>
                {labelOfUse(use)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (item.keptBecause === "recent") {
    return <p className="text-sm text-muted">New: nothing saved uses it, but a draft may. Clean unused leaves it for a day.</p>;
  }
  return <p className="text-sm font-medium text-muted">Not used anywhere.</p>;
}

function MediaCard({
  item,
  deleting,
  onSaved,
  onDelete,
}: {
  item: MediaItem;
  deleting: boolean;
  onSaved: (item: MediaItem) => void;
  onDelete: () => void;
}) {
  const titleId = useId();
  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-3 shadow-card sm:p-4">
      <Thumbnail item={item} />
      <div className="flex min-w-0 flex-col gap-0.5">
        <h2 id={titleId} className="break-words font-semibold text-fg">
          {item.name}
        </h2>
        <p className="text-sm text-muted">{detailsOf(item)}</p>
        <p className="text-sm text-muted">
          <time dateTime={item.createdAt}>{uploadedOn(item)}</time>
        </p>
      </div>
      <Usage item={item} />
      {isImage(item) && <AltText item={item} onSaved={onSaved} />}
      <div className="mt-auto flex flex-wrap gap-2">
        {isImage(item) && <CopyMarkdown item={item} />}
        {deletable(item) && (
          <button type="button" className={buttonClasses({ variant: "danger" })} disabled={deleting} onClick={onDelete} aria-label={`Delete ${item.name}`}>
            <TrashIcon size={16} />
            {deleting ? "Deleting" : "Delete"}
          </button>
        )}
      </div>
    </article>
  );
}

/** Nothing saved uses it (a new one only after the question says a draft may: docs/decisions.md). */
const deletable = (item: MediaItem) => item.keptBecause === null || item.keptBecause === "recent";

/** The question before deleting one upload: a new one may be named by a draft not yet saved. */
const deleteQuestion = (item: MediaItem) =>
  item.keptBecause === "recent"
    ? "Nothing saved uses it, but it was uploaded less than a day ago: a draft not saved yet (on this device or another) may show it, and would then show a missing image. The file is deleted for good: this cannot be undone."
    : "Nothing uses it. The file is deleted for good: this cannot be undone.";

/** The product's question before a final delete (src/components/ui/confirm.tsx). */
const askToDelete = (item: MediaItem) =>
  confirmAction({
    title: `Delete ${item.name}?`,
    description: deleteQuestion(item),
    confirmLabel: "Delete",
    danger: true,
  });

const askToClean = (count: number) =>
  confirmAction({
    title: `Delete ${count === 1 ? "1 unused upload" : `${count} unused uploads`}?`,
    description:
      "No post, project, certification, tech stack item or the profile uses them, no kept version of a post or project does, and none was uploaded in the last day. They are deleted for good: this cannot be undone.",
    confirmLabel: "Delete them",
    danger: true,
  });

/**
 * /admin/media: every upload, newest first, with its thumbnail, kind, size and dimensions,
 * its default alt text (editable), where it is used (links to the items) and, when nothing
 * uses it, Delete; "Clean unused" deletes every unused one in one step. The rule of "used" is
 * the server's (src/lib/media/in-use.ts): what it says is kept has no Delete here, except a
 * new upload nothing saved names, deleted after a question that says a draft may name it.
 */
export function MediaLibrary({ items }: { items: MediaItem[] }) {
  const showOwnerChange = useOwnerChange();
  // The server's list, with what changed here since it was rendered.
  const [shown, setShown] = useServerList(items);
  const [filter, setFilter] = useState<"all" | "unused">("all");
  const [working, setWorking] = useState<string | null>(null);

  const unused = shown.filter((item) => item.keptBecause === null);
  const listed = filter === "unused" ? unused : shown;

  async function deleteOne(item: MediaItem) {
    if (!(await askToDelete(item))) return;
    setWorking(item._id);
    try {
      const confirmed = item.keptBecause === "recent" ? "?confirm=recent" : "";
      const { msg } = await apiRequest<{ msg: string }>(`/media/${item._id}${confirmed}`, { method: "DELETE" });
      toast.success(msg);
      setShown((current) => current.filter((other) => other._id !== item._id));
      showOwnerChange();
    } catch (error) {
      toast.error(errorMessage(error));
      // Something may have started to use it: the server's list says what is true now.
      showOwnerChange();
    } finally {
      setWorking(null);
    }
  }

  async function cleanUnused() {
    if (!(await askToClean(unused.length))) return;
    setWorking("clean");
    try {
      const { msg, media } = await apiRequest<{ msg: string; media: MediaItem[] }>("/media/clean", { method: "POST" });
      toast.success(msg);
      const gone = new Set(media.map((item) => item._id));
      setShown((current) => current.filter((item) => !gone.has(item._id)));
      showOwnerChange();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setWorking(null);
    }
  }

  if (shown.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-line-strong p-6 text-center">
        <ImageIcon size={28} className="text-muted" />
        <p className="font-medium text-fg">No uploads yet</p>
        <p className="max-w-md text-pretty text-sm text-muted">
          Images you put in a post, covers, logos, screenshots, your photo and your résumé appear here, with where each is used.
        </p>
      </div>
    );
  }

  const filterButton = (value: "all" | "unused", label: string) => (
    <button
      type="button"
      aria-pressed={filter === value}
      onClick={() => setFilter(value)}
      className={buttonClasses({ variant: filter === value ? "secondary" : "ghost" })}
    >
      {label}
    </button>
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="text-sm text-muted">
          {shown.length === 1 ? "1 upload" : `${shown.length} uploads`}, {unused.length} unused. Newest first.
        </p>
        <div className="flex flex-wrap gap-2">
          <div role="group" aria-label="Show" className="flex gap-1">
            {filterButton("all", "All")}
            {filterButton("unused", `Unused (${unused.length})`)}
          </div>
          <button
            type="button"
            className={buttonClasses({ variant: "danger" })}
            disabled={unused.length === 0 || working !== null}
            onClick={() => void cleanUnused()}
          >
            <TrashIcon size={16} />
            {working === "clean" ? "Cleaning" : "Clean unused"}
          </button>
        </div>
      </div>

      {listed.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line-strong p-6 text-center text-sm text-muted">Every upload is in use: nothing to clean up.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {listed.map((item) => (
            <li key={item._id}>
              <MediaCard
                item={item}
                deleting={working === item._id}
                onSaved={(saved) => setShown((current) => current.map((other) => (other._id === saved._id ? saved : other)))}
                onDelete={() => void deleteOne(item)}
              />
            </li>
          ))}
        </ul>
      )}

    </div>
  );
}
