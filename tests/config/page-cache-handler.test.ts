import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { noteDatabaseFailure } from "@/lib/cache/database-health.mjs";
import PageCacheHandler, { forgetMemory, SETTLE_MS } from "@/lib/cache/page-cache-handler.mjs";
import { expiryOf, forgetExpiries, noteExpiries } from "@/lib/cache/tag-expiries.mjs";
import { inlineScripts } from "@/lib/security/csp";
import { THEME_SCRIPT } from "@/lib/site/theme";

/**
 * The page cache handler (src/lib/cache/page-cache-handler.mjs) in a temporary build folder,
 * called as Next's incremental cache calls a `cacheHandler`: what the self-hosted server
 * stores and serves for a page, a route answer and a data read. A "restart" forgets the
 * process's memory (entries and known expiries) and reads the disk again.
 */
let serverDistDir: string;
const options = () => ({ serverDistDir });
const readCtx = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };
const writeCtx = () => ({ ...readCtx, cacheControl: { revalidate: 300, expire: 31_536_000 } });
const fetchCtx = { kind: "FETCH", fetchCache: true, tags: ["projects"], softTags: ["_N_T_/layout", "_N_T_/projects"] };

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
  segmentData: new Map([["/_tree", Buffer.from(`tree of ${title}`)]]),
});
const data = (rows: string[]) => ({ kind: "FETCH", data: { headers: {}, body: JSON.stringify(rows), status: 200, url: "" }, revalidate: 300, tags: ["projects"] });

/** A restart of the server on the same build folder: nothing in memory. */
function restart() {
  forgetMemory();
  forgetExpiries();
}

const stored = () => (fs.existsSync(path.join(serverDistDir, "..", "cache", "pages")) ? fs.readdirSync(path.join(serverDistDir, "..", "cache", "pages")) : []);

beforeEach(() => {
  serverDistDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "page-cache-")), "server");
  restart();
});
afterEach(() => {
  fs.rmSync(path.dirname(serverDistDir), { recursive: true, force: true });
  jest.restoreAllMocks();
});

test("a page it stores is served with a policy listing exactly its inline scripts' hashes, also after a restart", async () => {
  const cache = new PageCacheHandler(options());
  const entry = page("First post");
  await cache.set("/blogs/first", entry, writeCtx());

  // The object Next is about to serve carries the policy too (a page rendered just now).
  const policy = entry.headers["content-security-policy"];
  const { hashes } = inlineScripts(html("First post"));
  expect(hashes).toHaveLength(3);
  expect(policy).toContain(`script-src 'self' ${hashes.join(" ")};`);

  restart();
  const served = await new PageCacheHandler(options()).get("/blogs/first", readCtx);
  expect(served?.value.html).toBe(html("First post"));
  expect(served?.value.headers?.["content-security-policy"]).toBe(policy);
  // Whole: the router's payload, its segments and the lifetime it was stored with.
  expect(served?.value.rscData).toEqual(Buffer.from('0:"First post"'));
  expect(served?.value.segmentData.get("/_tree")).toEqual(Buffer.from("tree of First post"));
  expect(served?.cacheControl).toEqual({ revalidate: 300, expire: 300 });
});

test("a new version of a page gets the hashes of its new scripts", async () => {
  const cache = new PageCacheHandler(options());
  await cache.set("/blogs/first", page("First post"), writeCtx());
  const before = (await cache.get("/blogs/first", readCtx))?.value.headers?.["content-security-policy"];
  await cache.set("/blogs/first", page("First post, edited"), writeCtx());
  const after = (await cache.get("/blogs/first", readCtx))?.value.headers?.["content-security-policy"];
  expect(after).not.toBe(before);
  expect(after).toContain(inlineScripts(html("First post, edited")).hashes[2]);
});

test("a script that got into a page gets no hash, and the server says so", async () => {
  const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
  const entry = page("Post");
  entry.html = entry.html.replace("<h1>", "<script>alert(1)</script><h1>");
  await new PageCacheHandler(options()).set("/blogs/post", entry, writeCtx());
  expect(entry.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
  expect(inlineScripts(entry.html).refused).toEqual(["alert(1)"]);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining("/blogs/post: 1 inline script(s) of an unknown shape"));
});

test("a page rendered from another database (or by the build before it, on its own data) is a miss", async () => {
  const cache = new PageCacheHandler(options());
  // As another database's server wrote it: its own database tag.
  await cache.set("/blogs", page("Other database", { "x-next-cache-tags": "blogs" }), writeCtx());
  const file = stored()[0]!;
  const elsewhere = path.join(serverDistDir, "..", "cache", "pages", file);
  const v8 = await import("node:v8");
  const entry = v8.deserialize(fs.readFileSync(elsewhere)) as { value: { headers: Record<string, string> } };
  entry.value.headers["x-next-cache-tags"] = "blogs,database:someone-else";
  fs.writeFileSync(elsewhere, v8.serialize(entry));
  restart();
  expect(await new PageCacheHandler(options()).get("/blogs", readCtx)).toBeNull();

  // Rendered again by this server: tagged with its database, served from then on.
  await cache.set("/about", page("About, rendered here"), writeCtx());
  const served = await cache.get("/about", readCtx);
  expect(served?.value.html).toBe(html("About, rendered here"));
  expect(served?.value.headers?.["x-next-cache-tags"]).toMatch(/^_N_T_\/layout,blogs,database:[\w-]{16}$/);
});

test("a 'not found' page is served with its policy but kept only for unknown routes", async () => {
  const cache = new PageCacheHandler(options());
  const unknownPost = page("Page Not Found", undefined, 404);
  await cache.set("/blogs/no-such-post", unknownPost, writeCtx());
  expect(unknownPost.headers["content-security-policy"]).toContain("'sha256-");
  expect(stored()).toHaveLength(0);

  await cache.set("/_not-found", page("Page Not Found", undefined, 404), writeCtx());
  expect(stored()).toHaveLength(1);
});

describe("taken down stays down (issue 35, point 1)", () => {
  test("an entry is not served once one of its tags is expired: in this process at once, and after a restart from what was persisted", async () => {
    const cache = new PageCacheHandler(options());
    await cache.set("/blogs/first", page("First post"), writeCtx());
    await cache.set("projects-list", data(["Fieldnotes"]), fetchCtx);
    jest.spyOn(Date, "now").mockReturnValue(Date.now() + SETTLE_MS + 1_000);
    expect((await cache.get("/blogs/first", readCtx))?.value.html).toBe(html("First post"));

    // The owner moves the post to draft: its tag expires.
    await cache.revalidateTag("blogs", { expire: 0 });
    expect(await cache.get("/blogs/first", readCtx)).toBeNull();

    // A restart (or a kill) forgets the process's memory; the expiry comes back from where
    // the data is (here: as the database's read at start hands it in), and the entry on
    // disk is never served again.
    const persisted = expiryOf("blogs");
    restart();
    noteExpiries([["blogs", persisted]]);
    expect(await new PageCacheHandler(options()).get("/blogs/first", readCtx)).toBeNull();
    // Other tags are unaffected.
    expect((await new PageCacheHandler(options()).get("projects-list", fetchCtx))?.value.data.body).toBe('["Fieldnotes"]');
  });

  test("an expiry another server wrote ends the entries it knew once it is read in", async () => {
    const cache = new PageCacheHandler(options());
    await cache.set("projects-list", data(["Fieldnotes"]), fetchCtx);
    const later = Date.now() + SETTLE_MS + 1_000;
    jest.spyOn(Date, "now").mockReturnValue(later);
    expect(await cache.get("projects-list", fetchCtx)).not.toBeNull();
    noteExpiries([["projects", later]]);
    expect(await cache.get("projects-list", fetchCtx)).toBeNull();
    // An implied tag of the page the read was made for ends it too (revalidatePath's).
    await cache.set("projects-list", data(["Fieldnotes"]), fetchCtx);
    expect(await cache.get("projects-list", fetchCtx)).toBeNull(); // within the settling time: not kept
  });

  test("the expiries are kept beside the cache: a restart with the database down still knows them", async () => {
    const cache = new PageCacheHandler(options());
    await cache.set("/blogs/first", page("First post"), writeCtx());
    jest.spyOn(Date, "now").mockReturnValue(Date.now() + SETTLE_MS + 1_000);
    await cache.revalidateTag(["blogs"]);
    const snapshot = JSON.parse(fs.readFileSync(path.join(serverDistDir, "..", "cache", "tag-expiries.json"), "utf8"));
    expect(snapshot).toEqual([["blogs", expiryOf("blogs")]]);
    restart();
    // The handler of the restarted server reads the snapshot as it is made.
    expect(await new PageCacheHandler(options()).get("/blogs/first", readCtx)).toBeNull();
  });

  test("a render that may have read the old rows is served but not kept; later ones are", async () => {
    const cache = new PageCacheHandler(options());
    const start = Date.now();
    await cache.set("/blogs/first", page("First post"), writeCtx());

    await cache.revalidateTag("blogs", { expire: 0 });
    // A prefetch that began before the edit finishes a second later, with the old rows.
    jest.spyOn(Date, "now").mockReturnValue(start + 1_000);
    const late = page("First post, as it was");
    await cache.set("/blogs/first", late, writeCtx());
    expect(late.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-");
    expect(await cache.get("/blogs/first", readCtx)).toBeNull();

    // Once every render in flight has ended, renders are kept again.
    jest.spyOn(Date, "now").mockReturnValue(start + 2 * SETTLE_MS + 1_000);
    await cache.set("/blogs/first", page("First post, edited"), writeCtx());
    expect((await cache.get("/blogs/first", readCtx))?.value.html).toBe(html("First post, edited"));
  });
});

test("an image route's 404 (an unknown post's Open Graph image) is not kept; a found image is", async () => {
  const cache = new PageCacheHandler(options());
  const routeCtx = { kind: "APP_ROUTE", isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 300, expire: 31_536_000 } };
  const image = (status: number) => ({
    kind: "APP_ROUTE",
    status,
    body: Buffer.from(status === 200 ? "PNG" : ""),
    headers: { "content-type": "image/png", "x-next-cache-tags": "_N_T_/layout,experiences" },
  });

  await cache.set("/og/blogs/made-up-1", image(404), routeCtx);
  expect(stored()).toHaveLength(0);

  await cache.set("/og/blogs/first", image(200), routeCtx);
  expect(stored()).toHaveLength(1);
  restart();
  const served = await new PageCacheHandler(options()).get("/og/blogs/first", { ...routeCtx, kind: "APP_ROUTE" });
  expect(served?.value.status).toBe(200);
  expect(served?.value.body).toEqual(Buffer.from("PNG"));
});

describe("the database failing", () => {
  test("nothing rendered while it fails is kept (its page says 'could not be loaded')", async () => {
    const cache = new PageCacheHandler(options());
    const start = Date.now();
    noteDatabaseFailure();
    await cache.set("/certification", page("Certification", { "x-next-cache-tags": "_N_T_/layout,certifications" }), writeCtx());
    expect(stored()).toHaveLength(0);

    jest.spyOn(Date, "now").mockReturnValue(start + 60_000);
    await cache.set("/certification", page("Certification"), writeCtx());
    expect(stored()).toHaveLength(1);
  });

  test("while it is down, a page whose lifetime ended is served as just made (no render could replace it); an expired tag still ends it", async () => {
    const cache = new PageCacheHandler(options());
    // Past the failure of the test above.
    const start = Date.now() + 60_000;
    jest.spyOn(Date, "now").mockReturnValue(start);
    await cache.set("/experience", page("Experience", { "x-next-cache-tags": "_N_T_/layout,experiences" }), writeCtx());
    const down = start + 10 * 60_000;
    jest.spyOn(Date, "now").mockReturnValue(down);
    expect((await cache.get("/experience", readCtx))?.lastModified).toBe(start);
    noteDatabaseFailure();
    expect((await cache.get("/experience", readCtx))?.lastModified).toBe(down);
    noteExpiries([["experiences", down]]);
    expect(await cache.get("/experience", readCtx)).toBeNull();
  });
});

test("a redirect's Location: taken off the render being served (Next set it already), kept in the entry for later views", async () => {
  // Long after the database failure of the tests above (nothing is kept for a while after one).
  jest.spyOn(Date, "now").mockReturnValue(Date.now() + 3_600_000);
  const cache = new PageCacheHandler(options());
  const headers = { "x-next-cache-tags": "_N_T_/layout,old-addresses", location: "/blogs/first-post" };
  const rendered = page("", headers, 308);
  await cache.set("/blogs/3f1c2b4a-9d8e-4f70-8a6b-5c4d3e2f1a0b", rendered, writeCtx());
  // Next adds these headers to a response that has its Location: not a second one.
  expect(rendered.headers.location).toBeUndefined();
  for (const handler of [cache, new PageCacheHandler(options())]) {
    const served = await handler.get("/blogs/3f1c2b4a-9d8e-4f70-8a6b-5c4d3e2f1a0b", readCtx);
    expect(served?.value.status).toBe(308);
    expect(served?.value.headers?.location).toBe("/blogs/first-post");
  }
  // A page that is no redirect keeps its headers as they are.
  const ok = page("First post", { "x-next-cache-tags": "_N_T_/layout,old-addresses", location: "/odd" });
  await cache.set("/blogs/first", ok, writeCtx());
  expect(ok.headers.location).toBe("/odd");
});

test("a torn or foreign file on disk is a miss, never an error", async () => {
  jest.spyOn(Date, "now").mockReturnValue(Date.now() + 3_600_000);
  const cache = new PageCacheHandler(options());
  await cache.set("/blogs/first", page("First post"), writeCtx());
  const file = path.join(serverDistDir, "..", "cache", "pages", stored()[0]!);
  fs.writeFileSync(file, "not what the handler writes");
  restart();
  expect(await new PageCacheHandler(options()).get("/blogs/first", readCtx)).toBeNull();
});
