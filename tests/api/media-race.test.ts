/**
 * Deleting an upload and saving a post that starts showing it are serialised (issue 35,
 * point 4): the delete checks and deletes holding the file's lock, the save holds it from its
 * check that the image is still stored to its commit (src/lib/media/named-files.ts). Whatever
 * the timing, either the save wins (the delete is a 409: in use) or the delete wins (the save
 * is refused: choose the image again); never a live post showing a deleted file. Before, on
 * PostgreSQL, a delete racing such a save deleted the file in 2 of 40 tries.
 *
 * Runs on every driver of the API suite: PGlite here (one connection: its transactions never
 * interleave), node-postgres and Neon on a real server (scripts/test-api.sh), where the two
 * requests really run at once on a pool, and where a held row lock pins the delete between
 * its check and its delete to make the worst timing certain.
 */
import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { blogs, media } from "@/lib/db/schema";
import { setMediaClockForTests } from "@/lib/media/clock";
import { serverDriverUnderTest } from "../setup/drivers";
import { api, loginAsOwner } from "../helpers/api";
import { clearUploads, libraryImage, resetDatabase, uploadExists } from "../helpers/db";
import { validBlog } from "../helpers/fixtures";

const onServer = serverDriverUnderTest() !== null;
const TRIES = onServer ? 40 : 15;

let owner: string;
beforeEach(async () => {
  setMediaClockForTests();
  await resetDatabase();
  await clearUploads();
  owner = await loginAsOwner();
});

async function createPost(): Promise<string> {
  const res = await api.post("/api/v1/blogs", { cookie: owner, json: validBlog({ title: "Raced", content: "No image yet." }) });
  expect(res.status).toBe(201);
  return res.body.blog._id;
}

/** The save that starts showing `url`, and the owner's confirmed delete of it. */
const save = (postId: string, url: string, i: number) =>
  api.patch(`/api/v1/blogs/${postId}`, { cookie: owner, json: { content: `Try ${i}: ![chart](${url})` } });
const remove = (id: string) => api.delete(`/api/v1/media/${id}?confirm=recent`, { cookie: owner });

/** The one thing that must hold: a post that shows the file has the file, and its record. */
async function expectNoPostShowsADeletedFile(postId: string, url: string) {
  const db = await getDb();
  const [post] = await db.select({ content: blogs.content }).from(blogs).where(eq(blogs.id, postId));
  const recorded = (await db.select({ id: media.id }).from(media).where(eq(media.url, url))).length > 0;
  if (post!.content.includes(url)) {
    expect({ file: await uploadExists(url), recorded }).toEqual({ file: true, recorded: true });
  }
}

test(`a delete racing a save that starts showing the file: one of them wins, cleanly, ${TRIES} times`, async () => {
  const postId = await createPost();
  const outcomes = { saved: 0, deleted: 0 };
  for (let i = 0; i < TRIES; i++) {
    const image = await libraryImage("raced.webp");
    // Started in either order: each request runs until its first wait on the database.
    const [saved, deleted] = i % 2 === 0 ? await Promise.all([save(postId, image.url, i), remove(image.id)]) : await Promise.all([remove(image.id), save(postId, image.url, i)]).then(([d, s]) => [s, d]);
    if (saved.status === 200) {
      expect(deleted.status).toBe(409);
      // Where it is used is read in several statements: one that ran as the save committed may
      // see its version before its row.
      expect(deleted.body.msg).toMatch(/^raced\.webp is in use, so it was not deleted: it is used by (the post “Raced” \(text\)|an earlier version of the post “Raced”)\.$/);
      expect(await uploadExists(image.url)).toBe(true);
      outcomes.saved++;
    } else {
      expect(deleted.status).toBe(200);
      // Refused before its transaction (the record was gone already) or inside it (gone meanwhile).
      expect([400, 409]).toContain(saved.status);
      expect(saved.body.msg).toMatch(/deleted/);
      expect(await uploadExists(image.url)).toBe(false);
      outcomes.deleted++;
    }
    await expectNoPostShowsADeletedFile(postId, image.url);
  }
  expect(outcomes.saved + outcomes.deleted).toBe(TRIES);
});

// Needs two connections at once (a transaction held open while the delete runs): a server
// driver's pool. PGlite is one connection, so the test is defined for the server passes only
// (not skipped: nothing is reported as left out).
const onServerOnly = onServer ? test : () => undefined;

onServerOnly("the worst timing, made certain: a delete paused between its check and its delete; the save meanwhile waits, then is refused", async () => {
  const postId = await createPost();
  const image = await libraryImage("raced.webp");
  const db = await getDb();
  // Another transaction holds the upload's record: the delete, once it has checked (nothing
  // names the file) and removed the file, waits to delete the record.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const holder = db.transaction(async (tx) => {
    await tx.select({ id: media.id }).from(media).where(eq(media.id, image.id)).for("update");
    held();
    await released;
  });
  await holding;

  /** Waits until a statement like `pattern` waits on a lock (a few seconds at most, and not once `done`). */
  const waitingOn = async (pattern: string, done = () => false) => {
    for (let i = 0; i < 200 && !done(); i++) {
      const result = await db.execute(
        sql`select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock' and query ilike ${pattern} and pid <> pg_backend_pid()`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: Array<{ waiting: number }> }).rows) as Array<{ waiting: number }>;
      if (rows[0]!.waiting > 0) return true;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return false;
  };

  const deleting = remove(image.id);
  let saveDone = false;
  let saving: ReturnType<typeof save> | undefined;
  let blocked = false;
  let doneWhileHeld = false;
  try {
    expect(await waitingOn('delete from "media"%')).toBe(true);
    // The save starts showing the file now: its record is still there for every check outside
    // the delete's transaction. It must not succeed while the delete is under way.
    saving = save(postId, image.url, 0).then((res) => {
      saveDone = true;
      return res;
    });
    // It waits on the file's lock (before the fix, it finished here).
    blocked = await waitingOn("select pg_advisory_xact_lock_shared%", () => saveDone);
    doneWhileHeld = saveDone;
  } finally {
    release();
    await holder;
  }
  const [deleted, saved] = await Promise.all([deleting, saving!]);
  expect({ blocked, doneWhileHeld }).toEqual({ blocked: true, doneWhileHeld: false });
  expect(deleted.status).toBe(200);
  expect(saved.status).toBe(409);
  expect(saved.body.msg).toBe(
    `The image ${image.url} was deleted from the media library while this was being saved, so nothing was saved: choose it again (upload it, or pick another).`,
  );
  expect((await db.select({ content: blogs.content }).from(blogs).where(eq(blogs.id, postId)))[0]!.content).toBe("No image yet.");
  await expectNoPostShowsADeletedFile(postId, image.url);
});
