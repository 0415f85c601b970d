/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import PageCacheHandler, { SETTLE_MS } from "@/lib/cache/page-cache-handler.mjs";
import { inlineScriptHashes } from "@/lib/security/csp";

/**
 * The page cache handler on Next's real file-system cache, in a temporary build folder:
 * what `next start` stores and serves for a page.
 */
type CacheClass = new (ctx: object) => CacheLike;
// A CommonJS default export: some loaders hand over the module, others the class.
const FileSystemCache =
  (fileSystemCacheModule as unknown as { default?: CacheClass }).default ?? (fileSystemCacheModule as unknown as CacheClass);

interface CacheLike {
  get(key: string, ctx: object): Promise<{ value: Record<string, unknown> & { headers?: Record<string, string> } } | null>;
  set(key: string, data: object | null, ctx: object): Promise<void>;
}

let serverDistDir: string;
const options = () => ({ fs: nodeFs, flushToDisk: true, serverDistDir, revalidatedTags: [], maxMemoryCacheSize: 0 });
const readCtx = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
const writeCtx = { ...readCtx, cacheControl: { revalidate: 300, expire: 31_536_000 } };

const html = (title: string) =>
  `<!DOCTYPE html><html><head><script>document.documentElement.dataset.js=""</script></head>` +
  `<body><h1>${title}</h1><script>self.__next_f.push([1,${JSON.stringify(title)}])</script></body></html>`;

const page = (title: string, headers: Record<string, string> = { "x-next-cache-tags": "_N_T_/layout,blogs" }) => ({
  kind: "APP_PAGE",
  html: html(title),
  rscData: Buffer.from(`0:${JSON.stringify(title)}`),
  headers,
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});

beforeEach(() => {
  serverDistDir = fs.mkdtempSync(path.join(os.tmpdir(), "page-cache-"));
});
afterEach(() => fs.rmSync(serverDistDir, { recursive: true, force: true }));

test("a page it stores is served with a policy listing exactly its inline scripts' hashes", async () => {
  const cache = new PageCacheHandler(options());
  const entry = page("First post");
  await cache.set("/blogs/first", entry, writeCtx);

  // The object Next is about to serve carries the policy too (a page rendered just now).
  const policy = entry.headers["content-security-policy"];
  expect(policy).toContain(`script-src 'self' ${inlineScriptHashes(html("First post")).join(" ")};`);

  // A fresh handler reads it back from disk, policy included.
  const served = await new PageCacheHandler(options()).get("/blogs/first", readCtx);
  expect(served?.value.html).toBe(html("First post"));
  expect(served?.value.headers?.["content-security-policy"]).toBe(policy);
});

test("a new version of a page gets the hashes of its new scripts", async () => {
  const cache = new PageCacheHandler(options());
  await cache.set("/blogs/first", page("First post"), writeCtx);
  const before = (await cache.get("/blogs/first", readCtx))?.value.headers?.["content-security-policy"];
  await cache.set("/blogs/first", page("First post, edited"), writeCtx);
  const after = (await cache.get("/blogs/first", readCtx))?.value.headers?.["content-security-policy"];
  expect(after).not.toBe(before);
  expect(after).toContain(inlineScriptHashes(html("First post, edited"))[1]);
});

test("a page rendered from another database, or by the build, is a miss", async () => {
  const plain = new FileSystemCache(options());
  await plain.set("/about", page("Build-time about"), writeCtx);
  await plain.set("/blogs", page("Other database", { "x-next-cache-tags": "blogs,database:someone-else" }), writeCtx);

  const cache = new PageCacheHandler(options());
  expect(await cache.get("/about", readCtx)).toBeNull();
  expect(await cache.get("/blogs", readCtx)).toBeNull();

  // Rendered again by this server: tagged with its database, served from then on.
  await cache.set("/about", page("About, rendered here"), writeCtx);
  const served = await cache.get("/about", readCtx);
  expect(served?.value.html).toBe(html("About, rendered here"));
  expect(served?.value.headers?.["x-next-cache-tags"]).toMatch(/^_N_T_\/layout,blogs,database:[\w-]{16}$/);
});

describe("after the owner's edit expires a tag", () => {
  afterEach(() => jest.restoreAllMocks());

  test("a render that may have read the old rows is served but not kept; the next one is", async () => {
    const cache = new PageCacheHandler(options());
    await cache.set("/blogs/first", page("First post"), writeCtx);
    expect(await cache.get("/blogs/first", readCtx)).not.toBeNull();

    await cache.revalidateTag("blogs", { expire: 0 });
    expect(await cache.get("/blogs/first", readCtx)).toBeNull();
    // A prefetch that began before the edit finishes now, with the old title.
    const late = page("First post");
    await cache.set("/blogs/first", late, writeCtx);
    expect(late.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    expect(await cache.get("/blogs/first", readCtx)).toBeNull();

    // Once every render in flight has ended, renders are kept again. (The wait: a file's
    // mtime, which dates an entry read from disk, runs on a coarser clock than Date.now.)
    await new Promise((resolve) => setTimeout(resolve, 30));
    const later = Date.now() + SETTLE_MS + 1;
    jest.spyOn(Date, "now").mockReturnValue(later);
    await cache.set("/blogs/first", page("First post, edited"), writeCtx);
    expect((await cache.get("/blogs/first", readCtx))?.value.html).toBe(html("First post, edited"));
  });

  test("data read under an expired tag is not kept either; other tags are unaffected", async () => {
    const cache = new PageCacheHandler(options());
    const fetchCtx = { kind: "FETCH", fetchCache: true, tags: ["projects"], softTags: [] };
    const data = (rows: string[]) => ({ kind: "FETCH", data: { headers: {}, body: JSON.stringify(rows), status: 200 }, revalidate: 300, tags: ["projects"] });

    await cache.revalidateTag("projects", { expire: 0 });
    await cache.set("projects-list", data(["old"]), fetchCtx);
    expect(await cache.get("projects-list", fetchCtx)).toBeNull();

    await cache.set("/experience", page("Experience", { "x-next-cache-tags": "_N_T_/layout,experiences" }), writeCtx);
    expect(await cache.get("/experience", readCtx)).not.toBeNull();
  });
});
