/**
 * One parser decides "used" (issue 35, point 4). A post may name its image through any escape
 * the page decodes (`/uploads&#47;…`, `/uploads\/…`, `/upl&#111;ads/…`, `&#46;webp`, a
 * reference definition…): the save records the uploads the row names, read as the page reads
 * them (src/lib/media/named-files.ts), and the in-use rule reads those records. Before, the
 * check scanned the raw text with a pattern: `DELETE /media/{id}?confirm=recent` answered 200
 * and the live post's image was gone (5 of 5 forms). Runs on every driver of the API suite.
 */
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { autosaves, blogs, itemVersions, profile, projects } from "@/lib/db/schema";
import { setMediaClockForTests } from "@/lib/media/clock";
import { filesInUse, usesOf } from "@/lib/media/in-use";
import { recordRowFiles } from "@/lib/media/named-files";
import { api, loginAsOwner } from "../helpers/api";
import { clearUploads, libraryImage, resetDatabase, uploadExists } from "../helpers/db";
import { validBlog, validProject } from "../helpers/fixtures";

const DAY = 24 * 60 * 60 * 1000;

let owner: string;
beforeEach(async () => {
  setMediaClockForTests();
  await resetDatabase();
  await clearUploads();
  owner = await loginAsOwner();
});
afterAll(() => setMediaClockForTests());

async function createBlog(overrides: Record<string, unknown>) {
  const res = await api.post("/api/v1/blogs", { cookie: owner, json: validBlog(overrides) });
  if (res.status !== 201) throw new Error(`POST /blogs: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.blog as { _id: string; slug: string; content: string };
}

/** Each way a post can show an upload that the page decodes to its address. */
const FORMS: Array<[string, (url: string, file: string) => string]> = [
  ["an entity for the slash", (_url, file) => `![chart](/uploads&#47;${file})`],
  ["a backslash-escaped slash", (_url, file) => `![chart](/uploads\\/${file})`],
  ["an entity inside the folder's name", (_url, file) => `![chart](/upl&#111;ads/${file})`],
  ["an entity for the dot", (_url, file) => `![chart](/uploads/${file.replace(".webp", "&#46;webp")})`],
  ["a reference and its escaped definition", (_url, file) => `![chart][fig]\n\n[fig]: </uploads&#x2F;${file}>`],
  ["a hexadecimal entity and angle brackets", (_url, file) => `![chart](</uploads&#x2f;${file}>)`],
  ["a link with an entity", (_url, file) => `[the chart](/uploads&#47;${file})`],
  ["a relative link", (_url, file) => `[the chart](../uploads/${file})`],
  ["a link with a percent-escaped name", (_url, file) => `[the chart](/uploads/%${file.charCodeAt(0).toString(16)}${file.slice(1)})`],
];

describe("an upload a live post names through an escape is in use", () => {
  test.each(FORMS)("%s: DELETE ?confirm=recent is a 409 naming the post; the file is still served", async (_form, write) => {
    const image = await libraryImage("chart.webp");
    const post = await createBlog({ title: "Escaped", content: `Look:\n\n${write(image.url, image.file)}\n` });
    const res = await api.delete(`/api/v1/media/${image.id}?confirm=recent`, { cookie: owner });
    expect([res.status, res.body.msg]).toEqual([409, "chart.webp is in use, so it was not deleted: it is used by the post “Escaped” (text)."]);
    expect(await uploadExists(image.url)).toBe(true);
    expect((await api.get(image.url)).status).toBe(200);
    // Listed as used by the post, a day later too.
    setMediaClockForTests(() => new Date(Date.now() + 2 * DAY));
    const listed = (await api.get(`/api/v1/media/${image.id}`, { cookie: owner })).body.media;
    expect(listed).toMatchObject({ keptBecause: "items", usedBy: [{ kind: "blogs", id: post._id, field: "content", inTrash: false }] });
    expect((await api.delete(`/api/v1/media/${image.id}`, { cookie: owner })).status).toBe(409);
  });

  test("the clean-up a day later leaves every one of them, and deletes only what nothing names", async () => {
    const images = await Promise.all(FORMS.map(() => libraryImage()));
    const unused = await libraryImage("unused.webp");
    await createBlog({ content: FORMS.map(([, write], i) => write(images[i]!.url, images[i]!.file)).join("\n\n") });
    setMediaClockForTests(() => new Date(Date.now() + 2 * DAY));
    const res = await api.post("/api/v1/media/clean", { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.body.media.map((item: { url: string }) => item.url)).toEqual([unused.url]);
    for (const image of images) expect(await uploadExists(image.url)).toBe(true);
    expect(await uploadExists(unused.url)).toBe(false);
  });

  test("a project's description and the About text name uploads the same way", async () => {
    const inDescription = await libraryImage();
    const inAbout = await libraryImage();
    expect((await api.post("/api/v1/projects", { cookie: owner, json: validProject({ description: `![x](/uploads\\/${inDescription.file})` }) })).status).toBe(201);
    expect((await api.patch("/api/v1/profile", { cookie: owner, json: { about: `Me: ![me](/upl&#111;ads/${inAbout.file})` } })).status).toBe(200);
    for (const image of [inDescription, inAbout]) {
      expect((await api.delete(`/api/v1/media/${image.id}?confirm=recent`, { cookie: owner })).status).toBe(409);
    }
  });

  test("each row records what it names, in the save's transaction, and the API never shows it", async () => {
    const image = await libraryImage();
    const post = await createBlog({ content: `![a](/uploads&#47;${image.file}) and [b](/uploads/${image.file})` });
    const db = await getDb();
    const [row] = await db.select({ files: blogs.files, version: blogs.version }).from(blogs).where(eq(blogs.id, post._id));
    expect(row).toEqual({ files: [image.url], version: 1 });
    expect(post).not.toHaveProperty("files");
    expect((await api.get(`/api/v1/blogs/${post._id}`)).body.blog).not.toHaveProperty("files");
    // An edit that no longer names it records that (and is one new version, not two).
    const edited = await api.patch(`/api/v1/blogs/${post._id}`, { cookie: owner, json: { content: "No image." } });
    expect(edited.status).toBe(200);
    expect(await db.select({ files: blogs.files, version: blogs.version }).from(blogs).where(eq(blogs.id, post._id))).toEqual([{ files: [], version: 2 }]);
    // An edit of another field keeps the record.
    await api.patch(`/api/v1/blogs/${post._id}`, { cookie: owner, json: { title: "Renamed", content: `![a](/uploads&#47;${image.file})` } });
    await api.patch(`/api/v1/blogs/${post._id}`, { cookie: owner, json: { title: "Renamed again" } });
    expect(await db.select({ files: blogs.files }).from(blogs).where(eq(blogs.id, post._id))).toEqual([{ files: [image.url] }]);
    const profileRow = await api.patch("/api/v1/profile", { cookie: owner, json: { about: `[cv](/uploads/${image.file})` } });
    expect(profileRow.body.profile).not.toHaveProperty("files");
    expect(await db.select({ files: profile.files }).from(profile)).toEqual([{ files: [image.url] }]);
  });
});

describe("kept versions and autosaves name uploads through the same reading", () => {
  test("a version of a post whose text named the file through an escape keeps it", async () => {
    const image = await libraryImage("old.webp");
    const post = await createBlog({ title: "Rewritten", content: `![a](/upl&#111;ads/${image.file})` });
    expect((await api.patch(`/api/v1/blogs/${post._id}`, { cookie: owner, json: { content: "No image any more." } })).status).toBe(200);
    const db = await getDb();
    const versions = await db.select({ version: itemVersions.version, files: itemVersions.files }).from(itemVersions).where(eq(itemVersions.itemId, post._id)).orderBy(itemVersions.version);
    expect(versions).toEqual([
      { version: 1, files: [image.url] },
      { version: 2, files: [] },
    ]);
    const res = await api.delete(`/api/v1/media/${image.id}?confirm=recent`, { cookie: owner });
    expect([res.status, res.body.msg]).toEqual([409, "old.webp is in use, so it was not deleted: it is used by an earlier version of the post “Rewritten”."]);
  });

  test("an autosave naming the file through an escape keeps it, in any field", async () => {
    const inText = await libraryImage("in-text.webp");
    const inField = await libraryImage("in-field.webp");
    const id = randomUUID();
    const res = await api.put(`/api/v1/autosaves/${id}`, {
      cookie: owner,
      json: {
        collection: "blogs",
        itemId: null,
        values: { title: "Draft", content: `![a][x]\n\n[x]: /uploads&#47;${inText.file}`, imageUrl: ` ${inField.url}` },
        initial: { title: "", content: "", imageUrl: "" },
        base: null,
        baseVersion: null,
        deviceId: "phone-1",
      },
    });
    expect(res.status).toBe(200);
    const [row] = await (await getDb()).select({ files: autosaves.files }).from(autosaves).where(eq(autosaves.id, id));
    expect(row!.files.sort()).toEqual([inText.url, inField.url].sort());
    for (const image of [inText, inField]) {
      const refused = await api.delete(`/api/v1/media/${image.id}?confirm=recent`, { cookie: owner });
      expect(refused.status).toBe(409);
      expect(refused.body.msg).toMatch(/it is used by unsaved changes to the post “Draft”\.$/);
    }
  });
});

describe("rows written by another door, and the backfill", () => {
  test("a row inserted directly is not trusted with its list: read again at once, recorded at start, once", async () => {
    const a = await libraryImage();
    const b = await libraryImage();
    const db = await getDb();
    // Written directly (an import, a seed, a hand-written query), with a list that lies.
    const [row] = await db
      .insert(blogs)
      .values({ ...validBlog({ slug: "by-hand" }), slug: "by-hand", content: `![a](/uploads&#47;${a.file})`, files: [] })
      .returning({ id: blogs.id, files: blogs.files });
    await db.insert(projects).values({ ...validProject(), projectType: "full-stack", technologiesUsed: [], keywordsAndTags: [], description: `[b](/uploads\\/${b.file})` });
    expect(row!.files).toBeNull();
    // Before the backfill, the check reads such rows itself.
    expect(await filesInUse(db, [a.url, b.url], new Date(Date.now() + 2 * DAY))).toEqual(new Set([a.url, b.url]));
    expect((await api.delete(`/api/v1/media/${a.id}?confirm=recent`, { cookie: owner })).status).toBe(409);

    expect(await recordRowFiles(db)).toBeGreaterThanOrEqual(2);
    expect(await db.select({ files: blogs.files, version: blogs.version }).from(blogs)).toEqual([{ files: [a.url], version: 1 }]);
    expect(await db.select({ files: projects.files }).from(projects)).toEqual([{ files: [b.url] }]);
    expect(await recordRowFiles(db)).toBe(0);
    expect((await api.delete(`/api/v1/media/${b.id}?confirm=recent`, { cookie: owner })).status).toBe(409);
  });

  test("an update that changes what a row names by another door forgets its list; one of other columns keeps it", async () => {
    const a = await libraryImage();
    const post = await createBlog({ content: `![a](/uploads/${a.file})` });
    const db = await getDb();
    await db.update(blogs).set({ title: "Retitled by hand" }).where(eq(blogs.id, post._id));
    expect((await db.select({ files: blogs.files }).from(blogs))[0]!.files).toEqual([a.url]);
    // A re-encoded image, a hand-written query: the text no longer names it, the cover does.
    await db.execute(sql`update blogs set content = 'Nothing now.', image_url = ${a.url} where id = ${post._id}`);
    const [written] = await db.select({ files: blogs.files, version: blogs.version }).from(blogs);
    expect(written!.files).toBeNull();
    // Read again by the check: used by the cover now.
    const uses = (await usesOf(db, [a.url])).get(a.url)!;
    expect(uses.map((use) => use.field)).toEqual(["imageUrl"]);
    expect(await recordRowFiles(db)).toBeGreaterThanOrEqual(1);
    // Recording is no change of content: the version an open form holds stays current.
    expect(await db.select({ files: blogs.files, version: blogs.version }).from(blogs)).toEqual([{ files: [a.url], version: written!.version }]);
  });
});
