/**
 * The database Jest's workers hand from file to file (tests/setup/shared-test-database.cjs):
 * whatever a file did, the next one gets what a fresh start from the migrated dump gives.
 */
import { pgliteTemplate } from "../setup/pglite-template";

// CommonJS, shared with the test environment that Jest loads itself.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { resetSharedDatabase, startSharedDatabase } = require("../setup/shared-test-database.cjs") as typeof import("../setup/shared-test-database.cjs");

type Client = Awaited<ReturnType<typeof startSharedDatabase>>["client"];

async function picture(client: Client) {
  const one = async <T>(sql: string) => ((await client.query<T>(sql)).rows[0] as T);
  return {
    users: (await one<{ n: number }>("select count(*)::int as n from users")).n,
    schemas: (await client.query<{ name: string }>("select nspname as name from pg_namespace order by 1")).rows.map((r) => r.name),
    tables: (await client.query<{ name: string }>("select table_schema || '.' || table_name as name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') order by 1")).rows.map((r) => r.name),
    migrations: (await one<{ n: number }>("select count(*)::int as n from drizzle.__drizzle_migrations")).n,
    timeZone: (await one<{ TimeZone: string }>("show timezone")).TimeZone,
  };
}

test("a file's rows, schemas, tables and session settings are gone for the next file; the migrations stay applied", async () => {
  const state = await startSharedDatabase(pgliteTemplate);
  try {
    const fresh = await picture(state.client);
    expect(fresh.users).toBe(0);
    expect(fresh.migrations).toBeGreaterThan(0);

    // What one file may leave behind.
    await state.client.exec(`
      insert into users (email, name, password_hash) values ('a@example.com', 'A', 'x'), ('b@example.com', 'B', 'y');
      create schema test_template_rows;
      create table test_template_rows.kept (id int);
      create table public.scratch (id int);
      set time zone 'Asia/Kolkata';
    `);
    expect(await picture(state.client)).not.toEqual(fresh);

    await resetSharedDatabase(state);
    expect(await picture(state.client)).toEqual(fresh);
    // And it serves the next file as usual.
    await state.client.exec("insert into users (email, name, password_hash) values ('a@example.com', 'A', 'x')");
    expect((await picture(state.client)).users).toBe(1);
  } finally {
    await state.client.close();
  }
});
