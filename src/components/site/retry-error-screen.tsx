"use client";

import { buttonClasses } from "@/components/ui/button";
import { DATABASE_UNAVAILABLE_DIGEST } from "@/lib/db/unavailable";
import { ErrorScreen } from "./error-screen";

/**
 * An error carrying an HTTP status (client-side failures may); a server error carries only
 * its digest, which says when the database could not be reached (503).
 */
function statusOf(error: unknown): number | null {
  if ((error as { digest?: unknown } | null)?.digest === DATABASE_UNAVAILABLE_DIGEST) return 503;
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 600 ? status : null;
}

/** The status text it carries, if any (a Response-like error); the screen falls back to the standard one. */
function statusTextOf(error: unknown): string | null {
  const text = (error as { statusText?: unknown } | null)?.statusText;
  return typeof text === "string" && text.trim() !== "" ? text : null;
}

/**
 * The error screen of the error boundaries (src/app/error.tsx, global-error.tsx): the status
 * screen of `error` (or 'Something went wrong!'), Try again and Return Home. Its own module,
 * which they load only when a page fails: the table of every status's text is most of it,
 * and no page should download it until then.
 */
export function RetryErrorScreen({ error, retry }: { error?: unknown; retry: () => void }) {
  return (
    <ErrorScreen status={statusOf(error)} statusText={statusTextOf(error)}>
      <button type="button" onClick={() => retry()} className={buttonClasses({ variant: "secondary", size: "lg" })}>
        Try again
      </button>
    </ErrorScreen>
  );
}
