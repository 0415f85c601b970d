/**
 * status and publishAt as the API takes them (issue 13.1), in JSON, multipart and
 * urlencoded bodies: status 'draft' | 'published' (published when a create says nothing, kept
 * when a PATCH says nothing), publishAt an ISO 8601 date-time with its offset ('' or null:
 * none). Anything else is a 400 {msg} naming the field, with nothing written.
 */
import { api, loginAsOwner } from "../helpers/api";
import { resetDatabase } from "../helpers/db";
import { validBlog, validProject } from "../helpers/fixtures";

let owner: string;

beforeAll(async () => {
  await resetDatabase();
  owner = await loginAsOwner();
});

const BODIES = ["json", "multipart", "form"] as const;
const FORMAT = /^publishAt must be an ISO 8601 date and time with its offset/;

describe.each([
  { collection: "blogs", single: "blog", valid: validBlog },
  { collection: "projects", single: "project", valid: validProject },
])("$collection", ({ collection, single, valid }) => {
  const path = `/api/v1/${collection}`;
  let n = 0;
  const fresh = (overrides: Record<string, unknown> = {}) => valid({ title: `Input ${collection} ${++n}`, ...overrides });

  test.each(BODIES)("a %s create without status is published at once, without a schedule", async (body) => {
    const res = await api.post(path, { cookie: owner, [body]: fresh() });
    expect(res.status).toBe(201);
    expect(res.body[single]).toMatchObject({ status: "published", publishAt: null });
    expect((await api.get(`${path}/${res.body[single]._id}`)).status).toBe(200);
  });

  test.each(BODIES)("a %s create as a draft, and scheduled with an offset", async (body) => {
    const draft = await api.post(path, { cookie: owner, [body]: fresh({ status: "draft", publishAt: "" }) });
    expect(draft.body[single]).toMatchObject({ status: "draft", publishAt: null });
    const scheduled = await api.post(path, {
      cookie: owner,
      [body]: fresh({ status: "published", publishAt: "2099-11-24T09:00:00+01:00" }),
    });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body[single]).toMatchObject({ status: "published", publishAt: "2099-11-24T08:00:00.000Z" });
    expect((await api.get(`${path}/${scheduled.body[single]._id}`)).status).toBe(404);
  });

  test("Z, fractions, no seconds and a negative offset are all moments", async () => {
    for (const [sent, stored] of [
      ["2099-01-02T03:04:05Z", "2099-01-02T03:04:05.000Z"],
      ["2099-01-02T03:04:05.678z", "2099-01-02T03:04:05.678Z"],
      ["2099-01-02T03:04-05:30", "2099-01-02T08:34:00.000Z"],
    ]) {
      const res = await api.post(path, { cookie: owner, json: fresh({ publishAt: sent }) });
      expect({ sent, status: res.status, publishAt: res.body[single]?.publishAt }).toEqual({ sent, status: 201, publishAt: stored });
    }
  });

  test.each([
    ["no offset", "2099-11-24T09:00:00"],
    ["a date only", "2099-11-24"],
    ["no real day", "2099-02-30T09:00:00Z"],
    ["no real hour", "2099-11-24T24:00:00Z"],
    ["words", "tomorrow morning"],
    ["a number", 4102444800000],
    ["a list", ["2099-11-24T09:00:00Z"]],
  ])("publishAt as %s is a 400 {msg}, nothing written", async (_what, publishAt) => {
    const title = `Refused ${collection} ${++n}`;
    const res = await api.post(path, { cookie: owner, json: valid({ title, publishAt }) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(FORMAT);
    const listed = await api.get(path, { cookie: owner });
    expect(JSON.stringify(listed.body)).not.toContain(title);
  });

  test.each([["archived"], ["Published"], [""], [true]])("status %p is a 400 {msg}", async (status) => {
    const res = await api.post(path, { cookie: owner, json: fresh({ status }) });
    expect(res).toMatchObject({ status: 400, body: { msg: "status must be one of draft, published." } });
  });

  test("the same from a form: a urlencoded publishAt without an offset is refused", async () => {
    const res = await api.post(path, { cookie: owner, form: fresh({ publishAt: "2099-11-24T09:00" }) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(FORMAT);
  });

  test("PATCH keeps status and publishAt when it leaves them out, clears publishAt with '' or null", async () => {
    const created = await api.post(path, { cookie: owner, json: fresh({ status: "draft", publishAt: "2099-01-01T00:00:00Z" }) });
    const id = created.body[single]._id;
    const renamed = await api.patch(`${path}/${id}`, { cookie: owner, json: { title: `Renamed ${collection} ${++n}` } });
    expect(renamed.body[single]).toMatchObject({ status: "draft", publishAt: "2099-01-01T00:00:00.000Z" });
    const cleared = await api.patch(`${path}/${id}`, { cookie: owner, multipart: { publishAt: "" } });
    expect(cleared.body[single]).toMatchObject({ status: "draft", publishAt: null });
    const again = await api.patch(`${path}/${id}`, { cookie: owner, json: { publishAt: "2099-01-01T00:00:00Z" } });
    expect(again.body[single].publishAt).toBe("2099-01-01T00:00:00.000Z");
    const nulled = await api.patch(`${path}/${id}`, { cookie: owner, json: { publishAt: null } });
    expect(nulled.body[single].publishAt).toBeNull();
    const badPatch = await api.patch(`${path}/${id}`, { cookie: owner, form: { status: "public" } });
    expect(badPatch).toMatchObject({ status: 400, body: { msg: "status must be one of draft, published." } });
  });

  test("publishing a draft whose publishAt has passed makes it live now; one still to come schedules it", async () => {
    const past = await api.post(path, { cookie: owner, json: fresh({ status: "draft", publishAt: "2001-01-01T00:00:00Z" }) });
    const pastId = past.body[single]._id;
    expect((await api.get(`${path}/${pastId}`)).status).toBe(404);
    await api.patch(`${path}/${pastId}`, { cookie: owner, form: { status: "published" } });
    expect((await api.get(`${path}/${pastId}`)).status).toBe(200);

    const future = await api.post(path, { cookie: owner, json: fresh({ status: "draft", publishAt: "2099-01-01T00:00:00Z" }) });
    const futureId = future.body[single]._id;
    await api.patch(`${path}/${futureId}`, { cookie: owner, json: { status: "published" } });
    expect((await api.get(`${path}/${futureId}`)).status).toBe(404);
    expect((await api.get(`${path}/${futureId}`, { cookie: owner })).body[single]).toMatchObject({ status: "published" });
  });
});
