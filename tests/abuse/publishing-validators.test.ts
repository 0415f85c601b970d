/**
 * The fields publishing and the image metadata added (`status`, `publishAt`, a post's `slug`
 * and `tags`, a project's `featured`, every `${F}Alt`) and the bodies of the two order PUTs,
 * checked against their schemas directly (./feed.ts: the route's own body parser and
 * schema) with every wrong type, hostile text and value of note, on create and on PATCH.
 * The oracles (./publishing-cases.ts) are written from the contract apart from the
 * implementation. publishing.test.ts sends a sample of each through HTTP.
 */
import { TECH_STACK_TYPES } from "@/lib/enums";
import { TEXT_FORM_LIMIT } from "@/lib/api/request";
import { blogCreateSchema, blogUpdateSchema } from "@/lib/validations/blog";
import { certificationCreateSchema, certificationUpdateSchema } from "@/lib/validations/certification";
import { featuredOrderSchema, techStackOrderSchema } from "@/lib/validations/ordering";
import { profileUpdateSchema } from "@/lib/validations/profile";
import { projectCreateSchema, projectUpdateSchema } from "@/lib/validations/project";
import { techStackCreateSchema, techStackUpdateSchema } from "@/lib/validations/tech-stack";
import { validBlog, validCertification, validProject, validTechStack } from "../helpers/fixtures";
import { HOSTILE_STRINGS, hostileIds, UNCHANGED, verdict, WRONG_TYPES, type Verdict } from "./cases";
import { formValue, mismatch, show, validate, type BodyType, type Row, type Validation } from "./feed";
import {
  altVerdict,
  featuredVerdict,
  FROM_TITLE,
  idsVerdict,
  PUBLISHING_VALUES,
  publishAtVerdict,
  slugVerdict,
  statusVerdict,
  tagsVerdict,
} from "./publishing-cases";

type Expected = Verdict | typeof UNCHANGED;

interface Field {
  name: string;
  expected: (value: unknown) => Expected;
  values: Array<[string, unknown]>;
}

interface Target extends Validation {
  rest: () => Row;
  fields: Field[];
}

const HOSTILE: Array<[string, unknown]> = [...WRONG_TYPES, ...HOSTILE_STRINGS];
const field = (name: string, expected: Field["expected"], values: Array<[string, unknown]> = []): Field => ({
  name,
  expected,
  values: [...HOSTILE, ...values],
});

/** What the routes hand on: publishAt as the moment it names, a post's date defaulted. */
const asStored = (output: Row): Row => ({
  ...output,
  ...(output.publishAt instanceof Date ? { publishAt: output.publishAt.toISOString() } : {}),
});
const today = () => new Date().toISOString().slice(0, 10);

const publication = [
  field("status", statusVerdict, PUBLISHING_VALUES.status),
  field("publishAt", publishAtVerdict, PUBLISHING_VALUES.publishAt),
];
const alt = (name: string) => field(name, altVerdict, PUBLISHING_VALUES.alt);
const slug = (op: "create" | "update") =>
  field("slug", (value) => {
    const result = slugVerdict(value, op);
    return result === FROM_TITLE ? UNCHANGED : result;
  }, PUBLISHING_VALUES.slug);
const tags = field("tags", tagsVerdict, PUBLISHING_VALUES.tags);
const featured = field("featured", featuredVerdict, PUBLISHING_VALUES.featured);

const idValues: Array<[string, unknown]> = [
  ...hostileIds("0a1b2c3d-0000-4000-8000-000000000000").map(([label, id]): [string, unknown] => [`a hostile id: ${label}`, [id]]),
  ["one id as text", "0a1b2c3d-0000-4000-8000-000000000000"],
  ["an id in capitals", ["0A1B2C3D-0000-4000-8000-00000000000F"]],
  ["the same id twice, in two cases", ["0a1b2c3d-0000-4000-8000-00000000000f", "0A1B2C3D-0000-4000-8000-00000000000F"]],
  ["no ids", []],
  ["500 ids", Array.from({ length: 500 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`)],
  ["501 ids", Array.from({ length: 501 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`)],
];

const TARGETS: Array<[string, Target]> = [
  ["POST /api/v1/blogs", {
    name: "POST /api/v1/blogs", schema: blogCreateSchema, rest: validBlog,
    after: (output) => asStored({ ...output, date: output.date ?? today() }),
    fields: [...publication, slug("create"), tags, alt("imageUrlAlt")],
  }],
  ["PATCH /api/v1/blogs/:id", {
    name: "PATCH /api/v1/blogs/:id", schema: blogUpdateSchema, rest: () => ({}), after: asStored,
    fields: [...publication, slug("update"), tags, alt("imageUrlAlt")],
  }],
  ["POST /api/v1/projects", {
    name: "POST /api/v1/projects", schema: projectCreateSchema, rest: validProject, after: asStored,
    fields: [...publication, featured, alt("logoAlt"), alt("screenshotAlt")],
  }],
  ["PATCH /api/v1/projects/:id", {
    name: "PATCH /api/v1/projects/:id", schema: projectUpdateSchema, rest: () => ({}), after: asStored,
    fields: [...publication, featured, alt("logoAlt"), alt("screenshotAlt")],
  }],
  ["POST /api/v1/certification", { name: "POST /api/v1/certification", schema: certificationCreateSchema, rest: validCertification, fields: [alt("imageAlt")] }],
  ["PATCH /api/v1/certification/:id", { name: "PATCH /api/v1/certification/:id", schema: certificationUpdateSchema, rest: () => ({}), fields: [alt("imageAlt")] }],
  ["POST /api/v1/techStack", { name: "POST /api/v1/techStack", schema: techStackCreateSchema, rest: validTechStack, fields: [alt("imageUrlAlt")] }],
  ["PATCH /api/v1/techStack/:id", { name: "PATCH /api/v1/techStack/:id", schema: techStackUpdateSchema, rest: () => ({}), fields: [alt("imageUrlAlt")] }],
  ["PATCH /api/v1/profile", { name: "PATCH /api/v1/profile", schema: profileUpdateSchema, rest: () => ({}), fields: [alt("avatarAlt")] }],
  ["PUT /api/v1/projects/featured", {
    name: "PUT /api/v1/projects/featured", schema: featuredOrderSchema, rest: () => ({}), limit: TEXT_FORM_LIMIT,
    fields: [field("ids", idsVerdict, idValues)],
  }],
  ["PUT /api/v1/techStack/order", {
    name: "PUT /api/v1/techStack/order", schema: techStackOrderSchema, limit: TEXT_FORM_LIMIT,
    rest: () => ({ techStackType: "dev", ids: ["0a1b2c3d-0000-4000-8000-000000000000"] }),
    fields: [
      field("ids", idsVerdict, idValues),
      field("techStackType", (value) => verdict({ type: "enum", values: TECH_STACK_TYPES }, value, "update"), [
        ["a section's label", "Dev Tools"],
        ["upper case", "DEV"],
        ...TECH_STACK_TYPES.map((type): [string, unknown] => [type, type]),
      ]),
    ],
  }],
];

/** Mostly the body's byte limit: in a form once per body (see validators.test.ts). */
const LARGE = new Set(["100 KB", "1 MB", "100 KB of emoji", "50 001 emoji"]);

describe.each(TARGETS)("%s", (_name, target) => {
  test.each(target.fields.map((f) => [f.name, f] as const))(
    "%s: every hostile value and value of note, as the oracle says",
    async (_field, f) => {
      const problems: string[] = [];
      for (const [label, value] of f.values) {
        const types: BodyType[] = LARGE.has(label) && f !== target.fields[0] ? ["json"] : ["json", "urlencoded", "multipart"];
        for (const type of types) {
          const sent = type === "json" ? value : formValue(value);
          if (sent === undefined) continue;
          const outcome = await validate(target, { ...target.rest(), [f.name]: sent }, type);
          const problem = mismatch(outcome, f.name, f.expected(sent));
          if (problem) problems.push(`${label} (${type} ${show(value)}: ${problem})`);
        }
      }
      expect(problems).toEqual([]);
    },
  );
});
