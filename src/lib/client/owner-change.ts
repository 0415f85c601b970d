"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { loadCurrentUser } from "./current-user";

type AppRouter = ReturnType<typeof useRouter>;

/**
 * What every owner action (add, update, archive, delete, read, restore) does once the
 * server has said yes, so that the screen the owner lands on, and every screen opened
 * next in the same tab without a reload, shows the new state.
 *
 * The cause it fixes: the client router keeps every page it has fetched (Next's segment
 * cache: 5 minutes for a cached public page) and a navigation reuses that copy. The
 * server had already expired its own cache, but the browser never asked it again, so the
 * second edit of an item landed on the list as it was after the first.
 *
 * `router.refresh()` marks every cached segment stale (all pages, not only the current
 * one) and must run before the navigation: a push reads the cache at the moment it is
 * dispatched, and the refresh of the page being left is then superseded by the push.
 * SWR lists (the project search, the inbox) and the current-user store (the unread count
 * in the navigation) are asked again too. Visitors' pages are unaffected: their copies are
 * expired on the server by the owner's write (src/lib/cache-tags.ts).
 */
export function showOwnerChange(router: AppRouter, goTo?: string): void {
  router.refresh();
  if (goTo) router.push(goTo);
  void loadCurrentUser({ force: true });
  // Loaded here rather than with the page: visitors never change anything.
  void import("swr").then(({ mutate }) => mutate(() => true));
}

/** `showOwnerChange` bound to this component's router. */
export function useOwnerChange(): (goTo?: string) => void {
  const router = useRouter();
  return useCallback((goTo?: string) => showOwnerChange(router, goTo), [router]);
}
