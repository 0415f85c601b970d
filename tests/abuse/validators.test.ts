/**
 * The hostile-input tables of ./cases.ts against the validators themselves: every field of
 * every body the API validates (each entity's create and update, the contact message and
 * marking it read, login, the profile) with every hostile value, wrong JSON type and value
 * at the edge of its limits, each sent as the route reads it (./feed.ts: the route's own
 * body parser and schema). The schema's verdict must be the oracle's: refused with a 400
 * naming the field (or a 413 for a body over the route's limit), or accepted with exactly
 * the value the contract stores. Properties (fast-check) then try generated text, lists,
 * URLs and addresses against the same oracle.
 *
 * No database, no HTTP: the endpoints keep a sample of these values each, sent for real,
 * in ./abuse.test.ts. docs/testing.md ("Hostile input") says what runs where.
 */
import fc from "fast-check";
import { TEXT_FORM_LIMIT } from "@/lib/api/request";
import { loginSchema } from "@/lib/validations/auth";
import { blogCreateSchema, blogUpdateSchema } from "@/lib/validations/blog";
import { certificationCreateSchema, certificationUpdateSchema } from "@/lib/validations/certification";
import { experienceCreateSchema, experienceUpdateSchema } from "@/lib/validations/experience";
import { messageCreateSchema, messageUpdateSchema } from "@/lib/validations/message";
import { profileUpdateSchema } from "@/lib/validations/profile";
import { projectCreateSchema, projectUpdateSchema } from "@/lib/validations/project";
import { techStackCreateSchema, techStackUpdateSchema } from "@/lib/validations/tech-stack";
import { OWNER } from "../helpers/api";
import {
  boundaryValues,
  credentialIsWellFormed,
  FIXTURE_END,
  FIXTURE_START,
  REJECT,
  valuesFor,
  verdict,
  type Kind,
} from "./cases";
import { formValue, mismatch, show, validate, type BodyType, type Row, type Validation } from "./feed";
import {
  BLOG,
  CERTIFICATION,
  EXPERIENCE,
  LOGIN_FIELDS,
  MESSAGE,
  MESSAGE_READ,
  PROFILE_FIELDS,
  PROJECT,
  TECH_STACK,
  type EntityFields,
} from "./fields";

const today = () => new Date().toISOString().slice(0, 10);

/** A body the API validates, with the fields the kinds describe. */
interface Target extends Validation {
  op: "create" | "update" | "login";
  fields: Array<[string, Kind]>;
  /** The rest of a valid body: the whole fixture on a create, nothing on a PATCH. */
  rest: () => Row;
}

const entityTargets = (entity: EntityFields, create: Validation["schema"], update: Validation["schema"], extra: Partial<Target> = {}): Target[] => [
  { name: `POST /api/v1/${entity.collection}`, schema: create, op: "create", fields: entity.fields, rest: entity.fixture, ...extra },
  { name: `PATCH /api/v1/${entity.collection}/:id`, schema: update, op: "update", fields: entity.fields, rest: () => ({}) },
];

const TARGETS: Target[] = [
  ...entityTargets(PROJECT, projectCreateSchema, projectUpdateSchema),
  // A post without a date is dated today by the route (src/lib/api/resources.ts).
  ...entityTargets(BLOG, blogCreateSchema, blogUpdateSchema, { after: (output) => ({ ...output, date: output.date ?? today() }) }),
  ...entityTargets(EXPERIENCE, experienceCreateSchema, experienceUpdateSchema).map((target) =>
    // A PATCH's dates are checked against the stored ones (the resource's update): here the
    // fixture's, sent beside the one tried.
    target.op === "update" ? { ...target, rest: () => ({ startDate: FIXTURE_START, endDate: FIXTURE_END }) } : target,
  ),
  ...entityTargets(CERTIFICATION, certificationCreateSchema, certificationUpdateSchema),
  ...entityTargets(TECH_STACK, techStackCreateSchema, techStackUpdateSchema),
  { name: "POST /api/v1/message", schema: messageCreateSchema, op: "create", fields: MESSAGE.fields, rest: MESSAGE.fixture, limit: TEXT_FORM_LIMIT },
  { name: "PATCH /api/v1/message/:id", schema: messageUpdateSchema, op: "update", fields: MESSAGE_READ, rest: () => ({}), limit: TEXT_FORM_LIMIT },
  {
    name: "POST /api/v1/auth/login",
    schema: loginSchema,
    op: "login",
    fields: LOGIN_FIELDS,
    rest: () => ({ email: OWNER.email, password: "not the password" }),
    limit: TEXT_FORM_LIMIT,
  },
  { name: "PATCH /api/v1/profile", schema: profileUpdateSchema, op: "update", fields: PROFILE_FIELDS, rest: () => ({}) },
];

/** What must come of `value` in `field`: the oracle's verdict (login: well-formed or not). */
function expected(target: Target, field: string, kind: Kind, value: unknown) {
  if (kind.type === "credential") {
    if (!credentialIsWellFormed(kind, value)) return REJECT;
    return { stored: kind.raw ? value : (value as string).trim() };
  }
  // Which images a Markdown text may show is the route's rule, read from the media records
  // (src/lib/media/own-images.ts), not the schema's: the HTTP samples of abuse.test.ts test it.
  const schemaKind: Kind = kind.type === "text" ? { ...kind, markdown: false } : kind;
  return verdict(schemaKind, value, target.op === "login" ? "create" : target.op);
}

/** The experience's date rule names both dates; every other refusal names its field. */
const namesOf = (field: string) => (field === "startDate" || field === "endDate" ? ["startDate", "endDate"] : [field]);

/** Sends `value` in `field` (the rest of the body valid) as `type`; a message when the schema disagrees. */
async function check(target: Target, field: string, kind: Kind, value: unknown, type: BodyType): Promise<string | undefined> {
  // A form carries text only, as UTF-8: a lone surrogate arrives as U+FFFD.
  const sent = type === "json" ? value : formValue(value);
  if (sent === undefined) return undefined;
  const outcome = await validate(target, { ...target.rest(), [field]: sent }, type);
  const problem = mismatch(outcome, field, expected(target, field, kind, sent), namesOf(field));
  return problem && `${type} ${show(value)}: ${problem}`;
}

const BODY_TYPES: BodyType[] = ["json", "urlencoded", "multipart"];

/**
 * The body types each field is tried in: JSON always; a form (urlencoded, multipart) in the
 * first field of each kind of a body. A form is read the same way whatever the field (its
 * text then meets the same rule), so one field of a kind is enough to cover the way there.
 * The largest values (over 64 KB), which mostly meet a body's byte limit and otherwise the
 * same `.max` as the edge values, go in JSON to that first field of each kind only, and in
 * a form to the body's first field (each form type's byte limit, once per route).
 */
const LARGE = new Set(["100 KB", "1 MB", "100 KB of emoji", "50 001 emoji"]);

function bodyTypesOf(target: Target): Map<string, BodyType[]> {
  const seen = new Set<string>();
  return new Map(
    target.fields.map(([field, kind]) => {
      const key = JSON.stringify(kind);
      const first = !seen.has(key);
      seen.add(key);
      return [field, first ? BODY_TYPES : ["json"]];
    }),
  );
}

describe.each(TARGETS.map((target) => [target.name, target] as const))("%s", (_name, target) => {
  const types = bodyTypesOf(target);
  test.each(target.fields.map(([field, kind]) => [field, types.get(field)!.join(", "), kind] as const))(
    "%s: every hostile value, wrong type and limit (%s), as the oracle says",
    async (field, _types, kind) => {
      const values = [...valuesFor(kind, "full", "full"), ...boundaryValues(kind)];
      const problems: string[] = [];
      const firstOfKind = types.get(field)!.length > 1;
      const firstOfBody = field === target.fields[0][0];
      for (const [label, value] of values) {
        if (LARGE.has(label) && !firstOfKind) continue;
        for (const type of LARGE.has(label) && !firstOfBody ? ["json" as const] : types.get(field)!) {
          const problem = await check(target, field, kind, value, type);
          if (problem) problems.push(`${label} (${problem})`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});

// ---------------------------------------------------------------------------------------
// Properties: generated values against the same oracle
// ---------------------------------------------------------------------------------------

/** Any code point, weighted toward the controls, the surrogate halves and line breaks. */
const codePoint = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x10ffff }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0xa0 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }) },
  { weight: 1, arbitrary: fc.constantFrom(0xfffe, 0xffff, 0x0d, 0x0a, 0x09, 0x20, 0x2c, 0x7c, 0x1f600) },
);
const textOf = (points: number[]) => points.map((p) => String.fromCodePoint(p)).join("");
const anyText = fc.array(codePoint, { maxLength: 40 }).map(textOf);

/** Text of about `max` characters (an emoji is one, blanks at the ends are trimmed). */
const nearLimit = (max: number) =>
  fc
    .tuple(
      fc.integer({ min: Math.max(0, max - 3), max: max + 3 }),
      fc.constantFrom("a", "😀", "é"),
      fc.constantFrom("", " ", "\t", "\r\n", "\u0007"),
      fc.constantFrom("", " ", "  "),
    )
    .map(([length, char, inside, pad]) => {
      const body = char.repeat(length);
      return `${pad}${body.slice(0, char.length * Math.floor(length / 2))}${inside}${body.slice(char.length * Math.floor(length / 2))}${pad}`;
    });

/**
 * URLs of every shape: a scheme (http(s) in any case, others, none), a host (a domain, an
 * address, an international one, a broken one, none), a path with the characters URLs carry
 * and any text. Built by hand: fc.webUrl costs a second to build.
 */
const URL_CHARS = [..."abcXYZ019-._~%/?#[]@!$&'()*+,;=:", " ", "\t", "<", ">", '"', "é", "😀"];
const URLS = fc.oneof(
  { weight: 4, arbitrary: fc
    .tuple(
      fc.constantFrom("http://", "https://", "HTTPS://", "ftp://", "file://", "javascript:", "JavaScript:", "java\tscript:", "data:", "mailto:", "//", "", " https://"),
      fc.oneof(fc.domain(), fc.constantFrom("example.com", "例え.jp", "127.0.0.1", "[::1]", "exa mple.com", "user:pass@example.com", "")),
      fc.oneof(fc.array(fc.constantFrom(...URL_CHARS), { maxLength: 30 }).map((chars) => chars.join("")), anyText),
    )
    .map(([scheme, host, path]) => `${scheme}${host}${path && !path.startsWith("/") ? "/" : ""}${path}`) },
  { weight: 1, arbitrary: anyText },
);
const EMAILS = fc.oneof(
  fc.emailAddress(),
  fc.tuple(fc.emailAddress(), anyText).map(([address, tail]) => address + tail),
  fc.tuple(anyText, fc.constantFrom("@example.com", "@b", "@ex ample.com")).map(([local, domain]) => local + domain),
  anyText,
);

function arbitraryFor(kind: Kind): fc.Arbitrary<unknown> | undefined {
  switch (kind.type) {
    case "text":
      return fc.oneof(anyText, nearLimit(kind.max));
    case "credential":
      return fc.oneof(anyText, nearLimit(kind.max), EMAILS);
    case "list":
      return fc.oneof(
        anyText,
        fc.array(anyText, { maxLength: 6 }).map((items) => items.join(kind.sep)),
        fc.array(anyText, { maxLength: 6 }),
        fc.array(fc.constantFrom("a", " b ", "", "ç"), { minLength: 45, maxLength: 55 }).map((items) => items.join(kind.sep)),
        nearLimit(1000),
      );
    case "url":
      return URLS;
    case "email":
      return EMAILS;
    default:
      return undefined;
  }
}

/**
 * One property per kind of free field (text, list, URL, e-mail, a login's) in each body: its
 * first field of that kind. The other fields of the kind share its builder, and the tables
 * above try every one of them.
 */
const PROPERTY_CASES = TARGETS.flatMap((target) => {
  const types = bodyTypesOf(target);
  return target.fields.flatMap(([field, kind]) => {
    const arbitrary = arbitraryFor(kind);
    const firstOfKind = types.get(field)!.length > 1;
    return arbitrary && firstOfKind ? [[`${target.name} ${field}`, target, field, kind, arbitrary] as const] : [];
  });
});

test.each(PROPERTY_CASES)("property: %s takes exactly what the oracle allows, in JSON and in a form", async (_name, target, field, kind, arbitrary) => {
  await fc.assert(
    fc.asyncProperty(arbitrary, fc.constantFrom<BodyType>(...BODY_TYPES), async (value, type) => {
      const problem = await check(target, field, kind, value, type);
      if (problem) throw new Error(problem);
    }),
    { numRuns: 100 },
  );
});
