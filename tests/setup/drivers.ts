/**
 * Which database the API tests run against, chosen by API_TEST_DRIVER:
 *   unset or "pglite"  in-memory PGlite (plain `npx jest`);
 *   "pg"               node-postgres on TEST_DATABASE_URL;
 *   "neon"             the Neon serverless driver on TEST_DATABASE_URL through the local
 *                      WebSocket proxy (NEON_WS_PROXY, started by the global setup).
 * A TEST_DATABASE_URL alone changes nothing: the default pass runs with parallel workers,
 * which must never share one server database.
 */
export type ServerDriver = "pg" | "neon";

export function serverDriverUnderTest(): ServerDriver | null {
  const value = process.env.API_TEST_DRIVER ?? "";
  if (value === "" || value === "pglite") return null;
  if (value === "pg" || value === "neon") return value;
  throw new Error(`API_TEST_DRIVER must be pglite, pg or neon, not "${value}".`);
}

export function expectedDriver(): "pglite" | ServerDriver {
  return serverDriverUnderTest() ?? "pglite";
}

/**
 * The database a pass runs on: TEST_DATABASE_URL for node-postgres, a sibling named
 * "<name>_neon" for the Neon driver, so the two passes can run at the same time
 * (scripts/test.sh runs them side by side, on two Node versions).
 */
export function passDatabaseUrl(driver: ServerDriver, testDatabaseUrl: string): string {
  if (driver === "pg") return testDatabaseUrl;
  const url = new URL(testDatabaseUrl);
  url.pathname = `${url.pathname}_${driver}`;
  return url.toString();
}
