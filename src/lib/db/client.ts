import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Logger } from "drizzle-orm/logger";
import { dataDir, getEnv, type Env } from "@/lib/env";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Driver = "pglite" | "neon" | "pg";

export interface DbHandle {
  db: Database;
  driver: Driver;
  /** Applies the committed migrations under drizzle/. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

/**
 * Counts queries for `npm run bench` (BENCH_QUERY_COUNTER=1); off otherwise. The server's own
 * read of the cache tags' expiries every few seconds (src/lib/cache/tag-expiry-store.ts) is
 * no view's: not counted.
 */
const queryCounter = globalThis as unknown as { __portfolioQueryCount?: number };
const countingLogger: Logger = {
  logQuery(query) {
    if (query.includes('"cache_tag_expiries"')) return;
    queryCounter.__portfolioQueryCount = (queryCounter.__portfolioQueryCount ?? 0) + 1;
  },
};
/**
 * Tests only: a dump of a migrated empty database for an in-memory one to start from
 * (tests/setup/pglite-template.ts), seconds faster than PGlite making one. Unset elsewhere.
 */
const testTemplate = globalThis as unknown as { __portfolioPgliteTemplate?: () => Blob | undefined };
/**
 * Tests only: the Jest worker's in-memory database (tests/setup/shared-test-database.cjs), handed
 * to one test file after another as a fresh start leaves it, instead of a new PGlite per file.
 * Unset elsewhere.
 */
interface SharedTestDatabase {
  acquire(template: () => Blob | undefined): Promise<import("@electric-sql/pglite").PGlite | undefined>;
  release(): void;
}
const sharedTestDatabase = globalThis as unknown as { __portfolioSharedPglite?: SharedTestDatabase };

export function queryCount(): number {
  return queryCounter.__portfolioQueryCount ?? 0;
}

export function selectDriver(env: Env): Driver {
  if (!env.DATABASE_URL) return "pglite";
  if (env.DATABASE_DRIVER) return env.DATABASE_DRIVER;
  return new URL(env.DATABASE_URL).hostname.endsWith(".neon.tech") ? "neon" : "pg";
}

/**
 * Opens the database the environment names: PGlite under $DATA_DIR/pglite when no
 * DATABASE_URL is set, the Neon serverless driver for Neon, node-postgres otherwise.
 * Drivers are imported lazily so a deployment loads only the one it uses.
 */
export async function openDatabase(env: Env = getEnv()): Promise<DbHandle> {
  const driver = selectDriver(env);
  const logger = env.BENCH_QUERY_COUNTER ? countingLogger : undefined;

  if (driver === "pglite") {
    // Off in a Vercel build (next.config.ts env, inlined at build time): the branch with
    // PGlite's import is then dropped, so no function carries its ~16 MB. Vercel runs on
    // DATABASE_URL (checkProductionConfig); `npm run vercel:check` checks the bundles.
    if (process.env.PORTFOLIO_EMBEDDED_DATABASE === "off") {
      throw new Error("This build has no embedded database (built for Vercel): set DATABASE_URL.");
    } else {
      const { PGlite } = await import("@electric-sql/pglite");
      const { drizzle } = await import("drizzle-orm/pglite");
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      let dir = env.PGLITE_DIR ?? path.join(dataDir(), "pglite");
      if (!dir.startsWith("memory://")) {
        dir = path.resolve(/*turbopackIgnore: true*/ dir);
        fs.mkdirSync(dir, { recursive: true });
      }
      const template = dir.startsWith("memory://") ? testTemplate.__portfolioPgliteTemplate : undefined;
      const shared = template && sharedTestDatabase.__portfolioSharedPglite;
      const sharedClient = shared ? await shared.acquire(template) : undefined;
      const loadDataDir = sharedClient ? undefined : template?.();
      const client = sharedClient ?? (await PGlite.create(dir, loadDataDir ? { loadDataDir } : {}));
      const db = drizzle({ client, schema, logger });
      return {
        db: db as unknown as Database,
        driver,
        migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
        close: async () => (sharedClient ? shared?.release() : client.close()),
      };
    }
  }

  if (driver === "neon") {
    const { Pool, neonConfig } = await import("@neondatabase/serverless");
    const { drizzle } = await import("drizzle-orm/neon-serverless");
    const { migrate } = await import("drizzle-orm/neon-serverless/migrator");
    const { default: ws } = await import("ws");
    neonConfig.webSocketConstructor = ws;
    if (env.NEON_WS_PROXY) {
      // A plain PostgreSQL behind a local WebSocket-to-TCP proxy (tests, see scripts/).
      const proxy = env.NEON_WS_PROXY;
      neonConfig.wsProxy = (host, port) => `${proxy}/v1?address=${host}:${port}`;
      neonConfig.useSecureWebSocket = false;
      neonConfig.pipelineTLS = false;
      neonConfig.pipelineConnect = false;
    }
    const pool = new Pool({ connectionString: env.DATABASE_URL });
    // A dropped idle connection must not crash the process; the next query reconnects.
    pool.on("error", (err: Error) => console.error("[db] idle client error:", err.message));
    const db = drizzle({ client: pool, schema, logger });
    return {
      db: db as unknown as Database,
      driver,
      migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }

  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({
    connectionString: env.DATABASE_URL,
    max: 10,
    connectionTimeoutMillis: 5000,
  });
  pool.on("error", (err) => console.error("[db] idle client error:", err.message));
  const db = drizzle({ client: pool, schema, logger });
  return {
    db: db as unknown as Database,
    driver,
    migrate: () => migrate(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => pool.end(),
  };
}
