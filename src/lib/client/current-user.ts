"use client";

import { useEffect, useSyncExternalStore } from "react";

export interface CurrentUser {
  _id: string;
  email: string;
  name: string;
}

export const CURRENT_USER_PATH = "/users/current-user";

/** The spec's freshness for cached query data: a later island re-checks after this. */
export const CURRENT_USER_FRESH_MS = 5 * 60 * 1000;

interface State {
  user: CurrentUser | null;
  /** The owner's unread messages (the navigation's badge); 0 for visitors. */
  unreadMessages: number;
  status: "unknown" | "loading" | "known" | "failed";
  checkedAt: number;
}

/**
 * The logged-in owner as the browser knows it: one GET /users/current-user per page load
 * (the public pages are cached HTML, the same for everyone), shared by every island that
 * asks. A small store of its own rather than SWR, so that visitors' pages do not carry a
 * data-fetching library for one request. Login and logout set it directly.
 */
let state: State = { user: null, unreadMessages: 0, status: "unknown", checkedAt: 0 };
const SERVER_STATE: State = state;
const listeners = new Set<() => void>();
let pending: Promise<void> | null = null;
// Bumped by login, logout and reset: an answer to a request sent before is out of date.
let generation = 0;

function update(next: State) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * GET /users/current-user with fetch itself rather than the API client (./api.ts, whose
 * API_BASE the path repeats): every page asks this, and the client's error handling would be
 * part of every visitor's page for one GET.
 */
async function askServer(): Promise<{ user?: CurrentUser | null; unreadMessages?: number }> {
  const res = await fetch(`/api/v1${CURRENT_USER_PATH}`, { credentials: "same-origin" });
  if (!res.ok) throw new Error(res.statusText);
  return res.json();
}

/** Asks the server, unless a fresh answer is known or a request is under way. */
export function loadCurrentUser({ force = false } = {}): Promise<void> {
  if (pending) return pending;
  if (!force && state.status === "known" && Date.now() - state.checkedAt < CURRENT_USER_FRESH_MS) {
    return Promise.resolve();
  }
  if (state.status !== "known") update({ ...state, status: "loading" });
  const sentIn = generation;
  const request = askServer()
    .then(
      ({ user, unreadMessages = 0 }) => {
        // A 200 without a user (an unexpected answer) is a visitor, never the owner.
        if (sentIn === generation) update({ user: user ?? null, unreadMessages, status: "known", checkedAt: Date.now() });
      },
      () => {
        // Unknown is treated as a visitor: the server guards every owner action anyway.
        if (sentIn === generation) update({ ...state, status: "failed" });
      },
    )
    .finally(() => {
      if (pending === request) pending = null;
    });
  pending = request;
  return request;
}

/**
 * Asks the server again, after anything already under way: the owner read or deleted a
 * message, or moved to another page (a visitor may have written meanwhile).
 */
export async function refreshCurrentUser(): Promise<void> {
  if (pending) await pending;
  return loadCurrentUser({ force: true });
}

/** The owner as this page last heard, without asking the server (null: unknown or a visitor). */
export function knownUser(): CurrentUser | null {
  return state.user;
}

/** Login and logout know the answer: every island switches at once. */
export function setCurrentUser(user: CurrentUser | null): void {
  generation += 1;
  pending = null;
  // The unread count is not part of the login answer: kept until the re-check brings it.
  update({ user, unreadMessages: user ? state.unreadMessages : 0, status: "known", checkedAt: Date.now() });
}

// The page the owner's answer was last asked for, shared by the two navigations.
let askedOn: string | null = null;

/**
 * For the owner, moving to another page asks again, so the unread count in the navigation
 * shows a message that arrived meanwhile without a reload. Visitors ask nothing more.
 */
export function useRefreshOnNavigation(pathname: string, isOwner: boolean): void {
  useEffect(() => {
    if (!isOwner) {
      askedOn = null;
      return;
    }
    // The first answer was just fetched for this page.
    if (askedOn === null) askedOn = pathname;
    if (askedOn === pathname) return;
    askedOn = pathname;
    void refreshCurrentUser();
  }, [isOwner, pathname]);
}

/** Back to unknown: the next island to ask reaches the server (each test starts here). */
export function resetCurrentUser(): void {
  generation += 1;
  pending = null;
  askedOn = null;
  update(SERVER_STATE);
}

export function useCurrentUser() {
  // The server (and hydration) render the visitor's view; the owner's follows the answer.
  const current = useSyncExternalStore(subscribe, () => state, () => SERVER_STATE);
  useEffect(() => {
    void loadCurrentUser();
  }, []);
  return {
    user: current.user,
    isOwner: current.user !== null,
    unreadMessages: current.user ? current.unreadMessages : 0,
    isLoading: current.status === "unknown" || current.status === "loading",
    failed: current.status === "failed",
  };
}
