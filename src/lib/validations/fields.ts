import { z } from "zod";

/**
 * Field builders shared by every entity schema. Messages are written to follow the field
 * name: `formatZodError` turns { path: ["title"], message: "is required" } into
 * "title is required.".
 */
export const LIMITS = {
  short: 200,
  textarea: 1000,
  url: 2048,
  markdown: 50_000,
  listItems: 50,
} as const;

// An absent field reads "is required", not "must be text".
const requiredOr = (message: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? "is required" : message;

/** PostgreSQL text cannot hold U+0000: refuse it as bad input instead of failing the write. */
export const hasNoNul = (value: string) => !value.includes("\u0000");
export const NO_NUL = "must not contain a NUL character";

/**
 * Half of a UTF-16 surrogate pair is not a character: it would be stored as U+FFFD, so the
 * text read back would differ from the text sent. Refuse it instead of changing it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const isWellFormed = (value: string) => !LONE_SURROGATE.test(value);
export const NOT_WELL_FORMED = "must not contain an invalid character (a lone UTF-16 surrogate)";

const text = () =>
  z
    .string({ error: requiredOr("must be text") })
    .refine(hasNoNul, NO_NUL)
    .refine(isWellFormed, NOT_WELL_FORMED);

export const requiredText = (max: number) =>
  text()
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`);

export const shortText = () => requiredText(LIMITS.short);
export const longText = () => requiredText(LIMITS.textarea);

export const httpUrl = () =>
  text()
    .trim()
    .min(1, "is required")
    .max(LIMITS.url, `must be at most ${LIMITS.url} characters`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
      } catch {
        return false;
      }
    }, "must be an http(s) URL");

export const email = () =>
  text()
    .trim()
    .min(1, "is required")
    .max(254, "must be at most 254 characters")
    .pipe(z.email({ error: "must be a valid e-mail address" }));

/**
 * A list kept as an array: forms send text split by `separator`, API clients may send an
 * array. Items are trimmed and empty ones dropped; at least one must remain.
 */
export const listField = (separator: "," | "|", maxTextLength: number = LIMITS.textarea) =>
  z
    .union([text(), z.array(text(), { error: "must be text or a list of text" })], {
      error: requiredOr("must be text or a list of text"),
    })
    .transform((value) => (Array.isArray(value) ? value : value.split(separator)))
    .transform((items) => items.map((item) => item.trim()).filter((item) => item !== ""))
    .refine((items) => items.length > 0, "is required")
    .refine(
      (items) => items.length <= LIMITS.listItems,
      `must have at most ${LIMITS.listItems} items`,
    )
    .refine(
      (items) => items.join(`${separator} `).length <= maxTextLength,
      `must be at most ${maxTextLength} characters`,
    );

const TRUE = new Set(["true", "on", "1", "yes"]);
const FALSE = new Set(["false", "off", "0", "no", ""]);

/** A checkbox: a real boolean from JSON, or the text a form sends. */
export const booleanField = () =>
  z
    .union([z.boolean(), text()], { error: "must be true or false" })
    .refine(
      (v) => typeof v === "boolean" || TRUE.has(v.toLowerCase()) || FALSE.has(v.toLowerCase()),
      "must be true or false",
    )
    .transform((v) => (typeof v === "boolean" ? v : TRUE.has(v.toLowerCase())));

export const enumField = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });

/** "2024-03" */
export const yearMonth = () =>
  text()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month written YYYY-MM");

/** "2024-03-15", a real calendar day. */
export const isoDate = () =>
  text()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD")
    .refine((v) => {
      const d = new Date(`${v}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
    }, "must be a real date");

export function formatZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input.";
  const field = issue.path.map(String).join(".");
  if (!field) return issue.message.endsWith(".") ? issue.message : `${issue.message}.`;
  return `${field} ${issue.message}.`;
}
