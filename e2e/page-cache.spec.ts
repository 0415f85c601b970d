import { expect, test } from "@playwright/test";

/**
 * Issue "Performance": a repeat view of a public page runs no database query. The server
 * of this suite counts its queries (BENCH_QUERY_COUNTER=1, read at /api/internal/
 * query-count), as the bench's does; here the count is an assertion, not a figure.
 */
const PUBLIC_PAGES = ["/", "/about", "/projects", "/projects?search=a&sort=a-z", "/blogs", "/experience", "/techStack", "/certification", "/contact"];

test("a repeat view of every public page runs no database query and is served from the page cache", async ({ request }) => {
  const queries = async () => ((await (await request.get("/api/internal/query-count")).json()) as { queries: number }).queries;
  const { blogs } = (await (await request.get("/api/v1/blogs")).json()) as { blogs: Array<{ _id: string }> };
  const pages = [...PUBLIC_PAGES, `/blogs/${blogs[0]._id}`];

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
