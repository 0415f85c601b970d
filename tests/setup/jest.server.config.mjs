// Jest config of the server-database passes (scripts/test-api.sh): the project's config,
// limited to the API suite, with a global setup that migrates the server database (and
// starts the Neon WebSocket proxy) and a teardown that stops the proxy. Run it in band:
// the test files share one database.
import path from "node:path";
import { fileURLToPath } from "node:url";
import baseConfig from "../../jest.config.mjs";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/**
 * API files whose answers do not depend on the database's driver: routing and methods,
 * request bodies and sockets, headers, validation messages, the image pipeline and storage,
 * SMTP, the defaults of a first start. They run once, on PGlite (the plain Jest pass); what
 * they write goes through the same data modules the files below exercise on every driver.
 * Measured 2026-11-29: about 120 s of each server pass (a third of it) for no driver's sake.
 */
const DRIVER_INDEPENDENT = [
  "access",
  "api-edges",
  "body-limits",
  "client-address",
  "control-characters",
  "image-pipeline",
  "images",
  "message-notifications",
  "post-images",
  "post-meta",
  "preview-storage",
  "profile-first-start",
  "slow-clients",
];

export default async function serverJestConfig() {
  const base = await baseConfig();
  return {
    ...base,
    rootDir,
    testMatch: ["<rootDir>/tests/api/**/*.test.ts"],
    testPathIgnorePatterns: [...(base.testPathIgnorePatterns ?? []), ...DRIVER_INDEPENDENT.map((name) => `/tests/api/${name}\\.test\\.ts$`)],
    globalSetup: "<rootDir>/tests/setup/server-global-setup.ts",
    globalTeardown: "<rootDir>/tests/setup/server-global-teardown.ts",
  };
}
