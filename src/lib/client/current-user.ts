"use client";

import { useEffect, useSyncExternalStore } from "react";
import { apiRequest } from "./api";

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
  status: "unknown" | "loading" | "known" | "failed";
  checkedAt: number;
}

/**
 * The logged-in owner as the browser knows it: one GET /users/current-user per page load
 * (the public pages are cached HTML, the same for everyone), shared by every island that
 * asks. A small store of its own rather than SWR, so that visitors' pages do not carry a
 * data-fetching library for one request. Login and logout set it directly.
 */
let state: State = { user: null, status: "unknown", checkedAt: 0 };
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

/** Asks the server, unless a fresh answer is known or a request is under way. */
export function loadCurrentUser({ force = false } = {}): Promise<void> {
  if (pending) return pending;
  if (!force && state.status === "known" && Date.now() - state.checkedAt < CURRENT_USER_FRESH_MS) {
    return Promise.resolve();
  }
  if (state.status !== "known") update({ ...state, status: "loading" });
  const sentIn = generation;
  const request = apiRequest<{ user: CurrentUser | null }>(CURRENT_USER_PATH)
    .then(
      ({ user }) => {
        if (sentIn === generation) update({ user, status: "known", checkedAt: Date.now() });
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

/** Login and logout know the answer: every island switches at once. */
export function setCurrentUser(user: CurrentUser | null): void {
  generation += 1;
  pending = null;
  update({ user, status: "known", checkedAt: Date.now() });
}

/** Back to unknown: the next island to ask reaches the server (each test starts here). */
export function resetCurrentUser(): void {
  generation += 1;
  pending = null;
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
    isLoading: current.status === "unknown" || current.status === "loading",
    failed: current.status === "failed",
  };
}
