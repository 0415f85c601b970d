/** @jest-environment node */
import { exportContent, importContent } from "@/lib/db/backup";
import { openDatabase, type DbHandle } from "@/lib/db/client";
import { seedDemoContent } from "@/lib/db/demo-content";
import { getEnv } from "@/lib/env";

const memoryDatabase = async () => {
  const handle = await openDatabase({ ...getEnv(), DATABASE_URL: undefined, PGLITE_DIR: "memory://" });
  await handle.migrate();
  return handle;
};

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

test("the image files the rows point at are listed", async () => {
  const { projects } = await import("@/lib/db/schema");
  const { eq } = await import("drizzle-orm");
  const [first] = await source.db.select().from(projects).limit(1);
  await source.db.update(projects).set({ logo: "/uploads/a.png", screenshot: "/uploads/b.webp" }).where(eq(projects.id, first.id));
  const backup = await exportContent(source.db);
  expect(backup.images).toEqual(["/uploads/a.png", "/uploads/b.webp"]);
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
