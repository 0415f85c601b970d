/** @jest-environment node */
import { eq } from "drizzle-orm";
import { profileDefaults } from "@/config/site";
import { exportContent, importContent } from "@/lib/db/backup";
import { openDatabase, type DbHandle } from "@/lib/db/client";
import { seedDemoContent } from "@/lib/db/demo-content";
import { profile, projects } from "@/lib/db/schema";
import { getEnv } from "@/lib/env";

const memoryDatabase = async () => {
  const handle = await openDatabase({ ...getEnv(), DATABASE_URL: undefined, PGLITE_DIR: "memory://" });
  await handle.migrate();
  return handle;
};

/** The profile row of a database, made from the defaults if it has none, with `changes`. */
async function saveProfile(handle: DbHandle, changes: Partial<typeof profile.$inferInsert>) {
  await handle.db.insert(profile).values({ id: 1, ...profileDefaults() }).onConflictDoNothing();
  await handle.db.update(profile).set(changes).where(eq(profile.id, 1));
}

let source: DbHandle;
let target: DbHandle;

beforeEach(async () => {
  source = await memoryDatabase();
  target = await memoryDatabase();
  await seedDemoContent(source.db);
});

afterEach(async () => {
  await source.close();
  await target.close();
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
