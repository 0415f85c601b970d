/*
 * Days of the visitor counts: calendar days (YYYY-MM-DD) in the site's time zone (the
 * profile's `timeZone`, UTC by default), so "today" on the dashboard is the owner's today.
 */

/** The calendar day `at` falls on in `timeZone`. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  // en-CA formats a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/** `day` moved by `days` (negative: earlier). Calendar arithmetic, free of any time zone. */
export function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** `day` moved back by `months` calendar months (the retention's cut-off). */
export function monthsBefore(day: string, months: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCMonth(at.getUTCMonth() - months);
  return at.toISOString().slice(0, 10);
}

/** Every day from `first` to `last`, both included. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}
