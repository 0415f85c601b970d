"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { toasterRequest } from "@/lib/client/toast";

const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/** Spec point 9: bottom-right, dark, closing after 5000 ms. Mounted with the first toast. */
export function Toasts() {
  const wanted = useSyncExternalStore(toasterRequest.subscribe, toasterRequest.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-right" theme="dark" duration={5000} richColors closeButton />
    </Suspense>
  );
}
