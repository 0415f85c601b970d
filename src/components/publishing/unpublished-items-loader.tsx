"use client";

import { useEffect } from "react";
import { useOwnerChange } from "@/lib/client/owner-change";
import { useApi } from "@/lib/client/use-api";
import { isLive, nextDue } from "@/lib/publishing/visibility";
import type { PublishableCollection } from "./publish-now-button";
import { UnpublishedList, type UnpublishedItem } from "./unpublished-list";

type Listed = Omit<UnpublishedItem, "collection">;

// The owner's lists: every post; every project of the main list (archived ones show, with
// their badge, under the Archived filter of the search).
const SOURCES: Record<PublishableCollection, { path: string; read: (body: Record<string, Listed[]>) => Listed[] }> = {
  blogs: { path: "/blogs", read: (body) => body.blogs ?? [] },
  projects: { path: "/projects", read: (body) => body.projects ?? [] },
};

const DESCRIPTIONS: Record<PublishableCollection, string> = {
  blogs: "Only you see these posts until they are published.",
  projects: "Only you see these projects until they are published.",
};

/** setTimeout's longest wait (about 24.8 days): a tab open longer is refreshed by then anyway. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;
/** Past the due time, so the server's clock has passed it too. */
const AFTER_DUE_MS = 1_000;

/**
 * When the next of `items` falls due, the owner's screens are refreshed as after an owner
 * change: this page and every page the tab's router keeps (5 minutes for a cached public
 * page, fetched before the item was due) show it published, and the list drops its badge.
 * Without this the owner, who has /blogs open, would see a post that went live disappear
 * from "Not public yet" but not arrive in the list until the router's copy expired.
 */
function useRefreshWhenDue(items: readonly Listed[]) {
  const showOwnerChange = useOwnerChange();
  const due = nextDue(items)?.getTime() ?? null;
  useEffect(() => {
    if (due === null) return;
    const wait = Math.max(0, due - Date.now()) + AFTER_DUE_MS;
    if (wait > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => showOwnerChange(), wait);
    return () => clearTimeout(timer);
  }, [due, showOwnerChange]);
}

const NONE: Listed[] = [];

/** The owner's drafts and scheduled items of one collection (SWR: refreshed by every owner change). */
export default function UnpublishedItemsLoader({ collection }: { collection: PublishableCollection }) {
  const { path, read } = SOURCES[collection];
  const { data } = useApi<Record<string, Listed[]>>(path);
  useRefreshWhenDue(data ? read(data) : NONE);
  if (!data) return null;
  const items = read(data)
    .filter((item) => !isLive(item))
    .map((item) => ({ collection, _id: item._id, title: item.title, status: item.status, publishAt: item.publishAt }));
  return (
    <div className="mb-8">
      <UnpublishedList items={items} description={DESCRIPTIONS[collection]} />
    </div>
  );
}
