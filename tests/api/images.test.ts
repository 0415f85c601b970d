/**
 * Image uploads with the local-disk storage ($DATA_DIR/uploads): accepted types judged by
 * their bytes, 413 and 415, clean-up of replaced, deleted and orphaned files, and the
 * /uploads/[name] route that serves them.
 */
import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { projects, techStack } from "@/lib/db/schema";
import { getStorage, setStorageForTests, uploadDir, type ImageStorage } from "@/lib/storage";
import { localStorage } from "@/lib/storage/local";
import { api, buildRequest, dispatch, loginAsOwner } from "../helpers/api";
import { breakWritesTo, countRows, resetDatabase, snapshotCounts, uploadedFiles, uploadExists } from "../helpers/db";
import { validBlog, validCertification, validProject, validTechStack } from "../helpers/fixtures";
import sharp from "sharp";
import {
  IMAGE_BYTES,
  IMAGE_SIZE,
  imageFile,
  oversizedPng,
  svgFile,
  STORED_AS,
  textFileNamedPng,
  type ImageKind,
} from "../helpers/images";

let owner: string;
beforeEach(async () => {
  await resetDatabase();
  owner = await loginAsOwner();
});
afterEach(() => {
  setStorageForTests(undefined);
  jest.restoreAllMocks();
});

const nameOf = (url: string) => url.slice("/uploads/".length);

/**
 * A form with an untouched file input, as a browser sends it: a part with `filename=""`.
 * (Written by hand: undici's FormData drops an empty filename, which makes the part plain
 * empty text, and that means "remove the image".)
 */
function untouchedFileInput(field: string, text: Record<string, string>) {
  const boundary = "----untouched";
  const part = (disposition: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n\r\n${value}\r\n`;
  const body =
    Object.entries(text).map(([name, value]) => part(`name="${name}"`, value)).join("") +
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename=""\r\nContent-Type: application/octet-stream\r\n\r\n\r\n` +
    `--${boundary}--\r\n`;
  return { body, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
const quietErrors = () => jest.spyOn(console, "error").mockImplementation(() => {});

const postProject = (files: Record<string, File>, overrides: Record<string, unknown> = {}) =>
  api.post("/api/v1/projects", { cookie: owner, multipart: { ...(validProject(overrides) as Record<string, string>), ...files } });

test("tests use the local-disk storage under $DATA_DIR/uploads, never Vercel Blob", () => {
  expect(getStorage().kind).toBe("local");
  expect(uploadDir()).toBe(path.join(path.resolve(process.env.DATA_DIR as string), "uploads"));
});

describe("accepted images", () => {
  test.each(Object.keys(IMAGE_BYTES) as ImageKind[])("a %s image is accepted, re-encoded, stored and served back", async (kind) => {
    const res = await api.post("/api/v1/techStack", {
      cookie: owner,
      multipart: { ...(validTechStack() as Record<string, string>), imageUrl: imageFile(kind) },
    });
    expect(res.status).toBe(201);
    const url: string = res.body.techstack.imageUrl;
    const stored = STORED_AS[kind];
    expect(url).toMatch(new RegExp(`^/uploads/[0-9a-f-]{36}\\.${stored.extension}$`));
    expect(res.body.techstack).toMatchObject({ imageUrlWidth: IMAGE_SIZE.width, imageUrlHeight: IMAGE_SIZE.height });
    const onDisk = new Uint8Array(await fs.readFile(path.join(uploadDir(), nameOf(url))));
    const { format, width, height } = await sharp(onDisk).metadata();
    expect({ format, width, height }).toEqual({ format: stored.extension === "jpg" ? "jpeg" : "webp", ...IMAGE_SIZE });

    const served = await api.get(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe(stored.contentType);
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.bytes).toEqual(onDisk);
  });

  test("the type comes from the bytes, not the file name or the declared type", async () => {
    const res = await postProject({ logo: imageFile("jpg", "photo.png", "image/png"), screenshot: imageFile("gif", "shot", "text/plain") });
    expect(res.status).toBe(201);
    expect(res.body.project.logo).toMatch(/\.jpg$/);
    expect(res.body.project.screenshot).toMatch(/\.webp$/);
    expect((await api.get(res.body.project.logo)).headers.get("content-type")).toBe("image/jpeg");
  });
});

describe("refused uploads change nothing", () => {
  test.each([
    ["an SVG", svgFile],
    ["a text file named .png", textFileNamedPng],
    ["an empty file with a name", () => new File([], "empty.png", { type: "image/png" })],
  ])("%s is 415 naming the field", async (_label, file) => {
    const before = { counts: await snapshotCounts(), files: await uploadedFiles() };
    const res = await postProject({ logo: imageFile("png"), screenshot: file() });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ msg: "screenshot must be a PNG, JPEG, WebP, GIF or AVIF image." });
    expect({ counts: await snapshotCounts(), files: await uploadedFiles() }).toEqual(before);
  });

  test("an image over 4 MB is 413", async () => {
    const before = { counts: await snapshotCounts(), files: await uploadedFiles() };
    const res = await postProject({ logo: oversizedPng() });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ msg: "logo is too large: images may be at most 4 MB." });
    expect({ counts: await snapshotCounts(), files: await uploadedFiles() }).toEqual(before);
  });

  test("an image of exactly 4 MB is accepted", async () => {
    const data = new Uint8Array(4 * 1024 * 1024);
    data.set(IMAGE_BYTES.png);
    const res = await postProject({ logo: new File([data], "big.png", { type: "image/png" }) });
    expect(res.status).toBe(201);
  });

  test("a declared Content-Length over the body limit is 413 before the body is read", async () => {
    const req = buildRequest("POST", "/api/v1/projects", {
      cookie: owner,
      body: "--x--",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(20 * 1024 * 1024) },
    });
    const res = await dispatch(req);
    expect(res.status).toBe(413);
    expect(res.body.msg).toMatch(/too large/);
    expect(await countRows(projects)).toBe(0);
  });

  test.each(["text/plain", "application/xml", "image/png"])("a %s request body is 415", async (type) => {
    const res = await api.post("/api/v1/projects", {
      cookie: owner,
      body: type === "image/png" ? IMAGE_BYTES.png : "title=x",
      headers: { "content-type": type },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({ msg: expect.stringMatching(/multipart\/form-data/) });
    expect(await countRows(projects)).toBe(0);
  });

  test("a refused replacement keeps the old image", async () => {
    const created = (await postProject({ logo: imageFile("png") })).body.project;
    const res = await api.patch(`/api/v1/projects/${created._id}`, { cookie: owner, multipart: { logo: svgFile() } });
    expect(res.status).toBe(415);
    expect((await api.get(`/api/v1/projects/${created._id}`)).body.project.logo).toBe(created.logo);
    expect(await uploadExists(created.logo)).toBe(true);
  });
});

/**
 * Posts and projects keep their earlier versions, and a file a kept version names stays until
 * that version is no longer kept (docs/decisions.md, "When an uploaded file is used"); the
 * other entities keep none, so a replaced or removed image's file goes at once.
 */
const keptByHistory = (path: string) => /\/api\/v1\/(projects|blogs)\b/.test(path);

describe("files follow their rows", () => {
  const ENTITIES = [
    { path: "/api/v1/projects", single: "project", field: "logo", valid: validProject },
    { path: "/api/v1/projects", single: "project", field: "screenshot", valid: validProject },
    { path: "/api/v1/blogs", single: "blog", field: "imageUrl", valid: validBlog },
    { path: "/api/v1/certification", single: "certification", field: "image", valid: validCertification },
    { path: "/api/v1/techStack", single: "techstack", field: "imageUrl", valid: validTechStack },
  ];

  test.each(ENTITIES)("$path $field: kept on an edit without a file, replaced, kept in the trash, deleted forever", async ({ path: base, single, field, valid }) => {
    const created = await api.post(base, { cookie: owner, multipart: { ...(valid() as Record<string, string>), [field]: imageFile("png") } });
    expect(created.status).toBe(201);
    const first: string = created.body[single][field];
    expect(await uploadExists(first)).toBe(true);
    const item = `${base}/${created.body[single]._id}`;

    // An edit that sends no file (and one whose file input was left empty) keeps the image.
    const noFile = await api.patch(item, { cookie: owner, multipart: { title: "Edited" } });
    expect(noFile.status).toBe(200);
    expect(noFile.body[single][field]).toBe(first);
    const emptyInput = await dispatch(buildRequest("PATCH", item, { cookie: owner, ...untouchedFileInput(field, { title: "Edited again" }) }));
    expect(emptyInput.status).toBe(200);
    expect(emptyInput.body[single][field]).toBe(first);
    expect(await uploadExists(first)).toBe(true);

    // A new file replaces it; the old one is deleted, unless a kept version names it.
    const replaced = await api.patch(item, { cookie: owner, multipart: { [field]: imageFile("webp") } });
    expect(replaced.status).toBe(200);
    const second: string = replaced.body[single][field];
    expect(second).toMatch(/\.webp$/);
    expect(second).not.toBe(first);
    expect(await uploadExists(second)).toBe(true);
    expect(await uploadExists(first)).toBe(keptByHistory(base));
    expect((await api.get(first)).status).toBe(keptByHistory(base) ? 200 : 404);

    // Deleting the item moves it to the trash, where it can be restored: its file stays.
    expect((await api.delete(item, { cookie: owner })).status).toBe(200);
    expect(await uploadExists(second)).toBe(true);
    // Deleting it forever deletes its files, those of its kept versions too.
    const collection = base.replace("/api/v1/", "");
    expect((await api.delete(`/api/v1/trash/${collection}/${created.body[single]._id}`, { cookie: owner })).status).toBe(200);
    expect(await uploadExists(second)).toBe(false);
    expect(await uploadExists(first)).toBe(false);
  });

  test("replacing one project image leaves the other; deleting the project forever removes both", async () => {
    const created = (await postProject({ logo: imageFile("png"), screenshot: imageFile("jpg") })).body.project;
    const res = await api.patch(`/api/v1/projects/${created._id}`, { cookie: owner, multipart: { screenshot: imageFile("avif") } });
    expect(res.body.project.logo).toBe(created.logo);
    expect(await uploadExists(created.logo)).toBe(true);
    // The replaced screenshot stays while the version before this edit is kept.
    expect(await uploadExists(created.screenshot)).toBe(true);
    await api.delete(`/api/v1/projects/${created._id}`, { cookie: owner });
    expect(await uploadExists(created.logo)).toBe(true);
    await api.delete(`/api/v1/trash/projects/${created._id}`, { cookie: owner });
    expect(await uploadExists(created.logo)).toBe(false);
    expect(await uploadExists(created.screenshot)).toBe(false);
    expect(await uploadExists(res.body.project.screenshot)).toBe(false);
  });
});

describe("removing an image on PATCH (an empty value without a file)", () => {
  const ENTITIES = [
    { path: "/api/v1/projects", single: "project", field: "logo", valid: validProject },
    { path: "/api/v1/projects", single: "project", field: "screenshot", valid: validProject },
    { path: "/api/v1/blogs", single: "blog", field: "imageUrl", valid: validBlog },
    { path: "/api/v1/certification", single: "certification", field: "image", valid: validCertification },
    { path: "/api/v1/techStack", single: "techstack", field: "imageUrl", valid: validTechStack },
  ];
  const create = async (base: string, valid: () => object, fields: Record<string, File>) =>
    api.post(base, { cookie: owner, multipart: { ...(valid() as Record<string, string>), ...fields } });

  test.each(ENTITIES)("$path $field: multipart `$field=` clears the column and deletes the file (unless a kept version names it)", async ({ path: base, single, field, valid }) => {
    const created = (await create(base, valid, { [field]: imageFile("png") })).body[single];
    const stored: string = created[field];
    expect(await uploadExists(stored)).toBe(true);

    const res = await api.patch(`${base}/${created._id}`, { cookie: owner, multipart: { title: "Edited", [field]: "" } });
    expect(res.status).toBe(200);
    expect(res.body[single][field]).toBeNull();
    expect(res.body[single].title).toBe("Edited");
    expect((await api.get(`${base}/${created._id}`)).body[single][field]).toBeNull();
    expect(await uploadExists(stored)).toBe(keptByHistory(base));
    if (!keptByHistory(base)) expect(await uploadedFiles()).not.toContain(nameOf(stored));
  });

  test("urlencoded and JSON say it the same way; only the named image goes", async () => {
    const created = (await postProject({ logo: imageFile("png"), screenshot: imageFile("gif") })).body.project;
    const form = await api.patch(`/api/v1/projects/${created._id}`, { cookie: owner, form: { logo: "" } });
    expect(form.status).toBe(200);
    expect(form.body.project).toMatchObject({ logo: null, screenshot: created.screenshot });
    expect(await uploadExists(created.screenshot)).toBe(true);

    const json = await api.patch(`/api/v1/projects/${created._id}`, { cookie: owner, json: { screenshot: null } });
    expect(json.status).toBe(200);
    expect(json.body.project).toMatchObject({ logo: null, screenshot: null });

    const blank = await api.patch(`/api/v1/projects/${created._id}`, { cookie: owner, json: { logo: "" } });
    expect(blank.status).toBe(200);
  });

  test("removing an image that is already gone, or never was, is a harmless no-op", async () => {
    const created = (await postProject({})).body.project;
    expect(created.logo).toBeNull();
    const res = await api.patch(`/api/v1/projects/${created._id}`, { cookie: owner, multipart: { logo: "" } });
    expect(res.status).toBe(200);
    expect(res.body.project.logo).toBeNull();
  });

  test("a file wins over an empty value for the same field: it replaces", async () => {
    const created = (await postProject({ logo: imageFile("png") })).body.project;
    const body = new FormData();
    body.append("logo", "");
    body.append("logo", imageFile("webp"));
    const req = buildRequest("PATCH", `/api/v1/projects/${created._id}`, { cookie: owner, body });
    const res = await dispatch(req);
    expect(res.status).toBe(200);
    expect(res.body.project.logo).toMatch(/\.webp$/);
    expect(await uploadExists(res.body.project.logo)).toBe(true);
    // The first logo stays while the version before this edit is kept.
    expect(await uploadExists(created.logo)).toBe(true);
  });

  test("other text in an image field is 400 and changes nothing; the stored URL itself keeps the image", async () => {
    const created = (await postProject({ logo: imageFile("png") })).body.project;
    const before = { rows: await snapshotCounts(), files: await uploadedFiles() };
    const res = await api.patch(`/api/v1/projects/${created._id}`, {
      cookie: owner,
      json: { title: "Changed", logo: "https://elsewhere.example/x.png" },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ msg: "logo must be an image file, or empty to remove the image." });
    expect((await api.get(`/api/v1/projects/${created._id}`)).body.project).toEqual(created);
    expect({ rows: await snapshotCounts(), files: await uploadedFiles() }).toEqual(before);

    const roundTrip = await api.patch(`/api/v1/projects/${created._id}`, { cookie: owner, json: { ...created, title: "Round trip" } });
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.body.project.logo).toBe(created.logo);
    expect(await uploadExists(created.logo)).toBe(true);
  });

  test("the database refuses the write: the image and its file stay", async () => {
    quietErrors();
    const created = (await postProject({ logo: imageFile("png") })).body.project;
    const restore = await breakWritesTo(projects);
    try {
      const res = await api.patch(`/api/v1/projects/${created._id}`, { cookie: owner, multipart: { logo: "" } });
      expect(res.status).toBe(500);
    } finally {
      await restore();
    }
    expect((await api.get(`/api/v1/projects/${created._id}`)).body.project.logo).toBe(created.logo);
    expect(await uploadExists(created.logo)).toBe(true);
  });
});

describe("a failed write deletes what was just uploaded", () => {
  test("the database refuses the insert: 500 {msg}, no row, no file", async () => {
    const errors = quietErrors();
    const before = await uploadedFiles();
    const restore = await breakWritesTo(projects);
    try {
      const res = await postProject({ logo: imageFile("png"), screenshot: imageFile("gif") });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ msg: expect.any(String) });
    } finally {
      await restore();
    }
    expect(errors).toHaveBeenCalled();
    expect(await countRows(projects)).toBe(0);
    expect(await uploadedFiles()).toEqual(before);
    // The table works again once the failure is gone.
    expect((await postProject({})).status).toBe(201);
  });

  test("the database refuses the update: the new file is deleted, the old one and the row kept", async () => {
    quietErrors();
    const created = (await postProject({ logo: imageFile("png") })).body.project;
    const before = await uploadedFiles();
    const restore = await breakWritesTo(projects);
    try {
      const res = await api.patch(`/api/v1/projects/${created._id}`, {
        cookie: owner,
        multipart: { title: "New", logo: imageFile("webp") },
      });
      expect(res.status).toBe(500);
    } finally {
      await restore();
    }
    expect(await uploadedFiles()).toEqual(before);
    expect(await uploadExists(created.logo)).toBe(true);
    expect((await api.get(`/api/v1/projects/${created._id}`)).body.project).toEqual(created);
  });

  test("the storage fails on the second image: the first is deleted and no row written", async () => {
    quietErrors();
    const local = localStorage(uploadDir());
    let puts = 0;
    const failing: ImageStorage = {
      kind: "local",
      put: async (name, bytes, type) => {
        if (++puts === 2) throw new Error("disk full");
        return local.put(name, bytes, type);
      },
      delete: (url) => local.delete(url),
      owns: local.owns,
    };
    setStorageForTests(failing);
    const before = await uploadedFiles();
    const res = await postProject({ logo: imageFile("png"), screenshot: imageFile("png") });
    expect(res.status).toBe(500);
    expect(puts).toBe(2);
    expect(await uploadedFiles()).toEqual(before);
    expect(await countRows(projects)).toBe(0);
  });

  test("the item is deleted while its new image uploads: 404, and the upload is removed", async () => {
    const created = await api.post("/api/v1/techStack", { cookie: owner, json: validTechStack() });
    const id: string = created.body.techstack._id;
    const local = localStorage(uploadDir());
    setStorageForTests({
      kind: "local",
      put: async (name, bytes, type) => {
        const url = await local.put(name, bytes, type);
        await (await getDb()).delete(techStack).where(eq(techStack.id, id));
        return url;
      },
      delete: (url) => local.delete(url),
      owns: local.owns,
    });
    const before = await uploadedFiles();
    const res = await api.patch(`/api/v1/techStack/${id}`, { cookie: owner, multipart: { imageUrl: imageFile("png") } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ msg: "TechStack not found." });
    expect(await uploadedFiles()).toEqual(before);
  });
});

describe("GET /uploads/[name]", () => {
  test("unknown but well-formed names are 404 {msg}", async () => {
    for (const name of ["00000000-0000-4000-8000-000000000000.png", "abc.webp"]) {
      const res = await api.get(`/uploads/${name}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ msg: "File not found." });
    }
  });

  test("unsafe names are 404, even when a file of that name exists", async () => {
    const dataDir = path.resolve(process.env.DATA_DIR as string);
    await fs.mkdir(uploadDir(), { recursive: true });
    await fs.writeFile(path.join(dataDir, "secret.png"), IMAGE_BYTES.png);
    await fs.writeFile(path.join(uploadDir(), "script.svg"), "<svg/>");
    await fs.writeFile(path.join(uploadDir(), "notes.txt"), "hi");
    await fs.writeFile(path.join(uploadDir(), "UPPER.PNG"), IMAGE_BYTES.png);
    // The control: a safe name in the folder is served.
    await fs.writeFile(path.join(uploadDir(), "abc-123.png"), IMAGE_BYTES.png);
    expect((await api.get("/uploads/abc-123.png")).status).toBe(200);
    for (const name of ["../secret.png", "..%2Fsecret.png", "script.svg", "notes.txt", "UPPER.PNG", ".png", "a b.png", "a.png.txt"]) {
      const res = await api.get(`/uploads/${encodeURIComponent(name)}`);
      expect(`${name} ${res.status}`).toBe(`${name} 404`);
    }
  });
});
