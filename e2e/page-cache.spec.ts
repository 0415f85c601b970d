import { expect, test } from "@playwright/test";
import { OwnerApi, ownerSession } from "./support/api";

/**
 * Issue "Performance": a repeat view of a public page runs no database query. The server
 * of this suite counts its queries (BENCH_QUERY_COUNTER=1, read at /api/internal/
 * query-count), as the bench's does; here the count is an assertion, not a figure.
 */
const PUBLIC_PAGES = ["/", "/about", "/projects", "/projects?search=a&sort=a-z", "/blogs", "/experience", "/techStack", "/certification", "/contact", "/privacy"];

test("a repeat view of every public page runs no database query and is served from the page cache", async ({ request }) => {
  const queries = async () => ((await (await request.get("/api/internal/query-count")).json()) as { queries: number }).queries;
  const { blogs } = (await (await request.get("/api/v1/blogs")).json()) as { blogs: Array<{ slug: string }> };
  const pages = [...PUBLIC_PAGES, `/blogs/${blogs[0].slug}`];

  for (const path of pages) {
    // The first view after start renders the page (for a few seconds after an owner's edit
    // renders are not kept): wait until it is served from the cache.
    await expect.poll(async () => (await request.get(path)).headers()["x-nextjs-cache"], { message: path, timeout: 15_000 }).toBe("HIT");
    const before = await queries();
    for (let i = 0; i < 5; i++) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()["x-nextjs-cache"], path).toBe("HIT");
      // Cached by the server, never replayed stale by the browser: no stale-while-revalidate
      // (browsers honour it in their own cache, which showed the owner an earlier copy).
      expect(response.headers()["cache-control"], path).toMatch(/^s-maxage=\d+$/);
    }
    expect([path, (await queries()) - before]).toEqual([path, 0]);
  }
});

/**
 * Issue 12: every page carries the profile (header, footer, metadata) through one cached
 * read under the profile tag. A save through the API expires that tag: the next view of
 * every public page shows the new name, with no rebuild and no restart, and once that
 * view is cached again a repeat view still runs no query.
 */
test("after a profile save every public page shows it on its next view; a repeat view runs no query", async ({ request, playwright, baseURL }) => {
  const queries = async () => ((await (await request.get("/api/internal/query-count")).json()) as { queries: number }).queries;
  const { blogs } = (await (await request.get("/api/v1/blogs")).json()) as { blogs: Array<{ slug: string }> };
  const pages = [...PUBLIC_PAGES, `/blogs/${blogs[0].slug}`];
  const owner = await playwright.request.newContext({ baseURL });
  await ownerSession(owner);
  const api = new OwnerApi(owner);
  const before = await api.snapshotProfile();
  const name = `Casey Cache ${Date.now().toString(36)}`;
  try {
    // Every page cached with the old name first, so the save is what changes them.
    for (const path of pages) {
      await expect.poll(async () => (await request.get(path)).headers()["x-nextjs-cache"], { message: path, timeout: 15_000 }).toBe("HIT");
    }
    expect((await api.updateProfile({ name })).name).toBe(name);

    for (const path of pages) {
      const next = await request.get(path);
      expect([path, next.status(), (await next.text()).includes(name)]).toEqual([path, 200, true]);
    }
    for (const path of pages) {
      await expect.poll(async () => (await request.get(path)).headers()["x-nextjs-cache"], { message: path, timeout: 15_000 }).toBe("HIT");
      const start = await queries();
      for (let i = 0; i < 3; i++) {
        const repeat = await request.get(path);
        expect([path, repeat.headers()["x-nextjs-cache"], (await repeat.text()).includes(name)]).toEqual([path, "HIT", true]);
      }
      expect([path, (await queries()) - start]).toEqual([path, 0]);
    }
    // The feed is rendered per request from the same cached read; its title follows the name
    // (the site title is "name · role" unless the owner wrote one).
    const siteTitle = before.profile.siteTitle.trim() || `${name} · ${before.profile.role}`;
    expect(await (await request.get("/rss.xml")).text()).toContain(`<title>${siteTitle} — Blog</title>`);
  } finally {
    await api.restoreProfile(before);
    await owner.dispose();
  }
});
