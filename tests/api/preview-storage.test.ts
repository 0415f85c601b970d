/**
 * Previews never touch production's files (issue 22, point 16). Vercel gives production and
 * its previews one Blob store, and a preview's database branch is a copy of production's
 * rows; so on a preview (VERCEL_ENV=preview) the rows name production's files. Here, on the
 * same data and the same uploads folder, as a `next start` with VERCEL_ENV=preview would:
 * replacing an image, deleting an item forever, the trash purge and the re-encoding of old
 * uploads delete only what the preview itself uploaded, under its own prefix.
 */
import { eq } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { projects, techStack } from "@/lib/db/schema";
import { reencodeOldUploads } from "@/lib/images/backfill";
import { getStorage, uploadDir } from "@/lib/storage";
import { blobStorage } from "@/lib/storage/blob";
import { localStorage } from "@/lib/storage/local";
import { deletePreviewUploads } from "@/lib/storage/preview-uploads";
import { previewScope, scopeFromEnv } from "@/lib/storage/scope";
import { setTrashClockForTests } from "@/lib/trash/clock";
import { purgeExpiredTrash } from "@/lib/trash/trash";
import { api, loginAsOwner } from "../helpers/api";
import { clearUploads, resetDatabase, uploadedFiles, uploadExists, withEnv } from "../helpers/db";
import { validProject, validTechStack } from "../helpers/fixtures";
import { imageFile } from "../helpers/images";

const BRANCH = "feature/New-Look";
const PREVIEW = { VERCEL_ENV: "preview", VERCEL_GIT_COMMIT_REF: BRANCH };
const PREVIEW_FILE = new RegExp(`^/uploads/${previewScope(BRANCH)}-[0-9a-f-]{36}\\.(webp|jpg)$`);
const PRODUCTION_FILE = /^\/uploads\/[0-9a-f-]{36}\.(webp|jpg)$/;
const DAY = 24 * 60 * 60 * 1000;

let owner: string;
beforeEach(async () => {
  await resetDatabase();
  await clearUploads();
  owner = await loginAsOwner();
});
afterEach(() => setTrashClockForTests());

/** As production: a project with a logo and a screenshot, a tech stack item with its image. */
async function productionContent() {
  const project = await api.post("/api/v1/projects", {
    cookie: owner,
    multipart: { ...validProject(), logo: imageFile("png"), screenshot: imageFile("webp") },
  });
  const item = await api.post("/api/v1/techStack", { cookie: owner, multipart: { ...validTechStack(), imageUrl: imageFile("png") } });
  expect([project.status, item.status]).toEqual([201, 201]);
  const { _id: projectId, logo, screenshot } = project.body.project;
  const { _id: itemId, imageUrl } = item.body.techstack;
  for (const url of [logo, screenshot, imageUrl]) {
    expect(url).toMatch(PRODUCTION_FILE);
    expect(await uploadExists(url)).toBe(true);
  }
  return { projectId, logo, screenshot, itemId, imageUrl };
}

test("a preview replacing an image and deleting items forever leaves production's files; its own go", async () => {
  const made = await productionContent();

  await withEnv(PREVIEW, async () => {
    // The preview replaces the logo: its upload is named for the preview; production's stays.
    const replaced = await api.patch(`/api/v1/projects/${made.projectId}`, { cookie: owner, multipart: { logo: imageFile("webp") } });
    expect(replaced.status).toBe(200);
    const previewLogo: string = replaced.body.project.logo;
    expect(previewLogo).toMatch(PREVIEW_FILE);
    expect(await uploadExists(made.logo)).toBe(true);

    // Replaced again: the preview's own first logo is its to delete, once no kept version of
    // the project names it (one does until the project goes: docs/decisions.md).
    const again = await api.patch(`/api/v1/projects/${made.projectId}`, { cookie: owner, multipart: { logo: imageFile("png") } });
    expect(await uploadExists(previewLogo)).toBe(true);
    const latestLogo: string = again.body.project.logo;

    // Deleted forever (trash, then the trash's delete): production's files stay, the preview's go.
    for (const [collection, id] of [["techStack", made.itemId], ["projects", made.projectId]]) {
      expect((await api.delete(`/api/v1/${collection}/${id}`, { cookie: owner })).status).toBe(200);
      expect((await api.delete(`/api/v1/trash/${collection}/${id}`, { cookie: owner })).status).toBe(200);
    }
    expect(await uploadExists(made.imageUrl)).toBe(true);
    expect(await uploadExists(made.screenshot)).toBe(true);
    expect(await uploadExists(made.logo)).toBe(true);
    expect(await uploadExists(previewLogo)).toBe(false);
    expect(await uploadExists(latestLogo)).toBe(false);
  });
});

test("the trash purge on a preview deletes the rows, not production's files", async () => {
  const made = await productionContent();
  await withEnv(PREVIEW, async () => {
    expect((await api.delete(`/api/v1/techStack/${made.itemId}`, { cookie: owner })).status).toBe(200);
    setTrashClockForTests(() => new Date(Date.now() + 31 * DAY));
    expect(await purgeExpiredTrash()).toBe(1);
    const db = await getDb();
    expect(await db.select().from(techStack).where(eq(techStack.id, made.itemId))).toEqual([]);
    expect(await uploadExists(made.imageUrl)).toBe(true);
  });
});

test("the re-encoding of old uploads on a preview leaves production's files and rows as they are", async () => {
  const made = await productionContent();
  const db = await getDb();
  // As stored before uploads were measured: no size yet.
  await db.update(projects).set({ logoWidth: null, logoHeight: null }).where(eq(projects.id, made.projectId));
  await withEnv(PREVIEW, async () => {
    expect(await reencodeOldUploads(db, getStorage(), { uploadDir: uploadDir() })).toEqual({ reencoded: 0, skipped: 1 });
  });
  const [row] = await db.select().from(projects).where(eq(projects.id, made.projectId));
  expect(row.logo).toBe(made.logo);
  expect(await uploadExists(made.logo)).toBe(true);
  // Production itself re-encodes it, as before.
  expect(await reencodeOldUploads(db, getStorage(), { uploadDir: uploadDir() })).toEqual({ reencoded: 1, skipped: 0 });
});

test("when the branch is done, its uploads are deleted: the preview's, never production's or another branch's", async () => {
  const made = await productionContent();
  const uploadOn = (branch: string) =>
    withEnv({ VERCEL_ENV: "preview", VERCEL_GIT_COMMIT_REF: branch }, async () => {
      const res = await api.patch(`/api/v1/projects/${made.projectId}`, { cookie: owner, multipart: { screenshot: imageFile("png") } });
      return res.body.project.screenshot as string;
    });
  const ours = await uploadOn(BRANCH);
  const theirs = await uploadOn("feature/other");
  expect(await deletePreviewUploads(BRANCH, { uploadDir: uploadDir() })).toBe(1);
  expect(await uploadExists(ours)).toBe(false);
  expect(await uploadExists(theirs)).toBe(true);
  for (const url of [made.logo, made.screenshot, made.imageUrl]) expect(await uploadExists(url)).toBe(true);
  expect(await uploadedFiles()).toHaveLength(4);
});

describe("what each deployment owns", () => {
  const production = scopeFromEnv({});
  const preview = scopeFromEnv(PREVIEW);
  const other = scopeFromEnv({ VERCEL_ENV: "preview", VERCEL_GIT_COMMIT_REF: "feature-new-look" });
  const prod = "/uploads/0b7c2f8e-3d4a-4c1e-9f50-2a6b8c1d9e00.png";
  const mine = `/uploads/${previewScope(BRANCH)}-0b7c2f8e-3d4a-4c1e-9f50-2a6b8c1d9e00.png`;

  test("local disk: production its unprefixed files, a preview its own prefix only", () => {
    expect(previewScope(BRANCH)).toMatch(/^preview-feature-new-look-[0-9a-f]{8}$/);
    // Branches that read alike once lower-cased get prefixes of their own.
    expect(other.prefix).not.toBe(preview.prefix);
    expect([localStorage(uploadDir(), production).owns(prod), localStorage(uploadDir(), production).owns(mine)]).toEqual([true, false]);
    expect([localStorage(uploadDir(), preview).owns(prod), localStorage(uploadDir(), preview).owns(mine)]).toEqual([false, true]);
    expect(localStorage(uploadDir(), other).owns(mine)).toBe(false);
  });

  test("Blob: the same, within this store's images/ and files/ only", () => {
    const store = "https://abcd1234.public.blob.vercel-storage.com";
    const token = "vercel_blob_rw_AbCd1234_secret";
    const blob = (scope: typeof production) => blobStorage(token, scope);
    const prodImage = `${store}/images/0b7c2f8e-3d4a-4c1e-9f50-2a6b8c1d9e00.webp`;
    const previewPdf = `${store}/files/${previewScope(BRANCH)}-5a1d7c3e-8b2f-4e6a-9c0d-1f2e3a4b5c6d.pdf`;
    expect([blob(production).owns(prodImage), blob(production).owns(previewPdf)]).toEqual([true, false]);
    expect([blob(preview).owns(prodImage), blob(preview).owns(previewPdf)]).toEqual([false, true]);
    expect(blob(production).owns(`${store}/other/0b7c2f8e-3d4a-4c1e-9f50-2a6b8c1d9e00.webp`)).toBe(false);
    expect(blob(production).owns(prodImage.replace("abcd1234", "other5678"))).toBe(false);
  });

  test("a storage asked to delete a file it does not own leaves it", async () => {
    const made = await productionContent();
    await localStorage(uploadDir(), preview).delete(made.logo);
    expect(await uploadExists(made.logo)).toBe(true);
  });
});
