/**
 * `npm run lighthouse [URL]`: Lighthouse (mobile preset, or LIGHTHOUSE_PRESET=desktop;
 * simulated throttling) on every public page, 3 runs each, the median run by Performance
 * score. Prints the four scores, LCP, CLS, TBT, the gzipped JavaScript each page loads, and
 * the LCP element (an image's alt text) with whether it is prioritised. Without a URL it
 * starts `next start` from the existing build (NEXT_DIST_DIR, else .next) on a fresh data
 * folder (LIGHTHOUSE_DATA_DIR, else .data-lighthouse) on LIGHTHOUSE_PORT (else 3501). Exits 1
 * when a target is missed: Performance >= 95, Accessibility, Best Practices and SEO 100,
 * CLS 0 (< 0.01), an LCP image eager with fetchpriority="high", home JavaScript <= 110 KB.
 * On the demo site (no URL given) it first sets the site's address to the server's own (the
 * profile's Canonical URL, as a self-hosted owner does), and makes a post with 10 inline
 * images (scripts/lib/image-post.ts) to measure it: a screenshot-heavy post on a phone.
 * Not part of `npm test`: timing on shared machines is noisy.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Result as Lhr } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import { buildFloor, startFloor } from "./lib/framework-floor";
import { createImagePost, setSiteAddress } from "./lib/image-post";
import { firstBlogPath, startProductionServer } from "./lib/server";
import { lighthouseMisses, lighthouseRow, medianRun, scriptsOf, TARGETS, type LighthouseRow } from "./lib/targets";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3501);
const FLOOR_PORT = PORT + 10;
const DATA_DIR = process.env.LIGHTHOUSE_DATA_DIR ?? ".data-lighthouse";
/** LIGHTHOUSE_PRESET=desktop: wide-screen images (a post's hero) are the LCP there. */
const PRESET = process.env.LIGHTHOUSE_PRESET === "desktop" ? "desktop" : "mobile";

/**
 * Lighthouse runs as its own CLI process: it serializes functions into the page, which
 * breaks under a TypeScript loader that rewrites function names.
 */
async function runLighthouseOnce(url: string): Promise<Lhr> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      "node_modules/lighthouse/cli/index.js",
      url,
      "--quiet",
      "--output=json",
      "--output-path=stdout",
      ...(PRESET === "desktop" ? ["--preset=desktop"] : []),
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(" ")}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Lhr;
}

/** Lighthouse sometimes loses the trace of a load (NO_NAVSTART): such a run is retried. */
async function runLighthouse(url: string, attempts = 3): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouseOnce(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stderr.write(`  retrying ${url}: ${(error as Error).message.split("\n")[1] ?? "failed"}\n`);
    }
  }
}

/** A page measured RUNS times: the median run by Performance, and that run's result. */
async function measure(base: string, path: string): Promise<{ row: LighthouseRow; lhr: Lhr }> {
  // The first view after start renders the page into the cache; measure what visitors
  // get from then on (the bench warms its targets the same way).
  for (let i = 0; i < 2; i++) await fetch(base + path).then((response) => response.arrayBuffer());
  const runs: Array<{ row: LighthouseRow; lhr: Lhr }> = [];
  for (let i = 0; i < RUNS; i++) {
    process.stderr.write(`lighthouse ${base}${path} run ${i + 1}/${RUNS}\n`);
    const lhr = await runLighthouse(base + path);
    runs.push({ row: lighthouseRow(path, lhr), lhr });
  }
  const median = medianRun(runs.map((run) => run.row));
  return runs.find((run) => run.row === median)!;
}

/** Next's one-line page (scripts/lib/framework-floor.ts), built if needed and measured like the site. */
async function measureFloor(): Promise<LighthouseRow> {
  await buildFloor();
  const floor = await startFloor(FLOOR_PORT);
  try {
    return { ...(await measure(floor.base, "/")).row, path: "Next's one-line page (the floor)" };
  } finally {
    floor.stop();
  }
}

async function main() {
  const given = process.argv[2];
  // The floor first, alone on the machine; LIGHTHOUSE_FLOOR=off leaves it out.
  const floor = process.env.LIGHTHOUSE_FLOOR === "off" ? null : await measureFloor();
  const server = given
    ? { base: given.replace(/\/$/, ""), stop: () => {} }
    : await startProductionServer(PORT, DATA_DIR);
  try {
    // A self-hosted site with its address set, as its owner leaves it after the first run
    // (issue 25): canonical, og:url and og:image absolute, which SEO 100 asks for.
    if (!given) await setSiteAddress(server.base);
    const imagePost = given ? null : await createImagePost(server.base);
    const paths = [
      "/",
      "/about",
      "/projects",
      "/blogs",
      await firstBlogPath(server.base),
      "/experience",
      "/techStack",
      "/certification",
      "/contact",
      ...(imagePost ? [imagePost] : []),
    ];
    const rows: LighthouseRow[] = [];
    let homeScripts: ReturnType<typeof scriptsOf> = [];
    for (const path of paths) {
      const { row, lhr } = await measure(server.base, path);
      rows.push(row);
      if (path === "/") homeScripts = scriptsOf(lhr);
    }

    console.log(`\nLighthouse 12 ${PRESET} (simulated throttling), median of ${RUNS} runs, ${server.base}\n`);
    console.log("| page | Perf | A11y | BP | SEO | LCP ms | CLS | TBT ms | JS KB gz | LCP element | prioritised |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|");
    for (const r of floor ? [floor, ...rows] : rows) {
      const prioritised = r.lcpImagePrioritised === null ? "(text)" : r.lcpImagePrioritised ? "yes" : "**no**";
      console.log(
        `| \`${r.path}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.jsKb} | ${r.lcpElement} | ${prioritised} |`,
      );
    }

    // Where the home page's JavaScript went: file by file.
    const budget = floor ? `the floor's ${floor.jsKb} KB + ${TARGETS.jsOverFloorKb}` : `${TARGETS.homeJsKb} KB`;
    console.log(`\nHome page JavaScript, ${rows[0].jsKb} KB (budget ${budget}), by file:`);
    for (const script of homeScripts) console.log(`  ${script.kb.toFixed(1).padStart(6)} KB  ${script.url}`);

    const failures = lighthouseMisses(rows, { floorJsKb: floor?.jsKb, imagePages: imagePost ? [imagePost] : [] });
    if (failures.length) {
      console.log(`\nTargets missed:\n${failures.map((f) => `- ${f}`).join("\n")}`);
      process.exitCode = 1;
    } else {
      console.log("\nAll targets met.");
    }
  } finally {
    server.stop();
  }
}

main().catch((error) => {
  console.error(`lighthouse failed: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
