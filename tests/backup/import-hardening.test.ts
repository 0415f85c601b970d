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
import { exportContent } from "@/lib/db/backup";
import { BACKUP_JSON, exportBackup, importBackup } from "@/lib/db/backup-archive";
import { openDatabase, type DbHandle } from "@/lib/db/client";
import { seedDemoContent } from "@/lib/db/demo-content";
import { getEnv } from "@/lib/env";
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
test("the demo backup itself passes (what the site stores, the rules accept)", async () => {
  const result = await runImport();
  expect(result.counts.projects).toBeGreaterThan(0);
  expect(uploads().length).toBe(result.files.written);
});
