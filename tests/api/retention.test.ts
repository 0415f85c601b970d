/**
 * Tables that only grew (finding 7 of issue 15) and the contact flood ceiling. Time passing
 * is simulated by moving rows into the past in the database, so nothing waits.
 */
import { eq, like, sql } from "drizzle-orm";
import { recordActivity } from "@/lib/data/activity";
import { hitRateLimit } from "@/lib/data/rate-limits";
import { getDb } from "@/lib/db";
import { activity, messages, rateLimits } from "@/lib/db/schema";
import { api } from "../helpers/api";
import { countRows, resetDatabase, withEnv } from "../helpers/db";
import { validMessage } from "../helpers/fixtures";

beforeEach(resetDatabase);

/** Ends the window of every counter whose key matches, as if its time had passed. */
async function endWindows(keyPattern: string): Promise<void> {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ expiresAt: sql`now() - interval '1 second'`, windowStart: sql`now() - interval '1 hour'` })
    .where(like(rateLimits.key, keyPattern));
}

describe("rate-limit rows are deleted when their window ends", () => {
  test("a write that starts a window deletes ended ones, at most 100 per write", async () => {
    for (let i = 0; i < 150; i++) await hitRateLimit(`test:old:${i}`, 60);
    await endWindows("test:old:%");
    expect(await countRows(rateLimits)).toBe(150);

    await hitRateLimit("test:new:1", 60);
    expect(await countRows(rateLimits)).toBe(51); // 50 ended + the new one
    await hitRateLimit("test:new:2", 60);
    expect(await countRows(rateLimits)).toBe(2);
  });

  test("an ended key starts again at 1 when hit, instead of being deleted under its writer", async () => {
    expect(await hitRateLimit("test:again", 60)).toBe(1);
    expect(await hitRateLimit("test:again", 60)).toBe(2);
    await endWindows("test:again");
    expect(await hitRateLimit("test:again", 60)).toBe(1);
    const db = await getDb();
    const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, "test:again"));
    expect(row.expiresAt.getTime()).toBeGreaterThan(row.windowStart.getTime());
  });

  test("a flood of contact messages from 300 addresses leaves no more rows than live windows", () =>
    withEnv({ CONTACT_MAX_PER_HOUR: "1000" }, async () => {
      for (let i = 0; i < 150; i++) await api.post("/api/v1/message", { json: validMessage(), ip: `198.18.2.${i}` });
      await endWindows("contact:%");
      for (let i = 0; i < 150; i++) await api.post("/api/v1/message", { json: validMessage(), ip: `198.18.3.${i}` });
      // 150 live address counters + the ceiling's counter; the 150 ended ones are gone.
      expect(await countRows(rateLimits)).toBe(151);
    }));
});

describe("activity keeps ACTIVITY_RETENTION_DAYS", () => {
  async function addOld(n: number, daysAgo: number) {
    const db = await getDb();
    await db.insert(activity).values(
      Array.from({ length: n }, (_, i) => ({
        action: "project.update",
        detail: `old ${i}`,
        ip: "198.51.100.1",
        createdAt: sql`now() - make_interval(days => ${daysAgo})`,
      })),
    );
  }

  test("the default, 90 days: older entries go on the next writes (100 per write), newer ones stay", async () => {
    await addOld(150, 91);
    await addOld(5, 89);
    await recordActivity("project.create", "new 1", "198.51.100.2");
    expect(await countRows(activity)).toBe(50 + 5 + 1);
    await recordActivity("project.create", "new 2", "198.51.100.2");
    expect(await countRows(activity)).toBe(5 + 2);
  });

  test("ACTIVITY_RETENTION_DAYS=7 keeps a week", () =>
    withEnv({ ACTIVITY_RETENTION_DAYS: "7" }, async () => {
      await addOld(3, 8);
      await addOld(2, 6);
      await recordActivity("project.create", "new", "198.51.100.2");
      expect(await countRows(activity)).toBe(3);
    }));
});

describe("the hourly ceiling for all contact messages", () => {
  test("CONTACT_MAX_PER_HOUR=10: 30 concurrent messages from 30 addresses store 10, the others get 429 {msg}", () =>
    withEnv({ CONTACT_MAX_PER_HOUR: "10" }, async () => {
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          api.post("/api/v1/message", { json: validMessage({ subject: `Flood ${i}` }), ip: `198.18.4.${i}` }),
        ),
      );
      const statuses = results.map((r) => r.status).sort();
      expect(statuses).toEqual([...Array(10).fill(201), ...Array(20).fill(429)]);
      for (const res of results.filter((r) => r.status === 429)) {
        expect(res.body).toEqual({ msg: expect.stringMatching(/too many messages.*try again/i) });
      }
      // Nothing silently dropped: every 201 is a stored message, every other answer said so.
      const db = await getDb();
      const stored = (await db.select({ subject: messages.subject }).from(messages)).map((r) => r.subject).sort();
      expect(stored).toEqual(results.filter((r) => r.status === 201).map((r) => r.body.message.subject).sort());
    }));

  test("a bot filling the honeypot spends none of the ceiling", () =>
    withEnv({ CONTACT_MAX_PER_HOUR: "2" }, async () => {
      for (let i = 0; i < 5; i++) {
        const bot = await api.post("/api/v1/message", { json: { ...validMessage(), website: "spam" }, ip: `198.18.5.${i}` });
        expect(bot.status).toBe(201);
      }
      expect((await api.post("/api/v1/message", { json: validMessage(), ip: "198.18.6.1" })).status).toBe(201);
      expect((await api.post("/api/v1/message", { json: validMessage(), ip: "198.18.6.2" })).status).toBe(201);
      expect((await api.post("/api/v1/message", { json: validMessage(), ip: "198.18.6.3" })).status).toBe(429);
      expect(await countRows(messages)).toBe(2);
    }));
});
