/**
 * Issue 22, point 4: a page Next renders per request that names nothing answers 404, with the
 * 404 screen the page renders itself (NotFoundPage). Next streams such a page and has sent
 * its status before the page knows, so the proxy gives it (src/lib/proxy/not-found-status.ts),
 * asking what the page asks: a preview link in every build, a post in a "nonce" build. The
 * pages' own side (which links show the 404 screen) is in tests/preview/preview-page.test.tsx.
 */
import { eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { createBlog, updateBlog } from "@/lib/data/blogs";
import { createProject } from "@/lib/data/projects";
import { getDb } from "@/lib/db";
import { blogs, projects } from "@/lib/db/schema";
import { siteProxy } from "@/lib/proxy/site-proxy";
import { previewExpiry, signPreview } from "@/lib/preview/token";
import { ORIGIN } from "../helpers/api";
import { resetDatabase, withEnv } from "../helpers/db";

type Proxy = typeof siteProxy;

/** What the proxy answered for a page view: its status, and whether it let Next render (with a nonce). */
async function viewed(proxy: Proxy, path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  const response = await proxy(new NextRequest(new URL(path, ORIGIN), { method: init.method ?? "GET", headers: init.headers }));
  return {
    status: response.status,
    through: response.headers.get("x-middleware-next") === "1",
    nonce: /'nonce-/.test(response.headers.get("content-security-policy") ?? ""),
  };
}
const RENDERED = { status: 200, through: true, nonce: true };
const NOT_FOUND = { status: 404, through: true, nonce: true };

let draft: { _id: string; slug: string };
let published: { _id: string; slug: string };
const link = (id: string, collection: "blogs" | "projects" = "blogs") => `/preview/${collection}/${signPreview(collection, id, previewExpiry(7))}`;
const setBlog = async (id: string, values: Partial<typeof blogs.$inferInsert>) =>
  (await getDb()).update(blogs).set(values).where(eq(blogs.id, id));

beforeEach(async () => {
  await resetDatabase();
  published = await createBlog({ title: "Out now", summary: "Public.", content: "body", date: "2026-05-01" });
  draft = await createBlog({ title: "Not yet", summary: "Draft.", content: "body", date: "2026-06-01" });
  await setBlog(draft._id, { status: "draft" });
});

test("a preview link: rendered for a draft or a scheduled post, 404 for a bad, foreign or trashed one, in every build", async () => {
  expect(await viewed(siteProxy, link(draft._id))).toEqual(RENDERED);
  // A published post's link leads to its page (the page redirects): not a 404.
  expect(await viewed(siteProxy, link(published._id))).toEqual(RENDERED);
  const project = await createProject({
    title: "Stealth",
    oneLineDescription: "Not announced",
    description: "A tool.",
    liveUrl: "https://example.com/stealth",
    projectType: "backend",
    technologiesUsed: ["Rust"],
    keywordsAndTags: ["cli"],
    isArchived: false,
  });
  await (await getDb()).update(projects).set({ status: "draft" }).where(eq(projects.id, project._id));
  expect(await viewed(siteProxy, link(project._id, "projects"))).toEqual(RENDERED);
  const bad = ["/preview/blogs/x", `/preview/blogs/${"A".repeat(56)}`, `/preview/projects/${signPreview("blogs", draft._id, previewExpiry(7)).slice(1)}`];
  for (const path of bad) expect([path, await viewed(siteProxy, path)]).toEqual([path, NOT_FOUND]);
  // A post's link opened as a project's.
  expect(await viewed(siteProxy, link(draft._id).replace("/blogs/", "/projects/"))).toEqual(NOT_FOUND);
  // Scheduled: previewed until it is due.
  await setBlog(draft._id, { status: "published", publishAt: new Date(Date.now() + 86_400_000) });
  expect(await viewed(siteProxy, link(draft._id))).toEqual(RENDERED);
  const trashed = link(draft._id);
  await setBlog(draft._id, { deletedAt: new Date() });
  expect(await viewed(siteProxy, trashed)).toEqual(NOT_FOUND);
  expect(await viewed(siteProxy, `${trashed}?utm=x`)).toEqual(NOT_FOUND);
  expect(await viewed(siteProxy, trashed, { method: "HEAD" })).toEqual(NOT_FOUND);
});

test("a form POST to a dead link or an unknown post is a 404 too; a server action's call and a client navigation are left to Next", async () => {
  const form = { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } };
  expect(await viewed(siteProxy, "/preview/blogs/x", form)).toEqual(NOT_FOUND);
  // In the hash build too: a form POST renders per request there.
  expect(await viewed(siteProxy, "/blogs/no-such-post", form)).toEqual(NOT_FOUND);
  expect(await viewed(siteProxy, `/blogs/${published.slug}`, form)).toEqual(RENDERED);
  // A server action's answer is the action's; Next's router takes any answer but 200 to a
  // client navigation for a reason to load the whole page.
  expect(await viewed(siteProxy, "/preview/blogs/x", { method: "POST", headers: { "next-action": "abc" } })).toEqual(RENDERED);
  expect(await viewed(siteProxy, "/preview/blogs/x", { headers: { RSC: "1" } })).toEqual(RENDERED);
});

test("a post: left to Next in the cached builds (it sends the 404 itself); in a nonce build, 404 from the proxy", async () => {
  // Hash build: a post is a cached page, which the proxy lets through untouched.
  expect(await viewed(siteProxy, "/blogs/no-such-post")).toEqual({ status: 200, through: true, nonce: false });

  await withEnv({ PORTFOLIO_CSP_MODE: "nonce" }, () =>
    jest.isolateModulesAsync(async () => {
      const { siteProxy: nonceBuildProxy } = await import("@/lib/proxy/site-proxy");
      expect(await viewed(nonceBuildProxy, `/blogs/${published.slug}`)).toEqual(RENDERED);
      // Old addresses redirect (the page says so): not a 404.
      expect(await viewed(nonceBuildProxy, `/blogs/${published._id}`)).toEqual(RENDERED);
      expect(await viewed(nonceBuildProxy, `/blogs/${published._id.toUpperCase()}`)).toEqual(RENDERED);
      // An earlier slug redirects too.
      const earlier = published.slug;
      await updateBlog(published._id, { slug: "out-now-renamed" });
      expect(await viewed(nonceBuildProxy, `/blogs/${earlier}`)).toEqual(RENDERED);
      expect(await viewed(nonceBuildProxy, "/blogs/out-now-renamed")).toEqual(RENDERED);
      // A draft, and a post scheduled for tomorrow, are no post yet.
      const scheduled = await createBlog({ title: "Tomorrow", summary: "Soon.", content: "body", date: "2026-07-01" });
      await setBlog(scheduled._id, { publishAt: new Date(Date.now() + 86_400_000) });
      for (const path of ["/blogs/no-such-post", `/blogs/${draft.slug}`, `/blogs/${draft._id}`, `/blogs/${scheduled.slug}`, "/blogs/%E2%9C%93"]) {
        expect([path, await viewed(nonceBuildProxy, path)]).toEqual([path, NOT_FOUND]);
      }
      // Other pages are unchanged: rendered, 200.
      expect(await viewed(nonceBuildProxy, "/about")).toEqual(RENDERED);
    }),
  );
});
