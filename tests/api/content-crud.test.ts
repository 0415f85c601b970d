/**
 * Blogs, experiences, certification and tech stack share one contract: the same checks
 * run over each, driven by the table below. What is particular to one entity follows.
 */
import { api, loginAsOwner, UNKNOWN_ID } from "../helpers/api";
import { resetDatabase, snapshotCounts } from "../helpers/db";
import { textOf, validBlog, validCertification, validExperience, validTechStack } from "../helpers/fixtures";
import { imageFile } from "../helpers/images";

type Values = Record<string, unknown>;

interface Entity {
  path: string;
  single: string;
  plural: string;
  label: string;
  valid: (overrides?: Values) => Values;
  /** What `valid()` is stored as. */
  stored: Values;
  /** Every field of an item in a response. */
  keys: string[];
  /** A partial update (sent urlencoded) and what it is stored as. */
  update: Record<string, string>;
  updated: Values;
  imageField?: string;
  required: string[];
  short: string[];
  long: string[];
  urls: string[];
  enums: Array<[field: string, bad: string]>;
}

/** An image field's keys in a response: its URL, alt text, size and placeholder. */
const imageKeys = (field: string) => [field, `${field}Alt`, `${field}Width`, `${field}Height`, `${field}Placeholder`];
/** An item without an image: no URL, size or placeholder; the default alt text. */
const noImage = (field: string, alt: string) => ({
  [field]: null,
  [`${field}Alt`]: alt,
  [`${field}Width`]: null,
  [`${field}Height`]: null,
  [`${field}Placeholder`]: null,
});

const ENTITIES: Entity[] = [
  {
    path: "/api/v1/blogs",
    single: "blog",
    plural: "blogs",
    label: "Blog",
    valid: validBlog,
    stored: { ...validBlog(), metaDescription: "", ...noImage("imageUrl", "Cover image for Hello, world"), ...noImage("socialImage", "Image for Hello, world") },
    keys: [
      "_id", "title", "summary", "content", "date", ...imageKeys("imageUrl"), "metaDescription", "canonicalUrl", ...imageKeys("socialImage"),
      "slug", "tags", "status", "publishAt", "version", "createdAt", "updatedAt",
    ],
    update: { title: "Edited post", date: "2024-04-01" },
    // The default alt texts follow the title.
    updated: { title: "Edited post", date: "2024-04-01", imageUrlAlt: "Cover image for Edited post", socialImageAlt: "Image for Edited post" },
    imageField: "imageUrl",
    required: ["title", "summary", "content"],
    short: ["title"],
    long: ["summary"],
    urls: [],
    enums: [],
  },
  {
    path: "/api/v1/experiences",
    single: "experience",
    plural: "experiences",
    label: "Experience",
    valid: validExperience,
    stored: {
      ...validExperience(),
      learned: ["Built the billing service", "Led the migration to Postgres"],
    },
    keys: ["_id", "title", "company", "location", "startDate", "endDate", "skills", "learned", "version", "createdAt", "updatedAt"],
    update: { company: "Globex", endDate: "", learned: "Only this |" },
    updated: { company: "Globex", endDate: null, learned: ["Only this"] },
    required: ["title", "company", "location", "startDate", "skills", "learned"],
    short: ["title", "company", "location"],
    long: ["skills", "learned"],
    urls: [],
    enums: [],
  },
  {
    path: "/api/v1/certification",
    single: "certification",
    plural: "certification",
    label: "Certification",
    valid: validCertification,
    stored: { ...validCertification(), learned: ["Networking", "Storage"], ...noImage("image", "Cloud Practitioner certificate from Cloud Inc.") },
    keys: ["_id", "title", "credentialID", "organization", "date", "url", "learned", ...imageKeys("image"), "version", "createdAt", "updatedAt"],
    update: { organization: "Other Org", learned: "IAM, , Billing " },
    updated: { organization: "Other Org", learned: ["IAM", "Billing"], imageAlt: "Cloud Practitioner certificate from Other Org" },
    imageField: "image",
    required: ["title", "credentialID", "organization", "date", "url", "learned"],
    short: ["title", "credentialID", "organization", "date"],
    long: ["learned"],
    urls: ["url"],
    enums: [],
  },
  {
    path: "/api/v1/techStack",
    single: "techstack",
    plural: "techstack",
    label: "TechStack",
    valid: validTechStack,
    stored: { ...validTechStack(), ...noImage("imageUrl", "VS Code logo") },
    keys: ["_id", "title", "category", ...imageKeys("imageUrl"), "url", "techStackType", "position", "version", "createdAt", "updatedAt"],
    update: { category: "IDE", techStackType: "apps" },
    updated: { category: "IDE", techStackType: "apps" },
    imageField: "imageUrl",
    required: ["title", "category", "url", "techStackType"],
    short: ["title", "category"],
    long: [],
    urls: ["url"],
    enums: [["techStackType", "tools"], ["techStackType", "DEV"]],
  },
];

let owner: string;
beforeEach(async () => {
  await resetDatabase();
  owner = await loginAsOwner();
});

describe.each(ENTITIES)("$path", (entity) => {
  const one = (id: string) => `${entity.path}/${id}`;
  const create = async (values: Values = entity.valid()) => {
    const res = await api.post(entity.path, { cookie: owner, json: values });
    expect(res.status).toBe(201);
    return res.body[entity.single];
  };

  test(`GET list: {${entity.plural}: []} when empty`, async () => {
    const res = await api.get(entity.path);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ [entity.plural]: [] });
  });

  test(`POST JSON: 201 with the item under \`${entity.single}\``, async () => {
    const res = await api.post(entity.path, { cookie: owner, json: entity.valid() });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual([entity.single]);
    const item = res.body[entity.single];
    expect(Object.keys(item).sort()).toEqual([...entity.keys].sort());
    expect(item).toMatchObject({ ...entity.stored, _id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  });

  test("POST multipart and urlencoded forms", async () => {
    const files = entity.imageField ? { [entity.imageField]: imageFile("png") } : {};
    const multipart = await api.post(entity.path, {
      cookie: owner,
      multipart: { ...(entity.valid() as Record<string, string>), ...files },
    });
    expect(multipart.status).toBe(201);
    expect(multipart.body[entity.single]).toMatchObject(omitImage(entity));
    if (entity.imageField) {
      // A PNG is stored as lossless WebP, measured, with its placeholder.
      const item = multipart.body[entity.single];
      expect(item[entity.imageField]).toMatch(/^\/uploads\/[0-9a-f-]+\.webp$/);
      expect(item).toMatchObject({
        [`${entity.imageField}Width`]: 3,
        [`${entity.imageField}Height`]: 2,
        [`${entity.imageField}Placeholder`]: expect.stringMatching(/^data:image\/webp;base64,/),
      });
    }
    const form = await api.post(entity.path, { cookie: owner, form: entity.valid() as Record<string, string> });
    expect(form.status).toBe(201);
    expect(form.body[entity.single]).toMatchObject(entity.stored);
    expect((await api.get(entity.path)).body[entity.plural]).toHaveLength(2);
  });

  test(`GET one: {${entity.single}}; the list holds it`, async () => {
    const item = await create();
    const res = await api.get(one(item._id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ [entity.single]: item });
    expect((await api.get(entity.path)).body).toEqual({ [entity.plural]: [item] });
  });

  test(`PATCH: 200 with "${entity.label} updated successfully!" and the item; other fields kept`, async () => {
    const item = await create();
    const res = await api.patch(one(item._id), { cookie: owner, form: entity.update });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      msg: `${entity.label} updated successfully!`,
      [entity.single]: { ...item, ...entity.updated, updatedAt: expect.any(String), version: item.version + 1 },
    });
    expect((await api.get(one(item._id))).body[entity.single]).toEqual(res.body[entity.single]);
  });

  test(`DELETE: 200 with "${entity.label} deleted successfully!"`, async () => {
    const item = await create();
    const res = await api.delete(one(item._id), { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: `${entity.label} deleted successfully!` });
    expect((await api.get(one(item._id))).status).toBe(404);
    expect((await api.get(entity.path)).body).toEqual({ [entity.plural]: [] });
  });

  test.each(["abc", UNKNOWN_ID])("id %s: 404 {msg} on GET, PATCH and DELETE", async (id) => {
    await create();
    const before = await snapshotCounts();
    for (const res of [
      await api.get(one(id)),
      await api.patch(one(id), { cookie: owner, form: entity.update }),
      await api.delete(one(id), { cookie: owner }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ msg: `${entity.label} not found.` });
    }
    expect(await snapshotCounts()).toEqual(before);
  });

  test.each(entity.required)("missing %s: 400 naming it", async (field) => {
    const values = entity.valid();
    delete values[field];
    const res = await api.post(entity.path, { cookie: owner, json: values });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(new RegExp(`^${field} (is required|must be one of)`));
    const blank = await api.post(entity.path, { cookie: owner, form: { ...(values as Record<string, string>), [field]: " " } });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toMatch(new RegExp(`^${field} `));
  });

  const limits = [...entity.short.map((f) => [f, 200] as const), ...entity.long.map((f) => [f, 1000] as const)];
  if (limits.length > 0) {
    test.each(limits)("%s takes %d characters, one more is 400", async (field, max) => {
      const item = await create(entity.valid({ [field]: textOf(max) }));
      expect(Array.isArray(item[field]) ? item[field].join("") : item[field]).toHaveLength(max);
      const res = await api.post(entity.path, { cookie: owner, json: entity.valid({ [field]: textOf(max + 1) }) });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(`${field} must be at most ${max} characters.`);
      const patch = await api.patch(one(item._id), { cookie: owner, json: { [field]: textOf(max + 1) } });
      expect(patch.status).toBe(400);
      expect(patch.body.msg).toBe(`${field} must be at most ${max} characters.`);
    });
  }

  if (entity.urls.length > 0) {
    test.each(entity.urls.flatMap((f) => ["javascript:alert(1)", "ftp://example.com", "not a url"].map((v) => [f, v])))(
      "%s %j is 400",
      async (field, value) => {
        const res = await api.post(entity.path, { cookie: owner, json: entity.valid({ [field]: value }) });
        expect(res.status).toBe(400);
        expect(res.body.msg).toBe(`${field} must be an http(s) URL.`);
      },
    );
  }

  if (entity.enums.length > 0) {
    test.each(entity.enums)("%s %j is 400", async (field, value) => {
      const res = await api.post(entity.path, { cookie: owner, json: entity.valid({ [field]: value }) });
      expect(res.status).toBe(400);
      expect(res.body.msg).toMatch(new RegExp(`^${field} must be one of`));
    });
  }

  test("text with a NUL character (which PostgreSQL cannot store) is 400, not a failed write", async () => {
    const field = entity.short[0];
    const res = await api.post(entity.path, { cookie: owner, json: entity.valid({ [field]: "a\u0000b" }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: `${field} must not contain a NUL character.` });
  });

  test("a failed create or update changes nothing", async () => {
    const item = await create();
    const before = await snapshotCounts();
    const field = entity.required[0];
    expect((await api.post(entity.path, { cookie: owner, json: entity.valid({ [field]: "" }) })).status).toBe(400);
    expect((await api.patch(one(item._id), { cookie: owner, json: { [field]: "" } })).status).toBe(400);
    expect(await snapshotCounts()).toEqual(before);
    expect((await api.get(one(item._id))).body[entity.single]).toEqual(item);
  });
});

/** What `valid()` is stored as, but for the image's URL, size and placeholder (its alt text stays). */
function omitImage(entity: Entity): Values {
  const image = entity.imageField ? imageKeys(entity.imageField).filter((key) => !key.endsWith("Alt")) : [];
  return Object.fromEntries(Object.entries(entity.stored).filter(([key]) => !image.includes(key)));
}

describe("experiences in particular", () => {
  const PATH = "/api/v1/experiences";
  const post = (overrides: Values) => api.post(PATH, { cookie: owner, json: validExperience(overrides) });

  test("learned is split on the pipe (commas stay inside an item), trimmed, empties dropped; arrays too", async () => {
    const res = await api.post(PATH, {
      cookie: owner,
      form: validExperience({ learned: " Shipped A, B and C |  | Mentored two juniors | " }) as Record<string, string>,
    });
    expect(res.body.experience.learned).toEqual(["Shipped A, B and C", "Mentored two juniors"]);
    const array = await post({ learned: [" one ", "", "two"] });
    expect(array.body.experience.learned).toEqual(["one", "two"]);
  });

  test.each([
    [{ endDate: "" }, null],
    [{ endDate: "Present" }, null],
    [{ endDate: null }, null],
    [{ endDate: undefined }, null],
    [{ endDate: "2022-01" }, "2022-01"],
  ])("endDate %j is stored as %j (empty means Present)", async (overrides, expected) => {
    const res = await post(overrides);
    expect(res.status).toBe(201);
    expect(res.body.experience.endDate).toBe(expected);
  });

  test.each([
    [{ startDate: "2022-13" }, "startDate"],
    [{ startDate: "2022/01" }, "startDate"],
    [{ startDate: "January 2022" }, "startDate"],
    [{ startDate: "2022-01-15" }, "startDate"],
    [{ endDate: "2023-00" }, "endDate"],
    [{ endDate: "soon" }, "endDate"],
    [{ startDate: "2023-05", endDate: "2023-04" }, "endDate"],
  ])("bad dates %j: 400 naming %s", async (overrides, field) => {
    const res = await post(overrides);
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(new RegExp(`^${field} `));
  });

  test("an update cannot move the end before the stored start, nor the start after the stored end", async () => {
    const created = (await post({ startDate: "2022-01", endDate: "2023-06" })).body.experience;
    const path = `${PATH}/${created._id}`;
    const end = await api.patch(path, { cookie: owner, json: { endDate: "2021-12" } });
    expect(end.status).toBe(400);
    expect(end.body.msg).toMatch(/^endDate /);
    const start = await api.patch(path, { cookie: owner, json: { startDate: "2024-01" } });
    expect(start.status).toBe(400);
    expect(start.body.msg).toMatch(/^endDate /);
    expect((await api.get(path)).body.experience).toEqual(created);
    const ok = await api.patch(path, { cookie: owner, json: { endDate: "2022-01" } });
    expect(ok.status).toBe(200);
  });

  test("the list is newest start first, the current role first among equal starts", async () => {
    await post({ title: "Old", startDate: "2019-03", endDate: "2020-01" });
    await post({ title: "Newer ended", startDate: "2023-02", endDate: "2023-09" });
    await post({ title: "Middle", startDate: "2021-07", endDate: "2022-12" });
    await post({ title: "Current", startDate: "2023-02", endDate: "" });
    const res = await api.get(PATH);
    expect(res.body.experiences.map((e: { title: string }) => e.title)).toEqual(["Current", "Newer ended", "Middle", "Old"]);
  });
});

describe("certification in particular", () => {
  test("date is free text; learned is split on commas", async () => {
    const res = await api.post("/api/v1/certification", {
      cookie: owner,
      form: validCertification({ date: "Spring 2024 (renewed)", learned: "VPCs, S3,, IAM " }) as Record<string, string>,
    });
    expect(res.status).toBe(201);
    expect(res.body.certification).toMatchObject({ date: "Spring 2024 (renewed)", learned: ["VPCs", "S3", "IAM"] });
  });
});

describe("tech stack in particular", () => {
  test.each(["skills", "dev", "apps", "games", "hardware"])("techStackType %s is accepted", async (techStackType) => {
    const res = await api.post("/api/v1/techStack", { cookie: owner, json: validTechStack({ techStackType }) });
    expect(res.status).toBe(201);
    expect(res.body.techstack.techStackType).toBe(techStackType);
  });
});

describe("blogs in particular", () => {
  const PATH = "/api/v1/blogs";

  test("an empty date defaults to today", async () => {
    const res = await api.post(PATH, { cookie: owner, form: validBlog({ date: "" }) as Record<string, string> });
    expect(res.status).toBe(201);
    expect(res.body.blog.date).toBe(new Date().toISOString().slice(0, 10));
  });

  test.each(["2024-02-30", "15/03/2024", "2024-3-1", "yesterday"])("date %j is 400", async (date) => {
    const res = await api.post(PATH, { cookie: owner, json: validBlog({ date }) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^date must be/);
  });

  test("markdown content takes 50,000 characters, not more", async () => {
    const ok = await api.post(PATH, { cookie: owner, json: validBlog({ content: textOf(50_000) }) });
    expect(ok.status).toBe(201);
    const tooLong = await api.post(PATH, { cookie: owner, json: validBlog({ content: textOf(50_001) }) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.msg).toBe("content must be at most 50000 characters.");
  });

  test("the list is newest date first", async () => {
    for (const [title, date] of [["March", "2024-03-01"], ["May", "2024-05-01"], ["January", "2024-01-01"]]) {
      await api.post(PATH, { cookie: owner, json: validBlog({ title, date }) });
    }
    const res = await api.get(PATH);
    expect(res.body.blogs.map((b: { title: string }) => b.title)).toEqual(["May", "March", "January"]);
  });
});
