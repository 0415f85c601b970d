"use client";

import { sansFont } from "@/lib/site/fonts";
import { ErrorScreen } from "@/components/site/error-screen";
import { buttonClasses } from "@/components/ui/button";
import { DEFAULT_THEME } from "@/lib/site/theme";
import "./globals.css";

/** The root layout itself failed: a document of its own with the same error screen. */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" data-theme={DEFAULT_THEME} className={`${DEFAULT_THEME === "dark" ? "dark " : ""}${sansFont.variable}`}>
      <body className="min-h-dvh bg-bg font-sans text-fg antialiased">
        <title>Something went wrong!</title>
        <main>
          <ErrorScreen>
            <button type="button" onClick={() => retry()} className={buttonClasses({ variant: "secondary", size: "lg" })}>
              Try again
            </button>
          </ErrorScreen>
        </main>
      </body>
    </html>
  );
}
