/**
 * The media library and the posts' earlier addresses in a backup (issue 24): the uploads'
 * records travel with their files (unused ones too), and post images keep working through
 * export/import and a change of storage: every Markdown text naming a moved upload (a post,
 * a project's description, About, a kept version) names it where it now lives. A post's
 * earlier slugs travel too, and rows of one table that contradict another's are refused.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { profileDefaults } from "@/config/site";
import { exportContent, importContent, parseBackup } from "@/lib/db/backup";
import { exportBackup, importBackup } from "@/lib/db/backup-archive";
import type { DbHandle } from "@/lib/db/client";
import { autosaves, blogs, itemVersions, media, profile, projects, slugRedirects } from "@/lib/db/schema";
import { localStorage } from "@/lib/storage/local";
import { IMAGE_BYTES } from "../helpers/images";
import { databaseTemplate, type DatabaseTemplate } from "../helpers/memory-database";


const STORE = "https://abcd1234.public.blob.vercel-storage.com";
const INLINE = `${STORE}/images/1f0e9d8c-7b6a-4954-8372-6a5b4c3d2e1f.webp`;
const UNUSED = `${STORE}/images/2f0e9d8c-7b6a-4954-8372-6a5b4c3d2e1f.jpg`;
const OLD = `${STORE}/images/3f0e9d8c-7b6a-4954-8372-6a5b4c3d2e1f.webp`;
const BLOB_FILES = new Map<string, Uint8Array>([
  [INLINE, IMAGE_BYTES.webp],
  [UNUSED, IMAGE_BYTES.jpg],
  [OLD, IMAGE_BYTES.webp],
]);
const fakeFetch = (async (input: string | URL | Request) => {
  const bytes = BLOB_FILES.get(String(input));
  return bytes ? new Response(Buffer.from(bytes), { status: 200, headers: { "content-type": "application/octet-stream" } }) : new Response(null, { status: 404 });
}) as typeof fetch;

const POST_ID = "7a1f0c2e-1d2b-4c3d-8e4f-5a6b7c8d9e0f";
const PROJECT_ID = "8a1f0c2e-1d2b-4c3d-8e4f-5a6b7c8d9e0f";
const record = (url: string, name: string, contentType: string, extra: Partial<typeof media.$inferInsert> = {}) => ({
  url,
  name,
  contentType,
  bytes: BLOB_FILES.get(url)!.byteLength,
  width: 3,
  height: 2,
  alt: `${name} alt`,
  origin: "media" as const,
  ...extra,
});

let source: DbHandle;
let target: DbHandle;
let root: string;

/** The site each test exports (made once, copied per test), and an empty one to import into. */
let sourceSite: DatabaseTemplate;
let emptySite: DatabaseTemplate;

beforeAll(async () => {
  sourceSite = await databaseTemplate(fillSource);
  emptySite = await databaseTemplate();
}, 120_000);

afterAll(async () => {
  await sourceSite.close();
  await emptySite.close();
});

beforeEach(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "media-backup-test-"));
  source = await sourceSite.copy();
  target = await emptySite.copy();
});

async function fillSource({ db }: DbHandle) {
  await db.insert(blogs).values({
    id: POST_ID,
    title: "With pictures",
    summary: "S.",
    content: `Look: ![a chart](${INLINE} "Fig. 1") and [the file](${INLINE}). Not ours: [x](https://example.com/${path.posix.basename(INLINE)}) and a typed /uploads/0b0b0b0b-0000-4000-8000-00000000abcd.png.`,
    date: "2026-01-01",
    slug: "with-pictures",
  });
  await db.insert(slugRedirects).values([{ slug: "old-address", blogId: POST_ID }]);
  await db.insert(projects).values({ id: PROJECT_ID, title: "P", oneLineDescription: "o", description: `See ${INLINE}`, liveUrl: "https://example.com", projectType: "frontend", keywordsAndTags: ["k"], technologiesUsed: ["t"] });
  await db.insert(profile).values({ id: 1, ...profileDefaults(), about: `Me: ![me](${INLINE})` });
  await db.insert(itemVersions).values({
    collection: "blogs",
    itemId: POST_ID,
    version: 1,
    snapshot: { title: "Before", content: `![older](${OLD})` },
    files: [OLD],
  });
  await db.insert(autosaves).values({
    id: "9a1f0c2e-1d2b-4c3d-8e4f-5a6b7c8d9e0f",
    collection: "blogs",
    itemId: POST_ID,
    title: "With pictures",
    values: { title: "With pictures", content: `Still ![a chart](${INLINE}), and ![older](${OLD})` },
    initial: { title: "With pictures", content: `![a chart](${INLINE})` },
    base: { content: `![a chart](${INLINE})` },
    baseVersion: 1,
    files: [INLINE, OLD],
    deviceId: "phone-1",
    deviceName: "iPhone · Safari",
  });
  await db.insert(media).values([record(INLINE, "chart.png", "image/webp"), record(UNUSED, "unused.jpg", "image/jpeg"), record(OLD, "old.png", "image/webp", { origin: "item" })]);
}

afterEach(async () => {
  await source.close();
  await target.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test("records and earlier slugs round-trip; every upload the library records is listed, a URL only typed in a text is not", async () => {
  const backup = await exportContent(source.db);
  expect(backup.tables.media).toHaveLength(3);
  expect(backup.tables.slugRedirects).toEqual([expect.objectContaining({ slug: "old-address", blogId: POST_ID })]);
  expect(backup.files).toEqual([INLINE, UNUSED, OLD].sort());
  await importContent(target.db, JSON.parse(JSON.stringify(backup)));
  const again = await exportContent(target.db);
  expect(JSON.parse(JSON.stringify(again.tables))).toEqual(JSON.parse(JSON.stringify(backup.tables)));
});

test("from Vercel Blob to local disk: the records, the post, the project, About and a kept version name the uploads where they now live", async () => {
  const folder = path.join(root, "backup");
  const summary = await exportBackup(source.db, folder, { uploadDir: path.join(root, "none"), fetch: fakeFetch });
  expect(summary.files).toBe(3);
  const uploads = path.join(root, "target-uploads");
  const result = await importBackup(target.db, folder, localStorage(uploads), { uploadDir: uploads, fetch: fakeFetch });
  expect(result.files.moved).toBe(3);
  const local = (url: string) => `/uploads/${path.posix.basename(url)}`;

  const [post] = await target.db.select().from(blogs).where(eq(blogs.id, POST_ID));
  expect(post!.content).toBe(
    `Look: ![a chart](${local(INLINE)} "Fig. 1") and [the file](${local(INLINE)}). Not ours: [x](https://example.com/${path.posix.basename(INLINE)}) and a typed /uploads/0b0b0b0b-0000-4000-8000-00000000abcd.png.`,
  );
  const [project] = await target.db.select().from(projects);
  expect(project!.description).toBe(`See ${local(INLINE)}`);
  const [me] = await target.db.select().from(profile);
  expect(me!.about).toBe(`Me: ![me](${local(INLINE)})`);
  const [version] = await target.db.select().from(itemVersions);
  expect(version).toMatchObject({ files: [local(OLD)], snapshot: { title: "Before", content: `![older](${local(OLD)})` } });
  const [autosave] = await target.db.select().from(autosaves);
  expect(autosave).toMatchObject({
    values: { title: "With pictures", content: `Still ![a chart](${local(INLINE)}), and ![older](${local(OLD)})` },
    initial: { content: `![a chart](${local(INLINE)})` },
    base: { content: `![a chart](${local(INLINE)})` },
    files: [local(INLINE), local(OLD)],
  });
  const records = await target.db.select().from(media);
  expect(records.map((row) => [row.url, row.name, row.alt, row.origin]).sort()).toEqual(
    [
      [local(INLINE), "chart.png", "chart.png alt", "media"],
      [local(UNUSED), "unused.jpg", "unused.jpg alt", "media"],
      [local(OLD), "old.png", "old.png alt", "item"],
    ].sort(),
  );
  for (const [url, bytes] of BLOB_FILES) expect(new Uint8Array(fs.readFileSync(path.join(uploads, path.posix.basename(url))))).toEqual(bytes);
  expect(await target.db.select().from(slugRedirects)).toEqual([expect.objectContaining({ slug: "old-address", blogId: POST_ID })]);
});

test("a backup from before the media library imports with no records and no earlier slugs", async () => {
  const backup = JSON.parse(JSON.stringify(await exportContent(source.db)));
  delete backup.tables.media;
  delete backup.tables.slugRedirects;
  const counts = await importContent(target.db, backup);
  expect([counts.media, counts.slugRedirects]).toEqual([0, 0]);
});

describe("rows that contradict each other, or a record that is no upload's, are refused before anything is written", () => {
  const broken = async (change: (backup: Record<string, any>) => void) => { // eslint-disable-line @typescript-eslint/no-explicit-any
    const backup = JSON.parse(JSON.stringify(await exportContent(source.db)));
    change(backup);
    return backup;
  };
  test.each([
    ["an earlier slug of a post not in the backup", (b: any) => (b.tables.slugRedirects[0].blogId = "00000000-0000-4000-8000-000000000000"), /tables\.slugRedirects\[0\] \(slug "old-address"\) cannot be imported: blogId names no post of the backup\./], // eslint-disable-line @typescript-eslint/no-explicit-any
    ["an earlier slug that is a post's current one", (b: any) => (b.tables.slugRedirects[0].slug = "with-pictures"), "slug with-pictures is a post's current slug."], // eslint-disable-line @typescript-eslint/no-explicit-any
    ["a malformed earlier slug", (b: any) => (b.tables.slugRedirects[0].slug = "Not A Slug"), /tables\.slugRedirects\[0\] \(slug "Not A Slug"\) cannot be imported: slug/], // eslint-disable-line @typescript-eslint/no-explicit-any
    ["an upload recorded twice", (b: any) => b.tables.media.push({ ...b.tables.media[0], id: "9a1f0c2e-1d2b-4c3d-8e4f-5a6b7c8d9e0f" }), "is recorded twice."], // eslint-disable-line @typescript-eslint/no-explicit-any
    ["a record of another site's file", (b: any) => (b.tables.media[0].url = "https://example.com/a.png"), /tables\.media\[0\] \(id ".*", name "chart\.png"\) cannot be imported: url must be the URL of an uploaded file/], // eslint-disable-line @typescript-eslint/no-explicit-any
    ["a record of an HTML file", (b: any) => (b.tables.media[0].contentType = "text/html"), /tables\.media\[0\] \(id ".*", name "chart\.png"\) cannot be imported: contentType must be one of/], // eslint-disable-line @typescript-eslint/no-explicit-any
    ["a record with a control character in its name", (b: any) => (b.tables.media[0].name = "a\u0007b"), /tables\.media\[0\] \(id ".*", name "a\\u0007b"\) cannot be imported: name must not contain a control character/], // eslint-disable-line @typescript-eslint/no-explicit-any
    ["a record of an unknown origin", (b: any) => (b.tables.media[0].origin = "elsewhere"), /tables\.media\[0\] \(id ".*", name "chart\.png"\) cannot be imported: origin must be one of media, item\./], // eslint-disable-line @typescript-eslint/no-explicit-any
  ])("%s", async (_case, change, message) => {
    const backup = await broken(change);
    expect(() => parseBackup(backup)).toThrow(message);
    await expect(importContent(target.db, backup)).rejects.toThrow(message);
    expect(Object.values((await exportContent(target.db)).tables).every((rows) => rows.length === 0)).toBe(true);
  });
});
