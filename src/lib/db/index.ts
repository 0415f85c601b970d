import "server-only";
import { getEnv } from "@/lib/env";
import { openDatabase, type Database, type DbHandle } from "./client";
import { prepareDatabase } from "./bootstrap";

export type { Database } from "./client";

// One client per process, kept on globalThis so dev hot reloads reuse it (PGlite has no
// cross-process lock, and a second handle on the same directory would corrupt it).
const holder = globalThis as unknown as { __portfolioDb?: Promise<DbHandle> };

async function init(): Promise<DbHandle> {
  const env = getEnv();
  const handle = await openDatabase(env);
  try {
    await prepareDatabase(handle, env);
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  return handle;
}

/**
 * The ready database: migrated (embedded), with the owner synced and, on an empty
 * embedded database, the demo content seeded. A failed start is forgotten so the next
 * call tries again: the app recovers when the database comes back, without a restart.
 */
export function getDbHandle(): Promise<DbHandle> {
  if (!holder.__portfolioDb) {
    holder.__portfolioDb = init().catch((error) => {
      holder.__portfolioDb = undefined;
      throw error;
    });
  }
  return holder.__portfolioDb;
}

export async function getDb(): Promise<Database> {
  return (await getDbHandle()).db;
}

/** Closes and forgets the client (scripts and tests). */
export async function closeDb(): Promise<void> {
  const pending = holder.__portfolioDb;
  holder.__portfolioDb = undefined;
  if (pending) await (await pending.catch(() => null))?.close();
}
