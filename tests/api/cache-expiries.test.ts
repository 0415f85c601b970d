/**
 * What an owner's write took down stays down (issue 35, point 1): the cache tags' expiries
 * are persisted where the data is, written before the write is answered, an expiry only moves
 * forward whichever server wrote last, and a server reads them in at start and every few
 * seconds (src/lib/cache/tag-expiry-store.ts). On PGlite here, and on PostgreSQL with both
 * drivers in the API suite.
 */
import { followExpiries, persistExpiries, refreshExpiries, stopFollowingExpiries } from "@/lib/cache/tag-expiry-store";
import { expiryOf, forgetExpiries } from "@/lib/cache/tag-expiries.mjs";
import { getDb } from "@/lib/db";
import { cacheTagExpiries } from "@/lib/db/schema";
import { api, loginAsOwner } from "../helpers/api";
import { resetDatabase } from "../helpers/db";
import { validBlog } from "../helpers/fixtures";

beforeEach(async () => {
  await resetDatabase();
  forgetExpiries();
});
afterAll(() => stopFollowingExpiries());

const stored = async () => Object.fromEntries((await (await getDb()).select().from(cacheTagExpiries)).map((row) => [row.tag, row.expiredAt.getTime()]));

test("an owner's write persists its tag's expiry before it is answered; a restarted server reads it in", async () => {
  const cookie = await loginAsOwner();
  const before = Date.now();
  const res = await api.post("/api/v1/blogs", { cookie, json: validBlog({ title: "Taken down later" }) });
  expect(res.status).toBe(201);
  const persisted = (await stored()).blogs;
  expect(persisted).toBeGreaterThanOrEqual(before);
  expect(expiryOf("blogs")).toBe(persisted);

  // A restart forgets what the process knew; the database still has it.
  forgetExpiries();
  expect(expiryOf("blogs")).toBe(0);
  await refreshExpiries();
  expect(expiryOf("blogs")).toBe(persisted);
});

test("an expiry only moves forward, whichever server writes last", async () => {
  await persistExpiries(["projects"], 2_000_000);
  await persistExpiries(["projects"], 1_000_000);
  expect((await stored()).projects).toBe(2_000_000);
  await persistExpiries(["projects", "profile"], 3_000_000);
  expect(await stored()).toEqual({ projects: 3_000_000, profile: 3_000_000 });
});

test("another server's expiry is read in at start (awaited) and then followed", async () => {
  await (await getDb()).insert(cacheTagExpiries).values({ tag: "tech-stack", expiredAt: new Date(5_000_000) });
  await followExpiries(60_000);
  expect(expiryOf("tech-stack")).toBe(5_000_000);
});
