/**
 * `npm run bench [URL]`: load test of the public pages and API lists with autocannon.
 *
 * Without a URL it starts `next start` from the existing build (it builds nothing) on a
 * fresh DATA_DIR with the demo content and the query counter on. It prints, per target,
 * requests/s, p50/p99 latency and the throughput as a ratio of a static file from public/,
 * then the database queries caused per page view. Exits 1 when a target is missed:
 * home and /projects >= 0.5 of the static file, API list p99 < 50 ms, 0 queries per
 * repeat view. Timing is noisy on shared machines: this is not part of `npm test`.
 */
import autocannon from "autocannon";
import { firstBlogPath, startProductionServer } from "./lib/server";
import { benchMisses, type BenchResult } from "./lib/targets";

const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const PORT = 3500;

/** A POST target: its JSON body and headers (the beacon's report of a view). */
interface Post {
  body: string;
  headers: Record<string, string>;
}

/** What the beacon sends for a view of the home page, from a phone's browser. */
const VIEW_REPORT: Post = {
  body: JSON.stringify({ path: "/", referrer: "https://news.example.org/item?id=1" }),
  headers: {
    "content-type": "application/json",
    "user-agent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
  },
};

async function load(base: string, name: string, urlPath: string, post?: Post): Promise<BenchResult> {
  const request = post ? { method: "POST" as const, body: post.body, headers: post.headers } : {};
  // Warm the caches first so the run measures the steady state a visitor sees.
  for (let i = 0; i < 3; i++) await fetch(base + urlPath, request).then((r) => r.arrayBuffer());
  const result = await autocannon({
    url: base + urlPath,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    ...request,
  });
  return {
    name,
    path: urlPath,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function queriesPerView(base: string, urlPath: string, views = 20): Promise<number | null> {
  const read = async () => {
    const res = await fetch(`${base}/api/internal/query-count`);
    return res.ok ? ((await res.json()) as { queries: number }).queries : null;
  };
  await fetch(base + urlPath).then((r) => r.arrayBuffer()); // the first view may fill a cache
  const before = await read();
  if (before === null) return null;
  for (let i = 0; i < views; i++) await fetch(base + urlPath).then((r) => r.arrayBuffer());
  const after = await read();
  return after === null ? null : (after - before) / views;
}

async function main() {
  const given = process.argv[2];
  const server = given
    ? { base: given.replace(/\/$/, ""), stop: () => {} }
    : // Every view of the run comes from one address: its limit is lifted so each is counted.
      await startProductionServer(PORT, ".data-bench", { BENCH_QUERY_COUNTER: "1", VIEWS_MAX_PER_MINUTE: "100000000" });
  const { base } = server;
  try {
    const blogPath = await firstBlogPath(base);

    const targets: Array<[string, string, Post?]> = [
      ["static file", "/humans.txt"],
      ["home", "/"],
      ["projects", "/projects"],
      ["projects search", "/projects?search=a&sort=a-z"],
      ["blog detail", blogPath],
      ["API projects", "/api/v1/projects"],
      ["API blogs", "/api/v1/blogs"],
      // Each request counts a view (issue 26): the rate limit's upsert, then the count's statement.
      ["beacon (count a view)", "/api/v1/views", VIEW_REPORT],
    ];
    const results: BenchResult[] = [];
    for (const [name, urlPath, post] of targets) {
      process.stderr.write(`loading ${name} (${urlPath}) for ${DURATION_SECONDS} s...\n`);
      results.push(await load(base, name, urlPath, post));
    }
    const staticRps = results[0].rps;

    console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION_SECONDS} s per target, ${base}\n`);
    console.log("| target | path | req/s | p50 ms | p99 ms | vs static | errors |");
    console.log("|---|---|---:|---:|---:|---:|---:|");
    for (const r of results) {
      console.log(
        `| ${r.name} | \`${r.path}\` | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.rps / staticRps).toFixed(2)} | ${r.errors} |`,
      );
    }

    console.log("\nDatabase queries per repeat page view:");
    const queries: Record<string, number | null> = {};
    for (const [name, urlPath] of targets.slice(1, 5)) {
      queries[name] = await queriesPerView(base, urlPath);
      console.log(`- ${name} (${urlPath}): ${queries[name] ?? "n/a (server not started with BENCH_QUERY_COUNTER=1)"}`);
    }

    const failures = benchMisses(results, queries);
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
  console.error(`bench failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
