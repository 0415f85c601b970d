import {
  TARGETS,
  benchMisses,
  lighthouseMisses,
  lighthouseRow,
  medianRun,
  scriptsOf,
  type BenchResult,
  type LighthouseResult,
  type LighthouseRow,
} from "../../scripts/lib/targets";

/** How `npm run bench` and `npm run lighthouse` judge a run: they exit 1 on any miss. */
const bench = (overrides: Partial<Record<string, Partial<BenchResult>>> = {}): BenchResult[] =>
  ["static file", "home", "projects", "projects search", "blog detail", "API projects", "API blogs"].map((name) => ({
    name,
    path: `/${name}`,
    rps: name === "static file" ? 4000 : 2100,
    p50: 5,
    p99: 20,
    errors: 0,
    ...overrides[name],
  }));
const noQueries = { home: 0, projects: 0, "projects search": 0, "blog detail": 0 };

describe("bench", () => {
  test("all targets met: nothing missed", () => {
    expect(benchMisses(bench(), noQueries)).toEqual([]);
  });

  test("each target missed is named", () => {
    const misses = benchMisses(
      bench({ home: { rps: 1000 }, "API blogs": { p99: 50 }, "blog detail": { errors: 3 } }),
      { ...noQueries, projects: 0.5 },
    );
    expect(misses).toEqual([
      "projects causes 0.5 queries per repeat view (target 0)",
      "home throughput is 0.25 of the static file (target >= 0.5)",
      "API blogs p99 is 50 ms (target < 50 ms)",
      "blog detail had 3 errors or non-2xx answers",
    ]);
  });

  test("a server without the query counter is not judged on queries", () => {
    expect(benchMisses(bench(), { home: null, projects: null })).toEqual([]);
  });
});

describe("lighthouse", () => {
  /** The LCP element as the `largest-contentful-paint-element` audit shows it (a list of tables). */
  const lcpElement = (snippet: string) => ({
    details: { type: "list", items: [{ type: "table", items: [{ node: { type: "node", snippet, nodeLabel: "…" } }] }, { type: "table", items: [] }] },
  });
  const HEADING = '<h1 id="hero-title" class="max-w-4xl text-balance">';
  const lhr = (performance: number, scripts: number[], lcpSnippet = HEADING): LighthouseResult => ({
    categories: {
      performance: { score: performance / 100 },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      "largest-contentful-paint": { numericValue: 1834.4 },
      "cumulative-layout-shift": { numericValue: 0.00012 },
      "total-blocking-time": { numericValue: 92.6 },
      "largest-contentful-paint-element": lcpElement(lcpSnippet),
      "network-requests": {
        details: {
          items: [
            { resourceType: "Document", transferSize: 20_000 },
            ...scripts.map((bytes, i) => ({ url: `http://127.0.0.1:3501/_next/static/chunks/${i}.js`, resourceType: "Script", transferSize: bytes })),
          ],
        },
      },
    },
  });

  test("a run becomes a row: scores in points, rounded timings, the JavaScript it downloaded", () => {
    expect(lighthouseRow("/", lhr(97, [75_000, 45_000, 30_000]))).toEqual({
      path: "/",
      performance: 97,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 1834,
      cls: 0,
      tbtMs: 93,
      jsKb: 146.5,
      lcpElement: "h1#hero-title",
      lcpImagePrioritised: null,
    });
  });

  test("an image LCP is named by its alt text, and prioritised only when eager with fetchpriority high", () => {
    const img = (attributes: string) =>
      `<img alt="Cover image for Keyset pagination" ${attributes} width="1600" height="900" decoding="async" class="absolute inset-0" style="color: transparent; background-image: url(&quot;data:image/svg+xml;…&quot;);" sizes="360px" srcset="/_next/image?url=%2Fuploads%2Fa.webp&amp;w=48&amp;q=75 48w, …">`;
    const row = (snippet: string) => lighthouseRow("/blogs", lhr(97, [], snippet));
    expect(row(img('loading="eager" fetchpriority="high"'))).toMatchObject({ lcpElement: 'img "Cover image for Keyset pagination"', lcpImagePrioritised: true });
    expect(row(img('loading="lazy"')).lcpImagePrioritised).toBe(false);
    expect(row(img('loading="eager"')).lcpImagePrioritised).toBe(false);
    expect(row('<p class="mt-6 text-lg">').lcpElement).toBe("p.mt-6");
  });

  test("where the JavaScript went: each script's transfer size, largest first", () => {
    expect(scriptsOf(lhr(97, [30_000, 75_000, 45_000]))).toEqual([
      { url: "/_next/static/chunks/1.js", kb: 73.2 },
      { url: "/_next/static/chunks/2.js", kb: 43.9 },
      { url: "/_next/static/chunks/0.js", kb: 29.3 },
    ]);
  });

  test("the median run by Performance is kept", () => {
    const rows = [99, 91, 96].map((score) => lighthouseRow("/", lhr(score, [])));
    expect(medianRun(rows).performance).toBe(96);
  });

  test("misses: Performance, LCP, TBT, the other scores, CLS, and the home page's JavaScript budget", () => {
    const good: LighthouseRow = { ...lighthouseRow("/", lhr(98, [100 * 1024])), lcpMs: 1_200, tbtMs: 90 };
    expect(lighthouseMisses([good, { ...good, path: "/about" }])).toEqual([]);

    const misses = lighthouseMisses([
      { ...good, jsKb: TARGETS.homeJsKb + 0.1 },
      { ...good, path: "/about", performance: 97, seo: 92 },
      { ...good, path: "/blogs", cls: 0.01, lcpMs: 1_501, tbtMs: 201 },
      { ...good, path: "/certification", lcpElement: 'img "AWS certificate"', lcpImagePrioritised: false },
    ]);
    expect(misses).toEqual([
      "/about: Performance 97 (target >= 98)",
      "/about: SEO 92 (target 100)",
      "/blogs: LCP 1501 ms (target <= 1500 ms)",
      "/blogs: TBT 201 ms (target <= 200 ms)",
      "/blogs: CLS 0.01 (target 0)",
      '/certification: the LCP image (img "AWS certificate") is not prioritised',
      "/: 145.1 KB of JavaScript (target <= 145 KB)",
    ]);
  });

  test("with the floor measured, the home page may ship 10 KB more than it; a post of images needs Performance 95", () => {
    const good: LighthouseRow = { ...lighthouseRow("/", lhr(98, [100 * 1024])), lcpMs: 1_200, tbtMs: 90 };
    expect(lighthouseMisses([{ ...good, jsKb: 144.8 }], { floorJsKb: 134.8 })).toEqual([]);
    expect(lighthouseMisses([{ ...good, jsKb: 144.9 }, { ...good, path: "/blogs/images", performance: 95 }], { floorJsKb: 134.8, imagePages: ["/blogs/images"] })).toEqual([
      "/: 144.9 KB of JavaScript (target <= 144.8 KB = the floor's 134.8 KB + 10)",
    ]);
  });
});
