import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { nodeFs } from "next/dist/server/lib/node-fs-methods";
import { noteDatabaseFailure } from "@/lib/cache/database-health.mjs";
import PageCacheHandler, { SETTLE_MS } from "@/lib/cache/page-cache-handler.mjs";
import { inlineScripts } from "@/lib/security/csp";
import { THEME_SCRIPT } from "@/lib/site/theme";

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
  `<!DOCTYPE html><html><head><script>${THEME_SCRIPT}</script></head>` +
  `<body><h1>${title}</h1><script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script>self.__next_f.push([1,${JSON.stringify(title)}])</script></body></html>`;

const page = (title: string, headers: Record<string, string> = { "x-next-cache-tags": "_N_T_/layout,blogs" }, status = 200) => ({
  kind: "APP_PAGE",
  html: html(title),
  rscData: Buffer.from(`0:${JSON.stringify(title)}`),
  headers,
  status,
  postponed: undefined,
  segmentData: undefined,
});

/** Whether the entry reached the disk (Next's own writes, under the build folder). */
const storedOnDisk = (key: string) => fs.existsSync(path.join(serverDistDir, "app", `${key}.html`));

beforeEach(() => {
  serverDistDir = fs.mkdtempSync(path.join(os.tmpdir(), "page-cache-"));
});
afterEach(() => {
  fs.rmSync(serverDistDir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

test("a page it stores is served with a policy listing exactly its inline scripts' hashes", async () => {
  const cache = new PageCacheHandler(options());
  const entry = page("First post");
  await cache.set("/blogs/first", entry, writeCtx);

  // The object Next is about to serve carries the policy too (a page rendered just now).
  const policy = entry.headers["content-security-policy"];
  const { hashes } = inlineScripts(html("First post"));
  expect(hashes).toHaveLength(3);
  expect(policy).toContain(`script-src 'self' ${hashes.join(" ")};`);

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
  expect(after).toContain(inlineScripts(html("First post, edited")).hashes[2]);
});

test("a script that got into a page gets no hash, and the server says so", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  const entry = page("Post");
  entry.html = entry.html.replace("<h1>", "<script>alert(1)</script><h1>");
  await new PageCacheHandler(options()).set("/blogs/post", entry, writeCtx);
  expect(entry.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
  expect(inlineScripts(entry.html).refused).toEqual(["alert(1)"]);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining("/blogs/post: 1 inline script(s) of an unknown shape"));
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

test("a 'not found' page is served with its policy but kept only for unknown routes", async () => {
  const cache = new PageCacheHandler(options());
  const unknownPost = page("Page Not Found", undefined, 404);
  await cache.set("/blogs/no-such-post", unknownPost, writeCtx);
  expect(unknownPost.headers["content-security-policy"]).toContain("'sha256-");
  expect(storedOnDisk("/blogs/no-such-post")).toBe(false);

  await cache.set("/_not-found", page("Page Not Found", undefined, 404), writeCtx);
  expect(storedOnDisk("/_not-found")).toBe(true);
});

describe("after the owner's edit expires a tag", () => {
  test("a render that may have read the old rows is served but not kept; later ones are", async () => {
    const cache = new PageCacheHandler(options());
    const start = Date.now();
    await cache.set("/blogs/first", page("First post"), writeCtx);

    await cache.revalidateTag("blogs", { expire: 0 });
    // A prefetch that began before the edit finishes a second later, with the old rows.
    jest.spyOn(Date, "now").mockReturnValue(start + 1_000);
    const late = page("First post, as it was");
    await cache.set("/blogs/first", late, writeCtx);
    expect(late.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    expect(fs.readFileSync(path.join(serverDistDir, "app", "blogs/first.html"), "utf8")).toBe(html("First post"));

    // Once every render in flight has ended, renders are kept again.
    jest.spyOn(Date, "now").mockReturnValue(start + SETTLE_MS + 1_000);
    await cache.set("/blogs/first", page("First post, edited"), writeCtx);
    expect(fs.readFileSync(path.join(serverDistDir, "app", "blogs/first.html"), "utf8")).toBe(html("First post, edited"));
  });

  test("data read under an expired tag is not kept either; other tags are unaffected", async () => {
    const cache = new PageCacheHandler(options());
    const fetchCtx = { kind: "FETCH", fetchCache: true, tags: ["projects"], softTags: [] };
    const data = (rows: string[]) => ({ kind: "FETCH", data: { headers: {}, body: JSON.stringify(rows), status: 200 }, revalidate: 300, tags: ["projects"] });
    const fetchFile = path.join(serverDistDir, "..", "cache", "fetch-cache", "projects-list");
    fs.rmSync(fetchFile, { force: true });

    await cache.revalidateTag("projects", { expire: 0 });
    await cache.set("projects-list", data(["old"]), fetchCtx);
    expect(fs.existsSync(fetchFile)).toBe(false);

    await cache.set("/experience", page("Experience", { "x-next-cache-tags": "_N_T_/layout,experiences" }), writeCtx);
    expect(storedOnDisk("/experience")).toBe(true);
  });
});

test("an image route's 404 (an unknown post's Open Graph image) is not kept; a found image is", async () => {
  const cache = new PageCacheHandler(options());
  const routeCtx = { kind: "APP_ROUTE", isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300, expire: 31_536_000 } };
  const image = (status: number) => ({
    kind: "APP_ROUTE",
    status,
    body: Buffer.from(status === 200 ? "PNG" : ""),
    // A tag no other test here expires (a tag expired moments ago keeps nothing).
    headers: { "content-type": "image/png", "x-next-cache-tags": "_N_T_/layout,experiences" },
  });
  const routeStored = (key: string) => fs.existsSync(path.join(serverDistDir, "app", `${key}.body`));

  await cache.set("/og/blogs/made-up-1", image(404), routeCtx);
  expect(routeStored("/og/blogs/made-up-1")).toBe(false);

  await cache.set("/og/blogs/first", image(200), routeCtx);
  expect(routeStored("/og/blogs/first")).toBe(true);
  const served = await new PageCacheHandler(options()).get("/og/blogs/first", { ...routeCtx, kind: "APP_ROUTE" });
  expect(served?.value.status).toBe(200);
});

test("nothing rendered while the database was failing is kept (its page says 'could not be loaded')", async () => {
  const cache = new PageCacheHandler(options());
  const start = Date.now();
  noteDatabaseFailure();
  await cache.set("/certification", page("Certification", { "x-next-cache-tags": "_N_T_/layout,certifications" }), writeCtx);
  expect(storedOnDisk("/certification")).toBe(false);

  jest.spyOn(Date, "now").mockReturnValue(start + SETTLE_MS + 1_000);
  await cache.set("/certification", page("Certification"), writeCtx);
  expect(storedOnDisk("/certification")).toBe(true);
});

test("a redirect's Location: taken off the render being served (Next set it already), kept in the entry for later views", async () => {
  // Past the settling time of the tests above (an expired tag, a database failure).
  const later = Date.now() + SETTLE_MS + 1000;
  jest.spyOn(Date, "now").mockReturnValue(later);
  const cache = new PageCacheHandler(options());
  // A tag of its own, as well.
  const headers = { "x-next-cache-tags": "_N_T_/layout,old-addresses", location: "/blogs/first-post" };
  const rendered = page("", headers, 308);
  await cache.set("/blogs/3f1c2b4a-9d8e-4f70-8a6b-5c4d3e2f1a0b", rendered, writeCtx);
  // Next adds these headers to a response that has its Location: not a second one.
  expect(rendered.headers.location).toBeUndefined();
  for (const handler of [cache, new PageCacheHandler(options())]) {
    const served = await handler.get("/blogs/3f1c2b4a-9d8e-4f70-8a6b-5c4d3e2f1a0b", readCtx);
    expect(served?.value.status).toBe(308);
    expect(served?.value.headers?.location).toBe("/blogs/first-post");
  }
  // A page that is no redirect keeps its headers as they are.
  const ok = page("First post", { "x-next-cache-tags": "_N_T_/layout,old-addresses", location: "/odd" });
  await cache.set("/blogs/first", ok, writeCtx);
  expect(ok.headers.location).toBe("/odd");
});
