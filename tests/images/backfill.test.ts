/**
 * Images stored before issue 16, as uploaded (src/lib/images/backfill.ts): the embedded
 * database puts them through the upload pipeline on start-up, `npm run db:migrate` a server
 * database. Only files of this site's storage are read; each is written anew without its
 * metadata under a new URL and the original deleted; a second run does nothing.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { getEnv } from "@/lib/env";
import { prepareDatabase } from "@/lib/db/bootstrap";
import { openDatabase, type DbHandle } from "@/lib/db/client";
import { blogs, certifications, profile, projects, techStack } from "@/lib/db/schema";
import { reencodeOldUploads } from "@/lib/images/backfill";
import { uploadDir } from "@/lib/storage";
import { localStorage } from "@/lib/storage/local";
import { pngBomb } from "../../scripts/lib/image-bombs";
import { clearUploads } from "../helpers/db";
import { validBlog, validCertification, validProject, validTechStack } from "../helpers/fixtures";

let handle: DbHandle;
beforeEach(async () => {
  await clearUploads();
  handle = await openDatabase({ ...getEnv(), DATABASE_URL: undefined, PGLITE_DIR: "memory://" });
  await handle.migrate();
});
afterEach(async () => {
  await handle.close();
  await clearUploads();
});

/** Writes a file into the upload folder as an old upload: its URL. */
function oldUpload(name: string, bytes: Uint8Array | Buffer): string {
  fs.mkdirSync(uploadDir(), { recursive: true });
  fs.writeFileSync(path.join(uploadDir(), name), bytes);
  return `/uploads/${name}`;
}
const fileOf = (url: string) => path.join(uploadDir(), url.slice("/uploads/".length));
const sha = (url: string) => createHash("sha256").update(fs.readFileSync(fileOf(url))).digest("hex");

/**
 * A camera photo as an old upload kept it: 600 × 400 stored, EXIF orientation 6 (shown
 * 400 × 600), with the GPS position of where it was taken.
 */
const sidewaysPhoto = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: "#2a6f97" } })
    .withExif({
      IFD0: { Make: "PhoneMaker" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 2650/100", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 3950/100" },
    })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();

const project = (values: Record<string, unknown>) => ({
  ...validProject(),
  technologiesUsed: ["Next.js"],
  keywordsAndTags: ["web"],
  projectType: "full-stack" as const,
  ...values,
});

async function seedOldRows() {
  const db = handle.db;
  const photo = oldUpload("0a1b2c3d-0000-4000-8000-000000000001.jpg", await sidewaysPhoto());
  const avatar = oldUpload("0a1b2c3d-0000-4000-8000-000000000002.png", await sharp({ create: { width: 64, height: 64, channels: 4, background: "#0000" } }).png().toBuffer());
  const measured = oldUpload("0a1b2c3d-0000-4000-8000-000000000003.png", await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } }).png().toBuffer());
  const bomb = oldUpload("0a1b2c3d-0000-4000-8000-000000000004.png", pngBomb(16000, 16000));
  const [row] = await db
    .insert(projects)
    .values(project({ logo: photo, screenshot: "/uploads/0a1b2c3d-0000-4000-8000-00000000dead.png" }))
    .returning();
  await db.insert(blogs).values({ ...validBlog(), slug: "hello-world", imageUrl: "https://images.elsewhere.example/cover.png" });
  await db.insert(certifications).values({ ...validCertification(), learned: ["Networking"], image: bomb });
  await db.insert(techStack).values({ ...(validTechStack() as { title: string; category: string; url: string }), techStackType: "dev", imageUrl: measured, imageUrlWidth: 7, imageUrlHeight: 7, imageUrlPlaceholder: "data:image/webp;base64,AAAA" });
  await db.insert(profile).values({ id: 1, name: "Jamie", role: "Engineer", heroHeadline: "Hi", heroIntro: "Hello", about: "About", email: "j@example.com", siteTitle: "Jamie", siteDescription: "Jamie's site", avatar });
  return { projectId: row.id, photo, avatar, measured, bomb };
}

test("re-encodes this site's old uploads without metadata under new URLs and deletes the originals; leaves other URLs, missing files, bombs and measured rows alone", async () => {
  const { projectId, photo, avatar, measured, bomb } = await seedOldRows();
  expect((await sharp(fs.readFileSync(fileOf(photo))).metadata()).exif).toBeDefined();
  const untouched = [sha(measured), sha(bomb)];

  const logged = jest.spyOn(console, "error").mockImplementation(() => {});
  const first = await reencodeOldUploads(handle.db, localStorage(uploadDir()), { uploadDir: uploadDir() });
  // The logo and the avatar; not the missing screenshot, the other site's cover or the bomb.
  expect(first).toEqual({ reencoded: 2, skipped: 3 });
  // The bomb is refused by the pipeline, and said so.
  expect(logged).toHaveBeenCalledWith("[images] could not re-encode", bomb, expect.stringContaining("at most 40 megapixels"));

  const [row] = await handle.db.select().from(projects).where(eq(projects.id, projectId));
  // Upright, as browsers show it: the EXIF orientation applied to the pixels.
  expect(row).toMatchObject({ logoWidth: 400, logoHeight: 600, logoPlaceholder: expect.stringMatching(/^data:image\/webp;base64,/) });
  expect(row.logo).toMatch(/^\/uploads\/[0-9a-f-]{36}\.jpg$/);
  expect(row.logo).not.toBe(photo);
  const rewritten = await sharp(fs.readFileSync(fileOf(row.logo!))).metadata();
  expect({ width: rewritten.width, height: rewritten.height, exif: rewritten.exif, orientation: rewritten.orientation }).toEqual({
    width: 400,
    height: 600,
    exif: undefined,
    orientation: undefined,
  });
  expect(fs.readFileSync(fileOf(row.logo!)).includes("PhoneMaker")).toBe(false);
  // The original, GPS and all, is no longer served.
  expect(fs.existsSync(fileOf(photo))).toBe(false);
  expect(row).toMatchObject({ screenshotWidth: null, screenshotHeight: null, screenshotPlaceholder: null });

  const [me] = await handle.db.select().from(profile);
  expect(me).toMatchObject({ avatarWidth: 64, avatarHeight: 64, avatarPlaceholder: expect.stringMatching(/^data:image\/webp;base64,/) });
  // A PNG becomes lossless WebP, as a new upload does.
  expect(me.avatar).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);
  expect(fs.existsSync(fileOf(me.avatar!))).toBe(true);
  expect(fs.existsSync(fileOf(avatar))).toBe(false);

  const [post] = await handle.db.select().from(blogs);
  expect(post).toMatchObject({ imageUrl: "https://images.elsewhere.example/cover.png", imageUrlWidth: null });
  // Past 40 megapixels: never decoded, left as it is.
  const [certificate] = await handle.db.select().from(certifications);
  expect(certificate).toMatchObject({ image: bomb, imageWidth: null });
  const [tool] = await handle.db.select().from(techStack);
  expect(tool).toMatchObject({ imageUrl: measured, imageUrlWidth: 7, imageUrlHeight: 7, imageUrlPlaceholder: "data:image/webp;base64,AAAA" });
  expect([sha(measured), sha(bomb)]).toEqual(untouched);

  // Once done, nothing more to do, and the new files stay.
  const again = await reencodeOldUploads(handle.db, localStorage(uploadDir()), { uploadDir: uploadDir() });
  expect(again.reencoded).toBe(0);
  expect(fs.existsSync(fileOf(row.logo!))).toBe(true);
  logged.mockRestore();
});

test("a file two rows name is deleted only once neither names it; each row gets its own copy", async () => {
  const shared = oldUpload("0a1b2c3d-0000-4000-8000-000000000005.jpg", await sidewaysPhoto());
  const [first] = await handle.db.insert(projects).values(project({ logo: shared })).returning();
  // A trashed row counts too: restoring it must bring its image back.
  const [second] = await handle.db.insert(projects).values(project({ title: "Second", screenshot: shared, deletedAt: new Date() })).returning();

  const result = await reencodeOldUploads(handle.db, localStorage(uploadDir()), { uploadDir: uploadDir() });
  expect(result).toEqual({ reencoded: 2, skipped: 0 });
  const [a] = await handle.db.select().from(projects).where(eq(projects.id, first.id));
  const [b] = await handle.db.select().from(projects).where(eq(projects.id, second.id));
  expect(a.logo).not.toBe(shared);
  expect(b.screenshot).not.toBe(shared);
  expect(a.logo).not.toBe(b.screenshot);
  expect(fs.existsSync(fileOf(a.logo!))).toBe(true);
  expect(fs.existsSync(fileOf(b.screenshot!))).toBe(true);
  expect(fs.existsSync(fileOf(shared))).toBe(false);
});

test("the embedded database does it on start-up", async () => {
  const { projectId } = await seedOldRows();
  const log = jest.spyOn(console, "log").mockImplementation(() => {});
  const refused = jest.spyOn(console, "error").mockImplementation(() => {});
  try {
    await prepareDatabase(handle, getEnv());
    expect(log).toHaveBeenCalledWith(expect.stringContaining("Re-encoded 2 image(s)"));
  } finally {
    log.mockRestore();
    refused.mockRestore();
  }
  const [row] = await handle.db.select().from(projects).where(eq(projects.id, projectId));
  expect(row).toMatchObject({ logoWidth: 400, logoHeight: 600 });
});
