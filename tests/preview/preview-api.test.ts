import { eq } from "drizzle-orm";
import { describeAction } from "@/components/admin/activity-list";
import { getDb } from "@/lib/db";
import { activity, blogs, projects } from "@/lib/db/schema";
import { verifyPreview } from "@/lib/preview/token";
import { api, loginAsOwner, ORIGIN, UNKNOWN_ID } from "../helpers/api";
import { resetDatabase, snapshotCounts } from "../helpers/db";
import { createProject, validBlog } from "../helpers/fixtures";

/**
 * POST /api/v1/{blogs|projects}/{id}/preview: the owner asks for a signed link to an item
 * (a draft above all) and gets `{ url, expiresAt }`.
 */
let owner: string;
let blogId: string;
let projectId: string;

const DAY = 86_400_000;

beforeEach(async () => {
  await resetDatabase();
  owner = await loginAsOwner();
  const blog = await api.post("/api/v1/blogs", { cookie: owner, json: validBlog({ title: "Draft in progress" }) });
  blogId = blog.body.blog._id;
  projectId = (await createProject(owner, { title: "Secret project" }))._id;
  // Both drafts, written as the owner's draft save would leave them.
  const db = await getDb();
  await db.update(blogs).set({ status: "draft" }).where(eq(blogs.id, blogId));
  await db.update(projects).set({ status: "draft" }).where(eq(projects.id, projectId));
});

describe.each([
  ["blogs", () => blogId, "Blog", "blog", "Draft in progress"],
  ["projects", () => projectId, "Project", "project", "Secret project"],
] as const)("POST /api/v1/%s/{id}/preview", (collection, idOf, label, noun, title) => {
  test("the owner gets an absolute link on this origin, valid seven days, naming this item only", async () => {
    const before = Date.now();
    const res = await api.post(`/api/v1/${collection}/${idOf()}/preview`, { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(Object.keys(res.body).sort()).toEqual(["expiresAt", "url"]);
    const url = new URL(res.body.url);
    expect(url.origin).toBe(ORIGIN);
    const match = new RegExp(`^/preview/${collection}/([A-Za-z0-9_-]{56})$`).exec(url.pathname);
    expect(match).not.toBeNull();
    expect(url.search + url.hash).toBe("");
    const expiresAt = Date.parse(res.body.expiresAt);
    expect(res.body.expiresAt).toBe(new Date(expiresAt).toISOString());
    expect(expiresAt).toBeGreaterThan(before + 7 * DAY - 2000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    expect(verifyPreview(collection, match![1])).toEqual({ id: idOf(), expiresAt: new Date(expiresAt), issuedAt: expect.any(Date) });
    expect(verifyPreview(collection, match![1])!.issuedAt.getTime()).toBeGreaterThanOrEqual(before);
  });

  test("a length in days from 1 to 30, as JSON or a form", async () => {
    const json = await api.post(`/api/v1/${collection}/${idOf()}/preview`, { cookie: owner, json: { days: 30 } });
    expect(json.status).toBe(200);
    expect(Date.parse(json.body.expiresAt) - Date.now()).toBeGreaterThan(30 * DAY - 5000);
    const form = await api.post(`/api/v1/${collection}/${idOf()}/preview`, { cookie: owner, form: { days: "1" } });
    expect(form.status).toBe(200);
    expect(Date.parse(form.body.expiresAt) - Date.now()).toBeLessThanOrEqual(DAY);
  });

  test.each([0, 31, 1.5, -1, "seven", "", null, true, [7]])("days %p is 400 {msg} naming the field", async (days) => {
    const res = await api.post(`/api/v1/${collection}/${idOf()}/preview`, { cookie: owner, json: { days } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: "days must be a whole number of days from 1 to 30." });
  });

  test("a body that is not JSON or a form is 415 {msg}; broken JSON 400 {msg}", async () => {
    const text = await api.post(`/api/v1/${collection}/${idOf()}/preview`, {
      cookie: owner,
      body: "days=3",
      headers: { "content-type": "text/plain" },
    });
    expect([text.status, typeof text.body.msg]).toEqual([415, "string"]);
    const broken = await api.post(`/api/v1/${collection}/${idOf()}/preview`, {
      cookie: owner,
      body: "{",
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ msg: "The request body is not valid JSON." });
  });

  test("an unknown or malformed id is 404 {msg}, as the item routes say it", async () => {
    for (const id of [UNKNOWN_ID, "not-an-id", blogId === idOf() ? projectId : blogId]) {
      const res = await api.post(`/api/v1/${collection}/${id}/preview`, { cookie: owner });
      expect([id, res.status, res.body]).toEqual([id, 404, { msg: `${label} not found.` }]);
    }
  });

  test("the activity log records it, with the item's title", async () => {
    await api.post(`/api/v1/${collection}/${idOf()}/preview`, { cookie: owner, ip: "198.51.100.7" });
    const db = await getDb();
    const rows = await db.select().from(activity).where(eq(activity.action, `${noun}.preview`));
    expect(rows.map((row) => [row.detail, row.ip])).toEqual([[title, "198.51.100.7"]]);
    expect(describeAction(`${noun}.preview`)).toBe(`${label} preview link created`);
  });

  test.each([
    ["no cookie", undefined],
    ["a garbage session cookie", "next-auth.session-token=not-a-token"],
  ])("a visitor with %s gets 401 {msg} and no link", async (_label, cookie) => {
    const before = await snapshotCounts();
    const res = await api.post(`/api/v1/${collection}/${idOf()}/preview`, { cookie });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ msg: "You need to log in to do that." });
    expect(await snapshotCounts()).toEqual(before);
  });

  test("another site cannot ask for one with the owner's session (403 {msg})", async () => {
    const crossSite: Array<Record<string, string>> = [{ origin: "https://evil.example" }, { "sec-fetch-site": "cross-site" }];
    for (const headers of crossSite) {
      const res = await api.post(`/api/v1/${collection}/${idOf()}/preview`, { cookie: owner, headers });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ msg: "Cross-site requests are not allowed." });
    }
  });

  test("GET and other methods are 405 {msg} with Allow: OPTIONS, POST, DELETE", async () => {
    for (const method of ["GET", "PATCH", "PUT"] as const) {
      const res = await api.request(method, `/api/v1/${collection}/${idOf()}/preview`, { cookie: owner });
      expect(res.status).toBe(405);
      expect(res.headers.get("allow")).toBe("OPTIONS, POST, DELETE");
      expect(res.body.msg).toBe(`${method} is not allowed here. Allowed: OPTIONS, POST, DELETE.`);
    }
  });
});

test("the link names the host the owner asked on, as a proxy in front reports it", async () => {
  const res = await api.post(`/api/v1/blogs/${blogId}/preview`, {
    cookie: owner,
    headers: { host: "internal:3000", "x-forwarded-host": "alex.example", "x-forwarded-proto": "https" },
  });
  expect(res.status).toBe(200);
  expect(res.body.url).toMatch(/^https:\/\/alex\.example\/preview\/blogs\/[A-Za-z0-9_-]{56}$/);
});

test("a published item gets a link too (it leads to the public page)", async () => {
  const db = await getDb();
  await db.update(blogs).set({ status: "published" }).where(eq(blogs.id, blogId));
  const res = await api.post(`/api/v1/blogs/${blogId}/preview`, { cookie: owner });
  expect(res.status).toBe(200);
});
