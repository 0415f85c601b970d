// Jest config of the server-database passes (scripts/test-api.sh): the project's config,
// limited to the API suite, with a global setup that migrates the server database (and
// starts the Neon WebSocket proxy) and a teardown that stops the proxy. Run it in band:
// the test files share one database.
import path from "node:path";
import { fileURLToPath } from "node:url";
import baseConfig from "../../jest.config.mjs";

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export default async function serverJestConfig() {
  const base = await baseConfig();
  return {
    ...base,
    rootDir,
    testMatch: ["<rootDir>/tests/api/**/*.test.ts"],
    globalSetup: "<rootDir>/tests/setup/server-global-setup.ts",
    globalTeardown: "<rootDir>/tests/setup/server-global-teardown.ts",
  };
}
