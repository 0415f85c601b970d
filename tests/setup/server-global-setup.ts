/**
 * Jest globalSetup of the server-database passes (tests/setup/jest.server.config.mjs,
 * run by scripts/test-api.sh). Once per pass, before any test file:
 *   1. for the Neon driver, starts the WebSocket-to-TCP proxy (scripts/neon-ws-proxy.ts)
 *      and exports NEON_WS_PROXY to the tests;
 *   2. empties the test database (it must be named like a test database) and applies the
 *      committed Drizzle migrations through the driver under test: the server drivers do
 *      not migrate on start, as `npm run db:migrate` does that in production.
 * server-global-teardown.ts stops the proxy.
 */
import { Client } from "pg";
import { startNeonWsProxy, type NeonWsProxy } from "../../scripts/neon-ws-proxy";
import { openDatabase } from "../../src/lib/db/client";
import { getEnv } from "../../src/lib/env";
import { passDatabaseUrl, serverDriverUnderTest } from "./drivers";

const holder = globalThis as unknown as { __neonWsProxy?: NeonWsProxy };

async function emptyDatabase(url: string) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/test/i.test(name)) {
    throw new Error(
      `TEST_DATABASE_URL names the database "${name}": the API tests empty it, so its name must contain "test".`,
    );
  }
  await createDatabaseIfMissing(url, name);
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("set client_min_messages = warning");
    await client.query("drop schema if exists drizzle cascade");
    await client.query("drop schema if exists public cascade");
    await client.query("create schema public");
  } finally {
    await client.end();
  }
}

/** The Neon pass's sibling database is made on first use, on the same server. */
async function createDatabaseIfMissing(url: string, name: string) {
  const probe = new Client({ connectionString: url });
  try {
    await probe.connect();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== "3D000") throw error; // 3D000: no such database
  } finally {
    await probe.end().catch(() => {});
  }
  const server = new URL(url);
  server.pathname = "/postgres";
  const admin = new Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

export default async function globalSetup() {
  const driver = serverDriverUnderTest();
  if (!driver) {
    throw new Error("The server-database pass needs API_TEST_DRIVER=pg or neon (see scripts/test-api.sh).");
  }
  if (!process.env.TEST_DATABASE_URL) throw new Error("The server-database pass needs TEST_DATABASE_URL.");
  const url = passDatabaseUrl(driver, process.env.TEST_DATABASE_URL);

  if (driver === "neon") {
    holder.__neonWsProxy = await startNeonWsProxy();
    process.env.NEON_WS_PROXY = holder.__neonWsProxy.address;
  }

  await emptyDatabase(url);
  const handle = await openDatabase({
    ...getEnv(),
    DATABASE_URL: url,
    DATABASE_DRIVER: driver,
    NEON_WS_PROXY: process.env.NEON_WS_PROXY,
  });
  try {
    if (handle.driver !== driver) throw new Error(`expected the ${driver} driver, got ${handle.driver}`);
    await handle.migrate();
  } finally {
    await handle.close();
  }
}
