/**
 * Contact messages under concurrent load, on every driver of the API suite (PGlite here,
 * node-postgres and Neon on a real server in scripts/test-api.sh, where the requests really
 * run in parallel on a pool). The per-address limit is one atomic upsert
 * (src/lib/data/rate-limits.ts): a burst from one address can never slip past it.
 */
import { eq, like } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { messages, rateLimits } from "@/lib/db/schema";
import { api } from "../helpers/api";
import { countRows, resetDatabase, withEnv } from "../helpers/db";
import { validMessage } from "../helpers/fixtures";

const PATH = "/api/v1/message";

beforeEach(async () => {
  await resetDatabase();
});

test("200 concurrent messages from 200 addresses are all stored, each exactly once", () =>
  withEnv({ CONTACT_MAX_PER_HOUR: "200" }, async () => {
    expect(process.env.CONTACT_MAX_PER_IP).toBeUndefined(); // the default limit
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        api.post(PATH, {
          json: validMessage({ subject: `Concurrent ${i}` }),
          ip: `198.18.${i >> 8}.${i & 255}`,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(200).fill(201));
    expect(new Set(results.map((r) => r.body.message._id)).size).toBe(200);

    const db = await getDb();
    const rows = await db.select({ subject: messages.subject }).from(messages);
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((r) => r.subject))).toEqual(new Set(Array.from({ length: 200 }, (_, i) => `Concurrent ${i}`)));
    // One counter per address, each at 1.
    const counters = await db.select().from(rateLimits).where(like(rateLimits.key, "contact:ip:%"));
    expect(counters).toHaveLength(200);
    expect(counters.every((c) => c.count === 1)).toBe(true);
  }));

test("CONTACT_MAX_PER_IP=3: 20 concurrent messages from one address store exactly 3, the other 17 are 429", () =>
  withEnv({ CONTACT_MAX_PER_IP: "3" }, async () => {
    const ip = "198.51.100.77";
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.post(PATH, { json: validMessage({ subject: `Burst ${i}` }), ip })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(17).fill(429)]);
    for (const res of results.filter((r) => r.status === 429)) {
      expect(res.body).toEqual({ msg: expect.stringMatching(/try again later/i) });
    }
    const stored = results.filter((r) => r.status === 201).map((r) => r.body.message.subject).sort();
    expect(await countRows(messages)).toBe(3);
    const db = await getDb();
    expect((await db.select({ subject: messages.subject }).from(messages)).map((r) => r.subject).sort()).toEqual(stored);
    // Every attempt was counted, refused ones included.
    const [counter] = await db.select().from(rateLimits).where(eq(rateLimits.key, `contact:ip:${ip}`));
    expect(counter.count).toBe(20);
    // Another address is not affected.
    expect((await api.post(PATH, { json: validMessage(), ip: "198.51.100.78" })).status).toBe(201);
  }));
