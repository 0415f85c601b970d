/**
 * Display formats of the public site. Pure functions: the same text on the server and in
 * the browser, whatever the visitor's locale or time zone (no hydration mismatch).
 */

const LONG_US_DATE = new Intl.DateTimeFormat("en-US", {
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

const SHORT_MONTH = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** "2026-10-02" (or a full ISO timestamp) → "October 2, 2026". Unparseable input is returned as is. */
export function formatLongDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : LONG_US_DATE.format(date);
}

/** "2024-03" → "Mar 2024". */
export function formatYearMonth(value: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(value);
  if (!match) return value;
  return SHORT_MONTH.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** "2024-03" + null → "Mar 2024 – Present"; an empty end is the current role. */
export function formatMonthRange(start: string, end: string | null | undefined): string {
  return `${formatYearMonth(start)} – ${end ? formatYearMonth(end) : "Present"}`;
}

/** The machine-readable form for <time dateTime>: "2024-03" stays, "Present" is omitted. */
export function isoMonth(value: string | null | undefined): string | undefined {
  return value && /^\d{4}-\d{2}$/.test(value) ? value : undefined;
}
