"use client";

import { useEffect, useRef, useState } from "react";
import { FORM_CHANGED_EVENT, REMOVE_IMAGE_ATTRIBUTE } from "../form-data";

interface SharedLink {
  /** This site's host, as the card names it: known in the browser only. */
  host: string;
  title: string;
  description: string;
  /** The card's image: a chosen file's object URL, a stored upload, or the drawn card. */
  image: string | null;
}

/** Longer descriptions are cut by the sites that show the card, at about this length. */
const SHOWN_DESCRIPTION = 160;

const fieldValue = (form: HTMLFormElement, name: string) => {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value.trim() : "";
};

/**
 * How a link to the post will look when shared (a chat, a social site): its card image (the
 * social image, else the cover, cropped to 1.91:1, else the card the site draws from the
 * title), its title and its description (the meta description, else the summary). Read from
 * the form as the owner edits it, chosen files included, so it is what the saved post gives.
 */
export function SharePreview({
  storedSocialImage,
  storedCover,
  drawnCard,
}: {
  storedSocialImage?: string | null;
  storedCover?: string | null;
  /** The card the site draws for this post (/og/blogs/{id}); none before the first save. */
  drawnCard?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [link, setLink] = useState<SharedLink | null>(null);
  // The drawn card of a post not yet public does not exist (404): the words say so instead.
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const form = ref.current?.closest("form");
    if (!form) return;
    // One object URL per chosen file, made once (not on every keystroke).
    const urls = new Map<File, string>();
    const imageOf = (name: string, stored?: string | null): string | null | undefined => {
      const input = form.elements.namedItem(name);
      if (!(input instanceof HTMLInputElement)) return stored;
      const file = input.files?.[0];
      if (file) {
        if (!urls.has(file)) urls.set(file, URL.createObjectURL(file));
        return urls.get(file);
      }
      return input.getAttribute(REMOVE_IMAGE_ATTRIBUTE) === "true" ? null : stored;
    };
    const read = () => {
      const next: SharedLink = {
        host: window.location.host,
        title: fieldValue(form, "title"),
        description: fieldValue(form, "metaDescription") || fieldValue(form, "summary"),
        image: imageOf("socialImage", storedSocialImage) || imageOf("imageUrl", storedCover) || drawnCard || null,
      };
      // Typing in the post's text changes none of it: no render then (a keystroke stays cheap).
      setLink((shown) =>
        shown && shown.host === next.host && shown.title === next.title && shown.description === next.description && shown.image === next.image ? shown : next,
      );
    };
    read();
    // Read after the event, not during it: this listener runs before React's own, and a render
    // started here would put a controlled field's old value back before React reads the new
    // one (the post's text would lose what was just typed or pasted).
    let pending: ReturnType<typeof setTimeout> | null = null;
    const later = () => {
      if (pending === null) pending = setTimeout(() => ((pending = null), read()), 0);
    };
    const events = ["input", "change", FORM_CHANGED_EVENT];
    for (const type of events) form.addEventListener(type, later);
    return () => {
      for (const type of events) form.removeEventListener(type, later);
      if (pending !== null) clearTimeout(pending);
      for (const url of urls.values()) URL.revokeObjectURL(url);
    };
  }, [storedSocialImage, storedCover, drawnCard]);

  const description = link?.description ?? "";
  return (
    <section aria-labelledby="share-preview-heading" className="flex min-w-0 flex-col gap-1.5">
      <h2 id="share-preview-heading" className="text-sm font-medium text-fg">
        Shared link
      </h2>
      <div ref={ref} className="max-w-md overflow-hidden rounded-xl border border-line bg-surface" data-share-preview>
        <div className="flex aspect-[1.91/1] items-center justify-center bg-surface-2">
          {link?.image && link.image !== failed ? (
            // A chosen file's object URL or the drawn card: next/image cannot optimise either.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={link.image} alt="" onError={() => setFailed(link.image)} className="size-full object-cover" />
          ) : (
            <span className="px-4 text-center text-sm text-muted">A card with the post&apos;s title is drawn once the post is public.</span>
          )}
        </div>
        <div className="flex flex-col gap-0.5 border-t border-line p-3">
          <span className="truncate text-xs uppercase tracking-wide text-subtle">{link?.host}</span>
          <span className="line-clamp-2 font-semibold text-fg">{link?.title || "Title"}</span>
          <span className="line-clamp-2 text-sm text-muted">
            {description.length > SHOWN_DESCRIPTION ? `${description.slice(0, SHOWN_DESCRIPTION - 1)}…` : description || "Description"}
          </span>
        </div>
      </div>
    </section>
  );
}
