"use client";

import { useEffect } from "react";
import { ErrorScreen } from "@/components/site/error-screen";
import { buttonClasses } from "@/components/ui/button";

/** An error carrying an HTTP status (client-side failures may); server errors carry none. */
function statusOf(error: unknown): number | null {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && status >= 400 && status < 600 ? status : null;
}

/** The status text it carries, if any (a Response-like error); the screen falls back to the standard one. */
function statusTextOf(error: unknown): string | null {
  const text = (error as { statusText?: unknown } | null)?.statusText;
  return typeof text === "string" && text.trim() !== "" ? text : null;
}

/** A page failed to load: the status screen (or 'Something went wrong!'), Try again, Return Home. */
export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorScreen status={statusOf(error)} statusText={statusTextOf(error)}>
      <button type="button" onClick={() => retry()} className={buttonClasses({ variant: "secondary", size: "lg" })}>
        Try again
      </button>
    </ErrorScreen>
  );
}
