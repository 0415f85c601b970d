import { IntentLink } from "@/components/ui/intent-link";
import { errorScreenText, statusTextOf } from "@/lib/site/error-status";

/**
 * The error page for any status (spec point 8): the status, its title and explanation,
 * and a Return Home button. A status without a title of its own shows its status text:
 * the one given, else the standard phrase (429 → Too Many Requests). `children` adds actions such as Try again. Plain markup with no
 * hooks, so not-found, error boundaries, global-error and the admin screens can all use it.
 */
export function ErrorScreen({
  status,
  statusText,
  children,
}: {
  status?: number | null;
  statusText?: string | null;
  children?: React.ReactNode;
}) {
  const { title, description } = errorScreenText(status, statusText ?? statusTextOf(status));
  return (
    <section aria-labelledby="error-title" className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-5 py-20 text-center">
      {status != null && (
        <p className="text-sm font-semibold tracking-[0.2em] text-accent" aria-hidden="true">
          {status}
        </p>
      )}
      <h1 id="error-title" className="mt-3 text-balance text-4xl font-semibold tracking-tight sm:text-5xl">
        {status != null && <span className="sr-only">Error {status}: </span>}
        {title}
      </h1>
      <p className="mt-4 max-w-md text-pretty text-lg text-muted">{description}</p>
      <div className="mt-9 flex flex-wrap justify-center gap-3">
        <IntentLink
          href="/"
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-accent-strong px-6 text-[0.95rem] font-medium text-accent-contrast transition hover:brightness-110"
        >
          Return Home
        </IntentLink>
        {children}
      </div>
    </section>
  );
}
