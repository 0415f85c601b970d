"use client";

import { useId, useState } from "react";
import { writeToClipboard } from "@/components/markdown/copy-button";
import { buttonClasses } from "@/components/ui/button";
import { confirmAction } from "@/components/ui/confirm";
import { CopyIcon, ExternalIcon } from "@/components/ui/icons";
import { apiRequest } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";

export type PreviewCollection = "blogs" | "projects";

interface PreviewLinkAnswer {
  url: string;
  expiresAt: string;
}

const EXPIRY = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" });

/**
 * The owner's way to show an unpublished post or project to someone: asks the API for a
 * signed link (POST /{collection}/{id}/preview), then offers Copy link, Open and, where the
 * browser has a share sheet (phones), Share. The link shows what is saved, to anyone who has
 * it, for seven days, until the item is published or trashed, or until the owner uses End
 * preview links (DELETE /{collection}/{id}/preview), which voids every link made so far.
 * Used on the edit screens; `compact` for a row of other actions (the Draft and Scheduled
 * badges).
 */
export function PreviewLink({
  collection,
  id,
  title,
  compact = false,
}: {
  collection: PreviewCollection;
  id: string;
  /** The item's title: the share sheet's title and the buttons' accessible names. */
  title: string;
  compact?: boolean;
}) {
  const [link, setLink] = useState<PreviewLinkAnswer | null>(null);
  const [asking, setAsking] = useState(false);
  const [ending, setEnding] = useState(false);
  // Known only in the browser, where the link is asked for: the server renders no Share.
  const [canShare, setCanShare] = useState(false);
  const fieldId = useId();

  async function ask() {
    setAsking(true);
    try {
      setLink(await apiRequest<PreviewLinkAnswer>(`/${collection}/${id}/preview`, { method: "POST" }));
      setCanShare(typeof navigator.share === "function");
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setAsking(false);
    }
  }

  async function endLinks() {
    const sure = await confirmAction({
      title: `End every preview link of “${title}”?`,
      description: "Whoever opens one gets the page-not-found screen. A link you make afterwards works.",
      confirmLabel: "End the links",
      danger: true,
    });
    if (!sure) return;
    setEnding(true);
    try {
      const { msg } = await apiRequest<{ msg: string }>(`/${collection}/${id}/preview`, { method: "DELETE" });
      // The link on screen is one of them.
      setLink(null);
      toast.success(msg);
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setEnding(false);
    }
  }

  async function copy(url: string) {
    try {
      await writeToClipboard(url);
      toast.success("Preview link copied");
    } catch {
      // The link is on screen, selected: the owner can copy it by hand.
      (document.getElementById(fieldId) as HTMLInputElement | null)?.select();
      toast.error("The link could not be copied: select it and copy it.");
    }
  }

  async function share(url: string) {
    try {
      await navigator.share({ title: `Preview: ${title}`, url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if ((error as Error).name !== "AbortError") toast.error("The link could not be shared: copy it instead.");
    }
  }

  const askButton = (
    <button type="button" onClick={ask} disabled={asking} className={buttonClasses({ variant: "secondary" })}>
      {asking ? "Creating link" : link ? "New preview link" : "Preview link"}
    </button>
  );

  return (
    <section aria-label={`Preview link for ${title}`} className={compact ? "flex flex-col gap-2" : "flex flex-col gap-3 rounded-2xl border border-line bg-surface/40 p-4 md:col-span-2"}>
      {!compact && (
        <div>
          <h2 className="text-sm font-medium text-fg">Share a preview</h2>
          <p className="mt-1 text-sm text-muted">
            A private link to this page as visitors will see it, before it is published: for anyone you send it to,
            for 7 days. It shows what is saved. Publishing, trashing or ending the links voids every link made before.
          </p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {askButton}
        {/* On the edit screen: a row of badges keeps to the one button. */}
        {!compact && (
          <button type="button" onClick={endLinks} disabled={ending} className={buttonClasses({ variant: "ghost" })}>
            {ending ? "Ending links" : "End preview links"}
          </button>
        )}
      </div>
      {link && (
        <div className="flex flex-col gap-2">
          <label htmlFor={fieldId} className="text-sm font-medium text-fg">
            Preview link{" "}
            <span className="font-normal text-muted">
              (works until <time dateTime={link.expiresAt}>{EXPIRY.format(new Date(link.expiresAt))}</time>)
            </span>
          </label>
          <input
            id={fieldId}
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
            className="block w-full min-h-11 rounded-xl border border-line-strong bg-bg px-3.5 py-2.5 font-mono text-sm text-fg"
          />
          <div className="flex flex-wrap gap-2">
            <button type="button" onClick={() => copy(link.url)} className={buttonClasses({ variant: "primary" })}>
              <CopyIcon size={16} />
              Copy link
            </button>
            <a href={link.url} target="_blank" rel="noopener noreferrer" className={buttonClasses({ variant: "secondary" })}>
              <ExternalIcon size={16} />
              Open
              <span className="sr-only"> the preview (new tab)</span>
            </a>
            {canShare && (
              <button type="button" onClick={() => share(link.url)} className={buttonClasses({ variant: "secondary" })}>
                Share
              </button>
            )}
          </div>
        </div>
      )}
    </section>
  );
}
