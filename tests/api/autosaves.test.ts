/**
 * Autosave to the server (issue 34, point 1): each open admin form's unsaved values, kept in
 * a table of their own under the copy id the browser made. Never the live content: no item
 * row, no version, nothing a visitor reads. Owner-only, Origin-checked, limited while the body
 * streams, one write a second per copy. An autosave keeps the uploads it names, is hidden
 * with its item in the trash and back with it, and goes when the item is deleted for good.
 * Runs on PGlite and, in the API suite, on PostgreSQL with both drivers.
 */
import { randomUUID } from "node:crypto";
import { getDb } from "@/lib/db";
import { activity, autosaves, blogs, itemVersions, projects } from "@/lib/db/schema";
import { setAutosaveClockForTests } from "@/lib/autosave/clock";
import { setMediaClockForTests } from "@/lib/media/clock";
import { filesInUse } from "@/lib/media/in-use";
import { setTrashClockForTests } from "@/lib/trash/clock";
import { purgeExpiredTrash } from "@/lib/trash/trash";
import { api, dispatch, loginAsOwner, ORIGIN, UNKNOWN_ID } from "../helpers/api";
import { clearUploads, countRows, resetDatabase, snapshotRows, uploadExists } from "../helpers/db";
import { createProject, validBlog, validCertification } from "../helpers/fixtures";
import { imageFile } from "../helpers/images";

const DAY = 24 * 60 * 60 * 1000;
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";
const WINDOWS_EDGE = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86";
const SUMMARY_KEYS = ["_id", "baseVersion", "collection", "createdAt", "deviceId", "deviceName", "itemId", "savedAt", "title"];
const FULL_KEYS = [...SUMMARY_KEYS, "base", "initial", "values"].sort();

let owner: string;
/** The autosave clock runs this far ahead of the real one: `later()` moves it past the one-write-a-second guard. */
let ahead = 0;
const later = () => void (ahead += 2_000);

beforeEach(async () => {
  ahead = 0;
  setAutosaveClockForTests(() => new Date(Date.now() + ahead));
  setMediaClockForTests();
  setTrashClockForTests();
  await resetDatabase();
  await clearUploads();
  owner = await loginAsOwner();
});
afterAll(() => {
  setAutosaveClockForTests();
  setMediaClockForTests();
  setTrashClockForTests();
});

/** A new post's form, as the browser sends it; `overrides` replace whole fields of the body. */
const newPost = (overrides: Record<string, unknown> = {}) => ({
  collection: "blogs",
  itemId: null,
  values: { title: "Half a thought", summary: "", content: "The first words." },
  initial: { title: "", summary: "", content: "" },
  base: null,
  baseVersion: null,
  deviceId: "phone-1",
  ...overrides,
});

const put = (id: string, body: unknown, options: { userAgent?: string; headers?: Record<string, string> } = {}) =>
  api.put(`/api/v1/autosaves/${id}`, {
    cookie: owner,
    json: body,
    headers: { ...(options.userAgent ? { "user-agent": options.userAgent } : {}), ...options.headers },
  });

/** Writes an autosave that must be accepted; its id. */
async function autosave(body: unknown, id: string = randomUUID(), userAgent?: string): Promise<string> {
  const res = await put(id, body, { userAgent });
  if (res.status !== 200) throw new Error(`PUT /autosaves/${id}: ${res.status} ${JSON.stringify(res.body)}`);
  return id;
}

const list = async (query = "") => {
  const res = await api.get(`/api/v1/autosaves${query}`, { cookie: owner });
  expect(res.status).toBe(200);
  return res.body.autosaves as Array<Record<string, unknown>>;
};
const read = (id: string) => api.get(`/api/v1/autosaves/${id}`, { cookie: owner });

async function createBlog(overrides: Record<string, unknown> = {}) {
  const res = await api.post("/api/v1/blogs", { cookie: owner, json: validBlog(overrides) });
  if (res.status !== 201) throw new Error(`POST /blogs: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.blog;
}

/** The edit form of a stored post, as it starts. */
const editPost = (post: { _id: string; title: string; content: string; version: number }, values: Record<string, string>) => ({
  collection: "blogs",
  itemId: post._id,
  values: { title: post.title, content: post.content, ...values },
  initial: { title: post.title, content: post.content },
  base: { title: post.title, content: post.content, tags: [], version: post.version },
  baseVersion: post.version,
  deviceId: "laptop-1",
});

describe("create, replace, read, list, delete", () => {
  test("PUT creates, then replaces; GET reads it back with its values; the answer is the summary, never cached", async () => {
    const id = randomUUID();
    const created = await put(id, newPost(), { userAgent: IPHONE });
    expect(created.status).toBe(200);
    expect(created.headers.get("cache-control")).toBe("no-store");
    expect(created.body).toEqual({
      msg: "Saved to the server.",
      autosave: {
        _id: id,
        collection: "blogs",
        itemId: null,
        title: "Half a thought",
        deviceId: "phone-1",
        deviceName: "iPhone · Safari",
        baseVersion: null,
        savedAt: expect.any(String),
        createdAt: expect.any(String),
      },
    });

    later();
    const values = { title: "  A whole\n thought  ", summary: "Now with a summary", content: "The first words. And more." };
    const replaced = await put(id, newPost({ values, deviceId: "laptop-1" }), { userAgent: WINDOWS_EDGE });
    expect(replaced.status).toBe(200);
    expect(replaced.body.autosave).toMatchObject({ title: "A whole thought", deviceId: "laptop-1", deviceName: "Windows · Edge", createdAt: created.body.autosave.createdAt });
    expect(Date.parse(replaced.body.autosave.savedAt)).toBeGreaterThan(Date.parse(created.body.autosave.savedAt));
    expect(await countRows(autosaves)).toBe(1);

    const res = await read(id);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(res.body.autosave).sort()).toEqual(FULL_KEYS);
    expect(res.body.autosave).toMatchObject({ ...replaced.body.autosave, values, initial: newPost().initial, base: null });
  });

  test("the title is the item's as typed: a profile's name, an experience's role at its company, cut to 200 characters", async () => {
    const profileId = await autosave({ ...newPost(), collection: "profile", values: { name: " Alex Morgan ", role: "Engineer" } });
    const experienceId = await autosave({ ...newPost(), collection: "experiences", values: { title: "Engineer", company: "Acme", location: "" } });
    const onlyCompany = await autosave({ ...newPost(), collection: "experiences", values: { title: "", company: "Acme" } });
    const long = await autosave(newPost({ values: { title: "é".repeat(250) } }));
    const emoji = await autosave(newPost({ values: { title: `a${"🙂".repeat(150)}` } }));
    const none = await autosave(newPost({ values: { content: "no title field" } }));
    const titles = Object.fromEntries((await list()).map((entry) => [entry._id, entry.title]));
    expect(titles).toEqual({
      [profileId]: "Alex Morgan",
      [experienceId]: "Engineer at Acme",
      [onlyCompany]: "Acme",
      [long]: "é".repeat(200),
      // Never through the middle of a character.
      [emoji]: `a${"🙂".repeat(99)}`,
      [none]: "",
    });
    // Without a User-Agent the device has no name it can be known by.
    expect((await read(none)).body.autosave.deviceName).toBe("Unknown device");
  });

  test("lists: every autosave as a summary, newest first; a form's (collection, itemId or new, the profile) with values", async () => {
    const post = await createBlog({ title: "Stored post" });
    const project = await createProject(owner, { title: "Stored project" });
    const tabOne = await autosave(editPost(post, { content: "tab one" }));
    later();
    const tabTwo = await autosave(editPost(post, { content: "tab two" }));
    later();
    const newBlog = await autosave(newPost());
    later();
    const newProject = await autosave({ ...newPost(), collection: "projects", values: { title: "New project" } });
    later();
    const onProject = await autosave({ ...newPost(), collection: "projects", itemId: project._id, values: { title: "Renamed" }, baseVersion: 1 });
    later();
    const profile = await autosave({ ...newPost(), collection: "profile", values: { name: "Me" } });

    const all = await list();
    expect(all.map((entry) => entry._id)).toEqual([profile, onProject, newProject, newBlog, tabTwo, tabOne]);
    for (const entry of all) expect(Object.keys(entry).sort()).toEqual([...SUMMARY_KEYS].sort());

    const ofPost = await list(`?collection=blogs&itemId=${post._id}`);
    expect(ofPost.map((entry) => entry._id)).toEqual([tabTwo, tabOne]);
    expect(ofPost.map((entry) => (entry.values as Record<string, string>).content)).toEqual(["tab two", "tab one"]);
    for (const entry of ofPost) expect(Object.keys(entry).sort()).toEqual(FULL_KEYS);
    // An id in capitals names the same item.
    expect((await list(`?collection=blogs&itemId=${post._id.toUpperCase()}`)).length).toBe(2);

    expect((await list("?collection=blogs&itemId=new")).map((entry) => entry._id)).toEqual([newBlog]);
    expect((await list("?collection=projects&itemId=new")).map((entry) => entry._id)).toEqual([newProject]);
    expect((await list("?collection=projects")).map((entry) => entry._id)).toEqual([onProject, newProject]);
    expect((await list("?collection=profile")).map((entry) => [entry._id, (entry.values as Record<string, string>).name])).toEqual([[profile, "Me"]]);
    expect(await list(`?collection=experiences&itemId=${UNKNOWN_ID}`)).toEqual([]);
    expect(await list(`?collection=projects&itemId=${post._id}`)).toEqual([]);
  });

  test.each([
    ["an unknown collection", "?collection=posts", /^collection must be one of blogs, projects, experiences, certification, techStack, profile\.$/],
    ["an empty collection", "?collection=", /^collection must be one of/],
    ["itemId without its collection", "?itemId=new", /^itemId needs collection as well/],
    ["itemId of the profile", "?collection=profile&itemId=new", /^itemId must be left out for the profile/],
    ["an itemId that is no id", "?collection=blogs&itemId=latest", /^itemId must be an item's id, or new for unsaved new items\.$/],
  ])("a list's query with %s is a 400 {msg}", async (_, query, msg) => {
    const res = await api.get(`/api/v1/autosaves${query}`, { cookie: owner });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(msg);
  });

  test("DELETE discards it and answers it whole; that answer PUT back is the Undo", async () => {
    const post = await createBlog();
    const id = await autosave(editPost(post, { content: "Words to keep" }), randomUUID(), IPHONE);
    const before = (await read(id)).body.autosave;

    const res = await api.delete(`/api/v1/autosaves/${id}`, { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body).toEqual({ msg: "Unsaved changes discarded.", autosave: before });
    expect((await read(id)).status).toBe(404);
    expect(await list()).toEqual([]);
    expect((await api.delete(`/api/v1/autosaves/${id}`, { cookie: owner })).status).toBe(404);

    const { collection, itemId, values, initial, base, baseVersion, deviceId } = res.body.autosave;
    const undone = await put(id, { collection, itemId, values, initial, base, baseVersion, deviceId }, { userAgent: IPHONE });
    expect(undone.status).toBe(200);
    expect((await read(id)).body.autosave).toMatchObject({ values, initial, base, baseVersion, deviceId, deviceName: "iPhone · Safari" });
  });

  test("values travel as sent: any text the database can hold, field names that mean something to JavaScript objects refused", async () => {
    const text = "Tabs\tand\r\nlines, \u0007 a bell, emoji 🙂, RTL \u202e, 'quotes' \"and\" \\backslashes\\ and {\"json\": 1}";
    const id = await autosave(newPost({ values: { content: text, _private: "", Field_9: "x" } }));
    expect((await read(id)).body.autosave.values).toEqual({ content: text, _private: "", Field_9: "x" });
  });
});

describe("refusals: each a clear 4xx {msg}, nothing written", () => {
  test("without the session: 401 on every route", async () => {
    const id = await autosave(newPost());
    const before = await snapshotRows();
    for (const [method, url] of [
      ["GET", "/api/v1/autosaves"],
      ["GET", `/api/v1/autosaves/${id}`],
      ["PUT", `/api/v1/autosaves/${id}`],
      ["DELETE", `/api/v1/autosaves/${id}`],
    ] as const) {
      const res = await api.request(method, url, method === "PUT" ? { json: newPost() } : {});
      expect([method, url, res.status, res.body.msg]).toEqual([method, url, 401, "You need to log in to do that."]);
    }
    expect(await snapshotRows()).toEqual(before);
  });

  test.each([
    ["an Origin of another site", { origin: "https://evil.example" }],
    ["Sec-Fetch-Site: cross-site", { "sec-fetch-site": "cross-site" }],
  ])("from another site (%s): 403 on PUT and DELETE", async (_, headers) => {
    const id = await autosave(newPost());
    later();
    const before = await snapshotRows();
    const written = await put(id, newPost({ values: { title: "Forged" } }), { headers });
    const deleted = await api.delete(`/api/v1/autosaves/${id}`, { cookie: owner, headers });
    expect([written.status, deleted.status]).toEqual([403, 403]);
    expect(written.body.msg).toBe("Cross-site requests are not allowed.");
    expect(await snapshotRows()).toEqual(before);
  });

  test("an id that is no UUID: 400 on PUT, 404 on GET and DELETE (never a 500)", async () => {
    for (const bad of ["not-an-id", "123", "00000000-0000-4000-8000-00000000000g", "%27%3B%20drop%20table"]) {
      const written = await put(bad, newPost());
      expect([bad, written.status, written.body.msg]).toEqual([bad, 400, "The autosave's id must be a UUID (crypto.randomUUID())."]);
      const got = await read(bad);
      expect([bad, got.status, got.body.msg]).toEqual([bad, 404, "Autosave not found."]);
      expect((await api.delete(`/api/v1/autosaves/${bad}`, { cookie: owner })).status).toBe(404);
    }
    expect((await read(UNKNOWN_ID)).status).toBe(404);
    expect(await countRows(autosaves)).toBe(0);
  });

  test("a body that is not JSON: 415; JSON that is no object or broken: 400", async () => {
    const id = randomUUID();
    const send = (body: string, type?: string) =>
      api.put(`/api/v1/autosaves/${id}`, { cookie: owner, body, headers: type ? { "content-type": type } : {} });
    const form = await send("title=x", "application/x-www-form-urlencoded");
    expect([form.status, form.body.msg]).toEqual([415, "Send the data as JSON (Content-Type: application/json)."]);
    expect((await send("{}")).status).toBe(415);
    const broken = await send("{\"values\":", "application/json");
    expect([broken.status, broken.body.msg]).toEqual([400, "The request body is not valid JSON."]);
    const list = await send("[1,2]", "application/json");
    expect([list.status, list.body.msg]).toEqual([400, "The request body must be a JSON object."]);
    expect(await countRows(autosaves)).toBe(0);
  });

  const manyFields = Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`f${i}`, ""]));
  test.each<[string, Record<string, unknown>, string]>([
    ["no collection", { collection: undefined }, "collection must be one of blogs, projects, experiences, certification, techStack, profile."],
    ["an unknown collection", { collection: "message" }, "collection must be one of blogs, projects, experiences, certification, techStack, profile."],
    ["no itemId", { itemId: undefined }, "itemId is required (null for a new item and for the profile)."],
    ["an itemId that is no id", { itemId: "42" }, "itemId must be an item's id, or null for a new item and for the profile."],
    ["the profile with an itemId", { collection: "profile", itemId: UNKNOWN_ID }, "itemId must be null for the profile (it has one form)."],
    ["no values", { values: undefined }, "values is required."],
    ["values that are a list", { values: ["a"] }, "values must be an object of text values by field name."],
    ["a value that is not text", { values: { title: 3 } }, "values.title must be text."],
    ["a nested value", { values: { title: { text: "x" } } }, "values.title must be text."],
    ["65 fields", { values: manyFields }, "values must have at most 64 fields."],
    ["a field name with a hyphen", { values: { "meta-description": "x" } }, "values must name its fields with letters, digits and _ (at most 64 characters)."],
    ["a field name of 65 characters", { values: { ["a".repeat(65)]: "x" } }, "values must name its fields with letters, digits and _ (at most 64 characters)."],
    ["a value of 60,001 characters", { values: { content: "a".repeat(60_001) } }, "values.content must be at most 60000 characters."],
    ["a NUL in a value", { initial: { content: "a\u0000b" } }, "initial.content must not contain a NUL character."],
    ["half a surrogate pair", { values: { content: "\ud83d" } }, "values.content must not contain an invalid character (a lone UTF-16 surrogate)."],
    ["a base that is a list", { base: [1] }, "base must be the stored item's values (an object), or null for a new item."],
    ["a NUL inside the base", { base: { links: [{ url: "a\u0000" }] } }, "base must not contain a NUL character."],
    ["a base nested too deep", { base: JSON.parse(`${'{"a":'.repeat(20)}1${"}".repeat(20)}`) }, "base must nest at most 16 levels deep."],
    ["a baseVersion that is text", { baseVersion: "3" }, "baseVersion must be the version the editing started from (a whole number), or null."],
    ["a baseVersion of 0", { baseVersion: 0 }, "baseVersion must be at least 1."],
    ["no deviceId", { deviceId: undefined }, "deviceId is required."],
    ["a deviceId with a space", { deviceId: "my phone" }, "deviceId must be the browser's own id: 1 to 100 letters, digits, - and _."],
  ])("%s: 400", async (_, overrides, msg) => {
    const res = await put(randomUUID(), newPost(overrides));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
    expect(await countRows(autosaves)).toBe(0);
  });

  test.each(["__proto__", "constructor", "prototype"])("a field named %s: 400, and no object's prototype reached", async (name) => {
    // Written by hand: a JSON text is how such a key arrives (an object literal would not keep it).
    const body = JSON.stringify(newPost()).replace('"values":{', `"values":{"${name}":{"polluted":"yes"},`);
    const res = await api.put(`/api/v1/autosaves/${randomUUID()}`, { cookie: owner, body, headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(`values must not have a field named ${name}.`);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await countRows(autosaves)).toBe(0);
  });

  test("a body of 150 MB streamed without Content-Length stops at 1 MB: 413 {msg}", async () => {
    const head = new TextEncoder().encode(JSON.stringify(newPost()).replace('"The first words."', '"'));
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = pulled === 0 ? head : new Uint8Array(16 * 1024).fill(0x61);
        pulled += chunk.byteLength;
        if (pulled > 150 * 1024 * 1024) return controller.close();
        controller.enqueue(chunk);
      },
    });
    const req = new Request(`${ORIGIN}/api/v1/autosaves/${randomUUID()}`, {
      method: "PUT",
      headers: { "content-type": "application/json", cookie: owner },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const res = await dispatch(req);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ msg: "The request body is too large: at most 1 MB." });
    expect(pulled).toBeGreaterThan(1024 * 1024);
    expect(pulled).toBeLessThanOrEqual(1024 * 1024 + 2 * 16 * 1024);
    // A declared length past the limit is refused before anything is read.
    const declared = await api.put(`/api/v1/autosaves/${randomUUID()}`, { cookie: owner, json: newPost(), headers: { "content-length": String(1024 * 1024 + 1) } });
    expect(declared.status).toBe(413);
    expect(await countRows(autosaves)).toBe(0);
  });

  test("a post of 50,000 characters of multi-byte text, three times over, fits", async () => {
    const content = "ü".repeat(50_000);
    const id = await autosave(newPost({ values: { title: "Long", content }, initial: { title: "Long", content }, base: { title: "Long", content } }));
    expect((await read(id)).body.autosave.values.content).toBe(content);
  });

  test("an item that does not exist, is in the trash or is of another collection: 404 {msg}", async () => {
    const post = await createBlog();
    const project = await createProject(owner);
    const unknown = await put(randomUUID(), editPost({ ...post, _id: UNKNOWN_ID }, {}));
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe("This post no longer exists or is in the trash, so its unsaved changes were not kept on the server.");
    const wrongCollection = await put(randomUUID(), { ...editPost(post, {}), collection: "projects", itemId: post._id });
    expect(wrongCollection.status).toBe(404);
    expect(wrongCollection.body.msg).toMatch(/^This project no longer exists or is in the trash/);
    expect((await api.delete(`/api/v1/projects/${project._id}`, { cookie: owner })).status).toBe(200);
    const trashed = await put(randomUUID(), { ...newPost(), collection: "projects", itemId: project._id });
    expect(trashed.status).toBe(404);
    expect(trashed.body.msg).toMatch(/^This project no longer exists or is in the trash/);
    expect(await countRows(autosaves)).toBe(0);
  });

  test("an id already holding another form's autosave: 409 {msg}, that autosave unchanged", async () => {
    const post = await createBlog();
    const other = await createBlog({ title: "Other" });
    const id = await autosave(editPost(post, { content: "Mine" }));
    const before = await snapshotRows();
    later();
    for (const body of [editPost(other, {}), newPost(), { ...newPost(), collection: "projects" }, { ...newPost(), collection: "profile" }]) {
      const res = await put(id, body);
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe("This autosave id belongs to another form (another item or collection): each open form needs an id of its own.");
    }
    expect(await snapshotRows()).toEqual(before);
  });

  test("a second write of one copy less than a second after the last: 429 with Retry-After: 1, nothing changed; a second later it is written", async () => {
    const id = await autosave(newPost());
    const before = (await read(id)).body.autosave;
    const res = await put(id, newPost({ values: { title: "Too soon" } }));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("1");
    expect(res.body.msg).toBe("Autosaved less than a second ago: send at most one autosave a second.");
    expect((await read(id)).body.autosave).toEqual(before);
    // Other forms' copies are not held back.
    await autosave(newPost());
    ahead += 1_000;
    expect((await put(id, newPost({ values: { title: "In time" } }))).status).toBe(200);
    expect((await read(id)).body.autosave.title).toBe("In time");
  });

  test.each([
    ["POST", "/api/v1/autosaves", "GET, HEAD, OPTIONS"],
    ["PUT", "/api/v1/autosaves", "GET, HEAD, OPTIONS"],
    ["DELETE", "/api/v1/autosaves", "GET, HEAD, OPTIONS"],
    ["POST", `/api/v1/autosaves/${UNKNOWN_ID}`, "GET, HEAD, OPTIONS, PUT, DELETE"],
    ["PATCH", `/api/v1/autosaves/${UNKNOWN_ID}`, "GET, HEAD, OPTIONS, PUT, DELETE"],
  ] as const)("%s %s: 405 {msg} with Allow", async (method, url, allow) => {
    const res = await api.request(method, url, { cookie: owner });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe(allow);
    expect(res.body.msg).toBe(`${method} is not allowed here. Allowed: ${allow}.`);
  });
});

describe("never the live content", () => {
  test("autosaves of a new post and project: no item row, no version, no activity entry; visitors' lists unchanged", async () => {
    await createBlog({ title: "Live post" });
    const visitors = await api.get("/api/v1/blogs");
    const counts = { blogs: await countRows(blogs), projects: await countRows(projects), versions: await countRows(itemVersions), activity: await countRows(activity) };
    const id = await autosave(newPost({ values: { title: "Live post", content: "Same title, even" } }));
    later();
    await autosave(newPost({ values: { title: "Live post", content: "More" } }), id);
    await autosave({ ...newPost(), collection: "projects", values: { title: "New project" } });
    expect({ blogs: await countRows(blogs), projects: await countRows(projects), versions: await countRows(itemVersions), activity: await countRows(activity) }).toEqual(counts);
    const after = await api.get("/api/v1/blogs");
    expect([after.status, after.body]).toEqual([visitors.status, visitors.body]);
    // The autosave is not the visitor's either.
    expect((await api.get("/api/v1/autosaves")).status).toBe(401);
  });

  test("an autosave of a stored post changes neither the post nor its versions", async () => {
    const post = await createBlog();
    const before = { post: (await api.get(`/api/v1/blogs/${post._id}`, { cookie: owner })).body.blog, versions: await countRows(itemVersions) };
    await autosave(editPost(post, { title: "Renamed in the form", content: "Rewritten" }));
    expect({ post: (await api.get(`/api/v1/blogs/${post._id}`, { cookie: owner })).body.blog, versions: await countRows(itemVersions) }).toEqual(before);
  });
});

describe("with its item, through the trash", () => {
  test("an item in the trash: its autosave is left out of lists (still read by id), back after a restore, gone after Delete forever", async () => {
    const post = await createBlog();
    const id = await autosave(editPost(post, { content: "Unsaved" }));
    const newOne = await autosave(newPost());

    expect((await api.delete(`/api/v1/blogs/${post._id}`, { cookie: owner })).status).toBe(200);
    expect((await list()).map((entry) => entry._id)).toEqual([newOne]);
    expect(await list(`?collection=blogs&itemId=${post._id}`)).toEqual([]);
    expect((await read(id)).status).toBe(200);
    later();
    expect((await put(id, editPost(post, { content: "While in the trash" }))).status).toBe(404);

    expect((await api.post(`/api/v1/blogs/${post._id}/restore`, { cookie: owner })).status).toBe(200);
    expect((await list(`?collection=blogs&itemId=${post._id}`)).map((entry) => [entry._id, (entry.values as Record<string, string>).content])).toEqual([[id, "Unsaved"]]);

    expect((await api.delete(`/api/v1/blogs/${post._id}`, { cookie: owner })).status).toBe(200);
    expect((await api.delete(`/api/v1/trash/blogs/${post._id}`, { cookie: owner })).status).toBe(200);
    expect((await read(id)).status).toBe(404);
    expect((await list()).map((entry) => entry._id)).toEqual([newOne]);
  });

  test("the 30-day purge deletes an item's autosaves with it", async () => {
    const project = await createProject(owner);
    const id = await autosave({ ...newPost(), collection: "projects", itemId: project._id, values: { title: "Unsaved" } });
    await api.delete(`/api/v1/projects/${project._id}`, { cookie: owner });
    setTrashClockForTests(() => new Date(Date.now() + 31 * DAY));
    expect(await purgeExpiredTrash()).toBe(1);
    expect((await read(id)).status).toBe(404);
    expect(await countRows(autosaves)).toBe(0);
  });
});

describe("the uploads an autosave names are in use", () => {
  async function createCertification() {
    const res = await api.post("/api/v1/certification", { cookie: owner, multipart: { ...validCertification(), image: imageFile("png") } });
    if (res.status !== 201) throw new Error(`POST /certification: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.certification as { _id: string; title: string; image: string; version: number };
  }
  const certificationForm = (item: { _id: string; title: string; image: string; version: number }, values: Record<string, string> = {}) => ({
    collection: "certification",
    itemId: item._id,
    values: { title: item.title, image: item.image, ...values },
    initial: { title: item.title, image: item.image },
    base: { title: item.title, image: item.image },
    baseVersion: item.version,
    deviceId: "phone-1",
  });

  test("an image replaced by a save stays while an autosave names it, listed as its use; discarded, the file goes", async () => {
    const item = await createCertification();
    const old = item.image;
    const id = await autosave(certificationForm(item, { title: "Cert, unsaved" }));
    const replaced = await api.patch(`/api/v1/certification/${item._id}`, { cookie: owner, multipart: { image: imageFile("png") } });
    expect(replaced.status).toBe(200);
    const current = replaced.body.certification.image as string;
    expect(current).not.toBe(old);
    expect(await uploadExists(old)).toBe(true);

    const media = (await api.get("/api/v1/media", { cookie: owner })).body.media as Array<{ url: string; usedBy: unknown[]; keptBecause: string | null }>;
    expect(media.find((entry) => entry.url === old)).toMatchObject({
      usedBy: [{ kind: "certification", id: item._id, title: "Cert, unsaved", field: "autosave", inTrash: false }],
      keptBecause: "items",
    });
    const oldRecord = media.find((entry) => entry.url === old) as unknown as { _id: string };
    const refused = await api.delete(`/api/v1/media/${oldRecord._id}`, { cookie: owner });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toMatch(/is in use, so it was not deleted: it is used by unsaved changes to the certification “Cert, unsaved”\.$/);
    // Cleaning up leaves it.
    expect((await api.post("/api/v1/media/clean", { cookie: owner })).status).toBe(200);
    expect(await uploadExists(old)).toBe(true);

    expect((await api.delete(`/api/v1/autosaves/${id}`, { cookie: owner })).status).toBe(200);
    expect(await uploadExists(old)).toBe(false);
    expect(await uploadExists(current)).toBe(true);
  });

  test("an autosave written again without the image lets go of it", async () => {
    const item = await createCertification();
    const old = item.image;
    const id = await autosave(certificationForm(item));
    await api.patch(`/api/v1/certification/${item._id}`, { cookie: owner, multipart: { image: imageFile("png") } });
    expect(await uploadExists(old)).toBe(true);
    later();
    await autosave(certificationForm(item, { image: "" }), id);
    expect(await uploadExists(old)).toBe(false);
  });

  test("an upload a new post's text names is used by the autosave (not only for a day); discarded, clean-up deletes it", async () => {
    const upload = await api.post("/api/v1/media", { cookie: owner, multipart: { file: imageFile("png") } });
    const url = upload.body.media.url as string;
    const id = await autosave(newPost({ values: { title: "", content: `Look: ![a chart](${url})` } }));
    setMediaClockForTests(() => new Date(Date.now() + 2 * DAY));
    const db = await getDb();
    expect([...(await filesInUse(db, [url]))]).toEqual([url]);
    const [entry] = (await api.get("/api/v1/media", { cookie: owner })).body.media;
    expect(entry).toMatchObject({ url, usedBy: [{ kind: "blogs", id, title: "", field: "autosave", inTrash: false }], keptBecause: "items" });

    await api.delete(`/api/v1/autosaves/${id}`, { cookie: owner });
    expect([...(await filesInUse(db, [url]))]).toEqual([]);
    expect((await api.post("/api/v1/media/clean", { cookie: owner })).body.deleted).toBe(1);
    expect(await uploadExists(url)).toBe(false);
  });

  test("an item deleted for good takes its autosave's files with its own", async () => {
    const item = await createCertification();
    const old = item.image;
    const id = await autosave(certificationForm(item));
    const current = (await api.patch(`/api/v1/certification/${item._id}`, { cookie: owner, multipart: { image: imageFile("png") } })).body.certification.image;
    await api.delete(`/api/v1/certification/${item._id}`, { cookie: owner });
    // In the trash: kept, with the item, and said so.
    expect(await uploadExists(old)).toBe(true);
    const media = (await api.get("/api/v1/media", { cookie: owner })).body.media as Array<{ url: string; usedBy: Array<{ inTrash: boolean }> }>;
    expect(media.find((entry) => entry.url === old)?.usedBy).toEqual([expect.objectContaining({ field: "autosave", inTrash: true })]);
    expect((await api.delete(`/api/v1/trash/certification/${item._id}`, { cookie: owner })).status).toBe(200);
    expect(await uploadExists(old)).toBe(false);
    expect(await uploadExists(current)).toBe(false);
    expect((await read(id)).status).toBe(404);
  });
});
