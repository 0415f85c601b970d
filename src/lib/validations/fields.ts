import { z } from "zod";
import { altField } from "@/lib/images/fields";

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

/**
 * Characters no text field keeps: C0 controls, DEL, C1 controls (U+0080–U+009F) and the
 * noncharacters U+FFFE/U+FFFF. They are invisible or mean something else to whatever shows
 * the text (terminals, mail headers), and XML 1.0 forbids most of them (the RSS feed).
 * Fields written in a textarea keep tab and newline.
 */
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\uFFFE\uFFFF]/;
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\uFFFE\uFFFF]/;

export interface TextOptions {
  /** Written in a textarea: tab and newline allowed, CRLF (what browsers send) read as LF. */
  multiline?: boolean;
}

/** Why `value` cannot be kept as text of this kind, or undefined when it can. */
export function controlCharacterProblem(value: string, { multiline = false }: TextOptions = {}): string | undefined {
  const found = (multiline ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).exec(value)?.[0];
  if (found === undefined) return undefined;
  const code = `U+${found.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
  return found >= "\uFFFE" ? `must not contain the noncharacter ${code}` : `must not contain a control character (${code})`;
}

/** A zod refinement refusing control characters, for schemas not built from these builders. */
export const refuseControlCharacters =
  (options: TextOptions = {}) =>
  (value: string, ctx: z.RefinementCtx) => {
    const problem = controlCharacterProblem(value, options);
    if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
  };

/** CRLF, and a lone CR, as a single LF: a textarea's line breaks are not a control character. */
export const normalizeNewlines = (value: string) => value.replace(/\r\n?/g, "\n");

const text = (options: TextOptions = {}) => {
  const base = z.string({ error: requiredOr("must be text") });
  return (options.multiline ? base.overwrite(normalizeNewlines) : base)
    .refine(hasNoNul, NO_NUL)
    .refine(isWellFormed, NOT_WELL_FORMED)
    .superRefine(refuseControlCharacters(options));
};

export const requiredText = (max: number, options: TextOptions = {}) =>
  text(options)
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`);

/** Text that may be left empty ("" = not shown), trimmed, at most `max` characters. */
export const optionalText = (max: number, options: TextOptions = {}) =>
  text(options).trim().max(max, `must be at most ${max} characters`);

export const shortText = () => requiredText(LIMITS.short);
/** The text of a textarea (LIMITS.textarea): several lines allowed. */
export const longText = () => requiredText(LIMITS.textarea, { multiline: true });

/**
 * An image's alt text as the owner writes it: optional, one line, at most 200 characters.
 * '' (or null from JSON) means "none": reads then give the default built from the item
 * (src/lib/images/alt-text.ts).
 */
export const altText = () =>
  z.preprocess((value) => (value === null ? "" : value), optionalText(LIMITS.short)).optional();

/** `${F}Alt` for each image field F of an entity (`screenshotAlt`, `imageUrlAlt`…). */
export function altTextFields<const F extends readonly string[]>(fields: F) {
  return Object.fromEntries(fields.map((field) => [altField(field), altText()])) as {
    [K in F[number] as `${K}Alt`]: ReturnType<typeof altText>;
  };
}

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

/** An e-mail address, or "" for none (the profile's public e-mail: private until the owner sets one). */
export const optionalEmail = () =>
  text()
    .trim()
    .max(254, "must be at most 254 characters")
    .refine((value) => value === "" || z.email().safeParse(value).success, "must be a valid e-mail address or empty");

/**
 * A list kept as an array: forms send text split by `separator`, API clients may send an
 * array. Items are trimmed and empty ones dropped; at least one must remain unless
 * `required` is false. `multiline` when the form writes it in a textarea.
 */
export const listField = (
  separator: "," | "|",
  {
    max: maxTextLength = LIMITS.textarea,
    multiline = false,
    required = true,
  }: TextOptions & { max?: number; required?: boolean } = {},
) =>
  z
    .union([text({ multiline }), z.array(text({ multiline }), { error: "must be text or a list of text" })], {
      error: requiredOr("must be text or a list of text"),
    })
    .transform((value) => (Array.isArray(value) ? value : value.split(separator)))
    .transform((items) => items.map((item) => item.trim()).filter((item) => item !== ""))
    .refine((items) => !required || items.length > 0, "is required")
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
  // links[2].url: a list index reads as it would in code.
  const field = issue.path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join("");
  if (!field) return issue.message.endsWith(".") ? issue.message : `${issue.message}.`;
  return `${field} ${issue.message}.`;
}
