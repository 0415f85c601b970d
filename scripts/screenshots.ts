/**
 * `npx tsx scripts/screenshots.ts [BASE_URL] [PATH]`: screenshots of a page (default: the
 * home page) on a desktop (1280x800) and a phone (390x844) in Debian's Chromium, saved to
 * docs/screenshots/. Run it against `next start` (it starts nothing itself).
 */
import fs from "node:fs";
import path from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium";

const base = process.argv[2] ?? "http://127.0.0.1:3201";
const page = process.argv[3] ?? "/";
const name = page === "/" ? "home" : page.replace(/^\//, "").replace(/[^a-z0-9]+/gi, "-");
const outDir = process.env.OUT_DIR ?? path.join("docs", "screenshots");

const VIEWPORTS = [
  { label: "desktop", width: 1280, height: 800, isMobile: false, deviceScaleFactor: 1 },
  { label: "phone", width: 390, height: 844, isMobile: true, deviceScaleFactor: 2 },
];

async function main() {
  fs.mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", ...CHROMIUM_ARGS] });
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
        isMobile: viewport.isMobile,
        hasTouch: viewport.isMobile,
        deviceScaleFactor: viewport.deviceScaleFactor,
        colorScheme: process.env.THEME === "light" ? "light" : "dark",
      });
      if (process.env.THEME === "light") {
        await context.addInitScript(() => localStorage.setItem("theme", "light"));
      }
      const tab = await context.newPage();
      await tab.goto(base + page, { waitUntil: "networkidle" });
      if (process.env.FULL_PAGE === "1") {
        // Scroll through once so every scroll reveal has run, then back to the top.
        const height = await tab.evaluate(() => document.body.scrollHeight);
        for (let y = 0; y < height; y += 300) {
          await tab.evaluate((top) => window.scrollTo(0, top), y);
          await tab.waitForTimeout(100);
        }
        await tab.evaluate(() => window.scrollTo(0, 0));
      }
      // Let the reveal transitions (700 ms + their delays) finish before the picture is taken.
      await tab.waitForTimeout(1500);
      const file = path.join(outDir, `${name}-${viewport.label}${process.env.THEME === "light" ? "-light" : ""}.png`);
      await tab.screenshot({ path: file, fullPage: process.env.FULL_PAGE === "1" });
      console.log(`saved ${file}`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
