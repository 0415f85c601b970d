"use client";

import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { toasterRequest } from "@/lib/client/toast";

/** How long a new live region is left empty, so that assistive technology registers it. */
const LIVE_REGION_SETTLE_MS = 150;

/**
 * Offline, sonner may not download: then the toasts stay away (a promise that never settles
 * keeps the Suspense fallback) instead of failing the render, which put Next's "This page
 * couldn't load" in place of the screen and of what the owner typed on it. The screens say
 * what a toast would (a form's problem line), and the owner's screens download sonner as
 * they open (prepareToasts). Not src/lib/client/when-online.ts: this loads with every page.
 */
const Toaster = lazy(() =>
  import("sonner")
    .then(({ Toaster: SonnerToaster }) => ({
      default: function MountedToaster(props: React.ComponentProps<typeof SonnerToaster>) {
        useEffect(() => {
          const timer = setTimeout(toasterRequest.mounted, LIVE_REGION_SETTLE_MS);
          return () => clearTimeout(timer);
        }, []);
        return <SonnerToaster {...props} />;
      },
    }))
    .catch(() => new Promise<never>(() => {})),
);

/**
 * Where the toasts sit above the bottom of the screen: a CSS variable (globals.css), so that
 * on phones, where the bottom bar is, they sit above it at every width the bar shows
 * (sonner's own mobile layout starts at 600 px, the bar at 768 px).
 */
const OFFSET = { bottom: "var(--toast-offset-bottom)" };
/** Phones: 22 px from the sides (sonner's 16 would put part of the close button's 44 px target off screen). */
const MOBILE_OFFSET = { ...OFFSET, left: 22, right: 22 };

/** Spec point 9: bottom-right, dark, closing after 5000 ms. Mounted with the first toast. */
export function Toasts() {
  const wanted = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        theme="dark"
        duration={5000}
        richColors
        closeButton
        offset={OFFSET}
        mobileOffset={MOBILE_OFFSET}
      />
    </Suspense>
  );
}
