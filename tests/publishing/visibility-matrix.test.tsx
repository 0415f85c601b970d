/**
 * The visibility matrix of issue 13.1: a draft, a scheduled item not yet due, a scheduled
 * item now due and a published one, for posts and for projects, against every place a visitor
 * could meet them (the pages, the prev/next links, the API without a session, the feed, the
 * sitemap, the Open Graph cards) and against the API as the owner. Everything is written
 * through the real API as the owner and read through the real pages and route handlers.
 */
import { renderToStaticMarkup } from "react-dom/server";
import BlogPostPage, { generateMetadata } from "@/app/blogs/[slug]/page";
import BlogsPage from "@/app/blogs/page";
import { GET as postCard } from "@/app/og/blogs/[id]/route";
import HomePage from "@/app/page";
import ProjectsPage from "@/app/projects/page";
import { GET as feed } from "@/app/rss.xml/route";
import sitemap from "@/app/sitemap";
import { listPending } from "@/lib/publishing/pending";
import { api, loginAsOwner } from "../helpers/api";
import { resetDatabase } from "../helpers/db";
import { expectNotFoundPage } from "../helpers/not-found";
import { validBlog, validProject } from "../helpers/fixtures";

jest.mock("next/navigation", () => {
  const actual = jest.requireActual<typeof import("next/navigation")>("next/navigation");
  const { nextNavigationMock } = jest.requireActual<typeof import("../site/support/next-navigation")>("../site/support/next-navigation");
  // The real notFound and permanentRedirect: what they throw is what Next answers with.
  return { ...actual, ...nextNavigationMock(), notFound: actual.notFound, permanentRedirect: actual.permanentRedirect };
});

const STATES = ["draft", "scheduled", "due", "published"] as const;
type State = (typeof STATES)[number];
/** What visitors may see: the due one and the published one. */
const VISIBLE: readonly State[] = ["due", "published"];
const HIDDEN: readonly State[] = ["draft", "scheduled"];

const DAY = 24 * 60 * 60 * 1000;
/** Each state as the owner writes it. */
const publication = (state: State): Record<string, unknown> => {
  switch (state) {
    case "draft":
      return { status: "draft" };
    case "scheduled":
      return { status: "published", publishAt: new Date(Date.now() + DAY).toISOString() };
    case "due":
      return { status: "published", publishAt: new Date(Date.now() - 60 * 60 * 1000).toISOString() };
    case "published":
      return {}; // an API client that says nothing publishes at once
  }
};

// Post dates put a hidden post between two visible ones (the draft between the published
// and the due post) and the scheduled one last, so neighbours and "latest" must skip them.
const POST_DATES: Record<State, string> = { published: "2026-01-01", draft: "2026-01-02", due: "2026-01-03", scheduled: "2026-01-04" };

const postTitle = (state: State) => `Matrix ${state} post`;
/** A tag only that post has: /blogs offers it (and /blogs?tag=… filters by it) only if the post is public. */
const tagOf = (state: State) => `matrix-${state}-tag`;
const projectTitle = (state: State) => `Matrix ${state} project`;

let owner: string;
const posts = {} as Record<State, { _id: string; slug: string }>;
const projects = {} as Record<State, { _id: string }>;

const slugParams = (slug: string) => ({ params: Promise.resolve({ slug }) });
const idParams = (id: string) => ({ params: Promise.resolve({ id }) });

beforeAll(async () => {
  await resetDatabase();
  owner = await loginAsOwner();
  // Projects in this order: the newest (Selected Work's first) is the last one written.
  for (const state of ["published", "draft", "scheduled", "due"] as const) {
    const res = await api.post("/api/v1/projects", {
      cookie: owner,
      json: validProject({ title: projectTitle(state), ...publication(state) }),
    });
    expect(res.status).toBe(201);
    projects[state] = res.body.project;
  }
  for (const state of STATES) {
    const res = await api.post("/api/v1/blogs", {
      cookie: owner,
      json: validBlog({ title: postTitle(state), date: POST_DATES[state], tags: [tagOf(state)], ...publication(state) }),
    });
    expect(res.status).toBe(201);
    posts[state] = res.body.blog;
  }
});

/** Each state's title, in or out of `text`, as the matrix says for visitors. */
function expectVisitorView(text: string, title: (state: State) => string) {
  for (const state of VISIBLE) expect({ state, shown: text.includes(title(state)) }).toEqual({ state, shown: true });
  for (const state of HIDDEN) expect({ state, shown: text.includes(title(state)) }).toEqual({ state, shown: false });
}

/** Where a post page's "Previous post" or "Next post" leads; null without one. */
const neighbour = (html: string, rel: "prev" | "next") => new RegExp(`<a rel="${rel}"[^>]*href="([^"]+)"`).exec(html)?.[1] ?? null;

const titlesOf = (items: Array<{ title: string }>) => items.map((item) => item.title).join("\n");

describe("what the owner wrote", () => {
  test("each item has the status and publishAt it was given (none: published at once)", () => {
    expect(projects.draft).toMatchObject({ status: "draft", publishAt: null });
    expect(projects.published).toMatchObject({ status: "published", publishAt: null });
    expect(posts.scheduled).toMatchObject({ status: "published", publishAt: expect.stringMatching(/Z$/) });
    expect(Date.parse((posts.scheduled as unknown as { publishAt: string }).publishAt)).toBeGreaterThan(Date.now());
  });
});

describe("visitors' pages", () => {
  test("home: Selected Work lists the due and published projects only; the latest post is the due one", async () => {
    const html = renderToStaticMarkup(await HomePage());
    expectVisitorView(html, projectTitle);
    expect(html).toContain(postTitle("due"));
    expect(html).not.toContain(postTitle("scheduled"));
    expect(html).not.toContain(postTitle("draft"));
  });

  test("/projects lists the due and published projects only", async () => {
    expectVisitorView(renderToStaticMarkup(await ProjectsPage()), projectTitle);
  });

  test("/blogs lists the due and published posts only", async () => {
    expectVisitorView(renderToStaticMarkup(await BlogsPage()), postTitle);
  });

  test("/blogs offers the tags of the due and published posts only (a draft's tag is no hint of it)", async () => {
    expectVisitorView(renderToStaticMarkup(await BlogsPage()), tagOf);
  });

  test.each(VISIBLE)("the %s post's page renders, by slug; its id redirects there", async (state) => {
    const html = renderToStaticMarkup(await BlogPostPage(slugParams(posts[state].slug)));
    expect(html).toContain(postTitle(state));
    await expect(BlogPostPage(slugParams(posts[state]._id))).rejects.toMatchObject({
      digest: expect.stringContaining(`/blogs/${posts[state].slug};308`),
    });
  });

  test.each(HIDDEN)("the %s post's page is the 404 screen, by slug and by id, and its metadata says nothing of it", async (state) => {
    await expectNotFoundPage(BlogPostPage(slugParams(posts[state].slug)));
    await expectNotFoundPage(BlogPostPage(slugParams(posts[state]._id)));
    expect(await generateMetadata(slugParams(posts[state].slug))).toEqual({ title: "Post not found", robots: { index: false } });
  });

  test("previous/next links skip the draft and the scheduled post", async () => {
    const oldest = renderToStaticMarkup(await BlogPostPage(slugParams(posts.published.slug)));
    expect(neighbour(oldest, "next")).toBe(`/blogs/${posts.due.slug}`);
    expect(neighbour(oldest, "prev")).toBeNull();
    expect(oldest).not.toContain(posts.draft.slug);
    const newest = renderToStaticMarkup(await BlogPostPage(slugParams(posts.due.slug)));
    expect(neighbour(newest, "prev")).toBe(`/blogs/${posts.published.slug}`);
    expect(neighbour(newest, "next")).toBeNull();
    expect(newest).not.toContain(posts.scheduled.slug);
  });
});

describe("the feed, the sitemap and the Open Graph cards", () => {
  test("the RSS feed has the due and published posts only", async () => {
    const xml = await (await feed()).text();
    expectVisitorView(xml, postTitle);
  });

  test("the sitemap lists the due and published posts only", async () => {
    const urls = (await sitemap()).map((entry) => entry.url).join("\n");
    expectVisitorView(urls, (state) => `/blogs/${posts[state].slug}`);
  });

  test.each(STATES)("the %s post's card", async (state) => {
    const res = await postCard(new Request(`http://localhost/og/blogs/${posts[state]._id}`), idParams(posts[state]._id));
    expect(res.status).toBe(VISIBLE.includes(state) ? 200 : 404);
    if (res.status === 200) expect(res.headers.get("content-type")).toBe("image/png");
  });
});

describe("the API without a session", () => {
  test("GET /blogs lists the due and published posts only", async () => {
    const res = await api.get("/api/v1/blogs");
    expect(res.status).toBe(200);
    expectVisitorView(titlesOf(res.body.blogs), postTitle);
  });

  test.each(STATES)("GET /blogs/{id} of the %s post", async (state) => {
    const res = await api.get(`/api/v1/blogs/${posts[state]._id}`);
    if (VISIBLE.includes(state)) {
      expect(res.status).toBe(200);
      expect(res.body.blog.title).toBe(postTitle(state));
    } else {
      expect(res).toMatchObject({ status: 404, body: { msg: "Blog not found." } });
    }
  });

  test("GET /projects lists and counts the due and published projects only", async () => {
    const res = await api.get("/api/v1/projects");
    expect(res.status).toBe(200);
    expectVisitorView(titlesOf(res.body.projects), projectTitle);
    expect(res.body.count).toBe(2);
  });

  test("every filter and sort, and a search, see the same two", async () => {
    for (const query of ["projectType=full-stack", "sort=a-z", "sort=oldest", "search=matrix", "search=Matrix&sort=z-a"]) {
      const res = await api.get(`/api/v1/projects?${query}`);
      expect({ query, status: res.status, count: res.body.count }).toEqual({ query, status: 200, count: 2 });
      expectVisitorView(titlesOf(res.body.projects), projectTitle);
    }
  });

  test.each(STATES)("GET /projects/{id} of the %s project", async (state) => {
    const res = await api.get(`/api/v1/projects/${projects[state]._id}`);
    if (VISIBLE.includes(state)) expect(res.status).toBe(200);
    else expect(res).toMatchObject({ status: 404, body: { msg: "Project not found." } });
  });

  test("GET /projects/selectedProjects lists the due and published projects only", async () => {
    const res = await api.get("/api/v1/projects/selectedProjects");
    expect(res.status).toBe(200);
    expect(res.body.projects.map((p: { title: string }) => p.title)).toEqual([projectTitle("due"), projectTitle("published")]);
  });

  test("a cookie that is not a session changes nothing", async () => {
    const res = await api.get("/api/v1/blogs", { cookie: "next-auth.session-token=forged" });
    expectVisitorView(titlesOf(res.body.blogs), postTitle);
    expect((await api.get(`/api/v1/blogs/${posts.draft._id}`, { cookie: "next-auth.session-token=forged" })).status).toBe(404);
  });
});

describe("the API with the owner's session", () => {
  test("GET /blogs lists every post, with its status and publishAt, and is never cached for others", async () => {
    const res = await api.get("/api/v1/blogs", { cookie: owner });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    for (const state of STATES) {
      const post = res.body.blogs.find((blog: { title: string }) => blog.title === postTitle(state));
      expect({ state, status: post?.status, publishAt: post?.publishAt ?? null }).toEqual({
        state,
        status: state === "draft" ? "draft" : "published",
        publishAt: state === "scheduled" || state === "due" ? expect.any(String) : null,
      });
    }
  });

  test.each(STATES)("GET /blogs/{id} and /projects/{id} of the %s item", async (state) => {
    const blog = await api.get(`/api/v1/blogs/${posts[state]._id}`, { cookie: owner });
    expect(blog).toMatchObject({ status: 200, body: { blog: { title: postTitle(state) } } });
    expect(blog.headers.get("cache-control")).toBe("no-store");
    const project = await api.get(`/api/v1/projects/${projects[state]._id}`, { cookie: owner });
    expect(project).toMatchObject({ status: 200, body: { project: { title: projectTitle(state) } } });
  });

  test("GET /projects lists, counts and searches all four", async () => {
    for (const query of ["", "?search=matrix", "?sort=a-z"]) {
      const res = await api.get(`/api/v1/projects${query}`, { cookie: owner });
      expect({ query, count: res.body.count }).toEqual({ query, count: 4 });
      expect(res.headers.get("cache-control")).toBe("no-store");
      for (const state of STATES) expect(titlesOf(res.body.projects)).toContain(projectTitle(state));
    }
  });

  test("selectedProjects is what the home page shows, for the owner too", async () => {
    const res = await api.get("/api/v1/projects/selectedProjects", { cookie: owner });
    expect(res.body.projects.map((p: { title: string }) => p.title)).toEqual([projectTitle("due"), projectTitle("published")]);
  });
});

describe("the owner's dashboard", () => {
  test("lists what is not public yet: scheduled items soonest first, then drafts, last edited first", async () => {
    const pending = await listPending();
    expect(pending.map(({ collection, title, status }) => [collection, title, status])).toEqual([
      ["projects", projectTitle("scheduled"), "published"],
      ["blogs", postTitle("scheduled"), "published"],
      ["blogs", postTitle("draft"), "draft"],
      ["projects", projectTitle("draft"), "draft"],
    ]);
    expect(pending[0].publishAt).toBe((projects.scheduled as unknown as { publishAt: string }).publishAt);
  });
});

describe("publishing in one tap", () => {
  test("a draft PATCHed to published with publishAt '' is live at once, everywhere", async () => {
    const res = await api.patch(`/api/v1/blogs/${posts.draft._id}`, { cookie: owner, json: { status: "published", publishAt: "" } });
    expect(res).toMatchObject({ status: 200, body: { msg: "Blog updated successfully!", blog: { status: "published", publishAt: null } } });
    expect((await api.get(`/api/v1/blogs/${posts.draft._id}`)).status).toBe(200);
    expect(renderToStaticMarkup(await BlogsPage())).toContain(postTitle("draft"));
    const oldest = renderToStaticMarkup(await BlogPostPage(slugParams(posts.published.slug)));
    expect(neighbour(oldest, "next")).toBe(`/blogs/${posts.draft.slug}`);
  });

  test("a scheduled project published now joins Selected Work first (it is the newest but one)", async () => {
    const res = await api.patch(`/api/v1/projects/${projects.scheduled._id}`, { cookie: owner, json: { status: "published", publishAt: null } });
    expect(res.status).toBe(200);
    const selected = await api.get("/api/v1/projects/selectedProjects");
    expect(selected.body.projects.map((p: { title: string }) => p.title)).toEqual([
      projectTitle("due"),
      projectTitle("scheduled"),
      projectTitle("published"),
    ]);
  });
});
