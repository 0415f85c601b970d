"use client";

import { useSyncExternalStore } from "react";
import { formatScheduledTime } from "@/lib/publishing/local-time";
import { publicationState } from "@/lib/publishing/visibility";

const noSubscription = () => () => {};

/** True once hydrated: the owner's time zone is the browser's, unknown to the server. */
function useInBrowser(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

export interface PublicationFields {
  status: string;
  publishAt: string | null;
}

const LOOKS = {
  draft: "border-line-strong bg-surface-2 text-fg",
  scheduled: "border-accent/40 bg-accent-soft text-accent",
};

/**
 * "Draft" or "Scheduled · 24 Nov, 09:00" (the owner's local time) beside an item that
 * visitors do not see yet; nothing for a live item.
 */
export function PublicationBadge({ item, className = "" }: { item: PublicationFields; className?: string }) {
  const inBrowser = useInBrowser();
  const state = publicationState(item);
  if (state === "live") return null;
  const look = `inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${LOOKS[state]} ${className}`;
  if (state === "draft") return <span className={look}>Draft</span>;
  const at = item.publishAt!;
  // The server writes UTC, said so; the browser then writes the owner's own time.
  const when = inBrowser ? formatScheduledTime(at) : `${formatScheduledTime(at, "UTC")} UTC`;
  return (
    <span className={look}>
      Scheduled ·&nbsp;<time dateTime={at}>{when}</time>
    </span>
  );
}
