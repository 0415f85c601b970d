import { renderToStaticMarkup } from "react-dom/server";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { DELETE as deleteBlog } from "@/app/api/v1/blogs/[id]/route";
import { POST as createBlog } from "@/app/api/v1/blogs/route";
import { PATCH as updateExperience } from "@/app/api/v1/experiences/[id]/route";
import { PATCH as updateProject } from "@/app/api/v1/projects/[id]/route";
import { POST as createProject } from "@/app/api/v1/projects/route";
import { POST as createTechStack } from "@/app/api/v1/techStack/route";
import BlogPostPage from "@/app/blogs/[slug]/page";
import { GET as rss } from "@/app/rss.xml/route";
import sitemap from "@/app/sitemap";
import { getDb } from "@/lib/db";
import { seedDemoContent } from "@/lib/db/demo-content";
import {
  getBlogById,
  getBlogs,
  getDefaultProjects,
  getExperiences,
  getSelectedProjects,
  getTechStack,
} from "@/lib/data/public";
import { groupTechStack } from "@/lib/site/tech-stack";
import { resetDatabase } from "../helpers/db";
import { expectNotFoundPage } from "../helpers/not-found";
import { SEED_TIMEOUT_MS } from "../helpers/timeouts";

// Links prefetch through the app router, which only a Next.js page has: a stand-in router.
jest.mock("next/navigation", () => ({
  ...jest.requireActual<typeof import("next/navigation")>("next/navigation"),
  useRouter: () => jest.requireActual<typeof import("./support/next-navigation")>("./support/next-navigation").navigation.router,
}));

/**
 * The public pages read through src/lib/data/public.ts; every owner mutation expires the
 * entity's cache tag. Outside Next.js there is no cache to expire, so what this proves is
 * the in-process half: after a write through the real route handler, as the owner, the
 * page's read returns the new data (nothing in our code keeps a stale copy). The other half
 * (the full-route cache is dropped) is checked against `next start`; see docs/site.md.
 */
let cookie = "";

const params = (id: string) => ({ params: Promise.resolve({ id }) });
/** A post's page, /blogs/{slug}. */
const postParams = (slug: string) => ({ params: Promise.resolve({ slug }) });
const ownerRequest = (path: string, method: string, body: unknown) =>
  new Request(`http://localhost/api/v1${path}`, {
    method,
    headers: { "content-type": "application/json", cookie },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  // The owner of the test environment (OWNER_EMAIL / OWNER_PASSWORD), and the demo
  // content a fresh site starts with.
  await resetDatabase();
  await seedDemoContent(await getDb());
  const res = await login(
    new Request("http://localhost/api/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: process.env.OWNER_EMAIL, password: process.env.OWNER_PASSWORD }),
    }),
  );
  expect(res.status).toBe(200);
  cookie = (res.headers.get("set-cookie") ?? "").split(";")[0];
  expect(cookie).toMatch(/session-token=/);
}, SEED_TIMEOUT_MS);

describe("a saved change shows on the next read of the public pages", () => {
  test("a new project appears on /projects and in the home page's Selected Work", async () => {
    const before = await getDefaultProjects();
    expect(before.some((p) => p.title === "Cache Proof Project")).toBe(false);

    const res = await createProject(
      ownerRequest("/projects", "POST", {
        title: "Cache Proof Project",
        oneLineDescription: "Shows up without waiting",
        description: "Created by the cache test.",
        liveUrl: "https://github.com/example/cache-proof",
        technologiesUsed: "TypeScript",
        keywordsAndTags: "cache",
      }),
    );
    expect(res.status).toBe(201);
    const { project } = await res.json();

    const after = await getDefaultProjects();
    expect(after[0]).toMatchObject({ _id: project._id, title: "Cache Proof Project" });
    // After the demo's two featured projects, the newest: this one.
    const selected = await getSelectedProjects();
    expect(selected).toHaveLength(3);
    expect(selected.map((p) => p.featured)).toEqual([true, true, false]);
    expect(selected[2]._id).toBe(project._id);
    // Dates cross the cache as strings, the same fresh or cached.
    expect(typeof after[0].createdAt).toBe("string");
  });

  test("archiving a project removes it from the public list and Selected Work", async () => {
    const newest = (await getSelectedProjects()).find((p) => !p.featured)!;
    const res = await updateProject(ownerRequest(`/projects/${newest._id}`, "PATCH", { isArchived: true }), params(newest._id));
    expect(res.status).toBe(200);
    expect((await getDefaultProjects()).some((p) => p._id === newest._id)).toBe(false);
    expect((await getSelectedProjects()).some((p) => p._id === newest._id)).toBe(false);
  });

  test("a new blog post is listed, rendered on its page, the sitemap and the feed", async () => {
    const res = await createBlog(
      ownerRequest("/blogs", "POST", {
        title: "Fresh <Post> & more",
        summary: "Written after the build.",
        content: "## Hello\n\n```js\nconsole.log('hi')\n```",
        date: "2026-11-20",
      }),
    );
    expect(res.status).toBe(201);
    const { blog } = await res.json();

    expect((await getBlogs())[0]).toMatchObject({ _id: blog._id, title: "Fresh <Post> & more" });
    expect(await getBlogById(blog._id)).toMatchObject({ summary: "Written after the build." });

    expect(blog.slug).toBe("fresh-post-more");
    const html = renderToStaticMarkup(await BlogPostPage(postParams(blog.slug)));
    expect(html).toContain("Fresh &lt;Post&gt; &amp; more");
    expect(html).toContain("November 20, 2026");
    expect(html).toContain("Copy");

    expect((await sitemap()).map((entry) => entry.url)).toContainEqual(expect.stringMatching(/\/blogs\/fresh-post-more$/));
    const feed = await (await rss()).text();
    expect(feed).toContain("<title>Fresh &lt;Post&gt; &amp; more</title>");

    const removed = await deleteBlog(ownerRequest(`/blogs/${blog._id}`, "DELETE", {}), params(blog._id));
    expect(removed.status).toBe(200);
    expect(await getBlogById(blog._id)).toBeNull();
    await expectNotFoundPage(BlogPostPage(postParams(blog.slug)));
    await expectNotFoundPage(BlogPostPage(postParams(blog._id)));
  });

  test("an edited experience and a new tech stack group show at once", async () => {
    const [current] = await getExperiences();
    const res = await updateExperience(
      ownerRequest(`/experiences/${current._id}`, "PATCH", { company: "Southwind Labs" }),
      params(current._id),
    );
    expect(res.status).toBe(200);
    expect((await getExperiences())[0].company).toBe("Southwind Labs");

    // The demo stack has no games: the group appears once it has an item.
    expect(groupTechStack(await getTechStack()).map((g) => g.type)).not.toContain("games");
    const created = await createTechStack(
      ownerRequest("/techStack", "POST", { title: "Celeste", category: "Platformer", url: "https://www.celestegame.com", techStackType: "games" }),
    );
    expect(created.status).toBe(201);
    expect(groupTechStack(await getTechStack()).map((g) => g.label)).toEqual(["Skills", "Dev Tools", "Apps", "Games", "Hardware"]);
  });
});

describe("blog pages for addresses that name no post", () => {
  test.each([["not-a-slug"], ["33333333-3333-4333-8333-333333333333"]])("%s is the 404 page", async (slug) => {
    await expectNotFoundPage(BlogPostPage(postParams(slug)));
  });
});
