/**
 * `npm run import` trusts nothing in its folder (issue 22, point 8): a backup folder is data
 * anyone could have edited. A symbolic link (to a file outside the folder, which would then
 * be copied into the uploads and served publicly), a hard link, a pipe, a linked folder, and
 * every row the API would refuse (a `data:` link, a slug leaving /blogs, control characters,
 * an unknown status or column) fail the whole import with a message naming the problem,
 * leaving the database and the storage as they were.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { exportContent, parseBackup } from "@/lib/db/backup";
import { BACKUP_JSON, exportBackup, importBackup } from "@/lib/db/backup-archive";
import { openDatabase, type DbHandle } from "@/lib/db/client";
import { seedDemoContent } from "@/lib/db/demo-content";
import { getEnv } from "@/lib/env";
import { recordNamedUploads } from "@/lib/media/backfill";
import { setStorageForTests } from "@/lib/storage";
import { localStorage } from "@/lib/storage/local";
import { SEED_TIMEOUT_MS } from "../helpers/timeouts";

const memoryDatabase = async () => {
  const handle = await openDatabase({ ...getEnv(), DATABASE_URL: undefined, PGLITE_DIR: "memory://" });
  await handle.migrate();
  return handle;
};
const sha = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

let root: string;
/** The empty database every import goes to: a refused one must leave it empty. */
let target: DbHandle;
/** A backup of the demo site, exported once; each test edits a copy of it. */
let pristine: string;
let targetUploads: string;
let folder: string;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "import-hardening-"));
  const sourceUploads = path.join(root, "source-uploads");
  const source = await memoryDatabase();
  setStorageForTests(localStorage(sourceUploads));
  await seedDemoContent(source.db);
  setStorageForTests(undefined);
  // The media library's records, as the site's start makes them for the demo's uploads.
  await recordNamedUploads(source.db, { uploadDir: sourceUploads });
  pristine = path.join(root, "pristine");
  await exportBackup(source.db, pristine, { uploadDir: sourceUploads });
  await source.close();
  target = await memoryDatabase();
}, SEED_TIMEOUT_MS);
afterAll(async () => {
  await target.close();
  fs.rmSync(root, { recursive: true, force: true });
});

let counter = 0;
beforeEach(() => {
  targetUploads = path.join(root, `target-uploads-${counter}`);
  folder = path.join(root, `backup-${counter++}`);
  fs.cpSync(pristine, folder, { recursive: true });
});

const readJson = () => JSON.parse(fs.readFileSync(path.join(folder, BACKUP_JSON), "utf8"));
const writeJson = (backup: unknown) => fs.writeFileSync(path.join(folder, BACKUP_JSON), JSON.stringify(backup));
const runImport = () => importBackup(target.db, folder, localStorage(targetUploads), { uploadDir: targetUploads });
const uploads = () => (fs.existsSync(targetUploads) ? fs.readdirSync(targetUploads) : []);

/** The import failed with `message`, and the target's database and uploads are as they were: empty. */
async function expectRefused(message: RegExp) {
  await expect(runImport()).rejects.toThrow(message);
  expect(Object.values((await exportContent(target.db)).tables).every((rows) => rows.length === 0)).toBe(true);
  expect(uploads()).toEqual([]);
}

/** Points the backup's first archived file at `name` in files/, with the record `bytes` would have. */
function retarget(name: string, bytes: Uint8Array) {
  const backup = readJson();
  const [entry] = backup.archive;
  const old = path.join(folder, entry.path);
  Object.assign(entry, { path: `files/${name}`, size: bytes.byteLength, sha256: sha(bytes) });
  writeJson(backup);
  return old;
}

describe("only regular files of the folder's own are imported", () => {
  test("a symbolic link to a file outside the folder", async () => {
    // Shaped like an image, so that only the link gives it away.
    const secret = path.join(root, "outside-secret.png");
    fs.writeFileSync(secret, "PRIVATE KEY, not for the public uploads");
    fs.symlinkSync(secret, path.join(folder, "files", "0b7c2f8e-3d4a-4c1e-9f50-2a6b8c1d9e00.png"));
    retarget("0b7c2f8e-3d4a-4c1e-9f50-2a6b8c1d9e00.png", fs.readFileSync(secret));
    await expectRefused(/files\/0b7c2f8e-3d4a-4c1e-9f50-2a6b8c1d9e00\.png is a symbolic link/);
  });

  test("a file replaced by a link to itself elsewhere, with the right size and hash", async () => {
    const { archive } = readJson();
    const inside = path.join(folder, archive[1].path);
    const moved = path.join(root, `moved-${counter}.bin`);
    fs.renameSync(inside, moved);
    fs.symlinkSync(moved, inside);
    await expectRefused(/is a symbolic link/);
  });

  test("a hard link, a pipe, a folder where a file should be", async () => {
    const outside = path.join(root, `hard-${counter}.png`);
    fs.writeFileSync(outside, "shared with a file elsewhere");
    fs.linkSync(outside, path.join(folder, "files", "1a2b3c4d-0000-4000-8000-000000000001.png"));
    retarget("1a2b3c4d-0000-4000-8000-000000000001.png", fs.readFileSync(outside));
    await expectRefused(/is a hard link/);

    execFileSync("mkfifo", [path.join(folder, "files", "1a2b3c4d-0000-4000-8000-000000000002.png")]);
    retarget("1a2b3c4d-0000-4000-8000-000000000002.png", new Uint8Array());
    await expectRefused(/is not a regular file/);

    fs.mkdirSync(path.join(folder, "files", "1a2b3c4d-0000-4000-8000-000000000003.png"));
    retarget("1a2b3c4d-0000-4000-8000-000000000003.png", new Uint8Array());
    await expectRefused(/is not a regular file/);
  });

  test("files/ itself linked to a folder elsewhere", async () => {
    const elsewhere = path.join(root, `elsewhere-${counter}`);
    fs.renameSync(path.join(folder, "files"), elsewhere);
    fs.symlinkSync(elsewhere, path.join(folder, "files"));
    await expectRefused(/which is a link or no folder/);
  });

  test("backup.json as a link", async () => {
    const json = path.join(root, `backup-${counter}.json`);
    fs.renameSync(path.join(folder, BACKUP_JSON), json);
    fs.symlinkSync(json, path.join(folder, BACKUP_JSON));
    await expectRefused(/backup\.json is a symbolic link/);
  });
});

describe("every row is checked as the API checks what it stores", () => {
  type Edit = (backup: { tables: Record<string, Array<Record<string, unknown>>> }) => void;
  test.each<[string, Edit, RegExp]>([
    ["a data:text/html project link", (b) => void (b.tables.projects[0].liveUrl = "data:text/html,<script>alert(1)</script>"), /tables\.projects\[0\].*liveUrl must be an http\(s\) URL/],
    ["a javascript: certification URL", (b) => void (b.tables.certifications[0].url = "javascript:alert(1)"), /tables\.certifications\[0\].*url must be an http\(s\) URL/],
    ["a profile link to data:", (b) => void (b.tables.profile[0].links = [{ network: "website", url: "data:text/html,hi" }]), /tables\.profile\[0\].*links\[0\]\.url must be an https URL/],
    ["a slug leaving /blogs", (b) => void (b.tables.blogs[0].slug = "../../admin"), /tables\.blogs\[0\].*slug must be lowercase letters/],
    ["a control character in a title", (b) => void (b.tables.techStack[0].title = "Bell\u0007 and escape\u001b[31m"), /tables\.techStack\[0\].*title must not contain a control character \(U\+0007\)/],
    ["an unknown status", (b) => void (b.tables.projects[0].status = "hidden"), /tables\.projects\[0\].*status must be one of draft, published/],
    ["a deletedAt that is no moment", (b) => void (b.tables.experiences[0].deletedAt = "yesterday"), /tables\.experiences\[0\].*deletedAt must be an ISO 8601 date and time/],
    ["a malformed id", (b) => void (b.tables.messages[0].id = "1; drop table messages"), /tables\.messages\[0\].*id must be a UUID/],
    ["a field that is no column", (b) => void (b.tables.blogs[0].isAdmin = true), /tables\.blogs\[0\].*not a column: isAdmin/],
    ["an image URL of another site", (b) => void (b.tables.projects[0].logo = "https://evil.example/logo.png"), /tables\.projects\[0\].*logo must be the URL of an uploaded file/],
    ["a placeholder that is no image", (b) => void (b.tables.projects[0].logoPlaceholder = "data:text/html;base64,PHNjcmlwdD4="), /logoPlaceholder must be a base64 image data URL/],
  ])("%s", async (_, edit, message) => {
    const backup = readJson();
    edit(backup);
    writeJson(backup);
    await expectRefused(message);
  });
});

/*
 * Issue 35, point 5: the import judges each row as the API's own create and update do
 * (their zod schemas whole, the images a text shows, what a form's text becomes), and the
 * columns no client sends by rules of their own; a key that means something to a JavaScript
 * object is refused at any depth. The message names the table, the row (its index, id and
 * title) and the field; nothing is stored, no file copied.
 */
describe("what the API refuses, the import refuses (issue 35)", () => {
  type Backup = { tables: Record<string, Array<Record<string, unknown>>>; [key: string]: unknown };
  type Edit = (backup: Backup) => void;
  const FOREIGN = "https://evil.example/pixel.png";
  /** The start of the message about row `index` of `table`: its index, id and title. */
  const row = (backup: Backup, table: string, index: number, named = "title") => {
    const item = backup.tables[table][index];
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const text = String(item[named]);
    const shown = [...text].length > 60 ? `${[...text].slice(0, 59).join("")}…` : text;
    const label = `tables.${table}[${index}] (id "${item.id}", ${named} ${JSON.stringify(shown)})`;
    return escape(`The backup's ${label} cannot be imported: `);
  };
  /** A kept version of the backup's first post, its snapshot `snapshot`. */
  const versionOf = (backup: Backup, snapshot: Record<string, unknown>) => ({
    id: "3e0e0e0e-0000-4000-8000-000000000001",
    collection: "blogs",
    itemId: backup.tables.blogs[0].id,
    version: 1,
    snapshot,
    changes: [],
    files: [],
    savedAt: "2026-11-29T10:00:00.000Z",
  });
  /** Sets `key` on `target` as JSON.parse would: an own property, even for __proto__. */
  const setKey = <T extends object>(target: T, key: string, value: unknown): T =>
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

  test.each<[string, Edit, (backup: Backup) => RegExp]>([
    [
      "a post whose body shows an image from another site",
      (b) => void (b.tables.blogs[0].content += `\n\n![A pixel](${FOREIGN})`),
      (b) => new RegExp(`${row(b, "blogs", 0)}content shows an image from another site: https://evil\\.example/pixel\\.png`),
    ],
    [
      "a post's image by reference, from another site",
      (b) => void (b.tables.blogs[1].content += `\n\n![A pixel][p]\n\n[p]: ${FOREIGN}`),
      (b) => new RegExp(`${row(b, "blogs", 1)}content shows an image from another site`),
    ],
    [
      "About showing an image from another site",
      (b) => void (b.tables.profile[0].about += `\n\n![Me](${FOREIGN})`),
      () => /tables\.profile\[0\] \(id "1", name .*\) cannot be imported: about shows an image from another site/,
    ],
    [
      "a kept version of a post showing an image from another site (a restore would bring it back)",
      (b) => void b.tables.itemVersions.push(versionOf(b, { title: "Then", content: `![Then](${FOREIGN})` })),
      (b) => new RegExp(`tables\\.itemVersions\\[${b.tables.itemVersions.length - 1}\\] \\(id "3e0e0e0e-0000-4000-8000-000000000001"\\) cannot be imported: snapshot\\.content shows an image from another site`),
    ],
    [
      "a post's image with no address",
      (b) => void (b.tables.blogs[0].content += "\n\n![Nothing]()"),
      (b) => new RegExp(`${row(b, "blogs", 0)}content has an image without an address`),
    ],
    [
      "a post's image naming an upload the backup has no record of",
      (b) => void (b.tables.blogs[0].content += "\n\n![Gone](/uploads/0b7c2f8e-3d4a-4c1e-9f50-2a6b8c1d9e99.webp)"),
      (b) => new RegExp(`${row(b, "blogs", 0)}content shows /uploads/0b7c2f8e-3d4a-4c1e-9f50-2a6b8c1d9e99\\.webp, which is not an image uploaded to this site`),
    ],
    [
      "a post's image naming an upload that is a PDF",
      (b) => {
        const pdf = b.tables.media.find((record) => record.contentType === "application/pdf")!;
        b.tables.blogs[0].content += `\n\n![CV](${pdf.url})`;
      },
      (b) => new RegExp(`${row(b, "blogs", 0)}content shows /uploads/.* as an image, but that upload is not an image \\(application/pdf\\)`),
    ],
    ["a column that does not exist", (b) => void (b.tables.certifications[0].approvedBy = "admin"), (b) => new RegExp(`${row(b, "certifications", 0)}has a field that is not a column: approvedBy`)],
    [
      "a profile link with a key of its own",
      (b) => void ((b.tables.profile[0].links as Array<Record<string, unknown>>)[0].onclick = "alert(1)"),
      () => /tables\.profile\[0\].* cannot be imported: links\[0\] has a key that is not one of network, url: onclick/,
    ],
    ["a table this site does not have", (b) => void (b.tables.users = [{ email: "x@example.org", passwordHash: "x" }]), () => /Not a backup this site can import: tables has a table this site does not import: users/],
    ["a value outside an enum", (b) => void (b.tables.techStack[0].techStackType = "weapons"), (b) => new RegExp(`${row(b, "techStack", 0)}techStackType must be one of skills, dev`)],
    ["an over-long title", (b) => void (b.tables.blogs[0].title = "x".repeat(201)), (b) => new RegExp(`tables\\.blogs\\[0\\] \\(id "${b.tables.blogs[0].id}", title "x{59}…"\\) cannot be imported: title must be at most 200 characters`)],
    ["an over-long post", (b) => void (b.tables.blogs[0].content = "x".repeat(50_001)), (b) => new RegExp(`${row(b, "blogs", 0)}content must be at most 50000 characters`)],
    ["a NUL character", (b) => void (b.tables.blogs[0].summary = "Before\u0000after"), (b) => new RegExp(`${row(b, "blogs", 0)}summary must not contain a NUL character`)],
    ["a NUL character in a version's text", (b) => void b.tables.itemVersions.push(versionOf(b, { title: "Nul\u0000" })), () => /tables\.itemVersions\[\d+\].* cannot be imported: snapshot title must not contain a NUL character/],
    ["a post's day that does not exist", (b) => void (b.tables.blogs[0].date = "2026-02-30"), (b) => new RegExp(`${row(b, "blogs", 0)}date must be a real date`)],
    ["a timestamp that is no moment", (b) => void (b.tables.projects[0].createdAt = "2026-13-01T00:00:00Z"), (b) => new RegExp(`${row(b, "projects", 0)}createdAt must be an ISO 8601 date and time`)],
    ["an id that is not a UUID", (b) => void (b.tables.certifications[0].id = "42"), () => /tables\.certifications\[0\] \(id "42", title ".*"\) cannot be imported: id must be a UUID/],
    ["a checkbox's text where a boolean is stored", (b) => void (b.tables.projects[0].featured = "yes"), (b) => new RegExp(`${row(b, "projects", 0)}featured must be true or false`)],
    ["a form's text where a list is stored", (b) => void (b.tables.projects[0].technologiesUsed = "React, Node"), (b) => new RegExp(`${row(b, "projects", 0)}technologiesUsed must be a list of text`)],
    ["null where the API stores text", (b) => void (b.tables.blogs[0].metaDescription = null), (b) => new RegExp(`${row(b, "blogs", 0)}metaDescription must be text`)],
    [
      "an experience that ends before it starts (a rule between fields)",
      (b) => void Object.assign(b.tables.experiences[0], { startDate: "2024-03", endDate: "2020-01" }),
      (b) => new RegExp(`${row(b, "experiences", 0)}endDate must not be before startDate`),
    ],
    ["more tags than a post may have", (b) => void (b.tables.blogs[0].tags = Array.from({ length: 21 }, (_, i) => `tag${i}`)), (b) => new RegExp(`${row(b, "blogs", 0)}tags must be at most \\d+ tags`)],
    ["a version below 1", (b) => void (b.tables.projects[0].version = 0), (b) => new RegExp(`${row(b, "projects", 0)}version must be at least 1`)],
    ["a negative place in an order", (b) => void (b.tables.techStack[0].position = -5), (b) => new RegExp(`${row(b, "techStack", 0)}position must be at least 0`)],
    ["a version's changes that are no field names", (b) => void b.tables.itemVersions.push({ ...versionOf(b, { title: "Then" }), changes: ["<img src=x>"] }), () => /tables\.itemVersions\[\d+\].* cannot be imported: changes\[0\] must be a field's name/],
    [
      "a message row naming the visitor: the message names the row by id and name",
      (b) => void (b.tables.messages[0].read = "true"),
      (b) => new RegExp(`${row(b, "messages", 0, "name")}read must be true or false`),
    ],
  ])("%s", async (_, edit, message) => {
    const backup = readJson() as Backup;
    edit(backup);
    writeJson(backup);
    await expectRefused(message(backup));
  });

  describe("keys that mean something to a JavaScript object, at any depth", () => {
    test.each<[string, Edit, RegExp]>([
      ["__proto__ as a row's key", (b) => void setKey(b.tables.blogs[0], "__proto__", { status: "published", isAdmin: true }), /tables\.blogs\[0\] \(id ".*", title ".*"\) cannot be imported: __proto__ is a key no row may have/],
      ["constructor as a row's key", (b) => void setKey(b.tables.projects[1], "constructor", { prototype: { polluted: true } }), /tables\.projects\[1\] \(id .*\) cannot be imported: constructor is a key no row may have/],
      ["prototype as a row's key", (b) => void setKey(b.tables.messages[0], "prototype", "x"), /tables\.messages\[0\] \(id .*\) cannot be imported: prototype is a key no row may have/],
      ["__proto__ inside a profile link", (b) => void setKey((b.tables.profile[0].links as object[])[1], "__proto__", { url: "javascript:alert(1)" }), /tables\.profile\[0\] .* cannot be imported: links\[1\]\.__proto__ is a key no row may have/],
      ["constructor inside a version's snapshot", (b) => void b.tables.itemVersions.push(versionOf(b, setKey({ title: "Then" }, "constructor", { name: "x" }))), /tables\.itemVersions\[\d+\] .* cannot be imported: snapshot\.constructor is a key no row may have/],
      [
        "__proto__ deep inside an autosave's stored item",
        (b) =>
          void b.tables.autosaves.push({
            id: "2d0d0d0d-0000-4000-8000-000000000001",
            collection: "blogs",
            itemId: b.tables.blogs[0].id,
            title: "Unsaved",
            values: { title: "Unsaved" },
            initial: { title: "" },
            base: { title: "Then", nested: { deeper: [{ ok: 1 }, setKey({}, "__proto__", { polluted: true })] } },
            baseVersion: 1,
            files: [],
            deviceId: "phone-1",
            deviceName: "iPhone · Safari",
            createdAt: "2026-11-29T10:00:00.000Z",
            savedAt: "2026-11-29T10:00:02.000Z",
          }),
        /tables\.autosaves\[\d+\] \(id "2d0d0d0d-0000-4000-8000-000000000001", title "Unsaved"\) cannot be imported: base\.nested\.deeper\[1\]\.__proto__ is a key no row may have/,
      ],
      ["__proto__ in the backup itself", (b) => void setKey(b, "__proto__", { version: 2 }), /Not a backup this site can import: __proto__ is a key no backup may have/],
      ["prototype in an archived file's entry", (b) => void setKey((b.archive as object[])[0], "prototype", {}), /Not a backup this site can import: archive\[0\]\.prototype is a key no backup may have/],
    ])("%s", async (_, edit, message) => {
      const backup = readJson() as Backup;
      edit(backup);
      writeJson(backup);
      // The key really is in the file, as anyone editing it would have written it.
      expect(fs.readFileSync(path.join(folder, BACKUP_JSON), "utf8")).toMatch(/"(__proto__|constructor|prototype)":/);
      await expectRefused(message);
    });
  });

  test("a project's description is plain text, never drawn as an image: an image's Markdown in it is words, as the API takes it", () => {
    const backup = readJson() as Backup;
    backup.tables.projects[0].description = `Shown as written: ![not an image](${FOREIGN})`;
    expect(() => parseBackup(backup)).not.toThrow();
  });

  test("a backup from before the media library (no records): an upload's address naming an image passes, another site's image does not", () => {
    const backup = readJson() as Backup;
    backup.tables.media = [];
    backup.tables.blogs[0].content += "\n\n![Ours](/uploads/0b7c2f8e-3d4a-4c1e-9f50-2a6b8c1d9e00.webp)";
    expect(() => parseBackup(backup)).not.toThrow();
    backup.tables.blogs[0].content += "\n\n![A PDF](/uploads/0b7c2f8e-3d4a-4c1e-9f50-2a6b8c1d9e00.pdf)";
    expect(() => parseBackup(backup)).toThrow(/content shows \/uploads\/0b7c2f8e-3d4a-4c1e-9f50-2a6b8c1d9e00\.pdf, which is not an image uploaded to this site/);
    backup.tables.blogs[0].content = `![A pixel](${FOREIGN})`;
    expect(() => parseBackup(backup)).toThrow(/content shows an image from another site/);
  });
});

test("a row the database refuses after the files were stored: the files written are removed again", async () => {
  const backup = readJson();
  // Two posts with one slug pass each row's rules; the database's unique index refuses them.
  backup.tables.blogs[1].slug = backup.tables.blogs[0].slug;
  writeJson(backup);
  await expect(runImport()).rejects.toThrow();
  expect(Object.values((await exportContent(target.db)).tables).every((rows) => rows.length === 0)).toBe(true);
  expect(uploads()).toEqual([]);
});

// Last: it fills the target database.
test("the demo backup itself passes (what the site stores, the rules accept), a post and About showing its own uploads included", async () => {
  const backup = readJson();
  const image = backup.tables.media.find((record: { contentType: string }) => record.contentType.startsWith("image/"));
  backup.tables.blogs[0].content += `\n\n![Ours](${image.url})\n\nA link elsewhere stays a link: [a site](https://example.org/page).`;
  backup.tables.profile[0].about += `\n\n![Ours too](${image.url})`;
  writeJson(backup);
  const result = await runImport();
  expect(result.counts.projects).toBeGreaterThan(0);
  expect(uploads().length).toBe(result.files.written);
});
