/**
 * The oracles of the fields publishing and the image metadata added (issues 13 and 16), written
 * from the contract (docs/api.md, "Drafts and scheduling", "Posts", "Images") apart from the
 * implementation, and the values worth trying in each beside ./cases.ts's hostile ones.
 * publishing-validators.test.ts checks the schemas against them; publishing.test.ts sends a
 * sample through HTTP.
 */
import { CONTRACT, hasControlCharacter, isUnstorable, longerThan, REJECT, verdict, type Kind, type Verdict } from "./cases";

export type Oracle = (value: unknown) => Verdict;

/** `draft` or `published`, exactly. */
export const statusVerdict: Oracle = (value) => (value === "draft" || value === "published" ? { stored: value } : REJECT);

const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|([+-])(\d{2}):(\d{2}))$/i;
const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

/**
 * An ISO 8601 date and time with its offset (seconds and a fraction optional), a real day
 * and time, between 1970 and 9999; stored as the moment (ISO, UTC). Blank or null: none.
 */
export const publishAtVerdict: Oracle = (value) => {
  if (value === null) return { stored: null };
  if (typeof value !== "string") return REJECT;
  const text = value.trim();
  if (text === "") return { stored: null };
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return REJECT;
  const [year, month, day, hour, minute, second = "0", fraction = "", , sign, offsetHours = "0", offsetMinutes = "0"] = match.slice(1);
  const n = Number;
  const date = new Date(0);
  date.setUTCFullYear(n(year), n(month) - 1, n(day));
  const realDay = date.getUTCFullYear() === n(year) && date.getUTCMonth() === n(month) - 1 && date.getUTCDate() === n(day);
  if (!realDay || n(hour) > 23 || n(minute) > 59 || n(second) > 59 || n(offsetHours) > 23 || n(offsetMinutes) > 59) return REJECT;
  const milliseconds = n((fraction.slice(1) + "000").slice(0, 3));
  const offset = (sign === "-" ? -1 : 1) * (n(offsetHours) * 60 + n(offsetMinutes)) * 60_000;
  const moment = date.getTime() + ((n(hour) * 60 + n(minute)) * 60 + n(second)) * 1000 + milliseconds - offset;
  return moment < EARLIEST || moment > LATEST ? REJECT : { stored: new Date(moment).toISOString() };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A post's address as the owner writes it: trimmed, 1 to 80 lowercase letters, digits and
 * single hyphens between them, not shaped like a post id. On a create, blank or null means
 * "made from the title" (`fromTitle`: the schema leaves it out).
 */
export function slugVerdict(value: unknown, op: "create" | "update"): Verdict | typeof FROM_TITLE {
  if (op === "create" && (value === null || value === undefined || (typeof value === "string" && value.trim() === ""))) return FROM_TITLE;
  if (typeof value !== "string") return REJECT;
  const slug = value.trim();
  if (slug === "" || slug.length > 80 || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || UUID.test(slug)) return REJECT;
  return { stored: slug };
}
export const FROM_TITLE = Symbol("from the title");

/**
 * A post's tags: text split by commas or an array of text (null: none), items trimmed and
 * empty ones dropped, no control characters; at most 50 items of at most 1000 characters in
 * all (the list rule), then each at most 30 characters without a comma, repeats (whatever
 * their case) kept once, first spelling first, at most 10.
 */
export const tagsVerdict: Oracle = (value) => {
  if (value === null) return { stored: [] };
  const items = typeof value === "string" ? value.split(",") : value;
  if (!Array.isArray(items) || !items.every((item) => typeof item === "string" && !isUnstorable(item) && !hasControlCharacter(item))) {
    return REJECT;
  }
  const kept = (items as string[]).map((item) => item.trim()).filter((item) => item !== "");
  if (kept.length > CONTRACT.listItems || kept.join(", ").length > CONTRACT.textarea) return REJECT;
  if (kept.some((tag) => tag.includes(",") || longerThan(tag, 30))) return REJECT;
  const seen = new Set<string>();
  const unique = kept.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return unique.length > 10 ? REJECT : { stored: unique };
};

const BOOL: Kind = { type: "bool" };
/** `featured`: a checkbox, as every boolean field. */
export const featuredVerdict: Oracle = (value) => verdict(BOOL, value, "update") as Verdict;

/** `${F}Alt`: one line, at most 200 characters; "" or null is none (reads give the default). */
export const ALT_KIND: Kind = { type: "text", max: CONTRACT.short, optional: true };
export const altVerdict: Oracle = (value) => (value === null ? { stored: "" } : (verdict(ALT_KIND, value, "update") as Verdict));

/**
 * The ids of an order (PUT /projects/featured, /techStack/order): one id or a list of ids,
 * each a UUID (any case), each once, at most 500; stored lower-case. Which ids it must hold
 * is the database's to say (publishing.test.ts).
 */
export const idsVerdict: Oracle = (value) => {
  const ids = typeof value === "string" ? [value] : value;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === "string")) return REJECT;
  const lower = (ids as string[]).map((id) => id.toLowerCase());
  if (lower.length > 500 || !lower.every((id) => UUID.test(id)) || new Set(lower).size !== lower.length) return REJECT;
  return { stored: lower };
};

/** Values of each field worth trying besides the hostile ones. */
export const PUBLISHING_VALUES: Record<"status" | "publishAt" | "slug" | "tags" | "featured" | "alt", Array<[string, unknown]>> = {
  status: [
    ["draft", "draft"],
    ["published", "published"],
    ["DRAFT", "DRAFT"],
    ["scheduled", "scheduled"],
    ["draft padded", " draft "],
  ],
  publishAt: [
    ["a time with its offset", "2031-05-04T09:30:00+02:00"],
    ["a time in UTC with a fraction", "2031-05-04T07:30:00.123456789Z"],
    ["a lower-case t and z", "2031-05-04t07:30z"],
    ["a time without an offset", "2031-05-04T09:30"],
    ["a date alone", "2031-05-04"],
    ["the 30th of February", "2031-02-30T10:00Z"],
    ["the 29th of February in a leap year", "2032-02-29T10:00Z"],
    ["the 29th of February in another year", "2031-02-29T10:00Z"],
    ["hour 24", "2031-05-04T24:00Z"],
    ["minute 60", "2031-05-04T10:60Z"],
    ["second 60", "2031-05-04T10:00:60Z"],
    ["offset +24:00", "2031-05-04T10:00+24:00"],
    ["offset +23:59", "2031-05-04T10:00+23:59"],
    ["year 0000", "0000-01-01T00:00Z"],
    ["the last moment of 1969", "1969-12-31T23:59:59.999Z"],
    ["1969 in UTC, 1970 with an offset", "1970-01-01T00:30+01:00"],
    ["the first of 1970", "1970-01-01T00:00Z"],
    ["10000 in UTC, from 9999 with an offset", "9999-12-31T23:30-01:00"],
    ["year 9999, last second", "9999-12-31T23:59:59Z"],
    ["a six-digit year", "+275760-09-13T00:00:00Z"],
    ["epoch milliseconds", "1700000000000"],
    ["an English date", "Tuesday, 4 May 2031"],
    ["ISO with an SQL tail", "2031-05-04T09:30Z'; DROP TABLE blogs; --"],
    ["padded", "  2031-05-04T09:30Z  "],
  ],
  slug: [
    ["a fine slug", "a-fine-slug"],
    ["a padded slug", "  a-fine-slug  "],
    ["capitals", "A-Fine-Slug"],
    ["a path", "a/../../etc/passwd"],
    ["an encoded slash", "a%2Fb"],
    ["a dot", "file.html"],
    ["dashes only", "---"],
    ["a double dash", "a--b"],
    ["a leading dash", "-x"],
    ["80 characters", "a".repeat(80)],
    ["81 characters", "a".repeat(81)],
    ["a post id's shape", "0a1b2c3d-0000-4000-8000-000000000000"],
    ["a reserved word", "feed"],
  ],
  tags: [
    ["tags", "rust, web"],
    ["an array", ["rust", "web"]],
    ["the same tag twice", ["Rust", "rust"]],
    ["the same tag twice, as text", "Web, web , WEB"],
    ["a comma inside a tag", ["a,b"]],
    ["10 tags", Array.from({ length: 10 }, (_, i) => `t${i}`)],
    ["11 tags", Array.from({ length: 11 }, (_, i) => `t${i}`)],
    ["11 tags, two the same", [...Array.from({ length: 10 }, (_, i) => `t${i}`), "T0"]],
    ["a 30-character tag", ["t".repeat(30)]],
    ["a 31-character tag", ["t".repeat(31)]],
    ["a 30-emoji tag", ["😀".repeat(30)]],
    ["1 000 tags", Array.from({ length: 1000 }, (_, i) => `t${i}`)],
    ["a 10 000-character tag", ["t".repeat(10_000)]],
  ],
  featured: [
    ["yes", "yes"],
    ["2", "2"],
    ["On", "On"],
    ["a padded true", " true "],
  ],
  alt: [
    ["200 characters", "a".repeat(200)],
    ["201 characters", "a".repeat(201)],
    ["200 emoji", "😀".repeat(200)],
    ["201 emoji", "😀".repeat(201)],
    ["a line break", "two\nlines"],
  ],
};
