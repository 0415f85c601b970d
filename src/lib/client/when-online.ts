"use client";

import { lazy, type ComponentType } from "react";

/**
 * `load()` (a dynamic import: code downloaded on demand), asked for again once the browser
 * is back online when it failed while offline. Offline, a chunk that was never downloaded
 * cannot load; failing the render for it would put an error screen in place of the page,
 * and of what the owner typed on it. A failure while online (a chunk gone after a new
 * deployment) fails as before: the error screen offers a reload.
 */
export function whenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    // Online (or on the server, which has no such notion), a failure is a failure.
    if (globalThis.navigator?.onLine !== false) throw error;
    return new Promise<T>((resolve) => addEventListener("online", () => resolve(whenOnline(load)), { once: true }));
  });
}

/** React.lazy over whenOnline: offline, the Suspense fallback shows until the code arrives. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWhenOnline<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => whenOnline(load));
}
