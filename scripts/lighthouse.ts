/**
 * `npm run lighthouse [URL]`: Lighthouse (mobile preset, simulated throttling) on every
 * public page, 3 runs each, the median run by Performance score. Prints the four scores,
 * LCP, CLS, TBT and the gzipped JavaScript each page loads. Without a URL it starts
 * `next start` from the existing build on a fresh data folder. Exits 1 when a target is
 * missed: Performance >= 95, Accessibility, Best Practices and SEO 100, CLS 0 (< 0.01), home
 * JavaScript <= 110 KB. Not part of `npm test`: timing on shared machines is noisy.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import type { Result as Lhr } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/support/chromium";
import { firstBlogPath, startProductionServer } from "./lib/server";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = 3501;
const HOME_JS_BUDGET_KB = 110;

interface Row {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  jsKb: number;
}

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

function toRow(path: string, lhr: Lhr): Row {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (lhr.audits["network-requests"]?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> })?.items ?? [];
  const jsBytes = requests
    .filter((r) => r.resourceType === "Script")
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  return {
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    cls: Number(audit("cumulative-layout-shift").toFixed(3)),
    tbtMs: Math.round(audit("total-blocking-time")),
    jsKb: Number((jsBytes / 1024).toFixed(1)),
  };
}

async function main() {
  const given = process.argv[2];
  const server = given
    ? { base: given.replace(/\/$/, ""), stop: () => {} }
    : await startProductionServer(PORT, ".data-lighthouse");
  try {
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
    ];
    const rows: Row[] = [];
    for (const path of paths) {
      // The first view after start renders the page into the cache; measure what visitors
      // get from then on (the bench warms its targets the same way).
      for (let i = 0; i < 2; i++) await fetch(server.base + path).then((response) => response.arrayBuffer());
      const runs: Row[] = [];
      for (let i = 0; i < RUNS; i++) {
        process.stderr.write(`lighthouse ${path} run ${i + 1}/${RUNS}\n`);
        runs.push(toRow(path, await runLighthouse(server.base + path)));
      }
      runs.sort((a, b) => a.performance - b.performance);
      rows.push(runs[Math.floor(runs.length / 2)]);
    }

    console.log(`\nLighthouse 12 mobile (simulated throttling), median of ${RUNS} runs, ${server.base}\n`);
    console.log("| page | Perf | A11y | BP | SEO | LCP ms | CLS | TBT ms | JS KB gz |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const r of rows) {
      console.log(
        `| \`${r.path}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.jsKb} |`,
      );
    }

    const failures: string[] = [];
    for (const r of rows) {
      if (r.performance < 95) failures.push(`${r.path}: Performance ${r.performance} (target >= 95)`);
      if (r.accessibility < 100) failures.push(`${r.path}: Accessibility ${r.accessibility} (target 100)`);
      if (r.bestPractices < 100) failures.push(`${r.path}: Best Practices ${r.bestPractices} (target 100)`);
      if (r.seo < 100) failures.push(`${r.path}: SEO ${r.seo} (target 100)`);
      if (r.cls >= 0.01) failures.push(`${r.path}: CLS ${r.cls} (target 0)`);
    }
    const home = rows[0];
    if (home.jsKb > HOME_JS_BUDGET_KB) failures.push(`/: ${home.jsKb} KB of JavaScript (target <= ${HOME_JS_BUDGET_KB} KB)`);
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
