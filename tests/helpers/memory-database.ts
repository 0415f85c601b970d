/**
 * In-memory PGlite databases for tests that need a database of their own (backups, the demo
 * seed) rather than the app's. A migration takes a second and the demo seed (its images go
 * through sharp) several, and even a copy of a database (PGlite's clone: a new instance
 * loading a dump of the data folder) takes about a second: a template is prepared once per
 * file, and each test gets it back with the rows it was prepared with.
 */
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Database, DbHandle } from "@/lib/db/client";
import { MIGRATIONS_FOLDER } from "@/lib/db/client";
import * as schema from "@/lib/db/schema";
import { pgliteTemplate } from "../setup/pglite-template";

function handleOf(client: PGlite): DbHandle {
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Database,
    driver: "pglite",
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}

/** A fresh in-memory database with the committed migrations applied, as a first start has. */
export async function memoryDatabase(): Promise<DbHandle> {
  const handle = handleOf(await PGlite.create("memory://", { loadDataDir: pgliteTemplate() }));
  await handle.migrate();
  return handle;
}

export interface DatabaseTemplate {
  /**
   * The template's database with exactly the rows it was prepared with (whatever the last
   * test did to it); one at a time: close it when done.
   */
  copy(): Promise<DbHandle>;
  close(): Promise<void>;
}

/** Where the prepared rows are kept, beside the app's tables (nothing of the app reads it). */
const SAVED = "test_template_rows";
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A migrated database, filled once by `prepare`. Its rows are kept in tables of their own;
 * each copy() deletes every row and puts the kept ones back (in their order, in one
 * transaction, foreign keys checked only once all are back), which takes milliseconds.
 */
export async function databaseTemplate(prepare?: (handle: DbHandle) => Promise<void>): Promise<DatabaseTemplate> {
  const client = await PGlite.create("memory://", { loadDataDir: pgliteTemplate() });
  const handle = handleOf(client);
  await handle.migrate();
  await prepare?.(handle);
  const { rows } = await client.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  const tables = rows.map((row) => quoted(row.name));
  await client.exec(
    [`create schema ${SAVED}`, ...tables.map((table) => `create table ${SAVED}.${table} as select * from public.${table}`)].join(";\n"),
  );
  const restore = [
    "begin",
    // Foreign keys are triggers: off while the rows go back, so the order of tables is free.
    "set local session_replication_role = replica",
    ...tables.map((table) => `delete from public.${table}`),
    ...tables.map((table) => `insert into public.${table} select * from ${SAVED}.${table}`),
    "commit",
  ].join(";\n");
  let lent = false;
  return {
    copy: async () => {
      if (lent) throw new Error("databaseTemplate: close the previous copy first");
      await client.exec(restore);
      lent = true;
      return { ...handle, close: async () => void (lent = false) };
    },
    close: () => client.close(),
  };
}
