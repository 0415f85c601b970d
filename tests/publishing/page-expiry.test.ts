/**
 * The page cache `next start` serves from (Next's IncrementalCache over this site's page
 * cache handler) keeps each page's own lifetime, and a page whose lifetime was shortened for
 * a scheduled item is rendered afresh when it ends, not served once more stale: its expiry is
 * brought down to its lifetime, and so is its Cache-Control.
 */
import { getCacheControlHeader } from "next/dist/server/lib/cache-control";
import { installIncrementalCache, type TestCache } from "./support/next-cache";

let testCache: TestCache;
beforeEach(() => {
  testCache = installIncrementalCache();
});
afterEach(() => testCache.close());

const route = { kind: "APP_PAGE", sourceRoute: "/blogs/page" };
const readCtx = { kind: "APP_PAGE", route, isRoutePPREnabled: false, isFallback: false };
const page = () => ({
  kind: "APP_PAGE",
  html: "<!DOCTYPE html><html><body><h1>Blogs</h1></body></html>",
  rscData: Buffer.from("0:[]"),
  headers: { "x-next-cache-tags": "_N_T_/layout,blogs" },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});

// Next's own types for these contexts are internal: the calls are made as Next makes them.
type Loose = { set(key: string, data: unknown, ctx: unknown): Promise<void>; get(key: string, ctx: unknown): Promise<any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
const cacheOf = () => testCache.cache as unknown as Loose;

test("a page whose lifetime is 1 s is kept with that lifetime and expires (blocking) after it", async () => {
  // What Next hands over after a render that registered 1 s (expire: the config's 300).
  const cacheControl = { revalidate: 1, expire: 300 };
  await cacheOf().set("/blogs", page(), { ...readCtx, cacheControl });
  // The same object Next builds the response's Cache-Control from.
  expect(cacheControl).toEqual({ revalidate: 1, expire: 1 });
  expect(getCacheControlHeader(cacheControl)).toBe("s-maxage=1");

  const fresh = await cacheOf().get("/blogs", readCtx);
  expect(fresh.cacheControl).toEqual({ revalidate: 1, expire: 1 });
  expect(fresh.isStale).toBeUndefined();

  await new Promise((resolve) => setTimeout(resolve, 1100));
  // -1: Next renders the page again before answering, rather than serving this one stale.
  expect((await cacheOf().get("/blogs", readCtx)).isStale).toBe(-1);
});

test("a page with the usual lifetime keeps it, and its expiry", async () => {
  const cacheControl = { revalidate: 300, expire: 300 };
  await cacheOf().set("/blogs", page(), { ...readCtx, cacheControl });
  expect(cacheControl).toEqual({ revalidate: 300, expire: 300 });
  const entry = await cacheOf().get("/blogs", readCtx);
  expect(entry.cacheControl).toEqual({ revalidate: 300, expire: 300 });
  expect(entry.isStale).toBeUndefined();
});

test("a route response (an Open Graph card) is kept the same way", async () => {
  const cardRoute = { kind: "APP_ROUTE", sourceRoute: "/og/blogs/[id]/route" };
  const cacheControl = { revalidate: 42, expire: 300 };
  const card = { kind: "APP_ROUTE", status: 200, body: Buffer.from("png"), headers: { "content-type": "image/png", "x-next-cache-tags": "blogs" } };
  await cacheOf().set("/og/blogs/1", card, { kind: "APP_ROUTE", route: cardRoute, isRoutePPREnabled: false, isFallback: false, cacheControl });
  const entry = await cacheOf().get("/og/blogs/1", { kind: "APP_ROUTE", route: cardRoute, isRoutePPREnabled: false, isFallback: false });
  expect(entry.cacheControl).toEqual({ revalidate: 42, expire: 42 });
});
