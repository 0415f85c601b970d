/**
 * The media library (issue 24, point 4): every upload has a record (the library's and the
 * editor's uploads at once, an item's once its row names it), listed newest first with where
 * it is used; its default alt text is editable; one nothing uses can be deleted, and every
 * unused one cleaned up in one step. "Used" is the one rule of src/lib/media/in-use.ts: a row's
 * image column or Markdown, trashed items, kept versions, a library upload less than a day old.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { blogs, media, projects } from "@/lib/db/schema";
import { recordNamedUploads } from "@/lib/media/backfill";
import { setMediaClockForTests } from "@/lib/media/clock";
import { filesInUse } from "@/lib/media/in-use";
import { uploadDir } from "@/lib/storage";
import { previewScope } from "@/lib/storage/scope";
import { setTrashClockForTests } from "@/lib/trash/clock";
import { purgeExpiredTrash } from "@/lib/trash/trash";
import { api, loginAsOwner, UNKNOWN_ID } from "../helpers/api";
import { clearUploads, countRows, resetDatabase, snapshotRows, uploadedFiles, uploadExists, withEnv } from "../helpers/db";
import { validBlog, validProject } from "../helpers/fixtures";
import { IMAGE_BYTES, imageFile, oversizedPng, svgFile, textFileNamedPng } from "../helpers/images";
import { pdfFile } from "../helpers/pdf";

const DAY = 24 * 60 * 60 * 1000;
const LOCAL_FILE = /^\/uploads\/[0-9a-f-]{36}\.(webp|jpg|pdf)$/;

let owner: string;
beforeEach(async () => {
  setMediaClockForTests();
  setTrashClockForTests();
  await resetDatabase();
  await clearUploads();
  owner = await loginAsOwner();
});
afterAll(() => {
  setMediaClockForTests();
  setTrashClockForTests();
});

/** Moves the media library's clock `days` ahead of the real one. */
const mediaDaysLater = (days: number) => setMediaClockForTests(() => new Date(Date.now() + days * DAY));

async function uploadToLibrary(file: File = imageFile("png"), alt?: string) {
  const res = await api.post("/api/v1/media", { cookie: owner, multipart: { file, ...(alt === undefined ? {} : { alt }) } });
  if (res.status !== 201) throw new Error(`POST /media: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.media;
}

async function listMedia() {
  const res = await api.get("/api/v1/media", { cookie: owner });
  expect(res.status).toBe(200);
  return res.body.media as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const byUrl = async (url: string) => (await listMedia()).find((item) => item.url === url);

async function createBlog(overrides: Record<string, unknown> = {}, files: Record<string, File> = {}) {
  const res = await api.post("/api/v1/blogs", { cookie: owner, multipart: { ...validBlog(overrides), ...files } });
  if (res.status !== 201) throw new Error(`POST /blogs: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.blog;
}

describe("owner only", () => {
  test.each([
    ["GET", "/api/v1/media"],
    ["POST", "/api/v1/media"],
    ["GET", `/api/v1/media/${UNKNOWN_ID}`],
    ["PATCH", `/api/v1/media/${UNKNOWN_ID}`],
    ["DELETE", `/api/v1/media/${UNKNOWN_ID}`],
    ["POST", "/api/v1/media/clean"],
  ] as const)("%s %s without a session is 401 and changes nothing", async (method, url) => {
    const before = await snapshotRows();
    const res = await api.request(method, url, method === "POST" && url.endsWith("/media") ? { multipart: { file: imageFile() } } : {});
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe("You need to log in to do that.");
    expect(await snapshotRows()).toEqual(before);
    expect(await uploadedFiles()).toEqual([]);
  });

  test("a request from another site is 403", async () => {
    const res = await api.post("/api/v1/media/clean", { cookie: owner, headers: { origin: "https://evil.example" } });
    expect(res.status).toBe(403);
  });

  test("a method the endpoint lacks is 405 with Allow", async () => {
    const res = await api.put("/api/v1/media", { cookie: owner, json: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
    expect((await api.get("/api/v1/media/clean", { cookie: owner })).status).toBe(405);
  });
});

describe("POST /media: an image into the library", () => {
  test("goes through the pipeline, answers 201 with its record, and the file is served", async () => {
    const item = await uploadToLibrary(imageFile("png", "Diagram of the flow.png"), "The request flow");
    expect(item).toEqual({
      _id: expect.any(String),
      url: expect.stringMatching(LOCAL_FILE),
      name: "Diagram of the flow.png",
      contentType: "image/webp",
      bytes: expect.any(Number),
      width: 3,
      height: 2,
      placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
      alt: "The request flow",
      createdAt: expect.any(String),
      origin: "media",
      usedBy: [],
      keptBecause: "recent",
    });
    const stored = await fs.readFile(path.join(uploadDir(), item.url.slice("/uploads/".length)));
    expect(item.bytes).toBe(stored.byteLength);
    const served = await api.get(item.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    // The one record, listed; GET by id answers the same.
    expect(await listMedia()).toEqual([item]);
    expect((await api.get(`/api/v1/media/${item._id}`, { cookie: owner })).body.media).toEqual(item);
  });

  test("without alt text the default is empty (the Markdown's own alt is used)", async () => {
    expect((await uploadToLibrary(imageFile("jpg"))).alt).toBe("");
  });

  test.each([
    ["no file at all", { alt: "x" }, 400, 'file is required: send one image as the form field "file" (multipart/form-data).'],
    ["file sent as text", { file: "https://example.com/a.png" }, 400, "file must be an image file."],
    ["an SVG", { file: svgFile() }, 415, "file must be a PNG, JPEG, WebP, GIF or AVIF image."],
    ["text named .png", { file: textFileNamedPng() }, 415, "file must be a PNG, JPEG, WebP, GIF or AVIF image."],
    ["a PDF", { file: pdfFile() }, 415, "file must be a PNG, JPEG, WebP, GIF or AVIF image."],
    ["over 4 MB", { file: oversizedPng() }, 413, null],
    ["alt text too long", { file: imageFile(), alt: "a".repeat(201) }, 400, "alt must be at most 200 characters."],
    ["alt text with a control character", { file: imageFile(), alt: "a\u0007b" }, 400, "alt must not contain a control character (U+0007)."],
  ] as const)("%s: %s with a clear msg, nothing stored", async (_case, multipart, status, msg) => {
    const before = await snapshotRows();
    const res = await api.post("/api/v1/media", { cookie: owner, multipart: multipart as Record<string, string | File> });
    expect(res.status).toBe(status);
    expect(typeof res.body.msg).toBe("string");
    if (msg) expect(res.body.msg).toBe(msg);
    expect(await snapshotRows()).toEqual(before);
    expect(await uploadedFiles()).toEqual([]);
  });

  test("a JSON body (no file) is a 400, not a 500", async () => {
    const res = await api.post("/api/v1/media", { cookie: owner, json: { url: "https://example.com/a.png" } });
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/^file is required/);
  });

  test("an image whose bytes do not decode is 415, nothing stored", async () => {
    const broken = new File([IMAGE_BYTES.png.slice(0, 40)], "broken.png", { type: "image/png" });
    const res = await api.post("/api/v1/media", { cookie: owner, multipart: { file: broken } });
    expect(res.status).toBe(415);
    expect(await countRows(media)).toBe(0);
  });
});

describe("every upload has a record", () => {
  test("an item's images and the profile's photo and résumé, listed with where they are used", async () => {
    const project = await api.post("/api/v1/projects", {
      cookie: owner,
      multipart: { ...validProject({ title: "Fieldnotes" }), logo: imageFile("png", "logo.png"), screenshot: imageFile("jpg", "shot.jpg") },
    });
    expect(project.status).toBe(201);
    const { _id, logo, screenshot } = project.body.project;
    const profile = await api.patch("/api/v1/profile", { cookie: owner, multipart: { avatar: imageFile("webp", "me.webp"), resume: pdfFile() } });
    expect(profile.status).toBe(200);
    const { avatar, resumeUrl } = profile.body.profile;

    const list = await listMedia();
    expect(list.map((item) => item.url).sort()).toEqual([logo, screenshot, avatar, resumeUrl].sort());
    expect(await byUrl(logo)).toMatchObject({
      name: "logo.png",
      origin: "item",
      width: 3,
      height: 2,
      keptBecause: "items",
      usedBy: [{ kind: "projects", id: _id, title: "Fieldnotes", field: "logo", inTrash: false }],
    });
    expect(await byUrl(screenshot)).toMatchObject({ name: "shot.jpg", contentType: "image/jpeg" });
    expect(await byUrl(avatar)).toMatchObject({ usedBy: [{ kind: "profile", id: "profile", field: "avatar" }], keptBecause: "items" });
    expect(await byUrl(resumeUrl)).toMatchObject({
      contentType: "application/pdf",
      width: null,
      height: null,
      placeholder: null,
      usedBy: [{ kind: "profile", id: "profile", field: "resumeUrl" }],
    });
  });

  test("a save that fails after its upload leaves neither file nor record", async () => {
    await createBlog({ slug: "taken" });
    const before = await snapshotRows();
    const filesBefore = await uploadedFiles();
    const res = await api.post("/api/v1/blogs", { cookie: owner, multipart: { ...validBlog({ slug: "taken" }), imageUrl: imageFile() } });
    expect(res.status).toBe(409);
    expect(await snapshotRows()).toEqual(before);
    expect(await uploadedFiles()).toEqual(filesBefore);
  });

  test("a replaced cover goes with its record once nothing names it", async () => {
    const project = await api.post("/api/v1/techStack", {
      cookie: owner,
      multipart: { title: "VS Code", category: "Editor", url: "https://code.visualstudio.com", techStackType: "dev", imageUrl: imageFile() },
    });
    const { _id, imageUrl: first } = project.body.techstack;
    const replaced = await api.patch(`/api/v1/techStack/${_id}`, { cookie: owner, multipart: { imageUrl: imageFile("jpg") } });
    expect(replaced.status).toBe(200);
    expect(await uploadExists(first)).toBe(false);
    expect((await listMedia()).map((item) => item.url)).toEqual([replaced.body.techstack.imageUrl]);
  });
});

describe("where an upload is used", () => {
  test("a post's text, a trashed item, an earlier version: each named, newest upload first", async () => {
    const inline = await uploadToLibrary(imageFile("png", "inline.png"));
    const other = await uploadToLibrary(imageFile("jpg", "other.jpg"));
    const post = await createBlog({ title: "With a picture", content: `Look:\n\n![A diagram](${inline.url} "The flow")\n` }, { imageUrl: imageFile("png", "cover.png") });
    const cover = post.imageUrl;

    // Newest first: the cover, then the two library uploads in reverse order.
    expect((await listMedia()).map((item) => item.name)).toEqual(["cover.png", "other.jpg", "inline.png"]);
    expect(await byUrl(inline.url)).toMatchObject({
      keptBecause: "items",
      usedBy: [{ kind: "blogs", id: post._id, title: "With a picture", field: "content", inTrash: false }],
    });
    expect(await byUrl(other.url)).toMatchObject({ keptBecause: "recent", usedBy: [] });

    // A new cover: the old one stays while the post's earlier version names it.
    const patched = await api.patch(`/api/v1/blogs/${post._id}`, { cookie: owner, multipart: { imageUrl: imageFile("jpg", "cover2.jpg") } });
    expect(patched.status).toBe(200);
    expect(await byUrl(cover)).toMatchObject({
      keptBecause: "versions",
      usedBy: [{ kind: "blogs", id: post._id, title: "With a picture", field: "version", inTrash: false }],
    });

    // In the trash, the post still uses its images.
    expect((await api.delete(`/api/v1/blogs/${post._id}`, { cookie: owner })).status).toBe(200);
    expect(await byUrl(inline.url)).toMatchObject({ keptBecause: "items", usedBy: [{ field: "content", inTrash: true }] });
  });

  test("a project's description and the profile's About name uploads too", async () => {
    const a = await uploadToLibrary();
    const b = await uploadToLibrary();
    const project = await api.post("/api/v1/projects", { cookie: owner, json: validProject({ description: `See ![shot](${a.url})` }) });
    expect(project.status).toBe(201);
    expect((await api.patch("/api/v1/profile", { cookie: owner, json: { about: `Me: ![me](${b.url})` } })).status).toBe(200);
    mediaDaysLater(2);
    expect(await byUrl(a.url)).toMatchObject({ keptBecause: "items", usedBy: [{ kind: "projects", field: "description" }] });
    expect(await byUrl(b.url)).toMatchObject({ keptBecause: "items", usedBy: [{ kind: "profile", field: "about" }] });
  });

  test("filesInUse: the one rule, by rows, text, versions and age", async () => {
    const named = await uploadToLibrary();
    const recent = await uploadToLibrary();
    const old = await uploadToLibrary();
    await createBlog({ content: `[a link to it](${named.url})` });
    const db = await getDb();
    // A library upload's age is counted from its record.
    await db.update(media).set({ createdAt: new Date(Date.now() - 2 * DAY) }).where(eq(media.url, old.url));
    const used = await filesInUse(db, [named.url, recent.url, old.url, "/uploads/never-stored.webp"]);
    expect([...used].sort()).toEqual([named.url, recent.url].sort());
    // A day on, the recent one is unused too.
    const later = await filesInUse(db, [named.url, recent.url], new Date(Date.now() + 2 * DAY));
    expect([...later]).toEqual([named.url]);
  });
});

describe("PATCH /media/{id}: the default alt text", () => {
  test("is saved, trimmed, and may be emptied", async () => {
    const item = await uploadToLibrary(imageFile(), "old words");
    const res = await api.patch(`/api/v1/media/${item._id}`, { cookie: owner, json: { alt: "  A clearer description  " } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ msg: "Alt text saved.", media: { ...item, alt: "A clearer description" } });
    const form = await api.patch(`/api/v1/media/${item._id}`, { cookie: owner, form: { alt: "" } });
    expect(form.body.media.alt).toBe("");
    const nulled = await api.patch(`/api/v1/media/${item._id}`, { cookie: owner, json: { alt: null } });
    expect(nulled.status).toBe(200);
  });

  test.each([
    [{ alt: "a".repeat(201) }, "alt must be at most 200 characters."],
    [{ alt: "two\nlines" }, "alt must not contain a control character (U+000A)."],
    [{ alt: 42 }, "alt must be text."],
    [{}, 'Nothing to update: send alt (the upload\'s default alt text; "" for none).'],
    [{ name: "renamed.png" }, 'Nothing to update: send alt (the upload\'s default alt text; "" for none).'],
  ])("%j is a 400: %s", async (json, msg) => {
    const item = await uploadToLibrary(imageFile(), "kept");
    const res = await api.patch(`/api/v1/media/${item._id}`, { cookie: owner, json });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
    expect((await byUrl(item.url))!.alt).toBe("kept");
  });

  test("an unknown or malformed id is 404 before the body is read", async () => {
    for (const id of [UNKNOWN_ID, "not-an-id"]) {
      const res = await api.patch(`/api/v1/media/${id}`, { cookie: owner, json: { alt: "x" } });
      expect([res.status, res.body.msg]).toEqual([404, "Upload not found."]);
      expect((await api.get(`/api/v1/media/${id}`, { cookie: owner })).status).toBe(404);
    }
  });

  test("a body that is not an object is a 400", async () => {
    const item = await uploadToLibrary();
    const res = await api.patch(`/api/v1/media/${item._id}`, { cookie: owner, json: ["alt"] });
    expect(res.status).toBe(400);
    expect(typeof res.body.msg).toBe("string");
  });
});

describe("DELETE /media/{id}", () => {
  test("an upload a post uses is kept: 409 naming the post", async () => {
    const item = await uploadToLibrary(imageFile("png", "chart.png"));
    await createBlog({ title: "Charts", content: `![chart](${item.url})` });
    mediaDaysLater(2);
    const res = await api.delete(`/api/v1/media/${item._id}`, { cookie: owner });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe("chart.png is in use, so it was not deleted: it is used by the post “Charts” (text).");
    expect(res.body.media.url).toBe(item.url);
    expect(await uploadExists(item.url)).toBe(true);
  });

  test("an upload less than a day old is kept (a draft may name it); a day later it goes, file and record", async () => {
    const item = await uploadToLibrary();
    const early = await api.delete(`/api/v1/media/${item._id}`, { cookie: owner });
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe(
      "picture.png was uploaded less than a day ago, so it was not deleted: a draft may use it. Nothing saved uses it: delete it with ?confirm=recent if no draft does.",
    );
    expect(early.body.media).toMatchObject({ url: item.url, keptBecause: "recent" });
    expect(await uploadExists(item.url)).toBe(true);
    mediaDaysLater(1.01);
    const res = await api.delete(`/api/v1/media/${item._id}`, { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe("picture.png deleted.");
    expect(await uploadExists(item.url)).toBe(false);
    expect(await countRows(media)).toBe(0);
    expect((await api.delete(`/api/v1/media/${item._id}`, { cookie: owner })).status).toBe(404);
  });

  test("the owner deletes a new upload nothing saved names once they confirm (?confirm=recent): file and record go", async () => {
    const item = await uploadToLibrary(imageFile("png", "draft-shot.png"));
    const res = await api.delete(`/api/v1/media/${item._id}?confirm=recent`, { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe("draft-shot.png deleted.");
    expect(await uploadExists(item.url)).toBe(false);
    expect(await countRows(media)).toBe(0);
    expect(await listMedia()).toEqual([]);
  });

  test("the confirmation never deletes a new upload something saved names: a post's text, a trashed post, a kept version", async () => {
    // Named by a post's text.
    const inText = await uploadToLibrary(imageFile("png", "in-text.png"));
    await createBlog({ title: "Fresh", content: `![shot](${inText.url})` });
    const named = await api.delete(`/api/v1/media/${inText._id}?confirm=recent`, { cookie: owner });
    expect(named.status).toBe(409);
    expect(named.body.msg).toBe("in-text.png is in use, so it was not deleted: it is used by the post “Fresh” (text).");
    expect(await uploadExists(inText.url)).toBe(true);

    // Named by a post in the trash.
    const trashedImage = await uploadToLibrary(imageFile("png", "trashed.png"));
    const trashed = await createBlog({ title: "Binned", content: `![shot](${trashedImage.url})` });
    expect((await api.delete(`/api/v1/blogs/${trashed._id}`, { cookie: owner })).status).toBe(200);
    const inTrash = await api.delete(`/api/v1/media/${trashedImage._id}?confirm=recent`, { cookie: owner });
    expect(inTrash.status).toBe(409);
    expect(inTrash.body.msg).toMatch(/^trashed\.png is in use, so it was not deleted: it is used by the post “Binned” \(text, in the trash\)\.$/);

    // Named only by a kept version: the text no longer names it.
    const earlier = await uploadToLibrary(imageFile("png", "earlier.png"));
    const post = await createBlog({ title: "Rewritten", content: `![shot](${earlier.url})` });
    const edited = await api.patch(`/api/v1/blogs/${post._id}`, { cookie: owner, json: { content: "No image any more." } });
    expect(edited.status).toBe(200);
    const versioned = await api.delete(`/api/v1/media/${earlier._id}?confirm=recent`, { cookie: owner });
    expect(versioned.status).toBe(409);
    expect(versioned.body.msg).toBe("earlier.png is in use, so it was not deleted: it is used by an earlier version of the post “Rewritten”.");
    for (const url of [inText.url, trashedImage.url, earlier.url]) expect(await uploadExists(url)).toBe(true);
  });

  test("any other confirm is a 400 saying what it takes; nothing is deleted", async () => {
    const item = await uploadToLibrary();
    const res = await api.delete(`/api/v1/media/${item._id}?confirm=yes`, { cookie: owner });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('confirm must be "recent" (delete an upload less than a day old that nothing saved uses), or left out.');
    expect(await uploadExists(item.url)).toBe(true);
  });

  test("clean-up still leaves a new upload; the confirmed delete is the owner's one-by-one choice", async () => {
    const item = await uploadToLibrary();
    const cleaned = await api.post("/api/v1/media/clean", { cookie: owner });
    expect(cleaned.body).toMatchObject({ deleted: 0 });
    expect(await uploadExists(item.url)).toBe(true);
    expect(await filesInUse(await getDb(), [item.url])).toEqual(new Set([item.url]));
  });

  test("an item's own image is in use while the item is", async () => {
    const project = await api.post("/api/v1/projects", { cookie: owner, multipart: { ...validProject({ title: "Lowroad" }), logo: imageFile() } });
    const logo = await byUrl(project.body.project.logo);
    const res = await api.delete(`/api/v1/media/${logo!._id}`, { cookie: owner });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe("picture.png is in use, so it was not deleted: it is used by the project “Lowroad” (logo).");
  });

  test("unknown and malformed ids are 404", async () => {
    expect((await api.delete(`/api/v1/media/${UNKNOWN_ID}`, { cookie: owner })).body.msg).toBe("Upload not found.");
    expect((await api.delete("/api/v1/media/%00", { cookie: owner })).status).toBe(404);
  });
});

describe("POST /media/clean: every unused upload in one step", () => {
  test("deletes what nothing uses, spares what is used, new or kept by a version", async () => {
    const used = await uploadToLibrary(imageFile("png", "used.png"));
    const unused = await uploadToLibrary(imageFile("png", "unused.png"));
    const post = await createBlog({ content: `![x](${used.url})` }, { imageUrl: imageFile("png", "cover.png") });
    const replacedBy = await api.patch(`/api/v1/blogs/${post._id}`, { cookie: owner, multipart: { imageUrl: imageFile("jpg") } });
    expect(replacedBy.status).toBe(200);
    const fresh = await uploadToLibrary(imageFile("png", "fresh.png"));

    // Nothing is a day old yet: nothing to clean.
    const none = await api.post("/api/v1/media/clean", { cookie: owner });
    expect(none.body).toEqual({ msg: "No unused uploads: nothing was deleted.", deleted: 0, media: [] });

    // Two days later, with `fresh` uploaded just now (its own clock).
    mediaDaysLater(2);
    const db = await getDb();
    await db.update(media).set({ createdAt: new Date(Date.now() + 2 * DAY) }).where(eq(media.url, fresh.url));
    const res = await api.post("/api/v1/media/clean", { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe("Deleted 1 unused upload.");
    expect(res.body.deleted).toBe(1);
    expect(res.body.media.map((item: { url: string }) => item.url)).toEqual([unused.url]);
    expect(await uploadExists(unused.url)).toBe(false);
    for (const url of [used.url, post.imageUrl, replacedBy.body.blog.imageUrl, fresh.url]) expect(await uploadExists(url)).toBe(true);
    expect((await listMedia()).map((item) => item.name).sort()).toEqual(["cover.png", "fresh.png", "picture.jpg", "used.png"]);
  });
});

describe("what an item lets go of", () => {
  test("a purged post takes its own cover; a library image in its text stays, listed as unused", async () => {
    const inline = await uploadToLibrary();
    const post = await createBlog({ content: `![x](${inline.url})` }, { imageUrl: imageFile("jpg") });
    expect((await api.delete(`/api/v1/blogs/${post._id}`, { cookie: owner })).status).toBe(200);
    setTrashClockForTests(() => new Date(Date.now() + 31 * DAY));
    mediaDaysLater(2);
    expect(await purgeExpiredTrash()).toBe(1);
    expect(await uploadExists(post.imageUrl)).toBe(false);
    expect(await uploadExists(inline.url)).toBe(true);
    expect(await listMedia()).toEqual([expect.objectContaining({ url: inline.url, usedBy: [], keptBecause: null })]);
  });
});

describe("a preview deployment", () => {
  test("cleans its own unused uploads; production's are only forgotten there, never deleted", async () => {
    const production = await uploadToLibrary();
    await withEnv({ VERCEL_ENV: "preview", VERCEL_GIT_COMMIT_REF: "feature/media" }, async () => {
      const mine = await uploadToLibrary();
      expect(mine.url).toMatch(new RegExp(`^/uploads/${previewScope("feature/media")}-`));
      mediaDaysLater(2);
      const res = await api.post("/api/v1/media/clean", { cookie: owner });
      expect(res.body.deleted).toBe(2);
      expect(await uploadExists(mine.url)).toBe(false);
      expect(await uploadExists(production.url)).toBe(true);
    });
  });
});

describe("uploads stored before records were kept", () => {
  test("get a record at start-up: sizes from their rows, text-only files measured, missing ones skipped; once", async () => {
    const db = await getDb();
    const project = await api.post("/api/v1/projects", { cookie: owner, multipart: { ...validProject(), logo: imageFile() } });
    const { logo } = project.body.project;
    // A file a post names by hand, stored without a record, and a URL that names nothing stored.
    const name = "0b0c2a5e-1f7a-4c1e-9a55-3b9f3c1d2e4f.webp";
    await fs.writeFile(path.join(uploadDir(), name), Buffer.from(IMAGE_BYTES.webp));
    // Written directly: the API refuses an image address that is no upload of the site.
    await db.insert(blogs).values({ ...validBlog({ slug: "by-hand" }), slug: "by-hand", content: `![a](/uploads/${name}) and ![b](/uploads/9d9d9d9d-1f7a-4c1e-9a55-3b9f3c1d2e4f.webp)` });
    await db.delete(media);

    expect(await recordNamedUploads(db, { uploadDir: uploadDir() })).toBe(2);
    const list = await listMedia();
    expect(list.map((item) => item.url).sort()).toEqual([logo, `/uploads/${name}`].sort());
    expect(list.find((item) => item.url === logo)).toMatchObject({ width: 3, height: 2, origin: "item", name: logo.slice(9) });
    expect(list.find((item) => item.url === `/uploads/${name}`)).toMatchObject({
      contentType: "image/webp",
      width: 3,
      height: 2,
      bytes: IMAGE_BYTES.webp.byteLength,
      placeholder: expect.stringMatching(/^data:image\/webp/),
    });
    expect(await recordNamedUploads(db, { uploadDir: uploadDir() })).toBe(0);
    expect(await countRows(projects)).toBe(1);
  });
});

describe("kept versions name the uploads in their text", () => {
  test("a version's files list its cover and the uploads its Markdown names", async () => {
    const inline = await uploadToLibrary();
    const post = await createBlog({ content: `![x](${inline.url}) and [the same](${inline.url})` }, { imageUrl: imageFile() });
    const db = await getDb();
    const { itemVersions } = await import("@/lib/db/schema");
    const [version] = await db.select().from(itemVersions).where(eq(itemVersions.itemId, post._id));
    expect(version!.files).toEqual([post.imageUrl, inline.url]);
  });

  test("the migration fills older versions' files with the same pattern (drizzle/0007_media.sql)", async () => {
    const { sql } = await import("drizzle-orm");
    const { itemVersions } = await import("@/lib/db/schema");
    const { UPLOAD_URL_PATTERN, uploadUrlsIn } = await import("@/lib/media/upload-urls");
    const migration = await fs.readFile(path.join(process.cwd(), "drizzle/0007_media.sql"), "utf8");
    const update = migration.split("--> statement-breakpoint").find((part) => part.includes('UPDATE "item_versions"'))!;
    // The SQL names the pattern JavaScript uses, character for character.
    expect(update).toContain(`'${UPLOAD_URL_PATTERN}'`);

    const blob = "https://abc123.public.blob.vercel-storage.com/images/0b0c2a5e-1f7a-4c1e-9a55-3b9f3c1d2e4f.webp";
    const local = "/uploads/preview-x-12345678-0b0c2a5e-1f7a-4c1e-9a55-3b9f3c1d2e4f.jpg";
    const content = `![a](${blob}) text ![b](${local} "t") again ${blob} and https://example.com/pic.png`;
    expect(uploadUrlsIn(content)).toEqual([blob, local]);
    const db = await getDb();
    const itemId = "11111111-1111-4111-8111-111111111111";
    await db.insert(itemVersions).values([
      { collection: "blogs", itemId, version: 1, snapshot: { title: "Old", content }, files: ["/uploads/cover.webp"] },
      { collection: "projects", itemId, version: 1, snapshot: { title: "P", description: `see ${local}` }, files: [] },
      { collection: "projects", itemId, version: 2, snapshot: { title: "P", description: "nothing" }, files: ["/uploads/logo.webp"] },
    ]);
    await db.execute(sql.raw(update));
    const rows = await db.select().from(itemVersions).where(eq(itemVersions.itemId, itemId)).orderBy(itemVersions.collection, itemVersions.version);
    // (Sorted here: the order of `files` follows the database's collation.)
    expect(rows.map((row) => [...row.files].sort())).toEqual([[local, blob, "/uploads/cover.webp"].sort(), [local], ["/uploads/logo.webp"]]);
  });
});
