import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { profileDefaults } from "@/config/site";
import { exportContent, importContent, parseBackup } from "@/lib/db/backup";
import { BACKUP_JSON, exportBackup, importBackup } from "@/lib/db/backup-archive";
import type { DbHandle } from "@/lib/db/client";
import { seedDemoContent } from "@/lib/db/demo-content";
import { analyticsDays, analyticsPages, analyticsSecrets, analyticsSources, analyticsVisitors, autosaves, blogs, certifications, itemVersions, profile, projects } from "@/lib/db/schema";
import { setStorageForTests } from "@/lib/storage";
import { blobStorage } from "@/lib/storage/blob";
import { localStorage } from "@/lib/storage/local";
import { IMAGE_BYTES } from "../helpers/images";
import { databaseTemplate, type DatabaseTemplate } from "../helpers/memory-database";
import { SEED_TIMEOUT_MS } from "../helpers/timeouts";


/** The profile row of a database, made from the defaults if it has none, with `changes`. */
async function saveProfile(handle: DbHandle, changes: Partial<typeof profile.$inferInsert>) {
  await handle.db.insert(profile).values({ id: 1, ...profileDefaults() }).onConflictDoNothing();
  await handle.db.update(profile).set(changes).where(eq(profile.id, 1));
}

let source: DbHandle;
let target: DbHandle;
/** Each test's own folders: the source site's uploads, the target's, and where backups go. */
let sourceUploads: string;
let targetUploads: string;
let backups: string;

/** The demo site, seeded once (its images go through the pipeline), and an empty database. */
let demoSite: DatabaseTemplate;
let emptySite: DatabaseTemplate;
/** The demo's stored files, copied into each test's own source uploads. */
let demoUploads: string;

beforeAll(async () => {
  demoUploads = fs.mkdtempSync(path.join(os.tmpdir(), "backup-demo-uploads-"));
  // The demo's images and résumé are stored through the storage, as a site's uploads are.
  demoSite = await databaseTemplate(async (handle) => {
    setStorageForTests(localStorage(demoUploads));
    try {
      await seedDemoContent(handle.db);
    } finally {
      setStorageForTests(undefined);
    }
  });
  emptySite = await databaseTemplate();
}, 120_000); // once per file: the demo's images go through sharp

afterAll(async () => {
  await demoSite.close();
  await emptySite.close();
  fs.rmSync(demoUploads, { recursive: true, force: true });
}, SEED_TIMEOUT_MS);

beforeEach(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
  [sourceUploads, targetUploads, backups] = ["source-uploads", "target-uploads", "backups"].map((name) => path.join(root, name));
  source = await demoSite.copy();
  target = await emptySite.copy();
  fs.cpSync(demoUploads, sourceUploads, { recursive: true });
});

afterEach(async () => {
  setStorageForTests(undefined);
  await source.close();
  await target.close();
  fs.rmSync(path.dirname(sourceUploads), { recursive: true, force: true });
});

test("an export restores into an empty database with every row, id and date intact", async () => {
  const backup = await exportContent(source.db);
  expect(backup.tables.projects.length).toBeGreaterThan(0);
  expect(backup.tables.messages.length).toBeGreaterThan(0);

  // Through JSON, as the export and import commands do.
  const counts = await importContent(target.db, JSON.parse(JSON.stringify(backup)));
  expect(counts.projects).toBe(backup.tables.projects.length);

  const again = await exportContent(target.db);
  expect(JSON.parse(JSON.stringify(again.tables))).toEqual(JSON.parse(JSON.stringify(backup.tables)));
});

test("the visitor counts' daily aggregates travel (never a secret or a hash), added to those the restored site has", async () => {
  const [post] = await source.db.select().from(blogs).limit(1);
  await source.db.insert(analyticsDays).values([{ day: "2031-01-01", views: 10, visitors: 4 }, { day: "2031-01-02", views: 2, visitors: 1 }]);
  await source.db.insert(analyticsPages).values([{ day: "2031-01-01", page: "/", views: 6, visitors: 3 }, { day: "2031-01-01", page: `blogs:${post.id}`, views: 4, visitors: 2 }]);
  await source.db.insert(analyticsSources).values({ day: "2031-01-01", source: "news.example.org", views: 3 });
  await source.db.insert(analyticsSecrets).values({ day: "2031-01-02", secret: "s".repeat(64) });
  await source.db.insert(analyticsVisitors).values({ day: "2031-01-02", scope: "", hash: "h".repeat(32) });
  const backup = JSON.parse(JSON.stringify(await exportContent(source.db)));
  expect(backup.tables.analyticsDays).toHaveLength(2);
  expect(backup.tables.analyticsPages).toHaveLength(2);
  expect(JSON.stringify(backup)).not.toContain("s".repeat(64));
  expect(JSON.stringify(backup)).not.toContain("h".repeat(32));

  // The new site was visited before the import: its counts of the same day are added to.
  await target.db.insert(analyticsDays).values({ day: "2031-01-01", views: 1, visitors: 1 });
  await target.db.insert(analyticsPages).values({ day: "2031-01-01", page: "/", views: 1, visitors: 1 });
  const counts = await importContent(target.db, backup);
  expect(counts.analyticsPages).toBe(2);
  const days = await target.db.select().from(analyticsDays).orderBy(analyticsDays.day);
  expect(days).toEqual([{ day: "2031-01-01", views: 11, visitors: 5 }, { day: "2031-01-02", views: 2, visitors: 1 }]);
  const pages = await target.db.select().from(analyticsPages);
  expect(pages).toContainEqual({ day: "2031-01-01", page: "/", views: 7, visitors: 4 });
  expect(pages).toContainEqual({ day: "2031-01-01", page: `blogs:${post.id}`, views: 4, visitors: 2 });
  expect(await target.db.select().from(analyticsSecrets)).toEqual([]);

  // A count that is not one is refused like any other bad row.
  const bad = { ...backup, tables: { ...backup.tables, analyticsPages: [{ day: "2031-13-01", page: "/", views: -1, visitors: 0 }] } };
  expect(() => parseBackup(bad)).toThrow(/tables\.analyticsPages\[0\] cannot be imported: day must be a real date/);
});

test("images' alt texts, sizes and placeholders travel with their rows; a backup from before them imports with none", async () => {
  const backup = await exportContent(source.db);
  const [project] = backup.tables.projects;
  expect(project).toMatchObject({
    screenshotAlt: expect.stringMatching(/\S/),
    screenshotWidth: 1600,
    screenshotHeight: 1000,
    screenshotPlaceholder: expect.stringMatching(/^data:image\/webp;base64,/),
  });
  expect(backup.tables.profile[0]).toMatchObject({ avatarWidth: 512, avatarHeight: 512, avatarPlaceholder: expect.stringMatching(/^data:/) });

  // An older export has no such columns: its rows get no owner's alt text and no size.
  const IMAGE_DETAIL = /(Alt|Width|Height|Placeholder)$/;
  const strip = (rows: Record<string, unknown>[]) => rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !IMAGE_DETAIL.test(key))));
  const older = JSON.parse(JSON.stringify({ ...backup, tables: { ...backup.tables, projects: strip(backup.tables.projects), profile: strip(backup.tables.profile) } }));
  await importContent(target.db, older);
  const [restored] = await target.db.select().from(projects).where(eq(projects.id, project.id as string));
  expect(restored).toMatchObject({ screenshot: project.screenshot, screenshotAlt: "", screenshotWidth: null, screenshotHeight: null, screenshotPlaceholder: null });
  const [me] = await target.db.select().from(profile);
  expect(me).toMatchObject({ avatarAlt: "", avatarWidth: null, avatarPlaceholder: null });
});

test("the uploaded files the rows point at are listed: images, the avatar, an uploaded résumé", async () => {
  const [first] = await source.db.select().from(projects).limit(1);
  await source.db.update(projects).set({ logo: "/uploads/a.png", screenshot: "/uploads/b.webp" }).where(eq(projects.id, first.id));
  await saveProfile(source, { avatar: "/uploads/me.png", resumeUrl: "/uploads/cv.pdf" });
  const { files } = await exportContent(source.db);
  expect(files).toEqual(expect.arrayContaining(["/uploads/a.png", "/uploads/b.webp", "/uploads/cv.pdf", "/uploads/me.png"]));
  expect(files).toEqual([...new Set(files)].sort());

  // An external résumé is a link, not a file of ours.
  await saveProfile(source, { resumeUrl: "https://files.example.org/cv.pdf" });
  expect((await exportContent(source.db)).files).not.toContain("https://files.example.org/cv.pdf");
});

describe("the profile", () => {
  const edited = {
    name: "Jamie Rivera",
    avatar: "/uploads/0b7c2f8e-3d4a-4c1e-9f50-2a6b8c1d9e00.webp",
    avatarAlt: "Jamie, outdoors",
    resumeUrl: "/uploads/5a1d7c3e-8b2f-4e6a-9c0d-1f2e3a4b5c6d.pdf",
    availabilityShown: false,
    focus: [{ title: "APIs", text: "Ones that last." }],
    links: [
      { network: "github" as const, url: "https://github.com/jamie" },
      { network: "email" as const, url: "mailto:jamie@example.org" },
    ],
    siteUrl: "https://jamie.dev",
  };

  test("round trip: the profile, its avatar and résumé files, every field intact", async () => {
    await saveProfile(source, edited);
    const backup = JSON.parse(JSON.stringify(await exportContent(source.db)));
    expect(backup.tables.profile).toEqual([expect.objectContaining({ ...edited, updatedAt: expect.any(String) })]);
    expect(backup.files).toEqual(expect.arrayContaining([edited.avatar, edited.resumeUrl]));

    // The target's server already made its profile from the defaults on a first read.
    await saveProfile(target, { name: "Defaults" });
    const counts = await importContent(target.db, backup);
    expect(counts.profile).toBe(1);
    const [restored] = await target.db.select().from(profile);
    expect(restored).toMatchObject(edited);
    expect(JSON.parse(JSON.stringify((await exportContent(target.db)).tables))).toEqual(backup.tables);
  });

  test("a version 1 backup (no profile, `images`) still imports; the profile is then made on first read", async () => {
    const backup = JSON.parse(JSON.stringify(await exportContent(source.db)));
    delete backup.tables.profile;
    backup.images = backup.files;
    delete backup.files;
    backup.version = 1;
    const counts = await importContent(target.db, backup);
    expect(counts.profile).toBe(0);
    expect(counts.projects).toBe(backup.tables.projects.length);
  });

  test("a backup with a bad profile row writes nothing", async () => {
    await saveProfile(source, edited);
    const backup = JSON.parse(JSON.stringify(await exportContent(source.db)));
    backup.tables.profile[0].name = null;
    await expect(importContent(target.db, backup)).rejects.toThrow();
    expect(Object.values((await exportContent(target.db)).tables).every((rows) => rows.length === 0)).toBe(true);
  });
});

describe("autosaves", () => {
  const autosaveOf = (itemId: string | null, collection = "blogs") => ({
    id: "2d0d0d0d-0000-4000-8000-000000000001",
    collection,
    itemId,
    title: "Unsaved",
    values: { title: "Unsaved", content: "Words" },
    initial: { title: "", content: "" },
    base: null,
    baseVersion: null,
    files: [],
    deviceId: "phone-1",
    deviceName: "iPhone · Safari",
    createdAt: "2026-11-29T10:00:00.000Z",
    savedAt: "2026-11-29T10:00:02.000Z",
  });

  test("round trip: every field and date intact", async () => {
    const backup = JSON.parse(JSON.stringify(await exportContent(source.db)));
    const [post] = backup.tables.blogs;
    backup.tables.autosaves = [autosaveOf(post.id)];
    await importContent(target.db, backup);
    const again = JSON.parse(JSON.stringify(await exportContent(target.db)));
    expect(again.tables.autosaves).toEqual([autosaveOf(post.id)]);
  });

  test("a backup from before them imports with none", async () => {
    const older = JSON.parse(JSON.stringify(await exportContent(source.db)));
    delete older.tables.autosaves;
    expect((await importContent(target.db, older)).autosaves).toBe(0);
  });

  test.each<[string, (post: string) => Record<string, unknown>, RegExp]>([
    ["of an item the backup does not hold", () => autosaveOf("7e0e0e0e-0000-4000-8000-000000000009"), /tables\.autosaves\[0\] \(id "2d0d0d0d-0000-4000-8000-000000000001", title "Unsaved"\) cannot be imported: itemId names no item of blogs in the backup/],
    ["of a post filed as a project", (post) => autosaveOf(post, "projects"), /itemId names no item of projects in the backup/],
    ["of the profile with an item", (post) => autosaveOf(post, "profile"), /itemId names no item of profile in the backup/],
    ["with a value that is no text", (post) => ({ ...autosaveOf(post), values: { title: 1 } }), /tables\.autosaves\[0\].*values\.title must be text/],
    ["naming a file that is no upload", (post) => ({ ...autosaveOf(post), files: ["https://evil.example/x.png"] }), /tables\.autosaves\[0\].*files\[0\] must be the URL of an uploaded file/],
  ])("an autosave %s is refused, nothing written", async (_, make, message) => {
    const backup = JSON.parse(JSON.stringify(await exportContent(source.db)));
    backup.tables.autosaves = [make(backup.tables.blogs[0].id)];
    await expect(importContent(target.db, backup)).rejects.toThrow(message);
    expect(Object.values((await exportContent(target.db)).tables).every((rows) => rows.length === 0)).toBe(true);
  });
});

test("import refuses a database that already has content, and writes nothing", async () => {
  const backup = JSON.parse(JSON.stringify(await exportContent(source.db)));
  await expect(importContent(source.db, backup)).rejects.toThrow(/not empty/);
});

test("a malformed backup is refused before anything is written", async () => {
  const backup = JSON.parse(JSON.stringify(await exportContent(source.db)));
  backup.tables.blogs.push({ title: null });
  await expect(importContent(target.db, backup)).rejects.toThrow();
  const after = await exportContent(target.db);
  expect(Object.values(after.tables).every((rows) => rows.length === 0)).toBe(true);
  await expect(importContent(target.db, { version: 99 })).rejects.toThrow();
});

describe("the backup folder: the content and a copy of every stored file (npm run export / import)", () => {
  const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
  const uploadsOf = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder).sort() : []);
  /** Every uploaded-file URL the rows of a database hold, by table and column. */
  const fileUrls = async (handle: DbHandle) => (await exportContent(handle.db)).files ?? [];

  /** An uploaded avatar and résumé on the source site, beside the demo's images. */
  async function uploadProfileFiles() {
    const storage = localStorage(sourceUploads);
    const avatar = await storage.put("0b7c2f8e-3d4a-4c1e-9f50-2a6b8c1d9e00.png", IMAGE_BYTES.png, "image/png");
    const resume = await storage.put("5a1d7c3e-8b2f-4e6a-9c0d-1f2e3a4b5c6d.pdf", new TextEncoder().encode("%PDF-1.4\n%%EOF\n"), "application/pdf");
    await saveProfile(source, { avatar, resumeUrl: resume });
    return { avatar, resume };
  }

  test("round trip on local disk: every file is copied out, put back at the same URL, byte for byte", async () => {
    const { avatar, resume } = await uploadProfileFiles();
    const listed = await fileUrls(source);
    expect(listed).toEqual(expect.arrayContaining([avatar, resume]));
    expect(listed.length).toBeGreaterThan(10);

    const folder = path.join(backups, "one");
    const summary = await exportBackup(source.db, folder, { uploadDir: sourceUploads });
    expect(summary.files).toBe(listed.length);
    expect(fs.readdirSync(folder).sort()).toEqual([BACKUP_JSON, "files"]);
    const written = JSON.parse(fs.readFileSync(path.join(folder, BACKUP_JSON), "utf8"));
    expect(written.archive.map((entry: { url: string }) => entry.url)).toEqual(listed);
    for (const entry of written.archive) {
      const copy = fs.readFileSync(path.join(folder, entry.path));
      expect(copy.equals(fs.readFileSync(path.join(sourceUploads, path.basename(entry.url))))).toBe(true);
      expect(sha(copy)).toBe(entry.sha256);
    }

    // The source site is gone: a new one with an empty database and no uploads.
    const result = await importBackup(target.db, folder, localStorage(targetUploads), { uploadDir: targetUploads });
    expect(result.files).toEqual({ written: listed.length, kept: 0, moved: 0, notCopied: 0 });
    // Exactly the files the rows point at (a replaced demo avatar left on the source's disk is not content).
    const names = listed.map((url) => path.posix.basename(url)).sort();
    expect(uploadsOf(targetUploads)).toEqual(names);
    for (const name of names) {
      expect(fs.readFileSync(path.join(targetUploads, name)).equals(fs.readFileSync(path.join(sourceUploads, name)))).toBe(true);
    }
    expect(JSON.parse(JSON.stringify((await exportContent(target.db)).tables))).toEqual(JSON.parse(JSON.stringify(summary.backup.tables)));
  });

  test("restoring where the files still are writes none of them again", async () => {
    const folder = path.join(backups, "same-storage");
    await exportBackup(source.db, folder, { uploadDir: sourceUploads });
    const before = uploadsOf(sourceUploads);
    const result = await importBackup(target.db, folder, localStorage(sourceUploads), { uploadDir: sourceUploads });
    expect(result.files).toEqual({ written: 0, kept: (await fileUrls(source)).length, moved: 0, notCopied: 0 });
    expect(uploadsOf(sourceUploads)).toEqual(before);
  });

  test("a different file already under a stored name: the backup's copy gets a new name and its rows the new URL", async () => {
    const { avatar } = await uploadProfileFiles();
    const folder = path.join(backups, "clash");
    await exportBackup(source.db, folder, { uploadDir: sourceUploads });
    fs.mkdirSync(targetUploads, { recursive: true });
    fs.writeFileSync(path.join(targetUploads, path.basename(avatar)), IMAGE_BYTES.gif);

    const result = await importBackup(target.db, folder, localStorage(targetUploads), { uploadDir: targetUploads });
    expect(result.files.moved).toBe(1);
    const [restored] = await target.db.select().from(profile);
    expect(restored.avatar).not.toBe(avatar);
    expect(restored.avatar).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(new Uint8Array(fs.readFileSync(path.join(targetUploads, path.basename(restored.avatar!))))).toEqual(IMAGE_BYTES.png);
    // The file that was there is untouched.
    expect(new Uint8Array(fs.readFileSync(path.join(targetUploads, path.basename(avatar))))).toEqual(IMAGE_BYTES.gif);
  });

  test("kept versions of posts travel with them: a file only a version names is copied out and back, the version pointing at it", async () => {
    const [post] = await source.db.select().from(blogs).limit(1);
    const oldCover = await localStorage(sourceUploads).put("0b0b0b0b-0000-4000-8000-000000000001.png", IMAGE_BYTES.png, "image/png");
    await source.db.insert(itemVersions).values({
      collection: "blogs",
      itemId: post!.id,
      version: post!.version,
      snapshot: { title: "As it once was", imageUrl: oldCover },
      files: [oldCover],
    });
    const folder = path.join(backups, "versions");
    await exportBackup(source.db, folder, { uploadDir: sourceUploads });
    const written = JSON.parse(fs.readFileSync(path.join(folder, BACKUP_JSON), "utf8"));
    expect(written.tables.itemVersions).toHaveLength(1);
    expect(written.files).toContain(oldCover);
    // A different file already under that name where the backup is restored: it moves.
    fs.mkdirSync(targetUploads, { recursive: true });
    fs.writeFileSync(path.join(targetUploads, path.basename(oldCover)), IMAGE_BYTES.gif);

    await importBackup(target.db, folder, localStorage(targetUploads), { uploadDir: targetUploads });
    const [version] = await target.db.select().from(itemVersions);
    const moved = version!.snapshot.imageUrl as string;
    expect(moved).not.toBe(oldCover);
    expect(version).toMatchObject({ collection: "blogs", itemId: post!.id, files: [moved], snapshot: { title: "As it once was" } });
    expect(new Uint8Array(fs.readFileSync(path.join(targetUploads, path.basename(moved))))).toEqual(IMAGE_BYTES.png);
  });

  test("autosaves travel with their items: a file only an autosave names is copied out and back, the autosave pointing at it", async () => {
    const [post] = await source.db.select().from(blogs).limit(1);
    const storage = localStorage(sourceUploads);
    const draftCover = await storage.put("0b0b0b0b-0000-4000-8000-000000000002.png", IMAGE_BYTES.png, "image/png");
    const onPost = {
      id: "1c0c0c0c-0000-4000-8000-000000000001",
      collection: "blogs" as const,
      itemId: post!.id,
      title: "Retitled, unsaved",
      values: { title: "Retitled, unsaved", imageUrl: draftCover, content: `Text naming ![it](${draftCover}).` },
      initial: { title: post!.title, imageUrl: draftCover },
      base: { title: post!.title, imageUrl: draftCover, tags: ["a"] },
      baseVersion: post!.version,
      files: [draftCover],
      deviceId: "phone-1",
      deviceName: "iPhone · Safari",
    };
    const newOne = { id: "1c0c0c0c-0000-4000-8000-000000000002", collection: "projects" as const, itemId: null, title: "", values: { title: "" }, initial: {}, deviceId: "laptop", deviceName: "Mac · Firefox" };
    await source.db.insert(autosaves).values([onPost, newOne]);

    const folder = path.join(backups, "autosaves");
    await exportBackup(source.db, folder, { uploadDir: sourceUploads });
    const written = JSON.parse(fs.readFileSync(path.join(folder, BACKUP_JSON), "utf8"));
    expect(written.tables.autosaves).toHaveLength(2);
    expect(written.files).toContain(draftCover);
    // A different file already under that name where the backup is restored: it moves.
    fs.mkdirSync(targetUploads, { recursive: true });
    fs.writeFileSync(path.join(targetUploads, path.basename(draftCover)), IMAGE_BYTES.gif);

    await importBackup(target.db, folder, localStorage(targetUploads), { uploadDir: targetUploads });
    const restored = await target.db.select().from(autosaves).where(eq(autosaves.id, onPost.id));
    const moved = restored[0]!.files[0]!;
    expect(moved).not.toBe(draftCover);
    expect(restored[0]).toMatchObject({
      ...onPost,
      values: { ...onPost.values, imageUrl: moved, content: `Text naming ![it](${moved}).` },
      initial: { ...onPost.initial, imageUrl: moved },
      base: { ...onPost.base, imageUrl: moved },
      files: [moved],
    });
    expect(new Uint8Array(fs.readFileSync(path.join(targetUploads, path.basename(moved))))).toEqual(IMAGE_BYTES.png);
    const [restoredNew] = await target.db.select().from(autosaves).where(eq(autosaves.id, newOne.id));
    expect(restoredNew).toMatchObject(newOne);
  });

  test("from Vercel Blob to local disk: each file downloaded at export, stored locally at import, every row pointing at it", async () => {
    const store = "https://abcd1234.public.blob.vercel-storage.com";
    const blobFiles = new Map<string, Uint8Array>([
      [`${store}/images/1f0e9d8c-7b6a-4954-8372-6a5b4c3d2e1f.png`, IMAGE_BYTES.png],
      [`${store}/images/2f0e9d8c-7b6a-4954-8372-6a5b4c3d2e1f.webp`, IMAGE_BYTES.webp],
      [`${store}/files/3f0e9d8c-7b6a-4954-8372-6a5b4c3d2e1f.pdf`, new TextEncoder().encode("%PDF-1.7\n%%EOF\n")],
    ]);
    const [logoUrl, coverUrl, resumeUrl] = [...blobFiles.keys()];
    const [project] = await source.db.select().from(projects).limit(1);
    const [post] = await source.db.select().from(blogs).limit(1);
    await source.db.update(projects).set({ logo: logoUrl, screenshot: coverUrl }).where(eq(projects.id, project.id));
    await source.db.update(blogs).set({ imageUrl: coverUrl }).where(eq(blogs.id, post.id));
    await saveProfile(source, { resumeUrl });

    // Blob files are public: the export downloads them. Only the network is faked.
    const downloads: string[] = [];
    const fakeFetch = (async (input: string | URL | Request) => {
      const url = String(input);
      downloads.push(url);
      const bytes = blobFiles.get(url);
      return bytes ? new Response(Buffer.from(bytes), { status: 200, headers: { "content-type": "application/octet-stream" } }) : new Response(null, { status: 404 });
    }) as typeof fetch;

    const folder = path.join(backups, "from-blob");
    await exportBackup(source.db, folder, { uploadDir: sourceUploads, fetch: fakeFetch });
    expect(downloads.sort()).toEqual([...blobFiles.keys()].sort());
    const archive = JSON.parse(fs.readFileSync(path.join(folder, BACKUP_JSON), "utf8")).archive as Array<{ url: string; contentType: string }>;
    expect(archive.find((entry) => entry.url === resumeUrl)?.contentType).toBe("application/pdf");
    expect(archive.find((entry) => entry.url === coverUrl)?.contentType).toBe("image/webp");

    const result = await importBackup(target.db, folder, localStorage(targetUploads), { uploadDir: targetUploads, fetch: fakeFetch });
    expect(result.files.moved).toBe(blobFiles.size);
    const local = (url: string) => `/uploads/${path.posix.basename(url)}`;
    const [restoredProject] = await target.db.select().from(projects).where(eq(projects.id, project.id));
    expect([restoredProject.logo, restoredProject.screenshot]).toEqual([local(logoUrl), local(coverUrl)]);
    const [restoredPost] = await target.db.select().from(blogs).where(eq(blogs.id, post.id));
    expect(restoredPost.imageUrl).toBe(local(coverUrl));
    const [restoredProfile] = await target.db.select().from(profile);
    expect(restoredProfile.resumeUrl).toBe(local(resumeUrl));
    for (const [url, bytes] of blobFiles) {
      expect(new Uint8Array(fs.readFileSync(path.join(targetUploads, path.posix.basename(url))))).toEqual(bytes);
    }
    // No row of the restored site still names the Blob store.
    expect((await fileUrls(target)).filter((url) => url.startsWith(store))).toEqual([]);
  });

  test("a file the content points at is missing: the export fails and leaves no folder", async () => {
    const [certification] = await source.db.select().from(certifications).limit(1);
    await source.db.update(certifications).set({ image: "/uploads/00000000-0000-4000-8000-000000000000.png" }).where(eq(certifications.id, certification.id));
    const folder = path.join(backups, "broken");
    await expect(exportBackup(source.db, folder, { uploadDir: sourceUploads })).rejects.toThrow(/00000000-0000-4000-8000-000000000000\.png/);
    expect(fs.existsSync(folder)).toBe(false);
    expect(fs.existsSync(backups) ? fs.readdirSync(backups) : []).toEqual([]);
  });

  test("a damaged copy is refused: no row written, no file left behind", async () => {
    const folder = path.join(backups, "damaged");
    await exportBackup(source.db, folder, { uploadDir: sourceUploads });
    const backup = JSON.parse(fs.readFileSync(path.join(folder, BACKUP_JSON), "utf8"));
    const last = backup.archive.at(-1);
    fs.writeFileSync(path.join(folder, last.path), IMAGE_BYTES.gif);

    await expect(importBackup(target.db, folder, localStorage(targetUploads), { uploadDir: targetUploads })).rejects.toThrow(/damaged/);
    expect(uploadsOf(targetUploads)).toEqual([]);
    expect(Object.values((await exportContent(target.db)).tables).every((rows) => rows.length === 0)).toBe(true);
  });

  test("rows that cannot be written take the restored files with them", async () => {
    const folder = path.join(backups, "bad-rows");
    await exportBackup(source.db, folder, { uploadDir: sourceUploads });
    const file = path.join(folder, BACKUP_JSON);
    const backup = JSON.parse(fs.readFileSync(file, "utf8"));
    backup.tables.blogs.push({ ...backup.tables.blogs[0], title: null });
    fs.writeFileSync(file, JSON.stringify(backup));

    await expect(importBackup(target.db, folder, localStorage(targetUploads), { uploadDir: targetUploads })).rejects.toThrow();
    expect(uploadsOf(targetUploads)).toEqual([]);
    expect((await exportContent(target.db)).tables.blogs).toEqual([]);
  });

  test("a bare JSON file of an older export still imports, its file URLs as they were", async () => {
    const file = path.join(backups, "old.json");
    fs.mkdirSync(backups, { recursive: true });
    const backup = await exportContent(source.db);
    fs.writeFileSync(file, JSON.stringify(backup));
    const result = await importBackup(target.db, file, localStorage(targetUploads), { uploadDir: targetUploads });
    expect(result.files).toEqual({ written: 0, kept: 0, moved: 0, notCopied: backup.files!.length });
    expect(await fileUrls(target)).toEqual(backup.files);
  });
});

test("a storage owns only its own files: restoring into another Blob store or folder is a move, not a keep", () => {
  const blob = blobStorage("vercel_blob_rw_AbCd1234_secret");
  expect(blob.owns("https://abcd1234.public.blob.vercel-storage.com/images/a.png")).toBe(true);
  expect(blob.owns("https://other5678.public.blob.vercel-storage.com/images/a.png")).toBe(false);
  expect(blob.owns("/uploads/0b7c2f8e-3d4a-4c1e-9f50-2a6b8c1d9e00.png")).toBe(false);
  const local = localStorage(os.tmpdir());
  expect(local.owns("/uploads/0b7c2f8e-3d4a-4c1e-9f50-2a6b8c1d9e00.png")).toBe(true);
  expect(local.owns("/uploads/../secret.png")).toBe(false);
  expect(local.owns("https://abcd1234.public.blob.vercel-storage.com/images/a.png")).toBe(false);
});
