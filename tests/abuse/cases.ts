/**
 * The hostile inputs of the abuse suite, and the oracle that says what the API must do
 * with each value in each kind of field: refuse it (a 4xx `{msg}`) or store it, and then
 * exactly as what. Nothing here calls the API: validators.test.ts crosses these tables with
 * every field's schema, abuse.test.ts sends a sample of them to every endpoint.
 */

/**
 * The limits as the contract states them (docs/api.md), written out rather than read from
 * src/lib/validations/fields.ts: a limit raised there must fail the tests, not move the oracle.
 */
export const CONTRACT = {
  short: 200,
  textarea: 1000,
  markdown: 50_000,
  url: 2048,
  email: 254,
  listItems: 50,
} as const;

/** What a field accepts, as the contract describes it (docs/decisions.md). */
export type Kind =
  /**
   * `multiline`: written in a textarea (tab and newline allowed, CRLF read as LF).
   * `optional`: may be left empty (stored as "").
   * `markdown`: a post's text, whose images must be uploads of this site (issue 24).
   */
  | { type: "text"; max: number; multiline?: boolean; optional?: boolean; markdown?: boolean }
  | { type: "list"; sep: "," | "|"; multiline?: boolean }
  /** `emptyIsNull`: blank (or null) removes the link (the profile's résumé URL). */
  | { type: "url"; emptyIsNull?: boolean }
  | { type: "enum"; values: readonly string[] }
  | { type: "bool" }
  | { type: "month"; role: "start" | "end" }
  | { type: "date" }
  /** `optional`: blank is stored as "" (the profile's public e-mail: none shown). */
  | { type: "email"; optional?: boolean }
  /**
   * Login fields: never stored; any well-formed value is a wrong credential (401), a
   * malformed one a 400. `raw`: the password, taken as typed (not trimmed, any UTF-16).
   */
  | { type: "credential"; max: number; raw?: boolean }
  /** PATCH /message/:id `read`: may only be set to true. */
  | { type: "read" };

export const SHORT: Kind = { type: "text", max: CONTRACT.short };
export const LONG: Kind = { type: "text", max: CONTRACT.textarea, multiline: true };

/** The value is refused: 4xx with `{msg}`, nothing changes. */
export const REJECT = Symbol("reject");
/** Accepted, and the field keeps the value it had (an empty optional date on PATCH). */
export const UNCHANGED = Symbol("unchanged");
export type Verdict = typeof REJECT | { stored: unknown };

/** The experience fixture's dates: the oracle applies the endDate >= startDate rule to them. */
export const FIXTURE_START = "2022-01";
export const FIXTURE_END = "2023-06";

const TRUE = new Set(["true", "on", "1", "yes"]);
const FALSE = new Set(["false", "off", "0", "no", ""]);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text PostgreSQL cannot hold as sent: a NUL, or a UTF-16 half that is not a character. */
export const isUnstorable = (value: string) => value.includes("\u0000") || LONE_SURROGATE.test(value);

/**
 * Text no field keeps (issue 15): C0 and C1 controls and DEL (Unicode's Cc), U+FFFE and
 * U+FFFF; tab and newline are fine in a textarea, whose CRLF arrives as LF.
 */
export const hasControlCharacter = (value: string, multiline = false) =>
  (multiline ? /[^\P{Cc}\t\n]|[\uFFFE\uFFFF]/u : /[\p{Cc}\uFFFE\uFFFF]/u).test(value);
const asTextarea = (value: string, multiline = false) => (multiline ? value.replace(/\r\n?/g, "\n") : value);

/** What a URL query string carries of a string: lone surrogates become U+FFFD. */
export const asQueryValue = (value: string) => value.replace(new RegExp(LONE_SURROGATE, "g"), "\uFFFD");

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Whether `text` has more than `max` characters, counted as code points (an emoji is one,
 * not two UTF-16 units), without spreading a megabyte into an array.
 */
export function longerThan(text: string, max: number): boolean {
  if (text.length <= max) return false;
  if (text.length > 2 * max) return true;
  let characters = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high half followed by a low half is one character.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    characters++;
  }
  return characters > max;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

// The e-mail shape the contact form accepts (a plain address, no quoted or bracketed parts).
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

function listVerdict(items: unknown[], sep: "," | "|", multiline = false): Verdict {
  if (!items.every((item) => typeof item === "string" && !isUnstorable(item))) return REJECT;
  const lines = (items as string[]).map((item) => asTextarea(item, multiline));
  if (lines.some((item) => hasControlCharacter(item, multiline))) return REJECT;
  const kept = lines.map((item) => item.trim()).filter((item) => item !== "");
  if (kept.length === 0 || kept.length > CONTRACT.listItems) return REJECT;
  if (kept.join(`${sep} `).length > CONTRACT.textarea) return REJECT;
  return { stored: kept };
}

/**
 * The oracle: what the API must do with `value` in a field of `kind`, on create or update
 * (the other fields of the body being valid).
 */
export function verdict(kind: Kind, value: unknown, op: "create" | "update"): Verdict | typeof UNCHANGED {
  if (typeof value !== "string") {
    switch (kind.type) {
      case "url":
        return kind.emptyIsNull && value === null ? { stored: null } : REJECT;
      case "list":
        return Array.isArray(value) ? listVerdict(value, kind.sep, kind.multiline) : REJECT;
      case "bool":
        return typeof value === "boolean" ? { stored: value } : REJECT;
      case "read":
        return value === true ? { stored: true } : REJECT;
      case "month":
        return kind.role === "end" && value === null ? { stored: null } : REJECT;
      case "date":
        if (value !== null) return REJECT;
        return op === "create" ? { stored: today() } : UNCHANGED;
      default:
        return REJECT;
    }
  }
  if (kind.type === "credential") return REJECT; // 400 when malformed, 401 otherwise
  // A blank résumé URL removes it: checked before anything else, as the schema does.
  if (kind.type === "url" && kind.emptyIsNull && value.trim() === "") return { stored: null };
  if (isUnstorable(value)) return REJECT;
  const multiline = (kind.type === "text" || kind.type === "list") && kind.multiline === true;
  if (hasControlCharacter(asTextarea(value, multiline), multiline)) return REJECT;
  const trimmed = asTextarea(value, multiline).trim();
  switch (kind.type) {
    case "text":
      // An image in a post's Markdown from anywhere but this site's uploads is refused.
      if (kind.markdown && /!\[[^\]]*\]\((?!\/uploads\/)/.test(trimmed)) return REJECT;
      // Limits count characters (code points): an emoji is one, not two UTF-16 units.
      if (trimmed === "") return kind.optional ? { stored: "" } : REJECT;
      return longerThan(trimmed, kind.max) ? REJECT : { stored: trimmed };
    case "list":
      return listVerdict(value.split(kind.sep), kind.sep, kind.multiline);
    case "url":
      return !longerThan(trimmed, CONTRACT.url) && isHttpUrl(trimmed) ? { stored: trimmed } : REJECT;
    case "enum":
      return kind.values.includes(value) ? { stored: value } : REJECT;
    case "bool":
    case "read": {
      const lower = value.toLowerCase();
      if (TRUE.has(lower)) return { stored: true };
      if (FALSE.has(lower) && kind.type === "bool") return { stored: false };
      return REJECT;
    }
    case "month": {
      if (kind.role === "end" && (value === "" || value === "Present")) return { stored: null };
      if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(trimmed)) return REJECT;
      if (kind.role === "start" ? trimmed > FIXTURE_END : trimmed < FIXTURE_START) return REJECT;
      return { stored: trimmed };
    }
    case "date": {
      if (value === "") return op === "create" ? { stored: today() } : UNCHANGED;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(trimmed)) return REJECT;
      const day = new Date(`${trimmed}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(trimmed) ? { stored: trimmed } : REJECT;
    }
    case "email":
      if (kind.optional && trimmed === "") return { stored: "" };
      return trimmed.length <= CONTRACT.email && EMAIL.test(trimmed) ? { stored: trimmed } : REJECT;
  }
}

/**
 * What the login route makes of a credential: well-formed (checked against the owner's, so
 * a wrong one is a 401) or malformed (a 400 naming the field). The e-mail is trimmed and must
 * be well-formed text; the password is taken as typed, control characters aside.
 */
export function credentialIsWellFormed(kind: Kind & { type: "credential" }, value: unknown): boolean {
  if (typeof value !== "string") return false;
  const text = kind.raw ? value : value.trim();
  if (text === "" || longerThan(text, kind.max)) return false;
  if (!kind.raw && isUnstorable(text)) return false;
  return !hasControlCharacter(text);
}

/**
 * Values at the edges of a kind's limits, which the hostile text (much shorter, or far
 * longer) never touches: the most a field takes, and one character more, counted in
 * characters (an emoji is one), after trimming and with a textarea's CRLF counted once.
 */
export function boundaryValues(kind: Kind): Array<[string, unknown]> {
  const max = kind.type === "text" || kind.type === "credential" ? kind.max : undefined;
  switch (kind.type) {
    case "text":
    case "credential": {
      const values: Array<[string, unknown]> = [
        [`the most characters it takes (${max})`, "a".repeat(max!)],
        ["one character too many", "a".repeat(max! + 1)],
        ["the most emoji it takes", "😀".repeat(max!)],
        ["one emoji too many", "😀".repeat(max! + 1)],
        ["the most characters it takes, padded", `  ${"a".repeat(max!)}  `],
      ];
      if (kind.type === "text" && kind.multiline) {
        values.push(
          ["the most characters it takes, with a CRLF", `${"a".repeat(max! - 2)}\r\nb`],
          ["one character too many, with a CRLF", `${"a".repeat(max! - 1)}\r\nb`],
        );
      }
      return values;
    }
    case "list": {
      const item = (n: number) => Array.from({ length: n }, (_, i) => `item${i}`);
      // One item as long as the whole list may be, and one more: items join with "sep ".
      return [
        [`${CONTRACT.listItems} items`, item(CONTRACT.listItems).join(kind.sep)],
        [`${CONTRACT.listItems + 1} items`, item(CONTRACT.listItems + 1).join(kind.sep)],
        [`an array of ${CONTRACT.listItems + 1} items`, item(CONTRACT.listItems + 1)],
        [`one item of ${CONTRACT.textarea} characters`, "a".repeat(CONTRACT.textarea)],
        [`one item of ${CONTRACT.textarea + 1} characters`, "a".repeat(CONTRACT.textarea + 1)],
        [`two items of ${CONTRACT.textarea} characters in all`, ["a".repeat(CONTRACT.textarea / 2 - 1), "b".repeat(CONTRACT.textarea / 2 - 1)]],
        [`two items of ${CONTRACT.textarea + 1} characters in all`, ["a".repeat(CONTRACT.textarea / 2 - 1), "b".repeat(CONTRACT.textarea / 2)]],
        ["empty items only", `${kind.sep} ${kind.sep}${kind.sep}`],
      ];
    }
    case "url": {
      const base = "https://example.com/";
      return [
        [`a URL of ${CONTRACT.url} characters`, base + "a".repeat(CONTRACT.url - base.length)],
        ["a URL one character too long", base + "a".repeat(CONTRACT.url + 1 - base.length)],
        ["an http: URL", "http://example.com"],
        ["a padded URL", "  https://example.com/x  "],
      ];
    }
    case "email": {
      const domain = "@example.com";
      return [
        [`an address of ${CONTRACT.email} characters`, "a".repeat(CONTRACT.email - domain.length) + domain],
        ["an address one character too long", "a".repeat(CONTRACT.email + 1 - domain.length) + domain],
      ];
    }
    default:
      return [];
  }
}

/** Values of the wrong JSON type, tried in every field. */
export const WRONG_TYPES: Array<[string, unknown]> = [
  ["the number 42", 42],
  ["the number -1.5", -1.5],
  ["true", true],
  ["false", false],
  ["null", null],
  ["an empty object", {}],
  ["an operator object {$ne: null}", { $ne: null, toString: "x" }],
  ["an empty array", []],
  ["an array of text", ["x"]],
  ["an array of numbers", [1, 2]],
  ["an array holding null", [null]],
  ["a nested array", [["x"]]],
];

/** Hostile text, tried in every field that takes text. */
export const HOSTILE_STRINGS: Array<[string, string]> = [
  // Unicode
  ["emoji", "🚀 Launch 👩🏽‍💻 día ✓ 𠜎𠜱"],
  ["RTL with an override", "مرحبا \u202Egnp.exe\u202C שלום"],
  ["combining marks", "Z̴̡̪͎a̷̰l̸̹g̵̠o̶͓ e\u0301 n\u0303"],
  ["invisible characters", "a\u200Bb\u200Dc\uFEFFd\u2028e\u2029f"],
  ["control characters and noncharacters", "bell\u0007 esc\u001B[31m del\u007F \uFFFE\uFFFF"],
  ["a lone high surrogate", "broken \uD83D half"],
  ["a lone low surrogate", "\uDE00 broken"],
  ["a NUL character", "nul\u0000byte"],
  // SQL
  ["an SQL tautology", "' OR '1'='1"],
  ["an SQL DROP", "Robert'); DROP TABLE projects; --"],
  ["an SQL UNION", "x' UNION SELECT password_hash, email FROM users --"],
  ["stacked statements", "1; SELECT pg_sleep(10); $$; DELETE FROM users; $$ --"],
  ["backslashes and comments", "\\'; /* */ -- \\"],
  ["LIKE wildcards", "%_%\\%"],
  // Markup
  ["a script element", "<script>alert(document.cookie)</script>"],
  ["an img onerror", '<img src=x onerror="alert(1)">'],
  ["a markdown javascript: link", "[click me](javascript:alert(1))"],
  ["a javascript: URL", "javascript:alert(1)"],
  ["an iframe", '<iframe src="https://evil.example"></iframe>'],
  ["a markdown data: image", "![x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)"],
  ["an attribute breakout", '"><svg onload=alert(1)>'],
  ["template and format syntax", "{{constructor.constructor('alert(1)')()}} ${7*7} %s%n%x"],
  // Edges
  ["the empty string", ""],
  ["whitespace only", " \t\n "],
  ["padding", "  padded  "],
  ["100 KB", "a".repeat(100 * 1024)],
  ["1 MB", "b".repeat(1024 * 1024)],
  ["100 KB of emoji", "😀".repeat(25 * 1024)],
  ["50 001 emoji", "😀".repeat(50_001)],
];

/**
 * One of each kind of hostile text, tried in every field of every endpoint; the full set
 * goes to one free-text field and the list fields of each entity (see abuse.test.ts).
 */
export const CORE_STRINGS = HOSTILE_STRINGS.filter(([label]) =>
  [
    "emoji",
    "RTL with an override",
    "combining marks",
    "a lone high surrogate",
    "a NUL character",
    "an SQL tautology",
    "an SQL DROP",
    "a script element",
    "an img onerror",
    "a markdown javascript: link",
    "the empty string",
    "100 KB",
    "1 MB",
  ].includes(label),
);

/** Values only some kinds of field care about, tried in fields of that kind. */
export const KIND_STRINGS: Partial<Record<Kind["type"], Array<[string, string]>>> = {
  url: [
    ["JaVaScRiPt: in mixed case", "JaVaScRiPt:alert(1)"],
    ["javascript: after a space", " javascript:alert(1)"],
    ["javascript: split by a tab", "java\tscript:alert(1)"],
    ["a data: URL", "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="],
    ["a vbscript: URL", "vbscript:msgbox(1)"],
    ["a file: URL", "file:///etc/passwd"],
    ["a protocol-relative URL", "//evil.example/x"],
    ["http:// alone", "http://"],
    ["a space in the host", "https://exa mple.com"],
    ["an ftp: URL", "ftp://example.com/file"],
    ["a URL with markup in the path", "https://example.com/<script>alert(1)</script>"],
    ["a URL with SQL in the query", "https://example.com/?q=' OR '1'='1"],
    ["a URL with a quote breakout", 'https://example.com/"onmouseover="alert(1)'],
    ["an internationalised URL", "https://例え.jp/パス"],
    ["a 2100-character URL", `https://example.com/${"a".repeat(2100)}`],
  ],
  email: [
    ["an apostrophe and dashes (valid)", "o'brien--@example.com"],
    ["SQL after the address", "a@example.com' OR '1'='1"],
    ["markup as the local part", "<script>@example.com"],
    ["no domain dot", "a@b"],
    ["a quoted local part", '"a b"@example.com'],
    ["a header injection", "a@example.com\r\nBcc: victim@example.com"],
  ],
  enum: [
    ["SQL after a valid value", "full-stack' OR '1'='1"],
    ["upper case", "FRONTEND"],
    ["a leading space", " dev"],
    ["__proto__", "__proto__"],
    ["constructor", "constructor"],
    ["toString", "toString"],
  ],
  bool: [
    ["TRUE", "TRUE"],
    ["yes", "yes"],
    ["off", "off"],
    ["SQL", "1; DROP TABLE projects"],
    ["true and a NUL", "true\u0000"],
    ["maybe", "maybe"],
  ],
  read: [
    ["the text true", "true"],
    ["the text false", "false"],
    ["SQL", "true' OR '1'='1"],
  ],
  month: [
    ["month 13", "2024-13"],
    ["month 00", "2024-00"],
    ["one-digit month", "2024-1"],
    ["year 0000 (valid)", "0000-01"],
    ["the far future", "9999-12"],
    ["full-width digits", "２０２４-０１"],
    ["SQL after a month", "2024-01' OR '1'='1"],
    ["Present", "Present"],
    // Against the fixture's other date (2022-01 to 2023-06): endDate must not be before startDate.
    ["a month after the fixture's end", "2023-07"],
    ["a month before the fixture's start", "2021-12"],
  ],
  date: [
    ["February 30", "2024-02-30"],
    ["month 13", "2024-13-01"],
    ["a timestamp", "2024-03-15T00:00:00Z"],
    ["SQL after a date", "2024-03-15' OR '1'='1"],
    ["year 0001 (valid)", "0001-01-01"],
    ["a signed year", "+2024-03-15"],
  ],
};

/** The wrong types tried on PATCH; every field is also tried on POST with all of them. */
export const CORE_WRONG_TYPES = WRONG_TYPES.filter(([label]) =>
  ["the number 42", "true", "null", "an operator object {$ne: null}", "an array of text"].includes(label),
);

/**
 * The values tried in one field: those of its kind, hostile text (all of it, or one of
 * each kind), and wrong JSON types (all of them, or the core few).
 */
export function valuesFor(
  kind: Kind,
  strings: "full" | "core",
  types: "full" | "core",
): Array<[string, unknown]> {
  return [
    ...(strings === "full" ? HOSTILE_STRINGS : CORE_STRINGS),
    ...(KIND_STRINGS[kind.type] ?? []),
    ...(types === "full" ? WRONG_TYPES : CORE_WRONG_TYPES),
  ];
}

/** Ids that must all be a 404 `{msg}`, built around one real id. */
export function hostileIds(realId: string): Array<[string, string]> {
  return [
    ["abc", "abc"],
    ["0", "0"],
    ["-1", "-1"],
    ["1e309", "1e309"],
    ["null", "null"],
    ["undefined", "undefined"],
    ["__proto__", "__proto__"],
    ["constructor", "constructor"],
    ["prototype", "prototype"],
    ["an SQL tautology", "' OR '1'='1"],
    ["an SQL DROP", "1; DROP TABLE projects; --"],
    ["a real id and a tautology", `${realId}' OR '1'='1`],
    ["a real id and a comment", `${realId}--`],
    ["a real id and a path", `${realId}/../${realId}`],
    ["a real id without dashes", realId.replace(/-/g, "")],
    ["a real id in braces", `{${realId}}`],
    ["a real id with a newline", `${realId}\n`],
    ["a real id padded", ` ${realId} `],
    ["the nil UUID", "00000000-0000-0000-0000-000000000000"],
    ["path traversal", "../../../../etc/passwd"],
    ["Windows path traversal", "..\\..\\windows\\win.ini"],
    ["double-encoded traversal", "%2e%2e%2f%2e%2e%2fetc%2fpasswd"],
    ["a NUL", "\u0000"],
    ["an encoded NUL", "%00"],
    ["markup", "<script>alert(1)</script>"],
    ["emoji", "🚀"],
    ["an RTL override", "\u202Eevil"],
    ["10 000 characters", "a".repeat(10_000)],
  ];
}

/** Text of a multipart body, built by hand so it can be broken on purpose. */
export function multipartText(fields: Record<string, unknown>, boundary: string): string {
  let body = "";
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      body += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(item)}\r\n`;
    }
  }
  return `${body}--${boundary}--\r\n`;
}
