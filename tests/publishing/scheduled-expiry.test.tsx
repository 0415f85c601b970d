/**
 * A scheduled item appears at its time with no cron job, no deploy and no request from the
 * owner (issue 13.1), through the same cached reads `next start` serves from: Next's
 * IncrementalCache with this site's page cache handler.
 *
 * - The public cache holds scheduled items too, so it need not change when one falls due:
 *   the due-time rule runs after it, at each render (no query then).
 * - A page or route rendered while an item is scheduled ends its lifetime (revalidate) when
 *   that item falls due, and the page cache then expires it (blocking, not served stale).
 */
process.env.BENCH_QUERY_COUNTER = "1"; // read when the database opens, in beforeAll

import { renderToStaticMarkup } from "react-dom/server";
import BlogPostPage from "@/app/blogs/[slug]/page";
import BlogsPage from "@/app/blogs/page";
import { GET as postCard } from "@/app/og/blogs/[id]/route";
import HomePage from "@/app/page";
import ProjectsPage from "@/app/projects/page";
import { GET as feed } from "@/app/rss.xml/route";
import { SETTLE_MS } from "@/lib/cache/page-cache-handler.mjs";
import { getBlogs, getSelectedProjects } from "@/lib/data/public";
import { queryCount } from "@/lib/db/client";
import { lifetimeForDueItems } from "@/lib/publishing";
import { api, loginAsOwner } from "../helpers/api";
import { resetDatabase } from "../helpers/db";
import { validBlog, validProject } from "../helpers/fixtures";
import { installIncrementalCache, prerender, type TestCache } from "./support/next-cache";

jest.mock("next/navigation", () => {
  const actual = jest.requireActual<typeof import("next/navigation")>("next/navigation");
  const { nextNavigationMock } = jest.requireActual<typeof import("../site/support/next-navigation")>("../site/support/next-navigation");
  return { ...actual, ...nextNavigationMock(), notFound: actual.notFound, permanentRedirect: actual.permanentRedirect };
});

let owner: string;
let testCache: TestCache;

beforeAll(async () => {
  await resetDatabase();
  owner = await loginAsOwner();
});
beforeEach(() => {
  testCache = installIncrementalCache();
});
afterEach(() => {
  testCache.close();
  jest.useRealTimers();
});

const sleepUntil = async (time: number) => {
  while (Date.now() <= time) await new Promise((resolve) => setTimeout(resolve, Math.max(10, time - Date.now() + 5)));
};

async function create(kind: "blogs" | "projects", title: string, extra: Record<string, unknown> = {}) {
  const json = kind === "blogs" ? validBlog({ title, ...extra }) : validProject({ title, ...extra });
  const res = await api.post(`/api/v1/${kind}`, { cookie: owner, json });
  expect(res.status).toBe(201);
  return res.body[kind === "blogs" ? "blog" : "project"] as { _id: string; slug: string; publishAt: string };
}

/** Everything a visitor could read about the posts and the home page's projects. */
async function visitorView() {
  return {
    posts: (await getBlogs()).map((blog) => blog.title),
    api: (await api.get("/api/v1/blogs")).body.blogs.map((blog: { title: string }) => blog.title),
    page: renderToStaticMarkup(await BlogsPage()),
    selected: (await getSelectedProjects()).map((project) => project.title),
    selectedApi: (await api.get("/api/v1/projects/selectedProjects")).body.projects.map((p: { title: string }) => p.title),
  };
}

test("a post and a project scheduled 2 s ahead are absent, then present once due, read from the same cache entries", async () => {
  await create("blogs", "Already out", { date: "2026-01-01" });
  await create("projects", "Already built");
  // The writes expired their tags: for SETTLE_MS nothing read is cached (a render under way may
  // have read the rows as they were). The first view comes after that, 2 s before the items fall due.
  const dueAt = Date.now() + SETTLE_MS + 3000;
  const post = await create("blogs", "Out on time", { date: "2026-01-02", publishAt: new Date(dueAt).toISOString() });
  await create("projects", "Built on time", { publishAt: new Date(dueAt).toISOString() });
  await sleepUntil(Date.now() + SETTLE_MS + 100);

  const before = await visitorView();
  expect(before.posts).toEqual(["Already out"]);
  expect(before.api).toEqual(["Already out"]);
  expect(before.page).not.toContain("Out on time");
  expect(before.selected).toEqual(["Already built"]);
  expect(before.selectedApi).toEqual(["Already built"]);
  expect((await api.get(`/api/v1/blogs/${post._id}`)).status).toBe(404);
  const earlyFeed = await feed();
  expect(await earlyFeed.text()).not.toContain("Out on time");
  // A CDN may keep the feed until the post falls due, not a moment longer.
  expect(earlyFeed.headers.get("cache-control")).toMatch(/^public, s-maxage=[123]$/);

  // Nobody writes anything from here on: time passes.
  await sleepUntil(dueAt);
  const queriesBefore = queryCount();
  const after = await visitorView();
  // The cached entries were read again as they were: no query ran for them.
  expect(queryCount()).toBe(queriesBefore);
  expect(after.posts).toEqual(["Out on time", "Already out"]);
  expect(after.api).toEqual(["Out on time", "Already out"]);
  expect(after.page).toContain("Out on time");
  expect(after.selected).toEqual(["Built on time", "Already built"]);
  expect(after.selectedApi).toEqual(["Built on time", "Already built"]);
  expect((await api.get(`/api/v1/blogs/${post._id}`)).status).toBe(200);
  const lateFeed = await feed();
  expect(await lateFeed.text()).toContain("Out on time");
  expect(lateFeed.headers.get("cache-control")).toBe("public, s-maxage=300");
});

describe("the lifetime a render registers", () => {
  // Only Date is frozen (timers, promises and the cache's own clock run as usual), so the
  // seconds to the next due item are exact.
  const freeze = (now: number) =>
    jest.useFakeTimers({
      now,
      doNotFake: ["hrtime", "nextTick", "performance", "queueMicrotask", "setImmediate", "clearImmediate", "setInterval", "clearInterval", "setTimeout", "clearTimeout"],
    });

  let live: { _id: string; slug: string };
  const T = Date.parse("2030-06-01T12:00:00Z");

  beforeAll(async () => {
    await resetDatabase();
    owner = await loginAsOwner();
    live = await create("blogs", "Live post", { date: "2026-03-01", publishAt: new Date(T - 60_000).toISOString() });
    await create("blogs", "Post due in 120 s", { date: "2026-03-02", publishAt: new Date(T + 120_000).toISOString() });
    await create("blogs", "Draft post", { status: "draft", publishAt: new Date(T + 10_000).toISOString() });
    await create("projects", "Live project");
    await create("projects", "Project due in 45 s", { publishAt: new Date(T + 45_000).toISOString() });
    await create("projects", "Project due in an hour", { publishAt: new Date(T + 3_600_000).toISOString() });
  });

  test("each page and route listing them lives until the next of its items falls due", async () => {
    freeze(T);
    const { cache } = testCache;
    const lifetimes = {
      "/blogs": (await prerender(cache, "/blogs", () => BlogsPage())).revalidate,
      "/blogs/[slug]": (await prerender(cache, "/blogs/[slug]", () => BlogPostPage({ params: Promise.resolve({ slug: live.slug }) }))).revalidate,
      "/og/blogs/[id]": (await prerender(cache, "/og/blogs/[id]", () => postCard(new Request("http://localhost/"), { params: Promise.resolve({ id: live._id }) }))).revalidate,
      "/projects": (await prerender(cache, "/projects", () => ProjectsPage())).revalidate,
      // Selected Work (a project due in 45 s) and the latest post (one due in 120 s).
      "/": (await prerender(cache, "/", () => HomePage())).revalidate,
    };
    // A draft's publishAt (10 s) is no due time: it stays a draft.
    expect(lifetimes).toEqual({ "/blogs": 120, "/blogs/[slug]": 120, "/og/blogs/[id]": 120, "/projects": 45, "/": 45 });
  });

  test("later, the next due item decides; with none within 300 s the page keeps its own 300", async () => {
    freeze(T + 100_000);
    expect((await prerender(testCache.cache, "/blogs", () => BlogsPage())).revalidate).toBe(20);
    jest.setSystemTime(T + 130_000);
    expect((await prerender(testCache.cache, "/blogs", () => BlogsPage())).revalidate).toBe(300);
    // The project due in an hour is more than 300 s away: the page's own lifetime holds.
    expect((await prerender(testCache.cache, "/projects", () => ProjectsPage())).revalidate).toBe(300);
    // The page shows what is due by then, from the same cached rows.
    expect(renderToStaticMarkup((await prerender(testCache.cache, "/blogs", () => BlogsPage())).result)).toContain("Post due in 120 s");
  });
});

describe("lifetimeForDueItems", () => {
  const now = new Date("2030-01-01T00:00:00Z");
  const at = (ms: number) => ({ status: "published", publishAt: new Date(now.getTime() + ms).toISOString() });

  test("the whole seconds to the soonest published item still to come, at least 1, under 300", () => {
    expect(lifetimeForDueItems([at(45_000), at(120_000)], now)).toBe(45);
    expect(lifetimeForDueItems([at(44_001)], now)).toBe(45);
    expect(lifetimeForDueItems([at(200)], now)).toBe(1);
    expect(lifetimeForDueItems([at(299_000)], now)).toBe(299);
  });

  test("nothing to say (null) for items due already, drafts, or due 300 s or more away", () => {
    expect(lifetimeForDueItems([], now)).toBeNull();
    expect(lifetimeForDueItems([at(-1000), { status: "published", publishAt: null }], now)).toBeNull();
    expect(lifetimeForDueItems([{ status: "draft", publishAt: new Date(now.getTime() + 5000) }], now)).toBeNull();
    expect(lifetimeForDueItems([at(300_000), at(86_400_000)], now)).toBeNull();
  });
});
