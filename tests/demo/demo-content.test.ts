import fs from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import sharp from "sharp";
import { GET as serveUpload } from "@/app/uploads/[name]/route";
import { getEnv } from "@/lib/env";
import { prepareDatabase } from "@/lib/db/bootstrap";
import { openDatabase, type DbHandle } from "@/lib/db/client";
import { DEMO_ASSET_BUDGET_BYTES, DEMO_ASSET_DIR, DEMO_ASSETS } from "@/lib/db/demo-asset-names";
import { seedDemoContent } from "@/lib/db/demo-content";
import { brandLogoSvg, TECH_LOGOS } from "@/lib/db/demo-images";
import { blogs, certifications, experiences, messages, profile, projects, techStack, users } from "@/lib/db/schema";
import { MIN_OUTLINE_HEADINGS } from "@/lib/posts/headings";
import { postOutline } from "@/lib/posts/markdown";
import { MAX_TAG_LENGTH } from "@/lib/posts/tags";
import { setStorageForTests, uploadDir, type ImageStorage } from "@/lib/storage";
import { sniffImageType } from "@/lib/storage/image-type";
import { localStorage } from "@/lib/storage/local";
import { isUploadedFileUrl } from "@/lib/storage/uploaded-url";
import { demoResumePdf } from "../../scripts/lib/demo-resume";
import { clearUploads, uploadedFiles } from "../helpers/db";
import { SEED_TIMEOUT_MS } from "../helpers/timeouts";

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

// WinAnsi codes the résumé uses past ASCII (scripts/lib/pdf.ts), back to their characters.
const WIN_ANSI: Record<string, string> = { "\x92": "\u2019", "\x95": "\u2022", "\x96": "\u2013", "\x97": "\u2014" };

/** The text runs of a hand-written PDF's content stream (`(...) Tj`), one a line. */
function pdfText(bytes: Uint8Array): string {
  const file = Buffer.from(bytes).toString("latin1");
  const stream = file.slice(file.indexOf("stream\n") + 7, file.indexOf("endstream"));
  return [...stream.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)]
    .map(([, run]) => run.replace(/\\(.)/g, "$1").replace(/[\x92\x95-\x97]/g, (byte) => WIN_ANSI[byte]))
    .join("\n");
}

/** "2024-03" as the résumé writes it: "Mar 2024". */
const monthYear = (value: string) =>
  new Date(`${value}-01T00:00:00Z`).toLocaleString("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** Words of prose: the code blocks are not counted. */
const words = (markdown: string) => markdown.replace(/^```[\s\S]*?^```$/gm, "").split(/\s+/).filter(Boolean).length;

describe("the demo seed", () => {
  let handle: DbHandle;

  beforeAll(async () => {
    await clearUploads();
    handle = await memoryDatabase();
    await handle.db.transaction(async (tx) => seedDemoContent(tx));
  }, SEED_TIMEOUT_MS);

  afterAll(async () => {
    await handle.close();
    await clearUploads();
  });

  test("every project has a logo and a screenshot, stored through the image pipeline as real images of their stated type", async () => {
    const rows = await handle.db.select().from(projects);
    expect(rows.map((row) => row.title).sort()).toEqual(["Fieldnotes", "Ledgerline", "Lowroad", "Old Portfolio", "Tidepool"]);
    for (const row of rows) {
      // The committed PNG logos are stored as lossless WebP, as an owner's PNG would be.
      const logo = await storedImage(row.logo);
      expect(logo).toMatchObject({ extension: "webp", sniffed: "webp", format: "webp", width: 256, height: 256 });
      const screenshot = await storedImage(row.screenshot);
      expect(screenshot).toMatchObject({ extension: "webp", sniffed: "webp", format: "webp", width: 1600, height: 1000 });
      expect(row).toMatchObject({
        logoWidth: 256,
        logoHeight: 256,
        logoPlaceholder: expect.stringMatching(/^data:image\/webp;base64,/),
        // A logo beside its title is decorative: the owner wrote nothing (reads give "{title} logo").
        logoAlt: "",
        screenshotWidth: 1600,
        screenshotHeight: 1000,
        screenshotPlaceholder: expect.stringMatching(/^data:image\/webp;base64,/),
      });
      expect(row.screenshotAlt).toContain(row.title === "Old Portfolio" ? "portfolio" : row.title);
    }
  });

  test("every post has a cover and is real writing: 500 to 1,200 words with headings, lists and code", async () => {
    const rows = await handle.db.select().from(blogs);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    for (const row of rows) {
      expect(await storedImage(row.imageUrl)).toMatchObject({ sniffed: "webp", format: "webp", width: 1600, height: 900 });
      expect(row).toMatchObject({ imageUrlWidth: 1600, imageUrlHeight: 900, imageUrlPlaceholder: expect.stringMatching(/^data:image\/webp;base64,/) });
      // The owner describes what each cover shows.
      expect(row.imageUrlAlt.length).toBeGreaterThan(20);
      const count = words(row.content);
      expect({ title: row.title, count, ok: count >= 500 && count <= 1200 }).toMatchObject({ ok: true });
      expect(row.content).toMatch(/^## \S/m);
      expect(row.content).toMatch(/^(- |\d+\. )\S/m);
      expect(row.content).toMatch(/^```[a-z]+\n[\s\S]+?\n```$/m);
      // Every fenced block is closed.
      expect((row.content.match(/^```/gm) ?? []).length % 2).toBe(0);
    }
  });

  test("every post has tags, some shared with another post, and three or more headings (its table of contents shows)", async () => {
    const rows = await handle.db.select().from(blogs);
    const posts = new Map<string, number>();
    for (const row of rows) {
      expect(row.tags.length).toBeGreaterThanOrEqual(2);
      expect(row.tags.every((tag) => tag.length <= MAX_TAG_LENGTH)).toBe(true);
      for (const tag of row.tags) posts.set(tag, (posts.get(tag) ?? 0) + 1);
      expect({ title: row.title, headings: postOutline(row.content).length >= MIN_OUTLINE_HEADINGS }).toEqual({ title: row.title, headings: true });
    }
    expect([...posts.values()].some((count) => count > 1)).toBe(true);
  });

  test("every certification has an image and a credential id in its issuer's format", async () => {
    const rows = await handle.db.select().from(certifications);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const row of rows) {
      expect(await storedImage(row.image)).toMatchObject({ sniffed: "webp", format: "webp", width: 1600, height: 1000 });
      expect(row).toMatchObject({ imageWidth: 1600, imageHeight: 1000, imagePlaceholder: expect.stringMatching(/^data:image\/webp;base64,/) });
      expect(row.url).toMatch(/^https:\/\//);
    }
    const idOf = (organization: string) => rows.find((row) => row.organization === organization)?.credentialID;
    expect(idOf("Amazon Web Services")).toMatch(/^[A-Z0-9]{16}$/); // an AWS validation number
    expect(idOf("The Linux Foundation")).toMatch(/^LF-[a-z0-9]{10}$/);
    expect(idOf("Scrum.org")).toMatch(/^\d{6,8}$/);
  });

  test("every tech stack item has its brand's logo, rendered in the brand's colour or black, stored as lossless WebP", async () => {
    const rows = await handle.db.select().from(techStack);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const logo = await storedImage(row.imageUrl);
      expect(logo).toMatchObject({ extension: "webp", sniffed: "webp", format: "webp", width: 256, height: 256 });
      expect(row).toMatchObject({ imageUrlAlt: "", imageUrlWidth: 256, imageUrlHeight: 256, imageUrlPlaceholder: expect.stringMatching(/^data:image\/webp;base64,/) });
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

  test("two projects are featured, ranked 0 and 1, older than a newer active one: Selected Work shows the owner's picks first", async () => {
    const rows = await handle.db.select().from(projects);
    const featured = rows.filter((row) => row.featured).sort((a, b) => a.featuredRank! - b.featuredRank!);
    expect(featured.map((row) => [row.title, row.featuredRank, row.isArchived])).toEqual([
      ["Ledgerline", 0, false],
      ["Lowroad", 1, false],
    ]);
    expect(rows.filter((row) => !row.featured).every((row) => row.featuredRank === null)).toBe(true);
    // Lowroad is not among the three newest active projects: Selected Work shows a choice, not the newest.
    const newest = rows.filter((row) => !row.isArchived).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    expect(newest.slice(0, 3).map((row) => row.title)).not.toContain("Lowroad");
  });

  test("each tech stack section has its items at positions 0, 1, 2…, in the order the seed lists them", async () => {
    const rows = await handle.db.select().from(techStack);
    const sections = new Map<string, Array<[string, number]>>();
    for (const row of rows) sections.set(row.techStackType, [...(sections.get(row.techStackType) ?? []), [row.title, row.position]]);
    for (const [type, items] of sections) {
      expect([type, items.map(([, position]) => position).sort((a, b) => a - b)]).toEqual([type, items.map((_, i) => i)]);
    }
    const skills = sections.get("skills")!.sort((a, b) => a[1] - b[1]).map(([title]) => title);
    expect(skills.slice(0, 3)).toEqual(["TypeScript", "React", "Next.js"]);
  });

  test("the brand mark is the simple-icons path itself, unaltered", () => {
    const { icon } = TECH_LOGOS.TypeScript;
    expect(brandLogoSvg(icon)).toContain(`<path d="${icon.path}" fill="#${icon.hex}"/>`);
    expect(brandLogoSvg(TECH_LOGOS.Figma.icon, true)).toContain('fill="#000000"');
  });

  test("the profile has an avatar (set through updateProfile) and its description", async () => {
    const [row] = await handle.db.select().from(profile);
    expect(await storedImage(row.avatar)).toMatchObject({ sniffed: "webp", format: "webp", width: 512, height: 512 });
    expect(row).toMatchObject({ avatarWidth: 512, avatarHeight: 512, avatarPlaceholder: expect.stringMatching(/^data:image\/webp;base64,/) });
    expect(row.avatarAlt).toMatch(/Alex Morgan/);
    expect(row.name).toBe("Alex Morgan");
  });

  test("the profile has a résumé: the committed PDF, stored through the upload path and served inline as a PDF", async () => {
    const [row] = await handle.db.select().from(profile);
    expect(row.resumeUrl).toMatch(/^\/uploads\/[a-z0-9-]+\.pdf$/);
    expect(isUploadedFileUrl(row.resumeUrl!)).toBe(true);
    const name = row.resumeUrl!.replace("/uploads/", "");
    const served = await serveUpload(new Request(`http://localhost:3000${row.resumeUrl}`), { params: Promise.resolve({ name }) });
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(served.headers.get("content-disposition")).toBe("inline");
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 8)).toString("latin1")).toBe("%PDF-1.4");
    expect(bytes).toEqual(new Uint8Array(fs.readFileSync(path.join(DEMO_ASSET_DIR, DEMO_ASSETS.resume))));
  });

  test("the résumé tells the seeded story: the profile's name, role and contact, every role, project and certification", async () => {
    const text = pdfText(fs.readFileSync(path.join(DEMO_ASSET_DIR, DEMO_ASSETS.resume)));
    const [owner] = await handle.db.select().from(profile);
    for (const value of [owner.name, owner.role, owner.location, owner.email]) expect(text).toContain(value);
    for (const job of await handle.db.select().from(experiences)) {
      for (const value of [job.title, job.company, job.location, job.skills, ...job.learned]) expect(text).toContain(value);
      expect(text).toContain(`${monthYear(job.startDate)} \u2013 ${job.endDate ? monthYear(job.endDate) : "Present"}`);
    }
    for (const project of (await handle.db.select().from(projects)).filter((row) => !row.isArchived)) {
      expect(text).toContain(`${project.title}\n \u2014 ${project.oneLineDescription}`);
      expect(text).toContain(project.technologiesUsed.join(", "));
    }
    for (const certification of await handle.db.select().from(certifications)) {
      for (const value of [certification.title, certification.organization, certification.date]) expect(text).toContain(value);
    }
    expect(text).not.toMatch(/\b(lorem|ipsum|TODO)\b/i);
    expect(text).not.toMatch(/\b[Aa] [aeio]\w/);
  });

  test("every stored file is one of the rows' images: nothing else was written", async () => {
    const urls = [
      ...(await handle.db.select().from(projects)).flatMap((row) => [row.logo, row.screenshot]),
      ...(await handle.db.select().from(blogs)).map((row) => row.imageUrl),
      ...(await handle.db.select().from(certifications)).map((row) => row.image),
      ...(await handle.db.select().from(techStack)).map((row) => row.imageUrl),
      ...(await handle.db.select().from(profile)).flatMap((row) => [row.avatar, row.resumeUrl]),
    ];
    expect(new Set(urls).size).toBe(urls.length);
    expect((await uploadedFiles()).sort()).toEqual(urls.map((url) => url!.replace("/uploads/", "")).sort());
  });

  test("the owner's alt texts fit the API's limit (200 characters, one line)", async () => {
    const alts = [
      ...(await handle.db.select().from(projects)).flatMap((row) => [row.logoAlt, row.screenshotAlt]),
      ...(await handle.db.select().from(blogs)).map((row) => row.imageUrlAlt),
      ...(await handle.db.select().from(certifications)).map((row) => row.imageAlt),
      ...(await handle.db.select().from(profile)).map((row) => row.avatarAlt),
    ];
    for (const alt of alts) {
      expect(alt.length).toBeLessThanOrEqual(200);
      expect(alt).not.toMatch(/[\u0000-\u001f]/);
    }
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
      DEMO_ASSETS.resume,
    ].sort();
    expect(fs.readdirSync(DEMO_ASSET_DIR).sort()).toEqual(names);
    const total = names.reduce((sum, name) => sum + fs.statSync(path.join(DEMO_ASSET_DIR, name)).size, 0);
    expect(total).toBeLessThanOrEqual(DEMO_ASSET_BUDGET_BYTES);
  });

  test("the résumé is what scripts/lib/demo-resume.ts writes: one page, a few KB, every cross-reference offset right", () => {
    const bytes = fs.readFileSync(path.join(DEMO_ASSET_DIR, DEMO_ASSETS.resume));
    expect(new Uint8Array(bytes)).toEqual(demoResumePdf());
    expect(bytes.length).toBeLessThan(16 * 1024);
    const file = bytes.toString("latin1");
    expect(file.startsWith("%PDF-1.4\n")).toBe(true);
    expect(file.endsWith("%%EOF\n")).toBe(true);
    expect(file.match(/\/Type \/Page\b/g)).toHaveLength(1);
    const xrefAt = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)![1]);
    expect(file.slice(xrefAt, xrefAt + 5)).toBe("xref\n");
    const [, first, size] = /^xref\n(\d+) (\d+)\n/.exec(file.slice(xrefAt))!;
    expect(Number(first)).toBe(0);
    const entries = file.slice(xrefAt + `xref\n0 ${size}\n`.length).slice(0, Number(size) * 20).match(/.{20}/gs)!;
    expect(entries[0]).toBe("0000000000 65535 f \n");
    entries.slice(1).forEach((entry, i) => {
      expect(entry).toMatch(/^\d{10} 00000 n \n$/);
      const offset = Number(entry.slice(0, 10));
      expect(file.slice(offset, offset + `${i + 1} 0 obj\n`.length)).toBe(`${i + 1} 0 obj\n`);
    });
    expect(file).toContain(`trailer\n<< /Size ${size} /Root 1 0 R`);
    // The content stream is as long as its /Length says.
    const [, length] = /\/Length (\d+) >>\nstream\n/.exec(file)!;
    const start = file.indexOf("stream\n") + 7;
    expect(file.indexOf("endstream")).toBe(start + Number(length));
    expect(file).toContain("/BaseFont /Helvetica ");
    expect(file).toContain("/BaseFont /Helvetica-Bold ");
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
      owns: real.owns,
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
