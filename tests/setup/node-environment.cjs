// @ts-check
/**
 * Jest's node environment, plus one in-memory PGlite per Jest worker that the test files run
 * by that worker take turns on (docs/testing.md, "What keeps Jest fast").
 *
 * Why: every test file used to start its own PGlite from the migrated dump
 * (./pglite-template.ts): 1.4–1.8 s and about 2.5 s of CPU each (Postgres starting inside
 * WebAssembly), paid by about a hundred files. An environment module is loaded once per
 * worker, outside the files' own module registries, so the database it starts outlives each
 * file; each file gets it back as a fresh start would leave it: every row the migrations
 * left and nothing else, no schema a test made, no session state.
 *
 * In worker processes only (see setup()). The app takes it through `globalThis.__portfolioSharedPglite` (src/lib/db/client.ts, a
 * test-only hook like the dump's): `acquire()` on open, `release()` on close. A file that
 * opens a second database while the first is open (two processes' worth) gets its own, as before.
 * Files in jsdom (components) keep their own environment and never open the app's database.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by Jest itself */
const { TestEnvironment } = require("jest-environment-node");
/* eslint-enable @typescript-eslint/no-require-imports */

/** The tables, rows and schemas a fresh start from the dump has (read once per worker). */
let shared;
/** The same, once started (release() must not wait for a promise). */
let sharedState;

async function startShared(template) {
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create("memory://", { loadDataDir: template() });
  const { rows: tables } = await client.query(
    "select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const { rows: schemas } = await client.query("select nspname as name from pg_namespace");
  const { rows: sequences } = await client.query(
    "select quote_ident(sequencename) as name, coalesce(last_value, start_value) as value, last_value is not null as called from pg_sequences where schemaname = 'public'",
  );
  // Rows a migration inserted (none today, kept if one ever does), as JSON per table.
  const kept = [];
  for (const { name } of tables) {
    const { rows } = await client.query(`select coalesce(json_agg(t), '[]') as rows from ${name} t`);
    if (rows[0].rows.length) kept.push({ name, rows: JSON.stringify(rows[0].rows) });
  }
  return { client, tables: tables.map((t) => t.name), schemas: new Set(schemas.map((s) => s.name)), sequences, kept, inUse: false };
}

/** Back to the state of a fresh start: called before each file's first query. */
async function reset(state) {
  const { client } = state;
  await client.exec("discard all");
  const { rows: schemas } = await client.query("select quote_ident(nspname) as quoted, nspname as name from pg_namespace");
  const { rows: tables } = await client.query(
    "select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  const statements = [];
  for (const schema of schemas) if (!state.schemas.has(schema.name)) statements.push(`drop schema ${schema.quoted} cascade`);
  for (const { name } of tables) if (!state.tables.includes(name)) statements.push(`drop table ${name} cascade`);
  if (state.tables.length) statements.push(`truncate ${state.tables.join(", ")} cascade`);
  for (const { name, value, called } of state.sequences) statements.push(`select setval('${name}', ${Number(value)}, ${called})`);
  await client.exec(`begin; ${statements.join("; ")}; commit;`);
  for (const { name, rows } of state.kept) {
    await client.query(`insert into ${name} select * from json_populate_recordset(null::${name}, $1::json)`, [rows]);
  }
}

class PortfolioNodeEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    // Only in a worker process, which Jest ends with process.exit once every file has run.
    // Run in band (one file, or --maxWorkers=1) the open database would keep Jest's own
    // process from exiting: each file then starts its own as before.
    if (typeof process.send !== "function") return;
    this.global.__portfolioSharedPglite = {
      /** The worker's database as a fresh start leaves it, or undefined while another handle holds it. */
      async acquire(template) {
        shared ??= startShared(template).then((state) => (sharedState = state));
        const state = await shared;
        if (state.inUse) return undefined;
        state.inUse = true;
        try {
          await reset(state);
        } catch (error) {
          state.inUse = false;
          throw error;
        }
        return state.client;
      },
      release() {
        if (sharedState) sharedState.inUse = false;
      },
    };
  }

  async teardown() {
    // A file that never closed its handle leaves it to the next file's reset.
    if (sharedState) sharedState.inUse = false;
    await super.teardown();
  }
}

module.exports = PortfolioNodeEnvironment;
