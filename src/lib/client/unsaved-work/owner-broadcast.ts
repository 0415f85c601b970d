"use client";

import { setCurrentUser } from "../current-user";
import { suspendCopies } from "./local-copies";

/*
 * What one tab tells the owner's other tabs: a logout (their forms stop keeping copies on
 * this device at once: the next person at this browser must not find text written after the
 * owner left). BroadcastChannel reaches every tab of the site in this browser.
 */
const CHANNEL = "portfolio-owner";
type Message = { type: "logged-out" };

const listeners = new Set<() => void>();
let channel: BroadcastChannel | null = null;

function open(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === "undefined") return channel;
  channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<Message>) => {
    if (event.data?.type !== "logged-out") return;
    loggedOutHere();
    // This tab shows a visitor's navigation too: the session it had is gone (after the
    // listeners, which may still read who was logged in).
    setCurrentUser(null);
  };
  return channel;
}

function loggedOutHere(): void {
  suspendCopies();
  for (const listener of listeners) listener();
}

/** Called by the logout: this tab and every other stop keeping copies. */
export function announceLogout(): void {
  loggedOutHere();
  open()?.postMessage({ type: "logged-out" } satisfies Message);
}

/** Hears a logout in this tab or another; returns the unsubscribe. */
export function onLogout(listener: () => void): () => void {
  open();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
