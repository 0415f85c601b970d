import fs from "node:fs";

/** Debian's Chromium: Playwright cannot download its own browsers on this network. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

export function chromiumInstalled(): boolean {
  return fs.existsSync(CHROMIUM_PATH);
}
