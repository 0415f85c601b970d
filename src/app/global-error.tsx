"use client";

import { lazy, Suspense } from "react";
import { DEFAULT_THEME } from "@/lib/site/theme";
import "./globals.css";

// Loaded when the root layout fails, not with every page (issue 22, point 15).
const RetryErrorScreen = lazy(() => import("@/components/site/retry-error-screen").then((module) => ({ default: module.RetryErrorScreen })));

/**
 * The root layout itself failed: a document of its own with the same error screen, in the
 * system's sans-serif (the site's font comes with the layout; this loads on every page).
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" data-theme={DEFAULT_THEME} className={DEFAULT_THEME === "dark" ? "dark" : undefined}>
      <body className="min-h-dvh bg-bg font-sans text-fg antialiased">
        <title>Something went wrong!</title>
        <main>
          <Suspense fallback={null}>
            <RetryErrorScreen retry={retry} />
          </Suspense>
        </main>
      </body>
    </html>
  );
}
