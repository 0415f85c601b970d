"use client";

import type { ExternalToast } from "sonner";

type Kind = "success" | "error";

/**
 * Toasts, with sonner loaded on the first one: most page views never show a toast, so
 * they do not download it. <Toasts /> in the root layout mounts the Toaster once asked
 * (sonner replays toasts raised before it mounted).
 */
const requested = new Set<() => void>();
let toasterWanted = false;

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (!toasterWanted) {
    toasterWanted = true;
    for (const listener of requested) listener();
  }
  void import("sonner").then(({ toast: sonner }) => sonner[kind](message, options));
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
};

/** For <Toasts />: whether a toast was asked for, and a way to hear when one is. */
export const toasterRequest = {
  wanted: () => toasterWanted,
  subscribe(listener: () => void) {
    requested.add(listener);
    return () => requested.delete(listener);
  },
};
