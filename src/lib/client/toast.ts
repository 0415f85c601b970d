"use client";

import type { ExternalToast } from "sonner";

type Kind = "success" | "error" | "info";

/**
 * Toasts, with sonner loaded on the first one: most page views never show a toast, so
 * they do not download it. <Toasts /> in the root layout mounts the Toaster once asked;
 * toasts wait until its live region is in the page, so a screen reader announces even
 * the first one.
 */
const listeners = new Set<() => void>();
let toasterWanted = false;
let announceReady: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  announceReady = resolve;
});

/**
 * Mounts the Toaster (and so downloads sonner) now, if it is not yet. The owner's screens
 * call it as they open: a save that fails because the phone went offline must still say
 * so, and by then sonner could not be downloaded.
 */
export function prepareToasts(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
}

function show(kind: Kind, message: string, options?: ExternalToast): void {
  prepareToasts();
  // Offline, before sonner was downloaded, the toast is dropped (see <Toasts />); the screen says it too.
  Promise.all([import("sonner"), toasterReady]).then(([{ toast: sonner }]) => sonner[kind](message, options), () => {});
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
  info: (message: string, options?: ExternalToast) => show("info", message, options),
};

/** For <Toasts />: whether a toast was asked for, how to hear of it, and "I am mounted". */
export const toasterRequest = {
  wanted: () => toasterWanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  mounted: () => announceReady(),
};
