/**
 * The same API suite runs on three databases (see scripts/test-api.sh): this file checks
 * that each pass really uses the driver it claims, and that the driver does what the app
 * relies on (migrations applied, transactions that commit and roll back).
 */
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { closeDb, getDbHandle } from "@/lib/db";
import { users, techStack } from "@/lib/db/schema";
import { expectedDriver, passDatabaseUrl } from "../setup/drivers";
import { api, loginAsOwner, OWNER } from "../helpers/api";
import { countRows, resetDatabase, withEnv } from "../helpers/db";
import { validTechStack } from "../helpers/fixtures";

const rows = <T>(result: unknown): T[] =>
  (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];

test(`the pass runs on the ${expectedDriver()} driver`, async () => {
  const handle = await getDbHandle();
  expect(handle.driver).toBe(expectedDriver());
  if (handle.driver === "pglite") {
    expect(process.env.DATABASE_URL).toBeUndefined();
    expect(process.env.PGLITE_DIR).toBe("memory://");
  } else {
    const url = new URL(passDatabaseUrl(handle.driver, process.env.TEST_DATABASE_URL as string));
    expect(process.env.DATABASE_URL).toBe(url.toString());
    const [{ db }] = rows<{ db: string }>(await handle.db.execute(sql`select current_database() as db`));
    expect(db).toBe(url.pathname.slice(1));
    // A real server answers with its own address; PGlite has none.
    const [{ port }] = rows<{ port: number | null }>(await handle.db.execute(sql`select inet_server_port() as port`));
    expect(Number(port)).toBe(Number(url.port || 5432));
  }
  if (handle.driver === "neon") {
    expect(process.env.NEON_WS_PROXY).toMatch(/^127\.0\.0\.1:\d+$/);
  }
});

test("every committed migration is applied", async () => {
  const journal = JSON.parse(fs.readFileSync(path.join(process.cwd(), "drizzle/meta/_journal.json"), "utf8"));
  const handle = await getDbHandle();
  const applied = rows<{ n: string | number }>(
    await handle.db.execute(sql`select count(*) as n from drizzle.__drizzle_migrations`),
  );
  expect(Number(applied[0].n)).toBe(journal.entries.length);
});

test("the owner from OWNER_EMAIL exists after start-up, and the API logs in with it", async () => {
  const handle = await getDbHandle();
  const [owner] = await handle.db.select().from(users).where(eq(users.email, OWNER.email));
  expect(owner).toBeDefined();
  await resetDatabase();
  expect(await countRows(users)).toBe(1);
  const cookie = await loginAsOwner();
  expect((await api.get("/api/v1/users/current-user", { cookie })).body.user.email).toBe(OWNER.email);
});

test("transactions commit, and roll back on error", async () => {
  await resetDatabase();
  const { db } = await getDbHandle();
  await db.transaction(async (tx) => {
    await tx.insert(techStack).values({ ...validTechStack(), techStackType: "dev" } as typeof techStack.$inferInsert);
  });
  expect(await countRows(techStack)).toBe(1);
  await expect(
    db.transaction(async (tx) => {
      await tx.insert(techStack).values({ ...validTechStack(), techStackType: "apps" } as typeof techStack.$inferInsert);
      throw new Error("roll back");
    }),
  ).rejects.toThrow("roll back");
  expect(await countRows(techStack)).toBe(1);
});

test("concurrent requests through the pool all land", async () => {
  await resetDatabase();
  const cookie = await loginAsOwner();
  const results = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      api.post("/api/v1/techStack", { cookie, json: validTechStack({ title: `Tool ${i}` }) }),
    ),
  );
  expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
  expect((await api.get("/api/v1/techStack")).body.techstack).toHaveLength(8);
});

test("an unreachable database is 503 {msg}, and the app recovers when it is back", async () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  const driver = expectedDriver() === "pglite" ? "pg" : expectedDriver();
  try {
    await closeDb();
    await withEnv({ DATABASE_URL: "postgres://postgres@127.0.0.1:1/test", DATABASE_DRIVER: driver }, async () => {
      const res = await api.get("/api/v1/projects");
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ msg: expect.stringMatching(/database is unavailable/i) });
    });
  } finally {
    errors.mockRestore();
  }
  // The failed start was forgotten: the next request opens the real database again.
  const res = await api.get("/api/v1/projects");
  expect(res.status).toBe(200);
  expect((await getDbHandle()).driver).toBe(expectedDriver());
});
