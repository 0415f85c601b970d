/**
 * Hostile and malformed input on what publishing and the image metadata added to /api/v1
 * (issues 13 and 16), through HTTP: the fields `status`, `publishAt`, `featured`, a post's
 * `slug` and `tags`, the images' `${F}Alt`, each with one value it must accept and one it
 * must refuse (every hostile value is tried against the schemas directly, in
 * ./publishing-validators.test.ts); the routes restore, preview, trash, delete forever and
 * the two order PUTs with all their broken bodies and hostile ids. Same checks as
 * ./abuse.test.ts (./checks.ts): a refused input is a 4xx `{msg}` naming the field, and every
 * row of every table is as it was; an accepted value is the one the contract says, reads
 * back the same, and is then put back.
 */
import { and, eq, gt } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { getDb } from "@/lib/db";
import * as schema from "@/lib/db/schema";
import { TECH_STACK_TYPES } from "@/lib/enums";
import { BLOG_ALTS, PROJECT_ALTS, withDefaultAlts } from "@/lib/images/alt-text";
import { TRASH_COLLECTIONS } from "@/lib/trash/kinds";
import { MAX_ORDERED_IDS } from "@/lib/validations/ordering";
import { api, loginAsOwner, type RequestOptions } from "../helpers/api";
import { resetDatabase } from "../helpers/db";
import { createMessage, validBlog, validCertification, validExperience, validProject, validTechStack } from "../helpers/fixtures";
import { HOSTILE_STRINGS, hasControlCharacter, hostileIds, isUnstorable, REJECT, WRONG_TYPES } from "./cases";
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
import {
  altVerdict,
  featuredVerdict,
  PUBLISHING_VALUES,
  publishAtVerdict,
  slugVerdict,
  statusVerdict,
  tagsVerdict,
  type Oracle,
} from "./publishing-cases";

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
// The fields: one value each accepts and one it refuses, in a PATCH
// ---------------------------------------------------------------------------------------

/** "reject", or the value a read must then give (a function: the item's default alt text). */
type Outcome = "reject" | { reads: (item: Row) => unknown };

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
  oracle: Oracle;
  /** Values of this field worth sending besides the hostile ones. */
  extra: Array<[string, unknown]>;
  /** The labels of the value it must accept and of the one it must refuse. */
  accept: string;
  refuse: string;
}

/** What a read gives of a value the oracle stores: an empty alt text reads as the default. */
const outcomeOf = (sweep: FieldSweep, value: unknown, alts?: Record<string, (item: Row) => string>): Outcome => {
  const result = sweep.oracle(value);
  if (result === REJECT) return "reject";
  if (alts && result.stored === "") return { reads: (item) => withDefaultAlts({ ...item, [sweep.field]: "" }, alts)[sweep.field] };
  return { reads: () => result.stored };
};

const ALTS: Record<string, Record<string, (item: Row) => string>> = {
  blog: BLOG_ALTS as unknown as Record<string, (item: Row) => string>,
  project: PROJECT_ALTS as unknown as Record<string, (item: Row) => string>,
};

type SweepTarget = Pick<FieldSweep, "path" | "single" | "table" | "id">;
const blogTarget: SweepTarget = { path: () => `/api/v1/blogs/${ids.blog}`, single: "blog", table: schema.blogs, id: () => ids.blog };
const projectTarget: SweepTarget = { path: () => `/api/v1/projects/${ids.project}`, single: "project", table: schema.projects, id: () => ids.project };

const sweep = (
  target: SweepTarget,
  field: string,
  oracle: Oracle,
  extra: Array<[string, unknown]>,
  accept: string,
  refuse: string,
): FieldSweep => ({
  ...target,
  name: `PATCH /api/v1/${target.single}s/:id ${field}`,
  field,
  oracle,
  extra,
  accept,
  refuse,
});

const SWEEPS: FieldSweep[] = [
  sweep(blogTarget, "status", statusVerdict, PUBLISHING_VALUES.status, "published", "DRAFT"),
  sweep(projectTarget, "status", statusVerdict, PUBLISHING_VALUES.status, "draft", "scheduled"),
  sweep(blogTarget, "publishAt", publishAtVerdict, PUBLISHING_VALUES.publishAt, "a time with its offset", "the 30th of February"),
  sweep(projectTarget, "publishAt", publishAtVerdict, PUBLISHING_VALUES.publishAt, "a time in UTC with a fraction", "a time without an offset"),
  sweep(blogTarget, "slug", (value) => slugVerdict(value, "update") as ReturnType<Oracle>, PUBLISHING_VALUES.slug, "a padded slug", "a path"),
  sweep(blogTarget, "tags", tagsVerdict, PUBLISHING_VALUES.tags, "the same tag twice, as text", "11 tags"),
  sweep(projectTarget, "featured", featuredVerdict, PUBLISHING_VALUES.featured, "yes", "2"),
  sweep(projectTarget, "screenshotAlt", altVerdict, PUBLISHING_VALUES.alt, "the empty string", "a line break"),
  sweep(projectTarget, "logoAlt", altVerdict, PUBLISHING_VALUES.alt, "200 emoji", "201 characters"),
  sweep(blogTarget, "imageUrlAlt", altVerdict, PUBLISHING_VALUES.alt, "an SQL DROP", "control characters and noncharacters"),
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
  const values = new Map([...FIELD_VALUES, ...sweep.extra]);
  const cases = (["accept", "refuse"] as const).map((side) => {
    const label = side === "accept" ? sweep.accept : sweep.refuse;
    if (!values.has(label)) throw new Error(`${sweep.name}: no value "${label}"`);
    // The oracle must agree that the value is on the side it is sent for.
    if ((sweep.oracle(values.get(label)) === REJECT) !== (side === "refuse")) throw new Error(`${sweep.name}: "${label}" is not to ${side}`);
    return [`${label} (${side === "accept" ? "accepted" : "refused"})`, values.get(label)] as const;
  });
  test.each(cases)("= %s", async (_label, value) => {
    const outcome = outcomeOf(sweep, value, ALTS[sweep.single]);
    const res = await api.request("PATCH", sweep.path(), { cookie: owner, ip: nextIp(), json: { [sweep.field]: value } });
    await thenUnchanged(async () => {
      try {
        if (outcome === "reject") return assertRefused(res, sweep.field);
        if (res.status !== 200) throw new Error(`expected 200, got ${describeResponse(res)}`);
        const item = res.body[sweep.single] as Row;
        expect(item[sweep.field]).toEqual(outcome.reads(item));
        if (typeof item[sweep.field] === "string") expect(unkeepable(item[sweep.field])).toBe(false);
        if (Array.isArray(item[sweep.field])) expect((item[sweep.field] as unknown[]).some(unkeepable)).toBe(false);
        const read = await api.get(`/api/v1/${sweep.single}s/${sweep.id()}`, { cookie: owner });
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
    // Every wrong type and hostile text meets the schema in publishing-validators.test.ts.
    ["the number 42", () => 42],
    ["the text an SQL tautology", () => "' OR '1'='1"],
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

  test.each([
    ["a section of another name", "Skills"],
    ["null", null],
  ] as Array<[string, unknown]>)(
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
