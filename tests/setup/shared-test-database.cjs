// @ts-check
/**
 * One in-memory PGlite that test files take turns on, each getting it back as a fresh start
 * from the migrated dump would leave it (tests/setup/node-environment.cjs keeps one per Jest
 * worker; docs/testing.md, "What keeps Jest fast"). Starting a PGlite costs 1.4–1.8 s and
 * about 2.5 s of CPU (Postgres starting inside WebAssembly); putting one back costs a few
 * milliseconds.
 */

/**
 * Starts the database from `template` (a Blob of the dump) and notes what a fresh start has:
 * its tables, schemas, sequences and any row a migration put in (none today; put back if a
 * migration ever does, so a file never sees less than a first start would).
 * @param {() => Blob | undefined} template
 */
async function startSharedDatabase(template) {
  const { PGlite } = await import("@electric-sql/pglite");
  const client = await PGlite.create("memory://", { loadDataDir: template() });
  const { tables, schemas } = await layout(client);
  /** @type {{ rows: Array<{ name: string, value: string, called: boolean }> }} */
  const { rows: sequences } = await client.query(
    "select quote_ident(sequencename) as name, coalesce(last_value, start_value) as value, last_value is not null as called from pg_sequences where schemaname = 'public'",
  );
  const kept = [];
  for (const name of tables) {
    /** @type {{ rows: Array<{ rows: unknown[] }> }} */
    const { rows } = await client.query(`select coalesce(json_agg(t), '[]') as rows from ${name} t`);
    if (rows[0].rows.length) kept.push({ name, rows: JSON.stringify(rows[0].rows) });
  }
  return { client, tables, schemas, sequences, kept };
}

/**
 * The public tables (quoted) and every schema of `client`.
 * @param {import("@electric-sql/pglite").PGlite} client
 */
async function layout(client) {
  /** @type {{ rows: Array<{ name: string }> }} */
  const { rows: tables } = await client.query(
    "select quote_ident(table_name) as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  /** @type {{ rows: Array<{ name: string }> }} */
  const { rows: schemas } = await client.query("select nspname as name from pg_namespace");
  return { tables: tables.map((t) => t.name), schemas: new Set(schemas.map((s) => s.name)) };
}

/**
 * Back to the fresh start: session state discarded, schemas and tables a test made dropped,
 * every table emptied (the kept rows put back), sequences where they were.
 * @param {Awaited<ReturnType<typeof startSharedDatabase>>} state
 */
async function resetSharedDatabase(state) {
  const { client } = state;
  await client.exec("discard all");
  const now = await layout(client);
  const quote = (/** @type {string} */ name) => `"${name.replace(/"/g, '""')}"`;
  const statements = [
    ...[...now.schemas].filter((name) => !state.schemas.has(name)).map((name) => `drop schema ${quote(name)} cascade`),
    ...now.tables.filter((name) => !state.tables.includes(name)).map((name) => `drop table ${name} cascade`),
    ...(state.tables.length ? [`truncate ${state.tables.join(", ")} cascade`] : []),
    ...state.sequences.map(({ name, value, called }) => `select setval('${name}', ${Number(value)}, ${called})`),
  ];
  await client.exec(`begin; ${statements.join("; ")}; commit;`);
  for (const { name, rows } of state.kept) {
    await client.query(`insert into ${name} select * from json_populate_recordset(null::${name}, $1::json)`, [rows]);
  }
}

module.exports = { startSharedDatabase, resetSharedDatabase };
