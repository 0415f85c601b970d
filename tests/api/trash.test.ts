/**
 * The trash (issue 13.4): DELETE keeps its contract (200 {msg}, then 404 and absent from
 * every list, count, feed and sitemap) but moves the item to the trash with its files;
 * POST /{collection}/{id}/restore brings it back as it was; GET /trash lists it; DELETE
 * /trash/{collection}/{id} deletes it and its files for good, and so does the purge of items
 * 30 days old, which needs no cron job: the next read of the trash or write of the owner
 * (the clock is moved instead of waiting).
 */
import { GET as rss } from "@/app/rss.xml/route";
import sitemap from "@/app/sitemap";
import { listRecentActivity } from "@/lib/data/activity";
import { getDashboard } from "@/lib/data/dashboard";
import {
  getBlogs,
  getCertifications,
  getDefaultProjects,
  getExperiences,
  getSelectedProjects,
  getTechStack,
} from "@/lib/data/public";
import { getDb } from "@/lib/db";
import { exportContent, importContent } from "@/lib/db/backup";
import { blogs, projects } from "@/lib/db/schema";
import { setTrashClockForTests } from "@/lib/trash/clock";
import { listTrash, purgeExpiredTrash } from "@/lib/trash/trash";
import { api, loginAsOwner, UNKNOWN_ID } from "../helpers/api";
import { clearUploads, countRows, resetDatabase, uploadedFiles, uploadExists } from "../helpers/db";
import {
  createMessage,
  validBlog,
  validCertification,
  validExperience,
  validProject,
  validTechStack,
} from "../helpers/fixtures";
import { imageFile } from "../helpers/images";

const DAY = 24 * 60 * 60 * 1000;

let owner: string;
beforeEach(async () => {
  setTrashClockForTests();
  await resetDatabase();
  await clearUploads();
  owner = await loginAsOwner();
});
afterAll(() => setTrashClockForTests());

/** Moves the trash's clock `days` ahead of the real one. */
const daysLater = (days: number) => setTrashClockForTests(() => new Date(Date.now() + days * DAY));

interface Kind {
  collection: string;
  single: string;
  label: string;
  /** Creates one item through the API (with every image it can have) and returns it. */
  create: () => Promise<Record<string, unknown> & { _id: string }>;
  images: string[];
  title: (item: Record<string, unknown>) => string;
}

const post = async (path: string, single: string, multipart: Record<string, string | File>) => {
  const res = await api.post(path, { cookie: owner, multipart });
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body[single];
};

const KINDS: Kind[] = [
  {
    collection: "projects",
    single: "project",
    label: "Project",
    create: () => post("/api/v1/projects", "project", { ...validProject({ title: "Trashed project" }), logo: imageFile("png"), screenshot: imageFile("jpg") }),
    images: ["logo", "screenshot"],
    title: (item) => item.title as string,
  },
  {
    collection: "blogs",
    single: "blog",
    label: "Blog",
    create: () => post("/api/v1/blogs", "blog", { ...validBlog({ title: "Trashed post" }), imageUrl: imageFile("png") }),
    images: ["imageUrl"],
    title: (item) => item.title as string,
  },
  {
    collection: "experiences",
    single: "experience",
    label: "Experience",
    create: () => post("/api/v1/experiences", "experience", validExperience({ title: "Trashed role" })),
    images: [],
    title: (item) => `${item.title} at ${item.company}`,
  },
  {
    collection: "certification",
    single: "certification",
    label: "Certification",
    create: () => post("/api/v1/certification", "certification", { ...validCertification({ title: "Trashed cert" }), image: imageFile("webp") }),
    images: ["image"],
    title: (item) => item.title as string,
  },
  {
    collection: "techStack",
    single: "techstack",
    label: "TechStack",
    create: () => post("/api/v1/techStack", "techstack", { ...validTechStack({ title: "Trashed tool" }), imageUrl: imageFile("png") }),
    images: ["imageUrl"],
    title: (item) => item.title as string,
  },
  {
    collection: "message",
    single: "message",
    label: "Message",
    create: () => createMessage({ subject: "Trashed message", name: "Sam" }),
    images: [],
    title: (item) => `${item.subject} (from ${item.name})`,
  },
];

/** Whether the item is anywhere an owner or a visitor could see it through the API. */
async function visibleInApi(kind: Kind, id: string): Promise<boolean> {
  if (kind.collection === "message") {
    const inbox = await api.get("/api/v1/message", { cookie: owner });
    return inbox.body.messages.some((message: { _id: string }) => message._id === id);
  }
  const one = await api.get(`/api/v1/${kind.collection}/${id}`);
  const list = await api.get(`/api/v1/${kind.collection}`);
  const items = list.body[kind.collection === "techStack" ? "techstack" : kind.collection] as Array<{ _id: string }>;
  const listed = items.some((item) => item._id === id);
  if ((one.status === 200) !== listed) throw new Error(`${kind.collection}: GET one says ${one.status}, the list ${listed}`);
  return listed;
}

describe.each(KINDS)("$collection", (kind) => {
  test("DELETE: 200 {msg}, then 404 and absent; the files stay; restore brings it back as it was", async () => {
    const item = await kind.create();
    const files = kind.images.map((field) => item[field] as string);
    for (const url of files) expect(await uploadExists(url)).toBe(true);
    expect(await visibleInApi(kind, item._id)).toBe(true);

    const removed = await api.delete(`/api/v1/${kind.collection}/${item._id}`, { cookie: owner });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ msg: `${kind.label} deleted successfully!` });
    expect(await visibleInApi(kind, item._id)).toBe(false);
    if (kind.collection !== "message") {
      expect((await api.get(`/api/v1/${kind.collection}/${item._id}`)).body).toEqual({ msg: `${kind.label} not found.` });
      // An edit of an item in the trash is refused like an unknown one.
      expect((await api.patch(`/api/v1/${kind.collection}/${item._id}`, { cookie: owner, json: { title: "Edited" } })).status).toBe(404);
    } else {
      expect((await api.patch(`/api/v1/message/${item._id}`, { cookie: owner, json: { read: true } })).status).toBe(404);
    }
    // A second delete finds nothing to delete.
    expect((await api.delete(`/api/v1/${kind.collection}/${item._id}`, { cookie: owner })).status).toBe(404);
    // The files wait with the item: restorable means whole.
    for (const url of files) expect(await uploadExists(url)).toBe(true);

    const restored = await api.post(`/api/v1/${kind.collection}/${item._id}/restore`, { cookie: owner });
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({ msg: `${kind.label} restored successfully!`, [kind.single]: item });
    expect(await visibleInApi(kind, item._id)).toBe(true);
    // The same URLs, still served.
    for (const url of files) {
      const served = await api.get(url);
      expect(served.status).toBe(200);
      expect(served.bytes?.length).toBeGreaterThan(0);
    }
    expect((await listRecentActivity()).map((entry) => entry.action)).toEqual(
      expect.arrayContaining([`${kind.single}.delete`, `${kind.single}.restore`]),
    );
    // Restored is out of the trash: a second restore is 404.
    const again = await api.post(`/api/v1/${kind.collection}/${item._id}/restore`, { cookie: owner });
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ msg: `${kind.label} not found in the trash.` });
  });

  test("restore of an unknown, malformed or live id: 404 {msg}; a visitor 401; another site 403", async () => {
    const item = await kind.create();
    for (const id of [UNKNOWN_ID, "abc", item._id]) {
      const res = await api.post(`/api/v1/${kind.collection}/${id}/restore`, { cookie: owner });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ msg: `${kind.label} not found in the trash.` });
    }
    await api.delete(`/api/v1/${kind.collection}/${item._id}`, { cookie: owner });
    const visitor = await api.post(`/api/v1/${kind.collection}/${item._id}/restore`);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ msg: "You need to log in to do that." });
    const crossSite = await api.post(`/api/v1/${kind.collection}/${item._id}/restore`, {
      cookie: owner,
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect(await visibleInApi(kind, item._id)).toBe(false);
  });

  test("delete forever: the row and its files go; only from the trash", async () => {
    const item = await kind.create();
    const files = kind.images.map((field) => item[field] as string);
    const forever = `/api/v1/trash/${kind.collection}/${item._id}`;
    // Not in the trash yet: nothing is deleted.
    expect((await api.delete(forever, { cookie: owner })).body).toEqual({ msg: `${kind.label} not found in the trash.` });
    expect(await visibleInApi(kind, item._id)).toBe(true);

    await api.delete(`/api/v1/${kind.collection}/${item._id}`, { cookie: owner });
    expect((await api.delete(forever)).status).toBe(401);
    const res = await api.delete(forever, { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: `${kind.label} deleted forever.` });
    for (const url of files) {
      expect(await uploadExists(url)).toBe(false);
      expect((await api.get(url)).status).toBe(404);
    }
    expect(await uploadedFiles()).toEqual([]);
    expect((await api.get("/api/v1/trash", { cookie: owner })).body).toEqual({ trash: [], count: 0 });
    expect((await api.post(`/api/v1/${kind.collection}/${item._id}/restore`, { cookie: owner })).status).toBe(404);
    expect((await listRecentActivity()).map((entry) => entry.action)).toContain(`${kind.single}.purge`);
  });
});

describe("GET /api/v1/trash", () => {
  test("lists every kind, most recently deleted first, with title, times, purge date and a thumbnail", async () => {
    const created: Array<{ kind: Kind; item: Record<string, unknown> & { _id: string } }> = [];
    for (const kind of KINDS) created.push({ kind, item: await kind.create() });
    // Deleted one day apart: the first deleted 6 days ago, the last today.
    for (const [index, { kind, item }] of created.entries()) {
      const at = new Date(Date.now() - (KINDS.length - 1 - index) * DAY);
      setTrashClockForTests(() => at);
      expect((await api.delete(`/api/v1/${kind.collection}/${item._id}`, { cookie: owner })).status).toBe(200);
    }
    setTrashClockForTests();

    const res = await api.get("/api/v1/trash", { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.body.count).toBe(KINDS.length);
    const thumbnails: Record<string, (item: Record<string, unknown>) => unknown> = {
      projects: (item) => item.screenshot,
      blogs: (item) => item.imageUrl,
      certification: (item) => item.image,
      techStack: (item) => item.imageUrl,
    };
    expect(res.body.trash).toEqual(
      [...created].reverse().map(({ kind, item }) => ({
        collection: kind.collection,
        _id: item._id,
        title: kind.title(item),
        deletedAt: expect.any(String),
        purgeAt: expect.any(String),
        image: thumbnails[kind.collection]?.(item) ?? null,
      })),
    );
    for (const entry of res.body.trash) {
      expect(new Date(entry.purgeAt).getTime() - new Date(entry.deletedAt).getTime()).toBe(30 * DAY);
    }
    const deletedAt = res.body.trash.map((entry: { deletedAt: string }) => new Date(entry.deletedAt).getTime());
    expect(deletedAt).toEqual([...deletedAt].sort((a, b) => b - a));
  });

  test("an empty trash; the owner only; unknown collections and methods", async () => {
    expect((await api.get("/api/v1/trash", { cookie: owner })).body).toEqual({ trash: [], count: 0 });
    const visitor = await api.get("/api/v1/trash");
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ msg: "You need to log in to do that." });
    expect((await api.delete(`/api/v1/trash/projects/${UNKNOWN_ID}`, { headers: { origin: "https://evil.example" }, cookie: owner })).status).toBe(403);
    const unknown = await api.delete(`/api/v1/trash/users/${UNKNOWN_ID}`, { cookie: owner });
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toMatch(/^Unknown collection/);
    expect((await api.delete("/api/v1/trash/projects/abc", { cookie: owner })).status).toBe(404);
    const post = await api.post("/api/v1/trash", { cookie: owner });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
  });
});

describe("a deleted item is in no list, count, feed or sitemap", () => {
  test("public reads, selected projects, feed, sitemap, dashboard and unread counts", async () => {
    const project = await KINDS[0].create();
    const blog = await KINDS[1].create();
    const experience = await KINDS[2].create();
    const certification = await KINDS[3].create();
    const tool = await KINDS[4].create();
    const message = await KINDS[5].create();
    const feedText = async () => (await (await rss()).text());
    const sitemapUrls = async () => (await sitemap()).map((entry) => entry.url).join("\n");
    expect(await feedText()).toContain("Trashed post");
    expect(await sitemapUrls()).toMatch(new RegExp(`${blog._id}|${blog.slug}`));
    const before = (await getDashboard()).counts;
    expect(before).toMatchObject({ projects: 1, blogs: 1, experiences: 1, certifications: 1, techStack: 1, messages: 1, unreadMessages: 1 });

    for (const [kind, item] of [[KINDS[0], project], [KINDS[1], blog], [KINDS[2], experience], [KINDS[3], certification], [KINDS[4], tool], [KINDS[5], message]] as const) {
      expect((await api.delete(`/api/v1/${kind.collection}/${item._id}`, { cookie: owner })).status).toBe(200);
    }

    expect(await getDefaultProjects()).toEqual([]);
    expect(await getSelectedProjects()).toEqual([]);
    expect((await api.get("/api/v1/projects?search=Trashed")).body).toEqual({ projects: [], count: 0 });
    expect((await api.get("/api/v1/projects?projectType=archived")).body).toEqual({ projects: [], count: 0 });
    expect((await api.get("/api/v1/projects/selectedProjects")).body).toEqual({ projects: [] });
    expect(await getBlogs()).toEqual([]);
    expect(await getExperiences()).toEqual([]);
    expect(await getCertifications()).toEqual([]);
    expect(await getTechStack()).toEqual([]);
    expect(await feedText()).not.toContain("Trashed post");
    expect(await sitemapUrls()).not.toMatch(new RegExp(`${blog._id}|${blog.slug}`));
    const { counts, latestMessages } = await getDashboard();
    expect(counts).toEqual({
      projects: 0,
      archivedProjects: 0,
      blogs: 0,
      experiences: 0,
      certifications: 0,
      techStack: 0,
      messages: 0,
      unreadMessages: 0,
    });
    expect(latestMessages).toEqual([]);
    const inbox = await api.get("/api/v1/message", { cookie: owner });
    expect(inbox.body).toMatchObject({ messages: [], unread: 0, total: 0 });
    expect((await api.get("/api/v1/users/current-user", { cookie: owner })).body.unreadMessages).toBe(0);
    expect((await api.get("/api/v1/trash", { cookie: owner })).body.count).toBe(6);

    // Back from the trash, back everywhere.
    await api.post(`/api/v1/blogs/${blog._id}/restore`, { cookie: owner });
    await api.post(`/api/v1/message/${message._id}/restore`, { cookie: owner });
    expect(await feedText()).toContain("Trashed post");
    expect((await api.get("/api/v1/users/current-user", { cookie: owner })).body.unreadMessages).toBe(1);
    expect((await getDashboard()).counts).toMatchObject({ blogs: 1, messages: 1, unreadMessages: 1 });
  });

  test("a post's slug stays taken while it is in the trash, and is its own again once restored", async () => {
    const first = await post("/api/v1/blogs", "blog", validBlog({ title: "Same title" }));
    await api.delete(`/api/v1/blogs/${first._id}`, { cookie: owner });
    const second = await post("/api/v1/blogs", "blog", validBlog({ title: "Same title" }));
    expect(second.slug).not.toBe(first.slug);
    const restored = await api.post(`/api/v1/blogs/${first._id}/restore`, { cookie: owner });
    expect(restored.body.blog.slug).toBe(first.slug);
    expect((await getBlogs()).map((blog) => blog.slug).sort()).toEqual([first.slug, second.slug].sort());
  });
});

describe("purge after 30 days, without a cron job", () => {
  test("the next read of the trash after the clock passes 30 days deletes the item and its files", async () => {
    const item = await KINDS[0].create();
    const files = [item.logo as string, item.screenshot as string];
    await api.delete(`/api/v1/projects/${item._id}`, { cookie: owner });

    // 29 days later: still there, restorable.
    daysLater(29);
    expect((await api.get("/api/v1/trash", { cookie: owner })).body.count).toBe(1);
    for (const url of files) expect(await uploadExists(url)).toBe(true);

    daysLater(30.01);
    expect((await api.get("/api/v1/trash", { cookie: owner })).body).toEqual({ trash: [], count: 0 });
    expect(await countRows(projects)).toBe(0);
    for (const url of files) expect(await uploadExists(url)).toBe(false);
    expect(await uploadedFiles()).toEqual([]);
    expect((await api.post(`/api/v1/projects/${item._id}/restore`, { cookie: owner })).status).toBe(404);
  });

  test("any write of the owner purges what expired, and only that", async () => {
    const old = await KINDS[1].create();
    await api.delete(`/api/v1/blogs/${old._id}`, { cookie: owner });
    daysLater(20);
    const recent = await KINDS[1].create();
    await api.delete(`/api/v1/blogs/${recent._id}`, { cookie: owner });
    // A visitor's read purges nothing.
    daysLater(31);
    await api.get("/api/v1/blogs");
    expect(await countRows(blogs)).toBe(2);
    expect(await uploadExists(old.imageUrl as string)).toBe(true);

    // The owner adds an experience: the post deleted 31 days ago goes, the one of 11 days stays.
    await api.post("/api/v1/experiences", { cookie: owner, json: validExperience() });
    expect(await countRows(blogs)).toBe(1);
    expect(await uploadExists(old.imageUrl as string)).toBe(false);
    expect(await uploadExists(recent.imageUrl as string)).toBe(true);
    setTrashClockForTests();
    expect((await api.get("/api/v1/trash", { cookie: owner })).body.trash.map((entry: { _id: string }) => entry._id)).toEqual([recent._id]);
  });

  test("an item past its 30 days is gone before any purge has run: not listed, not restorable", async () => {
    const item = await KINDS[0].create();
    await api.delete(`/api/v1/projects/${item._id}`, { cookie: owner });
    daysLater(30.01);
    // Nothing has purged it yet: the row is still there, but it is no longer in the trash.
    expect(await countRows(projects)).toBe(1);
    expect(await listTrash()).toEqual([]);
    // The owner's first request after day 30 is a restore: refused, not brought back.
    const restore = await api.post(`/api/v1/projects/${item._id}/restore`, { cookie: owner });
    expect(restore.status).toBe(404);
    expect((await api.get(`/api/v1/projects/${item._id}`, { cookie: owner })).status).toBe(404);
    expect((await api.get("/api/v1/projects", { cookie: owner })).body.projects).toEqual([]);
  });

  test("a post past its 30 days no longer holds its address: a new post takes the slug at once", async () => {
    const old = await post("/api/v1/blogs", "blog", validBlog({ title: "Reused title" }));
    await api.delete(`/api/v1/blogs/${old._id}`, { cookie: owner });
    daysLater(30.01);
    // The owner's first request after day 30 is this write: the expired post is gone before it.
    const again = await api.post("/api/v1/blogs", { cookie: owner, json: validBlog({ title: "Reused title", slug: old.slug }) });
    expect(again.status).toBe(201);
    expect(again.body.blog.slug).toBe(old.slug);
    expect(await countRows(blogs)).toBe(1);
  });

  test("one purge deletes a bounded number of items; the rest go at the next", async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      const res = await api.post("/api/v1/experiences", { cookie: owner, json: validExperience({ title: `Role ${n}` }) });
      ids.push(res.body.experience._id);
    }
    for (const id of ids) await api.delete(`/api/v1/experiences/${id}`, { cookie: owner });
    const later = new Date(Date.now() + 31 * DAY);
    expect(await purgeExpiredTrash(later, 2)).toBe(2);
    expect(await purgeExpiredTrash(later, 2)).toBe(1);
    expect(await purgeExpiredTrash(later, 2)).toBe(0);
  });
});

test("a backup keeps the trash: exported with deletedAt and the files, imported back into the trash", async () => {
  const item = await KINDS[0].create();
  await api.delete(`/api/v1/projects/${item._id}`, { cookie: owner });
  const db = await getDb();
  const backup = JSON.parse(JSON.stringify(await exportContent(db)));
  expect(backup.tables.projects[0].deletedAt).toEqual(expect.any(String));
  expect(backup.files).toEqual([item.logo, item.screenshot].sort());

  await resetDatabase();
  await importContent(db, backup);
  owner = await loginAsOwner();
  const trash = await api.get("/api/v1/trash", { cookie: owner });
  expect(trash.body.trash).toEqual([
    expect.objectContaining({ collection: "projects", _id: item._id, deletedAt: backup.tables.projects[0].deletedAt }),
  ]);
  expect((await api.get(`/api/v1/projects/${item._id}`)).status).toBe(404);
  expect((await api.post(`/api/v1/projects/${item._id}/restore`, { cookie: owner })).status).toBe(200);
});
