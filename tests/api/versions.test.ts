/**
 * No silent overwrite (issue 21.5) and kept versions (21.6). Every item and the profile carry
 * `version` and an ETag; a PATCH with If-Match naming an older version is a 409 {msg} with the
 * item as it is now and changes nothing; without If-Match the last write wins, as before.
 * Posts and projects keep their earlier versions: listed, read, restored (as a new version),
 * the newest 50 kept, carried through the trash, and their files kept while a version names
 * them. Runs on PGlite and, in the API suite, on PostgreSQL with both drivers.
 */
import { setTrashClockForTests } from "@/lib/trash/clock";
import { purgeExpiredTrash } from "@/lib/trash/trash";
import { HISTORY_LIMIT } from "@/lib/versions/history";
import { api, loginAsOwner } from "../helpers/api";
import { countRows, resetDatabase, uploadedFiles, uploadExists } from "../helpers/db";
import { validBlog, validCertification, validExperience, validProject, validTechStack } from "../helpers/fixtures";
import { imageFile } from "../helpers/images";
import { itemVersions } from "@/lib/db/schema";

let cookie: string;

beforeAll(async () => {
  await resetDatabase();
  cookie = await loginAsOwner();
});

afterEach(() => setTrashClockForTests(undefined));

interface Entity {
  path: string;
  single: string;
  valid: () => Record<string, unknown>;
  /** Two different edits of two different fields. */
  edits: [Record<string, string>, Record<string, string>];
}

const ENTITIES: Entity[] = [
  { path: "/api/v1/blogs", single: "blog", valid: validBlog, edits: [{ title: "Mine" }, { summary: "Theirs" }] },
  { path: "/api/v1/projects", single: "project", valid: validProject, edits: [{ title: "Mine" }, { isArchived: "true" }] },
  { path: "/api/v1/experiences", single: "experience", valid: validExperience, edits: [{ company: "Mine" }, { location: "Theirs" }] },
  { path: "/api/v1/certification", single: "certification", valid: validCertification, edits: [{ title: "Mine" }, { organization: "Theirs" }] },
  { path: "/api/v1/techStack", single: "techstack", valid: validTechStack, edits: [{ title: "Mine" }, { category: "Theirs" }] },
];

const CHANGED_SINCE = /changed since you opened it/;

async function create(entity: Entity): Promise<{ id: string; etag: string }> {
  const res = await api.post(entity.path, { cookie, json: entity.valid() });
  expect(res.status).toBe(201);
  return { id: res.body[entity.single]._id, etag: res.headers.get("etag") as string };
}

describe.each(ENTITIES)("$path: the version contract", (entity) => {
  test("an item carries its version and an ETag; each write adds one", async () => {
    const { id, etag } = await create(entity);
    expect(etag).toBe('"1"');
    const read = await api.get(`${entity.path}/${id}`, { cookie });
    expect(read.body[entity.single].version).toBe(1);
    expect(read.headers.get("etag")).toBe('"1"');
    const saved = await api.patch(`${entity.path}/${id}`, { cookie, form: entity.edits[0], headers: { "if-match": '"1"' } });
    expect(saved.status).toBe(200);
    expect(saved.body[entity.single].version).toBe(2);
    expect(saved.headers.get("etag")).toBe('"2"');
  });

  test("an edit from an older version is a 409 whose msg says it changed, with the item as it is now; nothing is written", async () => {
    const { id } = await create(entity);
    // Another tab saves first, from version 1.
    const first = await api.patch(`${entity.path}/${id}`, { cookie, form: entity.edits[1], headers: { "if-match": '"1"' } });
    expect(first.status).toBe(200);
    // This tab saves from version 1 too.
    const second = await api.patch(`${entity.path}/${id}`, { cookie, form: entity.edits[0], headers: { "if-match": '"1"' } });
    expect(second.status).toBe(409);
    expect(second.body.msg).toMatch(CHANGED_SINCE);
    expect(second.body.conflict).toBe("version");
    expect(second.body[entity.single]).toMatchObject({ ...first.body[entity.single], updatedAt: expect.any(String) });
    expect(second.headers.get("etag")).toBe('"2"');
    const now = (await api.get(`${entity.path}/${id}`, { cookie })).body[entity.single];
    expect(now).toMatchObject({ version: 2, ...expectStored(entity.edits[1]) });
    expect(now).not.toMatchObject(expectStored(entity.edits[0]));
    // Saved again from the version it now knows: both changes are kept.
    const merged = await api.patch(`${entity.path}/${id}`, { cookie, form: entity.edits[0], headers: { "if-match": '"2"' } });
    expect(merged.status).toBe(200);
    expect(merged.body[entity.single]).toMatchObject({ version: 3, ...expectStored(entity.edits[0]), ...expectStored(entity.edits[1]) });
  });

  test("without If-Match (or with *) the last write wins, as before; a malformed one is a 400", async () => {
    const { id } = await create(entity);
    await api.patch(`${entity.path}/${id}`, { cookie, form: entity.edits[1] });
    expect((await api.patch(`${entity.path}/${id}`, { cookie, form: entity.edits[0] })).status).toBe(200);
    expect((await api.patch(`${entity.path}/${id}`, { cookie, form: entity.edits[0], headers: { "if-match": "*" } })).status).toBe(200);
    for (const bad of ["3", 'W/"3"', '"x"', '"-1"', '"1", garbage']) {
      const res = await api.patch(`${entity.path}/${id}`, { cookie, form: entity.edits[0], headers: { "if-match": bad } });
      expect([bad, res.status]).toEqual([bad, 400]);
      expect(res.body.msg).toMatch(/If-Match/);
    }
    // A list of tags matches any of them.
    const current = (await api.get(`${entity.path}/${id}`, { cookie })).body[entity.single].version;
    const listed = await api.patch(`${entity.path}/${id}`, { cookie, form: entity.edits[0], headers: { "if-match": `"1", "${current}"` } });
    expect(listed.status).toBe(200);
  });

  test("two saves from the same version at once: exactly one is written, the other is a 409", async () => {
    const { id } = await create(entity);
    const [a, b] = await Promise.all([
      api.patch(`${entity.path}/${id}`, { cookie, form: entity.edits[0], headers: { "if-match": '"1"' } }),
      api.patch(`${entity.path}/${id}`, { cookie, form: entity.edits[1], headers: { "if-match": '"1"' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await api.get(`${entity.path}/${id}`, { cookie })).body[entity.single].version).toBe(2);
  });
});

/** What a urlencoded edit is stored as, for the fields these edits use. */
function expectStored(edit: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(edit).map(([key, value]) => [key, value === "true" ? true : value]));
}

describe("the version check comes before anything is stored", () => {
  test("a stale edit with a new image uploads nothing", async () => {
    const { id } = await create(ENTITIES[0]!);
    await api.patch(`/api/v1/blogs/${id}`, { cookie, form: { title: "Elsewhere" } });
    const files = await uploadedFiles();
    const res = await api.patch(`/api/v1/blogs/${id}`, {
      cookie,
      multipart: { title: "Mine", imageUrl: imageFile("png") },
      headers: { "if-match": '"1"' },
    });
    expect(res.status).toBe(409);
    expect(res.body.blog.imageUrl).toBeNull();
    expect(await uploadedFiles()).toEqual(files);
    expect((await api.get(`/api/v1/blogs/${id}`, { cookie })).body.blog).toMatchObject({ title: "Elsewhere", imageUrl: null });
  });

  test("a taken slug stays its own 409, told apart by its words", async () => {
    const a = await api.post("/api/v1/blogs", { cookie, json: validBlog({ title: "Slug one", slug: "slug-one" }) });
    const b = await api.post("/api/v1/blogs", { cookie, json: validBlog({ title: "Slug two", slug: "slug-two" }) });
    expect([a.status, b.status]).toEqual([201, 201]);
    const res = await api.patch(`/api/v1/blogs/${b.body.blog._id}`, { cookie, form: { slug: "slug-one" }, headers: { "if-match": '"1"' } });
    expect(res.status).toBe(409);
    expect(res.body.msg).toMatch(/already taken/);
    expect(res.body.msg).not.toMatch(CHANGED_SINCE);
    expect(res.body.conflict).toBeUndefined();
  });

  test("any other write makes a new version too: a reorder of the featured projects, a publish", async () => {
    const one = (await api.post("/api/v1/projects", { cookie, json: validProject({ title: "F1", featured: true }) })).body.project;
    const two = (await api.post("/api/v1/projects", { cookie, json: validProject({ title: "F2", featured: true }) })).body.project;
    const order = await api.put("/api/v1/projects/featured", { cookie, json: { ids: [two._id, one._id] } });
    expect(order.status).toBe(200);
    const after = (await api.get(`/api/v1/projects/${one._id}`, { cookie })).body.project;
    expect(after.version).toBeGreaterThan(one.version);
    // The edit form opened before the reorder is told, and can save again from the new one.
    const stale = await api.patch(`/api/v1/projects/${one._id}`, { cookie, form: { title: "F1 edited" }, headers: { "if-match": `"${one.version}"` } });
    expect(stale.status).toBe(409);
    expect(stale.body.project.featuredRank).toBe(1);
  });
});

describe("the profile's version", () => {
  test("GET and PATCH carry it; an older one is a 409 with the profile as it is now", async () => {
    const read = await api.get("/api/v1/profile");
    const version = read.body.profile.version as number;
    expect(read.headers.get("etag")).toBe(`"${version}"`);
    const first = await api.patch("/api/v1/profile", { cookie, form: { location: "Porto" }, headers: { "if-match": `"${version}"` } });
    expect(first.status).toBe(200);
    expect(first.headers.get("etag")).toBe(`"${version + 1}"`);
    const second = await api.patch("/api/v1/profile", { cookie, form: { role: "Mine" }, headers: { "if-match": `"${version}"` } });
    expect(second.status).toBe(409);
    expect(second.body.msg).toMatch(CHANGED_SINCE);
    expect(second.body.profile).toMatchObject({ location: "Porto", version: version + 1 });
    const now = (await api.get("/api/v1/profile", { cookie })).body.profile;
    expect(now.role).not.toBe("Mine");
    expect((await api.patch("/api/v1/profile", { cookie, form: { role: "Mine" } })).status).toBe(200);
    expect((await api.patch("/api/v1/profile", { cookie, form: { role: "Mine" }, headers: { "if-match": "nope" } })).status).toBe(400);
  });
});

describe("kept versions of posts and projects", () => {
  const versionsOf = async (collection: string, id: string) => (await api.get(`/api/v1/${collection}/${id}/versions`, { cookie })).body.versions;

  test("every save keeps a version, newest first, with what changed; each can be read", async () => {
    const post = (await api.post("/api/v1/blogs", { cookie, json: validBlog({ title: "Draft one", content: "First words." }) })).body.blog;
    await api.patch(`/api/v1/blogs/${post._id}`, { cookie, form: { content: "First words.\n\nSecond paragraph." } });
    await api.patch(`/api/v1/blogs/${post._id}`, { cookie, form: { title: "Final title", summary: "New summary" } });
    const versions = await versionsOf("blogs", post._id);
    expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(versions.map((v: { changes: string[] }) => v.changes)).toEqual([["summary", "title"], ["content"], []]);
    expect(versions[0]).toMatchObject({ current: true, savedAt: expect.any(String) });
    expect(versions[1].current).toBe(false);
    const second = await api.get(`/api/v1/blogs/${post._id}/versions/2`, { cookie });
    expect(second.status).toBe(200);
    expect(second.body.version.snapshot).toMatchObject({ title: "Draft one", content: "First words.\n\nSecond paragraph." });
    expect(second.body.version.snapshot).not.toHaveProperty("id");
    expect((await api.get(`/api/v1/blogs/${post._id}/versions/9`, { cookie })).status).toBe(404);
    expect((await api.get(`/api/v1/blogs/${post._id}/versions/x`, { cookie })).status).toBe(404);
  });

  test("only the owner reads or restores them", async () => {
    const post = (await api.post("/api/v1/blogs", { cookie, json: validBlog() })).body.blog;
    expect((await api.get(`/api/v1/blogs/${post._id}/versions`)).status).toBe(401);
    expect((await api.get(`/api/v1/blogs/${post._id}/versions/1`)).status).toBe(401);
    expect((await api.post(`/api/v1/blogs/${post._id}/versions/1/restore`)).status).toBe(401);
  });

  test("a restore brings back the words (not the address or the publication) as a new version, If-Match included", async () => {
    const post = (await api.post("/api/v1/blogs", { cookie, json: validBlog({ title: "Original", content: "Old text", status: "draft" }) })).body.blog;
    await api.patch(`/api/v1/blogs/${post._id}`, { cookie, form: { title: "Rewritten", content: "New text", slug: "moved", status: "published" } });
    const stale = await api.post(`/api/v1/blogs/${post._id}/versions/1/restore`, { cookie, headers: { "if-match": '"1"' } });
    expect(stale.status).toBe(409);
    const restored = await api.post(`/api/v1/blogs/${post._id}/versions/1/restore`, { cookie, headers: { "if-match": '"2"' } });
    expect(restored.status).toBe(200);
    expect(restored.body.msg).toBe("Blog restored to version 1.");
    expect(restored.body.blog).toMatchObject({ title: "Original", content: "Old text", slug: "moved", status: "published", version: 3 });
    const versions = await versionsOf("blogs", post._id);
    expect(versions[0]).toMatchObject({ version: 3, current: true, changes: ["content", "title"] });
  });

  test(`the newest ${HISTORY_LIMIT} are kept; a file only a pruned version named is deleted, one a kept version names stays`, async () => {
    const project = (await api.post("/api/v1/projects", { cookie, multipart: { ...stringify(validProject({ title: "Busy" })), logo: imageFile("png") } })).body.project;
    const firstLogo = project.logo as string;
    // A new logo: the first stays while version 1 is kept, and comes back with it.
    const replaced = (await api.patch(`/api/v1/projects/${project._id}`, { cookie, multipart: { logo: imageFile("png") } })).body.project;
    expect(replaced.logo).not.toBe(firstLogo);
    expect(await uploadExists(firstLogo)).toBe(true);
    const back = await api.post(`/api/v1/projects/${project._id}/versions/1/restore`, { cookie });
    expect(back.body.project.logo).toBe(firstLogo);
    expect(await uploadExists(replaced.logo)).toBe(true);
    // Another logo, then enough saves to push every version naming the first two out.
    const third = (await api.patch(`/api/v1/projects/${project._id}`, { cookie, multipart: { logo: imageFile("png") } })).body.project.logo as string;
    for (let i = 0; i < HISTORY_LIMIT; i++) {
      expect((await api.patch(`/api/v1/projects/${project._id}`, { cookie, form: { oneLineDescription: `Save ${i}` } })).status).toBe(200);
    }
    const versions = await versionsOf("projects", project._id);
    expect(versions).toHaveLength(HISTORY_LIMIT);
    expect(await uploadExists(firstLogo)).toBe(false);
    expect(await uploadExists(replaced.logo)).toBe(false);
    expect(await uploadExists(third)).toBe(true);
  });

  test("versions stay with an item in the trash and go with it when it is purged", async () => {
    const post = (await api.post("/api/v1/blogs", { cookie, multipart: { ...stringify(validBlog({ title: "Trashy" })), imageUrl: imageFile("png") } })).body.blog;
    const firstCover = post.imageUrl as string;
    const second = (await api.patch(`/api/v1/blogs/${post._id}`, { cookie, multipart: { imageUrl: imageFile("png") } })).body.blog.imageUrl as string;
    expect((await api.delete(`/api/v1/blogs/${post._id}`, { cookie })).status).toBe(200);
    expect((await api.post(`/api/v1/blogs/${post._id}/restore`, { cookie })).status).toBe(200);
    expect((await versionsOf("blogs", post._id)).length).toBe(2);
    expect(await uploadExists(firstCover)).toBe(true);
    const before = await countRows(itemVersions);
    await api.delete(`/api/v1/blogs/${post._id}`, { cookie });
    setTrashClockForTests(() => new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    expect(await purgeExpiredTrash()).toBeGreaterThanOrEqual(1);
    expect(await countRows(itemVersions)).toBe(before - 2);
    expect(await uploadExists(firstCover)).toBe(false);
    expect(await uploadExists(second)).toBe(false);
  });
});

/** A fixture as multipart text fields. */
function stringify(values: Record<string, unknown>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]),
  );
}
