import { z } from "zod";
import { PUBLICATION_STATUSES } from "@/lib/enums";
import { enumField } from "./fields";

/**
 * `status` and `publishAt` of posts and projects (src/lib/publishing): a draft is the
 * owner's alone; a published item is live from its publishAt on (at once without one).
 */

// 2026-11-24T09:00, with seconds and fractions optional, and an offset (Z or ±hh:mm) required:
// a time without one would mean a different moment on the server than the owner meant.
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|([+-])(\d{2}):(\d{2}))$/i;

export const PUBLISH_AT_FORMAT =
  "must be an ISO 8601 date and time with its offset, e.g. 2026-11-24T09:00:00+01:00 or 2026-11-24T08:00:00Z (empty for none)";

export const PUBLISH_AT_RANGE = "must be a moment between the years 1970 and 9999";
const EARLIEST_PUBLISH_AT = Date.UTC(1970, 0, 1);
const LATEST_PUBLISH_AT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The moment an ISO 8601 date-time names, or null when it is not one (or no real date). */
export function parseIsoDateTime(value: string): Date | null {
  const match = ISO_DATE_TIME.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second = "0", , offsetHours = "0", offsetMinutes = "0"] = match.slice(1);
  const n = Number;
  if (n(month) < 1 || n(month) > 12 || n(day) < 1 || n(day) > daysIn(n(year), n(month))) return null;
  if (n(hour) > 23 || n(minute) > 59 || n(second) > 59 || n(offsetHours) > 23 || n(offsetMinutes) > 59) return null;
  const at = new Date(value.toUpperCase());
  return Number.isNaN(at.getTime()) ? null : at;
}

/** A date-time with its offset; "" or null clear it (null). Absent: left as it is. */
export const publishAtField = () =>
  z
    .union([z.string(), z.null()], { error: PUBLISH_AT_FORMAT })
    .transform((value, ctx) => {
      const text = value?.trim() ?? "";
      if (text === "") return null;
      const at = parseIsoDateTime(text);
      if (!at) {
        ctx.addIssue({ code: "custom", message: PUBLISH_AT_FORMAT, input: value });
        return z.NEVER;
      }
      // PostgreSQL has no year 0 (a JavaScript Date has): bound the moment to years it keeps
      // and an owner could mean.
      if (at.getTime() < EARLIEST_PUBLISH_AT || at.getTime() > LATEST_PUBLISH_AT) {
        ctx.addIssue({ code: "custom", message: PUBLISH_AT_RANGE, input: value });
        return z.NEVER;
      }
      return at;
    });

export const statusField = () => enumField(PUBLICATION_STATUSES);

/**
 * Both fields, as a PATCH takes them: absent, each stays as it is. A create schema adds
 * `.default("published")` to status: an API client that sends none publishes at once, as
 * before drafts existed.
 */
export const publicationFields = () => ({
  status: statusField().optional(),
  publishAt: publishAtField().optional(),
});
