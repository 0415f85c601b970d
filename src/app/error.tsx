"use client";

import { lazy, Suspense } from "react";

// Loaded when a page fails, not with every page (issue 22, point 15).
const RetryErrorScreen = lazy(() => import("@/components/site/retry-error-screen").then((module) => ({ default: module.RetryErrorScreen })));

/**
 * A page failed to load: the status screen (or 'Something went wrong!'), Try again, Return
 * Home. Next logs the error to the console itself (its onCaughtError, in production too).
 */
export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <Suspense fallback={null}>
      <RetryErrorScreen error={error} retry={retry} />
    </Suspense>
  );
}
