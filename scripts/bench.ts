/**
 * `npm run bench [URL]`: load test of the public pages and API lists with autocannon.
 *
 * Without a URL it starts `next start` from the existing build (it builds nothing) on a
 * fresh DATA_DIR with the demo content and the query counter on. It prints, per target,
 * requests/s, p50/p99 latency and the throughput as a ratio of a static file from public/,
 * then the database queries caused per page view. Exits 1 when a target is missed:
 * home and /projects >= 0.5 of the static file, API list p99 < 50 ms, 0 queries per
 * repeat view. Timing is noisy on shared machines: this is not part of `npm test`.
 *
 * Then the pathological posts (issue 35, scripts/lib/pathological-posts.ts): each is saved
 * through the API as the demo owner, its page asked for the first time (rendered then) and
 * the feed after it, while robots.txt is asked every 50 ms from this process. Prints per post
 * the save, page and feed times and the longest robots.txt waited meanwhile; misses when a
 * page or the feed takes a second or more, or robots.txt waited half of that
 * (scripts/lib/targets.ts servedPostMisses). `--posts` runs only this part, `--load` only
 * the load test; `--only=<text>` the posts whose name holds the text.
 */
import autocannon from "autocannon";
import { demoOwnerHeaders, uploadPicture } from "./lib/image-post";
import { pathologicalPosts } from "./lib/pathological-posts";
import { firstBlogPath, startProductionServer } from "./lib/server";
import { TARGETS, benchMisses, servedPostMisses, type BenchResult, type ServedPostRow } from "./lib/targets";

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

/**
 * robots.txt asked every `everyMs` until stopped, one request at a time: the longest one
 * waited (a request still waiting when stopped counts as far as it got).
 */
function probeWaits(base: string, everyMs = 50) {
  let longest = 0;
  let failures = 0;
  let stopped = false;
  let inFlightSince: number | null = null;
  const loop = (async () => {
    while (!stopped) {
      inFlightSince = performance.now();
      try {
        const response = await fetch(`${base}/robots.txt`);
        await response.arrayBuffer();
        if (!response.ok) failures++;
      } catch {
        failures++;
      }
      longest = Math.max(longest, performance.now() - inFlightSince);
      inFlightSince = null;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    /** The longest wait so far (one still waiting counts as far as it got), and starts anew. */
    take(): { longest: number; failures: number } {
      const result = { longest: Math.max(longest, inFlightSince === null ? 0 : performance.now() - inFlightSince), failures };
      longest = 0;
      failures = 0;
      return result;
    },
    async stop(): Promise<void> {
      stopped = true;
      await loop;
    },
  };
}

async function timed(request: () => Promise<Response>): Promise<{ status: number; ms: number; response: Response }> {
  const start = performance.now();
  const response = await request();
  await response.clone().arrayBuffer();
  return { status: response.status, ms: performance.now() - start, response };
}

/**
 * Each pathological post saved, the list of posts asked (it reads the posts again after the
 * save: what that costs is the database's, not the renderer's), then the post's page (its
 * first render) and the feed, robots.txt probed all along.
 */
async function servedPosts(base: string, only: string | undefined): Promise<ServedPostRow[]> {
  const headers = await demoOwnerHeaders(base);
  const image = await uploadPicture(base, headers, 0);
  for (const path of ["/robots.txt", "/rss.xml", "/blogs"]) await fetch(base + path).then((r) => r.arrayBuffer());
  const rows: ServedPostRow[] = [];
  const posts = pathologicalPosts(image.url).filter((post) => !only || post.name.includes(only));
  const probe = probeWaits(base);
  try {
    for (const [index, { name, body }] of posts.entries()) {
      const row: ServedPostRow = { name, chars: body.length, createStatus: 0, createMs: 0, listMs: 0, writeWaitMs: 0, pageStatus: 0, pageMs: 0, feedStatus: 0, feedMs: 0, robotsWaitMs: 0, robotsFailures: 0 };
      try {
        probe.take();
        const created = await timed(() =>
          fetch(`${base}/api/v1/blogs`, {
            method: "POST",
            headers: { ...headers, "Content-Type": "application/json" },
            body: JSON.stringify({ title: `Pathological ${index + 1}: ${name}`, summary: `A post of the shape “${name}”.`, content: body }),
          }),
        );
        Object.assign(row, { createStatus: created.status, createMs: created.ms });
        if (created.status !== 201) {
          process.stderr.write(`${name}: ${created.status} ${(await created.response.text()).slice(0, 200)}\n`);
        } else {
          const { blog } = (await created.response.json()) as { blog: { slug: string } };
          row.listMs = (await timed(() => fetch(`${base}/blogs`))).ms;
          row.writeWaitMs = probe.take().longest;
          const page = await timed(() => fetch(`${base}/blogs/${blog.slug}`));
          const feed = await timed(() => fetch(`${base}/rss.xml`));
          const waited = probe.take();
          Object.assign(row, { pageStatus: page.status, pageMs: page.ms, feedStatus: feed.status, feedMs: feed.ms, robotsWaitMs: waited.longest, robotsFailures: waited.failures });
        }
      } catch (error) {
        // The server went away (or the request failed): the row says so, and the run goes on.
        process.stderr.write(`${name}: ${error instanceof Error ? error.message : error}\n`);
        row.robotsFailures += 1;
      }
      process.stderr.write(
        `${name}: save ${row.createMs.toFixed(0)} ms, list ${row.listMs.toFixed(0)} ms, page ${row.pageMs.toFixed(0)} ms, feed ${row.feedMs.toFixed(0)} ms, robots.txt waited ${row.robotsWaitMs.toFixed(0)} ms (${row.writeWaitMs.toFixed(0)} ms during the save)\n`,
      );
      rows.push(row);
    }
  } finally {
    await probe.stop();
  }
  return rows;
}

function printServedPosts(rows: ServedPostRow[]) {
  const ms = (value: number) => value.toFixed(0);
  const status = (code: number, value: number) => (code === 200 || code === 201 ? ms(value) : `${code || "-"}`);
  console.log(
    `\nPathological posts through the server: a page and the feed in < ${TARGETS.renderMs} ms, robots.txt meanwhile < ${TARGETS.concurrentWaitMs} ms (the save and the list: the database's, shown)\n`,
  );
  console.log("| post | chars | save ms | list ms | robots.txt waited, save+list ms | page ms | feed ms | robots.txt waited, page+feed ms |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    console.log(
      `| ${row.name} | ${row.chars} | ${status(row.createStatus, row.createMs)} | ${ms(row.listMs)} | ${ms(row.writeWaitMs)} | ${status(row.pageStatus, row.pageMs)} | ${status(row.feedStatus, row.feedMs)} | ${ms(row.robotsWaitMs)}${row.robotsFailures ? ` (${row.robotsFailures} failed)` : ""} |`,
    );
  }
}

async function main() {
  const args = process.argv.slice(2);
  const given = args.find((arg) => !arg.startsWith("--"));
  const postsOnly = args.includes("--posts");
  const loadOnly = args.includes("--load");
  const only = args.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
  const server = given
    ? { base: given.replace(/\/$/, ""), stop: () => {} }
    : // Every view of the run comes from one address: its limit is lifted so each is counted.
      await startProductionServer(PORT, ".data-bench", { BENCH_QUERY_COUNTER: "1", VIEWS_MAX_PER_MINUTE: "100000000" });
  const { base } = server;
  try {
    const failures: string[] = [];
    if (!postsOnly) failures.push(...(await loadTest(base)));
    if (!loadOnly) {
      const rows = await servedPosts(base, only);
      printServedPosts(rows);
      failures.push(...servedPostMisses(rows));
    }
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

/** The load test of the public pages and API lists, and the queries per repeat view: what it missed. */
async function loadTest(base: string): Promise<string[]> {
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

  return benchMisses(results, queries);
}

main().catch((error) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
