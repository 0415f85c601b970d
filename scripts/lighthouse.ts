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
import { lighthouseMisses, lighthouseRow, medianRun, type LighthouseRow } from "./lib/targets";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = 3501;

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
    const rows: LighthouseRow[] = [];
    for (const path of paths) {
      // The first view after start renders the page into the cache; measure what visitors
      // get from then on (the bench warms its targets the same way).
      for (let i = 0; i < 2; i++) await fetch(server.base + path).then((response) => response.arrayBuffer());
      const runs: LighthouseRow[] = [];
      for (let i = 0; i < RUNS; i++) {
        process.stderr.write(`lighthouse ${path} run ${i + 1}/${RUNS}\n`);
        runs.push(lighthouseRow(path, await runLighthouse(server.base + path)));
      }
      rows.push(medianRun(runs));
    }

    console.log(`\nLighthouse 12 mobile (simulated throttling), median of ${RUNS} runs, ${server.base}\n`);
    console.log("| page | Perf | A11y | BP | SEO | LCP ms | CLS | TBT ms | JS KB gz |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const r of rows) {
      console.log(
        `| \`${r.path}\` | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.jsKb} |`,
      );
    }

    const failures = lighthouseMisses(rows);
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
