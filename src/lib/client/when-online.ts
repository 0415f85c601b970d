"use client";

import { lazy, type ComponentType } from "react";

/** How long a failed download waits before it is asked for again, when no `online` event comes first. */
const RETRY_MS = 5000;

/**
 * `load()` (a dynamic import: code downloaded on demand), asked for again until it arrives:
 * at once when the browser says it is back online, else every few seconds. Offline, a
 * chunk that was never downloaded fails to load; failing the render for it would put an
 * error screen in place of the page, and of what the owner typed on it.
 */
export function whenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(
    () =>
      new Promise<T>((resolve) => {
        const again = () => {
          window.removeEventListener("online", again);
          clearTimeout(timer);
          resolve(whenOnline(load));
        };
        window.addEventListener("online", again);
        const timer = setTimeout(again, RETRY_MS);
      }),
  );
}

/** React.lazy over whenOnline: the Suspense fallback shows until the code arrives, never an error screen. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWhenOnline<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(() => whenOnline(load));
}
