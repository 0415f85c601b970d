// Every test process gets an in-memory embedded database, a fixed secret, a fixed owner
// and a temporary data folder (uploads land in $DATA_DIR/uploads).
//
// The API suite also runs against a real PostgreSQL (scripts/test-api.sh): API_TEST_DRIVER
// =pg|neon points DATABASE_URL at TEST_DATABASE_URL with that driver. Without it, any
// DATABASE_URL from the shell or a .env file is ignored, so a plain `npx jest` (parallel
// workers) never touches a server database, and tests never reach Vercel Blob.
import os from "node:os";
import path from "node:path";
import { clearAppVariables } from "../../scripts/lib/hermetic-env.cjs";
import { iconSpriteVersion } from "../../src/lib/site/icon-sprite.mjs";
import { passDatabaseUrl, serverDriverUnderTest } from "./drivers";
import { pgliteTemplate } from "./pglite-template";

// Nothing of a developer's environment or .env files: every variable the app reads starts
// unset, and only the values below are set (tests/config/hermetic-env.test.ts). The Neon
// pass's proxy address comes from its global setup, not from the developer.
const neonProxy = serverDriverUnderTest() === "neon" ? process.env.NEON_WS_PROXY : undefined;
clearAppVariables(process.env);
if (neonProxy) process.env.NEON_WS_PROXY = neonProxy;

process.env.PGLITE_DIR = "memory://";
process.env.AUTH_SECRET = "test-secret-that-is-long-enough-0123456789";
process.env.DATA_DIR = path.join(os.tmpdir(), `portfolio-test-${process.pid}`);

// The owner is created from these at start (no demo content is seeded when they are set).
process.env.OWNER_EMAIL = "owner@portfolio.test";
process.env.OWNER_PASSWORD = "correct horse battery staple";
process.env.OWNER_NAME = "Test Owner";

// next.config.ts inlines this into the build; Jest does not read next.config's env.
process.env.ICON_SPRITE_VERSION = iconSpriteVersion();

delete process.env.BLOB_READ_WRITE_TOKEN;
// The client address comes from the socket (tests stamp it); tests of the other modes set these.
delete process.env.VERCEL;
delete process.env.TRUSTED_PROXY_HOPS;
// No test e-mails a real inbox from a developer's .env: the e-mail tests set their own server.
delete process.env.SMTP_URL;
delete process.env.NOTIFY_EMAIL;
delete process.env.NOTIFY_FROM;
const driver = serverDriverUnderTest();
if (driver) {
  if (!process.env.TEST_DATABASE_URL) throw new Error(`API_TEST_DRIVER=${driver} needs TEST_DATABASE_URL.`);
  if (driver === "neon" && !process.env.NEON_WS_PROXY) {
    throw new Error("API_TEST_DRIVER=neon needs the proxy of tests/setup/server-global-setup.ts (run scripts/test-api.sh).");
  }
  process.env.DATABASE_URL = passDatabaseUrl(driver, process.env.TEST_DATABASE_URL);
  process.env.DATABASE_DRIVER = driver;
} else {
  // The embedded database starts from the migrated dump of the global setup (./pglite-template.ts).
  (globalThis as { __portfolioPgliteTemplate?: () => Blob | undefined }).__portfolioPgliteTemplate = pgliteTemplate;
  delete process.env.DATABASE_URL;
  delete process.env.DATABASE_DRIVER;
  delete process.env.NEON_WS_PROXY;
}
