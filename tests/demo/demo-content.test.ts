/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { getEnv } from "@/lib/env";
import { prepareDatabase } from "@/lib/db/bootstrap";
import { openDatabase, type DbHandle } from "@/lib/db/client";
import { DEMO_ASSET_BUDGET_BYTES, DEMO_ASSET_DIR, DEMO_ASSETS } from "@/lib/db/demo-asset-names";
import { seedDemoContent } from "@/lib/db/demo-content";
import { brandLogoSvg, TECH_LOGOS } from "@/lib/db/demo-images";
import { blogs, certifications, experiences, messages, profile, projects, techStack, users } from "@/lib/db/schema";
import { setStorageForTests, uploadDir, type ImageStorage } from "@/lib/storage";
import { sniffImageType } from "@/lib/storage/image-type";
import { localStorage } from "@/lib/storage/local";
import { clearUploads, uploadedFiles } from "../helpers/db";

/** A fresh in-memory database with the migrations applied, as a first start has. */
async function memoryDatabase(): Promise<DbHandle> {
  const handle = await openDatabase({ ...getEnv(), DATABASE_URL: undefined, PGLITE_DIR: "memory://" });
  await handle.migrate();
  return handle;
}

const fileOf = (url: string) => path.join(uploadDir(), url.replace(/^\/uploads\//, ""));

/** The stored file behind an upload URL: its type by its bytes (and by sharp's decoder) and its size. */
async function storedImage(url: string | null) {
  expect(url).toMatch(/^\/uploads\/[a-z0-9-]+\.(png|webp)$/);
  const bytes = fs.readFileSync(fileOf(url!));
  const sniffed = sniffImageType(bytes);
  const { format, width, height } = await sharp(bytes).metadata();
  return { extension: url!.split(".").pop(), sniffed, format, width, height };
}

/** Words of prose: the code blocks are not counted. */
const words = (markdown: string) => markdown.replace(/^```[\s\S]*?^```$/gm, "").split(/\s+/).filter(Boolean).length;

describe("the demo seed", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    await clearUploads();
    handle = await memoryDatabase();
    await handle.db.transaction(async (tx) => seedDemoContent(tx));
  });

  afterAll(async () => {
    await handle.close();
    await clearUploads();
  });

  test("every project has a logo and a screenshot, stored as real images of their stated type", async () => {
    const rows = await handle.db.select().from(projects);
    expect(rows.map((row) => row.title).sort()).toEqual(["Fieldnotes", "Ledgerline", "Lowroad", "Old Portfolio", "Tidepool"]);
    for (const row of rows) {
      const logo = await storedImage(row.logo);
      expect(logo).toMatchObject({ extension: "png", sniffed: "png", format: "png", width: 256, height: 256 });
      const screenshot = await storedImage(row.screenshot);
      expect(screenshot).toMatchObject({ extension: "webp", sniffed: "webp", format: "webp", width: 1600, height: 1000 });
    }
  });

  test("every post has a cover and is real writing: 500 to 1,200 words with headings, lists and code", async () => {
    const rows = await handle.db.select().from(blogs);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(await storedImage(row.imageUrl)).toMatchObject({ sniffed: "webp", format: "webp", width: 1600, height: 900 });
      const count = words(row.content);
      expect({ title: row.title, count, ok: count >= 500 && count <= 1200 }).toMatchObject({ ok: true });
      expect(row.content).toMatch(/^## \S/m);
      expect(row.content).toMatch(/^(- |\d+\. )\S/m);
      expect(row.content).toMatch(/^```[a-z]+\n[\s\S]+?\n```$/m);
      // Every fenced block is closed.
      expect((row.content.match(/^```/gm) ?? []).length % 2).toBe(0);
    }
  });

  test("every certification has an image and a credential id in its issuer's format", async () => {
    const rows = await handle.db.select().from(certifications);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(await storedImage(row.image)).toMatchObject({ sniffed: "webp", format: "webp", width: 1600, height: 1000 });
      expect(row.url).toMatch(/^https:\/\//);
    }
    const idOf = (organization: string) => rows.find((row) => row.organization === organization)?.credentialID;
    expect(idOf("Amazon Web Services")).toMatch(/^[A-Z0-9]{16}$/); // an AWS validation number
    expect(idOf("The Linux Foundation")).toMatch(/^LF-[a-z0-9]{10}$/);
    expect(idOf("Scrum.org")).toMatch(/^\d{6,8}$/);
  });

  test("every tech stack item has its brand's logo, rendered to PNG in the brand's colour or black", async () => {
    const rows = await handle.db.select().from(techStack);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const logo = await storedImage(row.imageUrl);
      expect(logo).toMatchObject({ extension: "png", sniffed: "png", format: "png", width: 256, height: 256 });
      const brand = TECH_LOGOS[row.title];
      expect(brand).toBeDefined();
      // The mark's own colour is in the picture (its inside is flat, without antialiasing).
      const hex = brand.monochrome ? "000000" : brand.icon.hex;
      const { data, info } = await sharp(fs.readFileSync(fileOf(row.imageUrl!))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
      let matches = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        if (data[i] === r && data[i + 1] === g && data[i + 2] === b) matches += 1;
      }
      expect({ title: row.title, hex, enough: matches > 500 }).toMatchObject({ enough: true });
    }
  });

  test("the brand mark is the simple-icons path itself, unaltered", () => {
    const { icon } = TECH_LOGOS.TypeScript;
    expect(brandLogoSvg(icon)).toContain(`<path d="${icon.path}" fill="#${icon.hex}"/>`);
    expect(brandLogoSvg(TECH_LOGOS.Figma.icon, true)).toContain('fill="#000000"');
  });

  test("the profile has an avatar (set through updateProfile) and its description", async () => {
    const [row] = await handle.db.select().from(profile);
    expect(await storedImage(row.avatar)).toMatchObject({ sniffed: "webp", format: "webp", width: 512, height: 512 });
    expect(row.avatarAlt).toMatch(/Alex Morgan/);
    expect(row.name).toBe("Alex Morgan");
  });

  test("every stored file is one of the rows' images: nothing else was written", async () => {
    const urls = [
      ...(await handle.db.select().from(projects)).flatMap((row) => [row.logo, row.screenshot]),
      ...(await handle.db.select().from(blogs)).map((row) => row.imageUrl),
      ...(await handle.db.select().from(certifications)).map((row) => row.image),
      ...(await handle.db.select().from(techStack)).map((row) => row.imageUrl),
      ...(await handle.db.select().from(profile)).map((row) => row.avatar),
    ];
    expect(new Set(urls).size).toBe(urls.length);
    expect((await uploadedFiles()).sort()).toEqual(urls.map((url) => url!.replace("/uploads/", "")).sort());
  });

  test("names, descriptions and posts read right: no placeholder names, no 'a' before a vowel sound", async () => {
    const projectRows = await handle.db.select().from(projects);
    const postRows = await handle.db.select().from(blogs);
    const texts = [
      ...projectRows.flatMap((row) => [row.title, row.oneLineDescription, row.description]),
      ...postRows.flatMap((row) => [row.title, row.summary, row.content.replace(/```[\s\S]*?```/g, "")]),
    ];
    for (const value of texts) {
      expect(value).not.toMatch(/\b[Aa] [aeio]\w/);
      expect(value).not.toMatch(/%$|\b(lorem|ipsum|TODO)\b/i);
    }
  });
});

describe("the committed demo assets", () => {
  test("are exactly the files the seed uses, and weigh 3 MB or less together", () => {
    const names = [
      ...Object.values(DEMO_ASSETS.projects).flatMap((files) => [files.logo, files.screenshot]),
      ...Object.values(DEMO_ASSETS.posts),
      ...Object.values(DEMO_ASSETS.certifications),
      DEMO_ASSETS.avatar,
    ].sort();
    expect(fs.readdirSync(DEMO_ASSET_DIR).sort()).toEqual(names);
    const total = names.reduce((sum, name) => sum + fs.statSync(path.join(DEMO_ASSET_DIR, name)).size, 0);
    expect(total).toBeLessThanOrEqual(DEMO_ASSET_BUDGET_BYTES);
  });
});

describe("seeding at the first start", () => {
  const demoEnv = () => ({ ...getEnv(), OWNER_EMAIL: undefined, OWNER_PASSWORD: undefined, OWNER_NAME: undefined });
  const contentCounts = async (handle: DbHandle) => {
    const counts: Record<string, number> = {};
    for (const [name, table] of Object.entries({ users, projects, blogs, experiences, certifications, techStack, messages })) {
      const [{ value }] = await handle.db.select({ value: count() }).from(table);
      counts[name] = value;
    }
    return counts;
  };

  beforeEach(() => clearUploads());
  afterEach(async () => {
    setStorageForTests(undefined);
    await clearUploads();
  });

  test("happens once: a second start seeds nothing and stores no more files", async () => {
    const handle = await memoryDatabase();
    const log = jest.spyOn(console, "log").mockImplementation(() => {});
    try {
      await prepareDatabase(handle, demoEnv());
      const first = await contentCounts(handle);
      const files = await uploadedFiles();
      expect(first.users).toBe(1);
      expect(first.projects).toBe(5);
      expect(files.length).toBeGreaterThan(20);

      await prepareDatabase(handle, demoEnv());
      expect(await contentCounts(handle)).toEqual(first);
      expect(await uploadedFiles()).toEqual(files);
    } finally {
      log.mockRestore();
      await handle.close();
    }
  });

  test("a storage failure part-way leaves no rows and no files behind", async () => {
    const handle = await memoryDatabase();
    const real = localStorage(uploadDir());
    let puts = 0;
    const failing: ImageStorage = {
      kind: "local",
      put: async (name, bytes, type) => {
        puts += 1;
        if (puts === 8) throw new Error("storage is down");
        return real.put(name, bytes, type);
      },
      delete: (url) => real.delete(url),
    };
    setStorageForTests(failing);
    try {
      await expect(handle.db.transaction(async (tx) => seedDemoContent(tx))).rejects.toThrow("storage is down");
      expect(await contentCounts(handle)).toMatchObject({ projects: 0, blogs: 0, certifications: 0, techStack: 0 });
      expect(await uploadedFiles()).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
