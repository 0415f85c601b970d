/**
 * In-memory PGlite databases for tests that need a database of their own (backups, the demo
 * seed) rather than the app's. A migration takes a second and the demo seed (its images go
 * through sharp) several: a template is prepared once per file and each test gets a copy of
 * it (PGlite's clone, a copy of the data folder in memory) in milliseconds.
 */
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { Database, DbHandle } from "@/lib/db/client";
import { MIGRATIONS_FOLDER } from "@/lib/db/client";
import * as schema from "@/lib/db/schema";

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
  const handle = handleOf(await PGlite.create("memory://"));
  await handle.migrate();
  return handle;
}

export interface DatabaseTemplate {
  /** A database of its own with the template's rows; close it when done. */
  copy(): Promise<DbHandle>;
  close(): Promise<void>;
}

/** A migrated database, filled once by `prepare`, to hand out copies of. */
export async function databaseTemplate(prepare?: (handle: DbHandle) => Promise<void>): Promise<DatabaseTemplate> {
  const client = await PGlite.create("memory://");
  const template = handleOf(client);
  await template.migrate();
  await prepare?.(template);
  return {
    copy: async () => handleOf((await client.clone()) as PGlite),
    close: () => client.close(),
  };
}
