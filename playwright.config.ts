import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium";
import { e2eServerEnv } from "./e2e/support/server-env";

/**
 * The browser suite: a production build (`next build`) served by the self-hosted server
 * (server.mjs, what `npm start` runs) on a fresh DATA_DIR with the demo content, driven by
 * Debian's Chromium, one worker (2 cores).
 */

/**
 * Two invocations (scripts/e2e.sh), each with its own production build:
 * - the default: a "hash" build (`next build && next start`), every journey on the phone, the
 *   journeys tagged @desktop also on a desktop (where the two differ: layout, the header's
 *   menus, hover and the keyboard), the checks without a browser page once;
 * - E2E_CSP_MODE=nonce: a CSP_MODE=nonce build (every page rendered per request with a
 *   nonce), checked by e2e/csp-nonce-mode.spec.ts only.
 */
const NONCE = process.env.E2E_CSP_MODE === "nonce";
// The nonce build's server listens next door, so the two invocations can run side by side.
const PORT = Number(process.env.E2E_PORT ?? 3400) + (NONCE ? 1 : 0);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data-e2e";
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const SERVER = NONCE
  ? { dataDir: `${DATA_DIR}-nonce`, distDir: ".next-nonce", cspMode: "nonce" as const }
  : { dataDir: DATA_DIR };

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: "./e2e",
  outputDir: NONCE ? "./test-results-nonce" : "./test-results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: NONCE ? "playwright-report-nonce" : "playwright-report", open: "never" }]],
  use: {
    baseURL: BASE_URL,
    // A trace records a screencast of every step: about a fifth of the suite's CPU when it
    // ran for every test and was thrown away on a pass. In CI a failed test is retried with
    // one; locally (no retries) a failed test keeps its trace as before.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    ...(NONCE
      ? [{ name: "nonce-mode", testMatch: /csp-nonce-mode\.spec\.ts/, use: { ...devices["Desktop Chrome"], launchOptions } }]
      : projects()),
  ],
  webServer: {
    // A fresh data folder each run: the build seeds the demo content into it.
    command: `rm -rf ${SERVER.dataDir} && npx next build && node server.mjs -p ${PORT}`,
    url: `${BASE_URL}/api/v1/users/current-user`,
    // The build included (minutes on a busy 2-core machine).
    timeout: 480_000,
    reuseExistingServer: false,
    env: e2eServerEnv(process.env, SERVER),
    stdout: "pipe",
    stderr: "pipe",
  },
});

/** The projects of the default invocation. */
function projects() {
  const buildChecks = /client-bundle\.spec\.ts|page-cache\.spec\.ts|body-limits\.spec\.ts|api-edges\.spec\.ts|og-and-images\.spec\.ts|public-documents\.spec\.ts|taken-down\.spec\.ts/;
  return [
    // Checks without a browser page (the build output, the server's caching): run once.
    { name: "build", testMatch: buildChecks },
    {
      name: "desktop",
      grep: /@desktop/,
      testIgnore: [buildChecks, /csp-nonce-mode\.spec\.ts/],
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      // Every journey: the owner runs the site from a phone as much as from a desktop.
      name: "phone",
      testIgnore: [buildChecks, /csp-nonce-mode\.spec\.ts/, /-desktop\.spec\.ts/],
      // A Pixel 7's screen in CSS pixels, touch and user agent, drawn at one device pixel per
      // CSS pixel: its 2.625 would make Chromium's software raster draw seven times the
      // pixels for the same layout. Image density is og-and-images' and Lighthouse's.
      use: { ...devices["Pixel 7"], viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, launchOptions },
    },
  ];
}
