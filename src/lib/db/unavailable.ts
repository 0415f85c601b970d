/**
 * The database unreachable (not broken): what the API answers 503 and pages show as the
 * site's own "try again" screen. Connection failures, shutdowns, timeouts, on any driver.
 */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED", "ECONNRESET", "ENOTFOUND", "ETIMEDOUT", "EAI_AGAIN", "EPIPE",
  "57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error as { code?: string; message?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 6; e = e.cause as typeof e, depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    if (e.code && UNAVAILABLE_CODES.has(e.code)) return true;
    if (/connection (terminated|refused|timeout)|connect ECONNREFUSED|timeout exceeded when trying to connect|WebSocket/i.test(e.message ?? "")) return true;
    if (Array.isArray((e as { errors?: unknown[] }).errors)) {
      if ((e as { errors: unknown[] }).errors.some(isDatabaseUnavailable)) return true;
    }
  }
  return false;
}

/**
 * The digest a page's error boundary sees for it (Next keeps an error's own digest and hides
 * its message in production): src/components/site/retry-error-screen.tsx shows 503 for it.
 */
export const DATABASE_UNAVAILABLE_DIGEST = "portfolio:database-unavailable";

/** Thrown by a page's read while the database cannot be reached. */
export class DatabaseUnavailableError extends Error {
  readonly digest = DATABASE_UNAVAILABLE_DIGEST;
  constructor(cause?: unknown) {
    super("The database is unavailable right now.", { cause });
    this.name = "DatabaseUnavailableError";
  }
}
