/** @jest-environment node */
/**
 * Hostile and malformed input on what publishing and the image metadata added to /api/v1
 * (issues 13 and 16): the fields `status`, `publishAt`, `featured`, a post's `slug` and
 * `tags`, every image's `${F}Alt`; the routes restore, preview, trash, delete forever and the
 * two order PUTs. Same checks as ./abuse.test.ts (./checks.ts): a refused input is a 4xx
 * `{msg}` naming the field, and every row of every table is as it was; an accepted value is
 * the one the contract says, reads back the same, and is then put back.
 */
import { and, eq, gt } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import * as schema from "@/lib/db/schema";
import { TECH_STACK_TYPES } from "@/lib/enums";
import { BLOG_ALTS, PROJECT_ALTS, withDefaultAlts } from "@/lib/images/alt-text";
import { slugProblem } from "@/lib/posts/slug";
import { TRASH_COLLECTIONS } from "@/lib/trash/kinds";
import { parseIsoDateTime } from "@/lib/validations/publication";
import { MAX_ORDERED_IDS } from "@/lib/validations/ordering";
import { api, loginAsOwner, type RequestOptions } from "../helpers/api";
import { resetDatabase } from "../helpers/db";
import { createMessage, validBlog, validCertification, validExperience, validProject, validTechStack } from "../helpers/fixtures";
import { HOSTILE_STRINGS, hasControlCharacter, hostileIds, isUnstorable, WRONG_TYPES } from "./cases";
import {
  assertRefused,
  bodyCases,
  describeResponse,
  nextIp,
  startWatchingRows,
  thenUnchanged,
  type Case,
  type Row,
} from "./checks";

type Table = PgTable & { id: AnyPgColumn };
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

let owner: string;

/** The items every case works on, made in beforeAll. */
const ids = {
  blog: "",
  project: "",
  featuredProject: "",
  techStack: [] as string[],
  techStackType: TECH_STACK_TYPES[1],
  /** One item of each collection, deleted into the trash. */
  trashed: {} as Record<(typeof TRASH_COLLECTIONS)[number], string>,
};

// ---------------------------------------------------------------------------------------
// The fields: each hostile value in a PATCH, with what the contract says of it
// ---------------------------------------------------------------------------------------

/** "reject", or the value a read must then give (a function: the item's default alt text). */
type Outcome = "reject" | { reads: (item: Row) => unknown };
const reads = (value: unknown): Outcome => ({ reads: () => value });

/** Text no field keeps: not a string, NUL or a lone surrogate, a control character. */
const unkeepable = (value: unknown): boolean => typeof value !== "string" || isUnstorable(value) || hasControlCharacter(value);

const FIELD_VALUES: Array<[string, unknown]> = [...WRONG_TYPES, ...HOSTILE_STRINGS];

interface FieldSweep {
  name: string;
  path: () => string;
  single: string;
  table: Table;
  id: () => string;
  field: string;
  outcome: (value: unknown) => Outcome;
  /** Values of this field worth sending besides the hostile ones. */
  extra?: Array<[string, unknown]>;
}

function publishAtOutcome(value: unknown): Outcome {
  if (value === null) return reads(null);
  if (typeof value !== "string") return "reject";
  const text = value.trim();
  if (text === "") return reads(null);
  const at = parseIsoDateTime(text);
  return at && at.getUTCFullYear() >= 1970 && at.getUTCFullYear() <= 9999 ? reads(at.toISOString()) : "reject";
}

function slugOutcome(value: unknown): Outcome {
  if (typeof value !== "string") return "reject";
  const slug = value.trim();
  return slugProblem(slug) ? "reject" : reads(slug);
}

/** At most 200 characters of one line; empty (or null) reads as the default built from the item. */
const altOutcome =
  (field: string, alts: Record<string, (item: Row) => string>) =>
  (value: unknown): Outcome => {
    const byDefault: Outcome = { reads: (item) => withDefaultAlts({ ...item, [field]: "" }, alts)[field] };
    if (value === null) return byDefault;
    if (unkeepable(value)) return "reject";
    const text = (value as string).trim();
    if (text === "") return byDefault;
    return [...text].length > 200 ? "reject" : reads(text);
  };

function featuredOutcome(value: unknown): Outcome {
  if (typeof value === "boolean") return reads(value);
  if (typeof value !== "string" || unkeepable(value)) return "reject";
  const word = value.trim().toLowerCase();
  if (["true", "on", "1", "yes"].includes(word)) return reads(true);
  if (["false", "off", "0", "no", ""].includes(word)) return reads(false);
  return "reject";
}

const SWEEPS: FieldSweep[] = [
  ...(["blogs", "projects"] as const).flatMap((collection): FieldSweep[] => {
    const single = collection === "blogs" ? "blog" : "project";
    const table = collection === "blogs" ? schema.blogs : schema.projects;
    const id = () => (collection === "blogs" ? ids.blog : ids.project);
    const path = () => `/api/v1/${collection}/${id()}`;
    return [
      {
        name: `PATCH /api/v1/${collection}/:id status`,
        path,
        single,
        table,
        id,
        field: "status",
        outcome: (value) => (value === "draft" || value === "published" ? reads(value) : "reject"),
        extra: [
          ["draft", "draft"],
          ["DRAFT", "DRAFT"],
          ["scheduled", "scheduled"],
          ["draft padded", " draft "],
        ],
      },
      {
        name: `PATCH /api/v1/${collection}/:id publishAt`,
        path,
        single,
        table,
        id,
        field: "publishAt",
        outcome: publishAtOutcome,
        extra: [
          ["a time with its offset", "2031-05-04T09:30:00+02:00"],
          ["a time in UTC with a fraction", "2031-05-04T07:30:00.123456789Z"],
          ["a time without an offset", "2031-05-04T09:30"],
          ["a date alone", "2031-05-04"],
          ["the 30th of February", "2031-02-30T10:00Z"],
          ["hour 24", "2031-05-04T24:00Z"],
          ["offset +24:00", "2031-05-04T10:00+24:00"],
          ["year 0000", "0000-01-01T00:00Z"],
          ["the last moment of 1969", "1969-12-31T23:59:59.999Z"],
          ["the first of 1970", "1970-01-01T00:00Z"],
          ["10000 in UTC, from 9999 with an offset", "9999-12-31T23:30-01:00"],
          ["year 9999, last second", "9999-12-31T23:59:59Z"],
          ["a six-digit year", "+275760-09-13T00:00:00Z"],
          ["epoch milliseconds", "1700000000000"],
          ["an English date", "Tuesday, 4 May 2031"],
          ["ISO with an SQL tail", "2031-05-04T09:30Z'; DROP TABLE blogs; --"],
        ],
      },
    ];
  }),
  {
    name: "PATCH /api/v1/blogs/:id slug",
    path: () => `/api/v1/blogs/${ids.blog}`,
    single: "blog",
    table: schema.blogs,
    id: () => ids.blog,
    field: "slug",
    outcome: slugOutcome,
    extra: [
      ["a fine slug", "a-fine-slug"],
      ["capitals", "A-Fine-Slug"],
      ["a path", "a/../../etc/passwd"],
      ["an encoded slash", "a%2Fb"],
      ["a dot", "file.html"],
      ["dashes only", "---"],
      ["a leading dash", "-x"],
      ["201 characters", "a".repeat(201)],
      ["a reserved word", "feed"],
    ],
  },
  {
    name: "PATCH /api/v1/blogs/:id tags",
    path: () => `/api/v1/blogs/${ids.blog}`,
    single: "blog",
    table: schema.blogs,
    id: () => ids.blog,
    field: "tags",
    // The list rules have their own tests (tests/posts); here: refused cleanly or kept as
    // plain text, never a 500 or a half-written row.
    outcome: () => ({ reads: (item) => item.tags }),
    extra: [
      ["tags", "rust, web"],
      ["an array", ["rust", "web"]],
      ["the same tag twice", ["Rust", "rust"]],
      ["a comma inside a tag", ["a,b"]],
      ["1 000 tags", Array.from({ length: 1000 }, (_, i) => `t${i}`)],
      ["a 10 000-character tag", ["t".repeat(10_000)]],
    ],
  },
  {
    name: "PATCH /api/v1/projects/:id featured",
    path: () => `/api/v1/projects/${ids.project}`,
    single: "project",
    table: schema.projects,
    id: () => ids.project,
    field: "featured",
    outcome: featuredOutcome,
    extra: [
      ["yes", "yes"],
      ["2", "2"],
    ],
  },
  ...(
    [
      ["projects", "project", schema.projects, () => ids.project, "screenshotAlt", PROJECT_ALTS],
      ["projects", "project", schema.projects, () => ids.project, "logoAlt", PROJECT_ALTS],
      ["blogs", "blog", schema.blogs, () => ids.blog, "imageUrlAlt", BLOG_ALTS],
    ] as const
  ).map(
    ([collection, single, table, id, field, alts]): FieldSweep => ({
      name: `PATCH /api/v1/${collection}/:id ${field}`,
      path: () => `/api/v1/${collection}/${id()}`,
      single,
      table,
      id,
      field,
      outcome: altOutcome(field, alts as unknown as Record<string, (item: Row) => string>),
      extra: [["201 characters", "a".repeat(201)]],
    }),
  ),
];

/** The raw rows of the sweep targets, to write back after an accepted PATCH. */
const rawRows = new Map<string, Row>();

async function keepRaw(table: Table, id: string) {
  const db = await getDb();
  const [raw] = await db.select().from(table).where(eq(table.id, id));
  rawRows.set(id, raw);
}

/**
 * The row as it was (its version included), without the version the accepted write kept or
 * the redirect from its old slug (the targets start with none).
 */
async function putBack(table: Table, id: string) {
  const db = await getDb();
  const raw = rawRows.get(id)!;
  await db.update(table).set(raw).where(eq(table.id, id));
  await db.delete(schema.itemVersions).where(and(eq(schema.itemVersions.itemId, id), gt(schema.itemVersions.version, raw.version as number)));
  if (table === schema.blogs) await db.delete(schema.slugRedirects).where(eq(schema.slugRedirects.blogId, id));
}

describe.each(SWEEPS.map((sweep) => [sweep.name, sweep] as const))("%s", (_name, sweep) => {
  const values = [...FIELD_VALUES, ...(sweep.extra ?? [])];
  test.each(values.map(([label, value]) => [label, value] as const))("= %s", async (_label, value) => {
    const outcome = sweep.outcome(value);
    const res = await api.request("PATCH", sweep.path(), { cookie: owner, ip: nextIp(), json: { [sweep.field]: value } });
    await thenUnchanged(async () => {
      try {
        // Tags: refused (with the field named, or too large a body) or kept as plain text.
        if (sweep.field === "tags" && (res.status === 400 || res.status === 413)) return assertRefused(res, "tags");
        if (outcome === "reject") return assertRefused(res, sweep.field);
        if (res.status !== 200) throw new Error(`expected 200, got ${describeResponse(res)}`);
        const item = res.body[sweep.single] as Row;
        const expected = outcome.reads(item);
        expect(item[sweep.field]).toEqual(expected);
        if (typeof item[sweep.field] === "string") expect(unkeepable(item[sweep.field])).toBe(false);
        if (Array.isArray(item[sweep.field])) expect((item[sweep.field] as unknown[]).some(unkeepable)).toBe(false);
        const read = await api.get(`/api/v1/${sweep.single === "blog" ? "blogs" : "projects"}/${sweep.id()}`, { cookie: owner });
        expect(read.body[sweep.single]).toEqual(item);
      } finally {
        if (res.status === 200) await putBack(sweep.table, sweep.id());
      }
    });
  });
});

test("featuredRank is the server's: a PATCH that sends it changes nothing it names", async () => {
  const res = await api.request("PATCH", `/api/v1/projects/${ids.project}`, { cookie: owner, json: { featuredRank: -1 } });
  await thenUnchanged(() => {
    // Unknown keys are ignored; nothing else sent: a 400 saying there is nothing to change.
    assertRefused(res);
  });
});

// ---------------------------------------------------------------------------------------
// The bodies of the new routes
// ---------------------------------------------------------------------------------------

interface BodyRoute {
  name: string;
  method: Method;
  path: () => string;
  valid: () => Row;
  /** The valid body's keys with stand-in values: the cases' names, known before the ids are. */
  shape: Row;
  /** Whether a case may also be accepted (the preview's body is optional): a 200 changes no row. */
  mayAccept: boolean;
}

const BODY_ROUTES: BodyRoute[] = [
  {
    name: "PUT /api/v1/projects/featured",
    method: "PUT",
    path: () => "/api/v1/projects/featured",
    valid: () => ({ ids: [ids.featuredProject] }),
    shape: { ids: [] },
    mayAccept: false,
  },
  {
    name: "PUT /api/v1/techStack/order",
    method: "PUT",
    path: () => "/api/v1/techStack/order",
    valid: () => ({ techStackType: ids.techStackType, ids: [...ids.techStack].reverse() }),
    shape: { techStackType: "", ids: [] },
    mayAccept: false,
  },
  ...(["blogs", "projects"] as const).map(
    (collection): BodyRoute => ({
      name: `POST /api/v1/${collection}/:id/preview`,
      method: "POST",
      path: () => `/api/v1/${collection}/${collection === "blogs" ? ids.blog : ids.project}/preview`,
      valid: () => ({ days: 7 }),
      shape: { days: 7 },
      mayAccept: true,
    }),
  ),
];

function assertRefusedOrPreview(res: Awaited<ReturnType<typeof api.request>>) {
  if (res.status === 200) {
    expect(Object.keys(res.body).sort()).toEqual(["expiresAt", "url"]);
    expect(res.body.url).toMatch(/^http:\/\/localhost:3000\/preview\/(blogs|projects)\/[\w.-]+$/);
    return;
  }
  assertRefused(res);
}

describe.each(BODY_ROUTES.map((route) => [route.name, route] as const))("%s", (_name, route) => {
  // The bodies are built at run time: the valid one names ids made in beforeAll.
  const labels = bodyCases(route.shape).map((c) => c.label);
  test.each(labels.map((label, index) => [label, index] as const))("body: %s", async (_label, index) => {
    const c: Case = bodyCases(route.valid())[index];
    const res = await api.request(route.method, route.path(), { cookie: owner, ip: nextIp(), ...c.options() });
    await thenUnchanged(() => (route.mayAccept ? assertRefusedOrPreview(res) : assertRefused(res)));
  });
});

describe("the ids of an order", () => {
  const realish = "00000000-0000-4000-8000-000000000000";
  const cases: Array<[string, (route: "featured" | "techStack") => unknown]> = [
    ...WRONG_TYPES.map(([label, value]): [string, () => unknown] => [label, () => value]),
    ...HOSTILE_STRINGS.map(([label, value]): [string, () => unknown] => [`the text ${label}`, () => value]),
    ...hostileIds(realish).map(([label], index): [string, (route: "featured" | "techStack") => unknown] => [
      `a hostile id: ${label}`,
      (route) => [hostileIds(route === "featured" ? ids.featuredProject : ids.techStack[0])[index][1]],
    ]),
    ["an unknown id", () => [realish]],
    ["the same id twice", (route) => (route === "featured" ? [ids.featuredProject, ids.featuredProject] : [...ids.techStack, ids.techStack[0]])],
    [`${MAX_ORDERED_IDS + 1} ids`, () => Array.from({ length: MAX_ORDERED_IDS + 1 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`)],
    ["100 000 ids", () => Array.from({ length: 100_000 }, () => realish)],
    ["one missing", (route) => (route === "featured" ? [] : ids.techStack.slice(1))],
    ["an item in the trash", (route) => (route === "featured" ? [ids.featuredProject, ids.trashed.projects] : [...ids.techStack, ids.trashed.techStack])],
    ["a project that is not featured", (route) => (route === "featured" ? [ids.featuredProject, ids.project] : [...ids.techStack, ids.project])],
  ];
  const routes = [
    ["PUT /api/v1/projects/featured", "featured"],
    ["PUT /api/v1/techStack/order", "techStack"],
  ] as const;
  test.each(routes.flatMap(([name, route]) => cases.map(([label, make]) => [`${name}: ${label}`, route, make] as const)))(
    "%s: 400 {msg} naming ids",
    async (_label, route, make) => {
      const json = route === "featured" ? { ids: make(route) } : { techStackType: ids.techStackType, ids: make(route) };
      const path = route === "featured" ? "/api/v1/projects/featured" : "/api/v1/techStack/order";
      const res = await api.request("PUT", path, { cookie: owner, json });
      await thenUnchanged(() => assertRefused(res, "ids"));
    },
  );

  test.each([...WRONG_TYPES, ...HOSTILE_STRINGS, ["a section of another name", "Skills"] as [string, unknown]])(
    "PUT /api/v1/techStack/order: techStackType = %s: 400 {msg} naming it",
    async (_label, value) => {
      const res = await api.request("PUT", "/api/v1/techStack/order", { cookie: owner, json: { techStackType: value, ids: ids.techStack } });
      await thenUnchanged(() => assertRefused(res, "techStackType"));
    },
  );
});

// ---------------------------------------------------------------------------------------
// Ids and collections that name nothing
// ---------------------------------------------------------------------------------------

const REAL_ID = "00000000-0000-4000-8000-000000000000";
const ID_LABELS = hostileIds(REAL_ID).map(([label]) => label);

const ID_ROUTES: Array<[name: string, method: Method, path: (id: string) => string, realId: () => string, msg: RegExp]> = [
  ...TRASH_COLLECTIONS.map((collection): [string, Method, (id: string) => string, () => string, RegExp] => [
    `POST /api/v1/${collection}/:id/restore`,
    "POST",
    (id) => `/api/v1/${collection}/${id}/restore`,
    () => ids.trashed[collection],
    / not found in the trash\.$/,
  ]),
  ...TRASH_COLLECTIONS.map((collection): [string, Method, (id: string) => string, () => string, RegExp] => [
    `DELETE /api/v1/trash/${collection}/:id`,
    "DELETE",
    (id) => `/api/v1/trash/${collection}/${id}`,
    () => ids.trashed[collection],
    / not found in the trash\.$/,
  ]),
  ...(["blogs", "projects"] as const).map((collection): [string, Method, (id: string) => string, () => string, RegExp] => [
    `POST /api/v1/${collection}/:id/preview`,
    "POST",
    (id) => `/api/v1/${collection}/${id}/preview`,
    () => (collection === "blogs" ? ids.blog : ids.project),
    / not found\.$/,
  ]),
];

describe.each(ID_ROUTES)("%s with a hostile id", (_name, method, path, realId, msg) => {
  test.each(ID_LABELS.map((label, index) => [label, index] as const))("%s: 404 {msg}", async (_label, index) => {
    const id = hostileIds(realId())[index][1];
    const res = await api.request(method, path(encodeURIComponent(id)), { cookie: owner, ip: nextIp() });
    await thenUnchanged(() => {
      expect(res.status).toBe(404);
      assertRefused(res);
      expect(res.body.msg).toMatch(msg);
    });
  });
});

// Built from a real collection name ("projects" without dashes is itself: left out).
const HOSTILE_COLLECTIONS = hostileIds("projects").filter(([, value]) => !(TRASH_COLLECTIONS as readonly string[]).includes(value));
test.each(HOSTILE_COLLECTIONS.map(([label, value]) => [label, value] as const))(
  "DELETE /api/v1/trash/{collection}/:id with the collection %s: 404 {msg}",
  async (_label, collection) => {
    const res = await api.request("DELETE", `/api/v1/trash/${encodeURIComponent(collection)}/${ids.trashed.projects}`, { cookie: owner });
    await thenUnchanged(() => {
      expect(res.status).toBe(404);
      assertRefused(res);
    });
  },
);

// ---------------------------------------------------------------------------------------
// A visitor, and hostile query strings
// ---------------------------------------------------------------------------------------

const OWNER_ROUTES: Array<[Method, () => string, RequestOptions]> = [
  ["GET", () => "/api/v1/trash", {}],
  ...TRASH_COLLECTIONS.map((c): [Method, () => string, RequestOptions] => ["POST", () => `/api/v1/${c}/${ids.trashed[c]}/restore`, {}]),
  ...TRASH_COLLECTIONS.map((c): [Method, () => string, RequestOptions] => ["DELETE", () => `/api/v1/trash/${c}/${ids.trashed[c]}`, {}]),
  ["POST", () => `/api/v1/blogs/${ids.blog}/preview`, { json: { days: 30 } }],
  ["POST", () => `/api/v1/projects/${ids.project}/preview`, {}],
  ["PUT", () => "/api/v1/projects/featured", { json: { ids: [] } }],
  ["PUT", () => "/api/v1/techStack/order", { json: { techStackType: "dev", ids: [] } }],
  ["PATCH", () => `/api/v1/blogs/${ids.blog}`, { json: { status: "published" } }],
  ["PATCH", () => `/api/v1/projects/${ids.project}`, { json: { featured: true } }],
];

test.each(OWNER_ROUTES.map(([method, path, options]) => [`${method} ${path().replace(/[0-9a-f-]{36}/g, ":id")}`, method, path, options] as const))(
  "a visitor: %s is 401 {msg}, and nothing changes",
  async (_label, method, path, options) => {
    const res = await api.request(method, path(), { ip: nextIp(), ...options });
    await thenUnchanged(() => expect({ status: res.status, body: res.body }).toEqual({ status: 401, body: { msg: "You need to log in to do that." } }));
  },
);

test.each([
  ["an SQL tautology", `?${new URLSearchParams({ collection: "' OR '1'='1", days: "-1" })}`],
  ["pollution keys", "?__proto__[polluted]=yes&constructor[prototype][polluted]=yes"],
  ["100 KB", `?a=${"x".repeat(100 * 1024)}`],
  ["a NUL", "?%00=%00"],
])("GET /api/v1/trash ignores a query string with %s", async (_label, query) => {
  const clean = await api.get("/api/v1/trash", { cookie: owner });
  const res = await api.get(`/api/v1/trash${query}`, { cookie: owner });
  await thenUnchanged(() => {
    expect(clean.status).toBe(200);
    expect(clean.body.count).toBe(TRASH_COLLECTIONS.length);
    expect({ status: res.status, body: res.body }).toEqual({ status: 200, body: clean.body });
  });
});

// ---------------------------------------------------------------------------------------
// Setup
// ---------------------------------------------------------------------------------------

async function created(path: string, single: string, body: Row): Promise<string> {
  const res = await api.post(path, { cookie: owner, json: body });
  if (res.status !== 201) throw new Error(`setup: POST ${path} gave ${describeResponse(res)}`);
  return res.body[single]._id as string;
}

beforeAll(async () => {
  await resetDatabase();
  owner = await loginAsOwner();
  ids.blog = await created("/api/v1/blogs", "blog", validBlog({ status: "draft", tags: ["rust"] }));
  ids.project = await created("/api/v1/projects", "project", validProject({ title: "Plain" }));
  ids.featuredProject = await created("/api/v1/projects", "project", validProject({ title: "Featured", featured: true }));
  for (const title of ["Alpha", "Beta", "Gamma"]) {
    ids.techStack.push(await created("/api/v1/techStack", "techstack", validTechStack({ title, techStackType: ids.techStackType })));
  }
  const toTrash: Record<(typeof TRASH_COLLECTIONS)[number], () => Promise<string>> = {
    projects: () => created("/api/v1/projects", "project", validProject({ title: "Binned", featured: true })),
    blogs: () => created("/api/v1/blogs", "blog", validBlog({ title: "Binned post" })),
    experiences: () => created("/api/v1/experiences", "experience", validExperience()),
    certification: () => created("/api/v1/certification", "certification", validCertification()),
    techStack: () => created("/api/v1/techStack", "techstack", validTechStack({ title: "Binned", techStackType: ids.techStackType })),
    message: async () => (await createMessage({}, "192.0.2.7"))._id as string,
  };
  for (const collection of TRASH_COLLECTIONS) {
    const id = await toTrash[collection]();
    const res = await api.request("DELETE", `/api/v1/${collection}/${id}`, { cookie: owner });
    if (res.status !== 200) throw new Error(`setup: DELETE ${collection} gave ${describeResponse(res)}`);
    ids.trashed[collection] = id;
  }
  await keepRaw(schema.blogs, ids.blog);
  await keepRaw(schema.projects, ids.project);
  await startWatchingRows();
});
