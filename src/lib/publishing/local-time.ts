/**
 * The owner picks a schedule in their own time (an <input type="datetime-local">, which has
 * no time zone); the API takes a moment (ISO 8601 with an offset). These convert between
 * the two in the device's time zone, and write a moment for the badges.
 */

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, "0");

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/;

/** "2026-11-24T09:00" in the device's time zone: a datetime-local input's value. */
export function toLocalInput(moment: Date | string): string {
  const at = new Date(moment);
  if (Number.isNaN(at.getTime())) return "";
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * A datetime-local value as the moment it names here, with this device's offset at that
 * date ("2026-11-24T09:00:00+01:00"); null for anything else (empty, not a real date). A
 * time that a clock change skips (02:30 on a spring-forward night) is the moment after it.
 */
export function localInputToIso(value: string): string | null {
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const at = new Date(year, month - 1, day, hour, minute, second);
  if (at.getFullYear() !== year || at.getMonth() !== month - 1 || at.getDate() !== day) return null;
  const offset = -at.getTimezoneOffset();
  const sign = offset < 0 ? "-" : "+";
  return (
    `${pad(at.getFullYear(), 4)}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}` +
    `T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}` +
    `${sign}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`
  );
}

/** "24 Nov, 09:00": a scheduled time on a badge, in `timeZone` (the device's by default). */
export function formatScheduledTime(moment: Date | string, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(new Date(moment));
}
