/**
 * `npm run bench:markdown`: every pathological post body (scripts/lib/pathological-posts.ts)
 * through this site's own Markdown code in Node, without a server: the post page's parts (the
 * contents list, the body through the Markdown component, the reading time), the feed's HTML,
 * and the API's checks of a body (its schema, the images it shows). Prints a row per body
 * with the time of each part and exits 1 when one body's page or feed takes a second or more,
 * or fails (scripts/lib/targets.ts renderMisses). `--only=<text>` runs the bodies whose name
 * holds the text.
 *
 * Each body runs in a child process watched by this one: a body that takes longer than
 * MARKDOWN_RENDER_TIMEOUT_MS (default 30 s) is killed and reported as such, and the run goes
 * on with the next. Timing is noisy on shared machines: this is not part of `npm test`; the
 * tests count work instead (tests/posts/linear-rendering.test.ts).
 */
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";
import { pathologicalPosts } from "./lib/pathological-posts";
import { TARGETS, renderMisses, type RenderRow } from "./lib/targets";

const TIMEOUT_MS = Number(process.env.MARKDOWN_RENDER_TIMEOUT_MS ?? 30_000);

/** In the child: each body from `from` on, one JSON line each. */
async function measureFrom(from: number, only: string | undefined) {
  // React as the production server runs it (its development build does checks on every element).
  (process.env as Record<string, string>).NODE_ENV = "production";
  const { createElement } = await import("react");
  const { renderToStaticMarkup } = await import("react-dom/server");
  const { Markdown } = await import("../src/components/markdown/markdown");
  const { postHtml, postOutline, markdownImageUrls } = await import("../src/lib/posts/markdown");
  const { readingMinutes } = await import("../src/lib/site/reading-time");
  const { blogCreateSchema } = await import("../src/lib/validations/blog");
  const posts = pathologicalPosts();
  // Warm the modules (the first render compiles the parser's code).
  renderToStaticMarkup(createElement(Markdown, { source: "# a\n\n*b* `c`\n\n```js\nd\n```" }));
  postHtml("# warm", "https://example.com/blogs/warm");
  const time = (run: () => unknown) => {
    const start = performance.now();
    run();
    return performance.now() - start;
  };
  for (let index = from; index < posts.length; index++) {
    const { name, body } = posts[index]!;
    if (only && !name.includes(only)) continue;
    const row: RenderRow = { name, chars: body.length, checkMs: 0, outlineMs: 0, markdownMs: 0, readingMs: 0, feedMs: 0, error: null };
    process.stdout.write(`${JSON.stringify({ started: index })}\n`);
    try {
      // The page first, as after a restart: the contents list parses the body, the body's
      // render reuses that tree (src/lib/posts/parse.ts keeps the last few). The feed and the
      // API's checks are timed on the body with a trailing line break (rendered the same, but
      // not the kept tree), as when they run apart from a page's render.
      row.outlineMs = time(() => postOutline(body));
      row.markdownMs = time(() => renderToStaticMarkup(createElement(Markdown, { source: body })));
      row.readingMs = time(() => readingMinutes(body));
      row.feedMs = time(() => postHtml(`${body}\n`, `https://example.com/blogs/case-${index}`));
      row.checkMs = time(() => {
        blogCreateSchema.parse({ title: "t", summary: "s", content: body });
        markdownImageUrls(`${body}\n\n`);
      });
    } catch (error) {
      row.error = error instanceof Error ? `${error.name}: ${error.message.slice(0, 120)}` : String(error);
    }
    process.stdout.write(`${JSON.stringify({ index, row })}\n`);
  }
  process.stdout.write(`${JSON.stringify({ done: true })}\n`);
}

/** In the parent: a child from `from` on; resolves with the index to go on from, or null when done. */
function runChild(from: number, only: string | undefined, rows: RenderRow[]): Promise<number | null> {
  const posts = pathologicalPosts();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, `--child=${from}`, ...(only ? [`--only=${only}`] : [])], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    let current: number | null = null;
    let finished = false;
    let timer: NodeJS.Timeout | undefined;
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (current === null) return;
        const { name, body } = posts[current]!;
        rows.push({ name, chars: body.length, checkMs: 0, outlineMs: 0, markdownMs: 0, readingMs: 0, feedMs: 0, error: `killed after ${TIMEOUT_MS / 1000} s` });
        process.stderr.write(`${name}: killed after ${TIMEOUT_MS / 1000} s\n`);
        finished = true;
        child.kill("SIGKILL");
        resolve(current + 1);
      }, TIMEOUT_MS);
    };
    arm();
    createInterface({ input: child.stdout! }).on("line", (line) => {
      const message = JSON.parse(line) as { started?: number; index?: number; row?: RenderRow; done?: boolean };
      if (message.started !== undefined) {
        current = message.started;
        arm();
      } else if (message.row) {
        rows.push(message.row);
        process.stderr.write(`${message.row.name}: ${message.row.error ?? `${(message.row.outlineMs + message.row.markdownMs + message.row.readingMs).toFixed(0)} ms`}\n`);
        current = null;
        arm();
      } else if (message.done) {
        finished = true;
        clearTimeout(timer);
        resolve(null);
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (finished) return;
      // Crashed (out of memory, a native stack overflow): the body it was on is the cause.
      if (current !== null) {
        const { name, body } = posts[current]!;
        rows.push({ name, chars: body.length, checkMs: 0, outlineMs: 0, markdownMs: 0, readingMs: 0, feedMs: 0, error: `process exited with ${code}` });
        resolve(current + 1);
      } else resolve(null);
    });
  });
}

async function main() {
  const childArg = process.argv.find((arg) => arg.startsWith("--child="));
  const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
  if (childArg) return measureFrom(Number(childArg.slice("--child=".length)), only);

  const rows: RenderRow[] = [];
  let from: number | null = 0;
  while (from !== null) from = await runChild(from, only, rows);

  const ms = (value: number) => value.toFixed(0);
  console.log(`\nPathological post bodies through the renderer in Node (no server); budget ${TARGETS.renderMs} ms a page or feed\n`);
  console.log("| body | chars | API check ms | contents ms | Markdown ms | reading time ms | page ms | feed ms |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const row of rows) {
    if (row.error) console.log(`| ${row.name} | ${row.chars} | ${row.error} |||||||`);
    else
      console.log(
        `| ${row.name} | ${row.chars} | ${ms(row.checkMs)} | ${ms(row.outlineMs)} | ${ms(row.markdownMs)} | ${ms(row.readingMs)} | ${ms(row.outlineMs + row.markdownMs + row.readingMs)} | ${ms(row.feedMs)} |`,
      );
  }
  const misses = renderMisses(rows);
  if (misses.length) {
    console.log(`\nTargets missed:\n${misses.map((miss) => `- ${miss}`).join("\n")}`);
    process.exitCode = 1;
  } else console.log("\nAll bodies within the budget.");
}

main().catch((error) => {
  console.error(`markdown-render failed: ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
