import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/support/chromium";
import { e2eServerEnv } from "./e2e/support/server-env";

/**
 * The browser suite: a production build (`next build` then `next start`) on a fresh
 * DATA_DIR with the demo content, driven by Debian's Chromium, one worker (2 cores).
 */
const PORT = Number(process.env.E2E_PORT ?? 3400);
const DATA_DIR = process.env.E2E_DATA_DIR ?? ".data-e2e";
export const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * The build Vercel gets (CSP_MODE=nonce: every page rendered per request with a nonce),
 * built next to the default one and checked by e2e/csp-nonce-mode.spec.ts only.
 */
const NONCE_PORT = PORT + 1;
const NONCE_BASE_URL = `http://127.0.0.1:${NONCE_PORT}`;
const NONCE_DATA_DIR = `${DATA_DIR}-nonce`;
const NONCE_DIST_DIR = ".next-nonce";

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { outputFolder: "playwright-report", open: "never" }]],
  use: {
    baseURL: BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions,
  },
  projects: [
    // Checks without a browser page (the build output, the server's caching): run once.
    { name: "build", testMatch: /client-bundle\.spec\.ts|page-cache\.spec\.ts|body-limits\.spec\.ts|api-edges\.spec\.ts|og-and-images\.spec\.ts|public-documents\.spec\.ts/ },
    {
      name: "nonce-mode",
      testMatch: /csp-nonce-mode\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], baseURL: NONCE_BASE_URL, launchOptions },
    },
    {
      name: "desktop",
      testIgnore: /client-bundle\.spec\.ts|page-cache\.spec\.ts|body-limits\.spec\.ts|api-edges\.spec\.ts|og-and-images\.spec\.ts|public-documents\.spec\.ts|csp-nonce-mode\.spec\.ts|publishing-phone\.spec\.ts|unsaved-work\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: "phone",
      testIgnore: /client-bundle\.spec\.ts|page-cache\.spec\.ts|body-limits\.spec\.ts|api-edges\.spec\.ts|og-and-images\.spec\.ts|public-documents\.spec\.ts|csp-nonce-mode\.spec\.ts|publishing-desktop\.spec\.ts|unsaved-work-desktop\.spec\.ts/,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        launchOptions,
      },
    },
  ],
  webServer: [
    {
      // A fresh data folder each run: the build seeds the demo content into it.
      command: `rm -rf ${DATA_DIR} && npx next build && npx next start -p ${PORT}`,
      url: `${BASE_URL}/api/v1/users/current-user`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: e2eServerEnv(process.env, { dataDir: DATA_DIR }),
      stdout: "pipe",
      stderr: "pipe",
    },
    {
      command: `rm -rf ${NONCE_DATA_DIR} && npx next build && npx next start -p ${NONCE_PORT}`,
      url: `${NONCE_BASE_URL}/api/v1/users/current-user`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: e2eServerEnv(process.env, { dataDir: NONCE_DATA_DIR, distDir: NONCE_DIST_DIR, cspMode: "nonce" }),
      stdout: "pipe",
      stderr: "pipe",
    },
  ],
});
