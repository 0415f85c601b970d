import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import BlogPreviewPage, * as blogPreviewModule from "@/app/preview/blogs/[token]/page";
import ProjectPreviewPage, * as projectPreviewModule from "@/app/preview/projects/[token]/page";
import { GET as rss } from "@/app/rss.xml/route";
import sitemap from "@/app/sitemap";
import { createBlog } from "@/lib/data/blogs";
import { createProject } from "@/lib/data/projects";
import { updateProfile } from "@/lib/data/profile";
import { getDb } from "@/lib/db";
import { blogs, projects } from "@/lib/db/schema";
import { PREVIEW_SOURCES } from "@/lib/preview/items";
import { resolvePreview } from "@/lib/preview/resolve";
import { previewExpiry, signPreview } from "@/lib/preview/token";
import { resetDatabase } from "../helpers/db";
import { expectNotFoundPage } from "../helpers/not-found";

// Links prefetch through the app router, which only a Next.js page has: a stand-in router.
jest.mock("next/navigation", () => ({
  ...jest.requireActual<typeof import("next/navigation")>("next/navigation"),
  useRouter: () => jest.requireActual<typeof import("../site/support/next-navigation")>("../site/support/next-navigation").navigation.router,
}));

/**
 * The preview pages (/preview/blogs/{token}, /preview/projects/{token}), rendered as Next
 * renders a page module, from the database. Time is passed to resolvePreview where expiry is
 * the point; the pages themselves use the clock.
 */
const DAY = 86_400_000;
const HOUR = 3_600_000;
const params = (token: string) => ({ params: Promise.resolve({ token }) });
const inAWeek = () => previewExpiry(7);

let draftPost: { _id: string; slug: string };
let draftProject: string;

async function setBlog(id: string, values: Partial<typeof blogs.$inferInsert>) {
  await (await getDb()).update(blogs).set(values).where(eq(blogs.id, id));
}
async function setProject(id: string, values: Partial<typeof projects.$inferInsert>) {
  await (await getDb()).update(projects).set(values).where(eq(projects.id, id));
}

/** The page's links as {rel, text}. */
function linksOf(html: string) {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, inner]) => ({
    rel: /\brel="([^"]*)"/.exec(attributes)?.[1] ?? null,
    text: inner.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim(),
  }));
}

/** The Next error a page throws for redirect(), by its digest. */
const redirectTo = (path: string) => ({
  digest: expect.stringMatching(new RegExp(`^NEXT_REDIRECT;\\w+;${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")};307;`)),
});

beforeEach(async () => {
  await resetDatabase();
  await updateProfile({ name: "Jordan Lee", avatar: null });
  await createBlog({ title: "Older public post", summary: "Before.", content: "old", date: "2026-05-01" });
  await createBlog({ title: "Newer public post", summary: "After.", content: "new", date: "2026-10-01" });
  const draft = await createBlog({
    title: "Draft about caching",
    summary: "Not out yet.",
    content: "## Why\n\nThe **draft** body.",
    date: "2026-08-01",
  });
  draftPost = { _id: draft._id, slug: draft.slug };
  await setBlog(draft._id, { status: "draft" });
  draftProject = (
    await createProject({
      title: "Stealth project",
      oneLineDescription: "Not announced yet",
      description: "A command-line tool.",
      liveUrl: "https://example.com/stealth",
      projectType: "backend",
      technologiesUsed: ["Rust"],
      keywordsAndTags: ["cli"],
      isArchived: false,
    })
  )._id;
  await setProject(draftProject, { status: "draft" });
});

describe("a draft post", () => {
  test("renders as its page will: title, summary, byline, body, the public posts either side; and the banner", async () => {
    const expiresAt = inAWeek();
    const html = renderToStaticMarkup(await BlogPreviewPage(params(signPreview("blogs", draftPost._id, expiresAt))));
    expect(html).toContain("Preview — not public yet");
    expect(html).toContain(`<time dateTime="${expiresAt.toISOString()}">`);
    expect(html).not.toContain("scheduled for");
    expect(html).toContain("Draft about caching");
    expect(html).toContain("Not out yet.");
    expect(html).toContain("Jordan Lee");
    expect(html).toMatch(/<h2[^>]*>.*Why/);
    expect(html).toContain("<strong>draft</strong>");
    // Dated between the two public posts: those are its neighbours once published.
    const neighbours = linksOf(html).filter((link) => link.rel === "prev" || link.rel === "next");
    expect(neighbours.map((link) => [link.rel, link.text])).toEqual([
      ["prev", "Previous post Older public post"],
      ["next", "Next post Newer public post"],
    ]);
    // The banner comes first, above the article.
    expect(html.indexOf("Preview — not public yet")).toBeLessThan(html.indexOf("<article"));
  });

  test("its metadata says noindex, nofollow and no referrer; the page renders per request", async () => {
    const metadata = await blogPreviewModule.generateMetadata(params(signPreview("blogs", draftPost._id, inAWeek())));
    expect(metadata).toEqual({
      title: "Preview: Draft about caching",
      robots: { index: false, follow: false },
      referrer: "no-referrer",
    });
    expect(blogPreviewModule.dynamic).toBe("force-dynamic");
    expect(projectPreviewModule.dynamic).toBe("force-dynamic");
    // A bad link's metadata says the same, and names nothing.
    expect(await blogPreviewModule.generateMetadata(params("nope"))).toEqual({
      title: "Preview",
      robots: { index: false, follow: false },
      referrer: "no-referrer",
    });
  });

  test("a scheduled post (published, due later) is previewed too, saying when it goes out", async () => {
    const at = new Date(Date.now() + 3 * DAY);
    await setBlog(draftPost._id, { status: "published", publishAt: at });
    const html = renderToStaticMarkup(await BlogPreviewPage(params(signPreview("blogs", draftPost._id, inAWeek()))));
    expect(html).toContain("Draft about caching");
    expect(html).toContain(`scheduled for <time dateTime="${at.toISOString()}">`);
  });

  test("shows what is saved now, not what was saved when the link was made", async () => {
    const token = signPreview("blogs", draftPost._id, inAWeek());
    await setBlog(draftPost._id, { title: "Draft about caching, revised" });
    expect(renderToStaticMarkup(await BlogPreviewPage(params(token)))).toContain("Draft about caching, revised");
  });
});

describe("the 404 page", () => {
  test("for a tampered token: each part changed", async () => {
    const token = signPreview("blogs", draftPost._id, inAWeek());
    const bytes = Buffer.from(token, "base64url");
    for (const at of [3, 17, 30]) {
      const changed = Buffer.from(bytes);
      changed[at] ^= 0x01;
      await expectNotFoundPage(BlogPreviewPage(params(changed.toString("base64url"))));
    }
  });

  test("for malformed tokens", async () => {
    for (const token of ["", "x", draftPost._id, `${signPreview("blogs", draftPost._id, inAWeek())}A`, "%2e%2e"]) {
      await expectNotFoundPage(BlogPreviewPage(params(token)));
    }
  });

  test("for an expired link: from its last second on", async () => {
    const expiresAt = new Date(Date.now() + HOUR);
    const token = signPreview("blogs", draftPost._id, expiresAt);
    expect((await resolvePreview("blogs", token, new Date(expiresAt.getTime() - 1000)))?.kind).toBe("preview");
    expect(await resolvePreview("blogs", token, expiresAt)).toBeNull();
    expect(await resolvePreview("blogs", token, new Date(expiresAt.getTime() + 30 * DAY))).toBeNull();
    const expired = signPreview("blogs", draftPost._id, new Date(Date.now() - 1000));
    await expectNotFoundPage(BlogPreviewPage(params(expired)));
  });

  test("for a post's link opened as a project, and the other way round", async () => {
    await expectNotFoundPage(ProjectPreviewPage(params(signPreview("blogs", draftPost._id, inAWeek()))));
    // Even when a project has that id: the collection is signed.
    await expectNotFoundPage(BlogPreviewPage(params(signPreview("projects", draftProject, inAWeek()))));
  });

  test("for an item deleted or in the trash", async () => {
    const token = signPreview("blogs", draftPost._id, inAWeek());
    await setBlog(draftPost._id, { deletedAt: new Date() });
    await expectNotFoundPage(BlogPreviewPage(params(token)));
    await (await getDb()).delete(projects).where(eq(projects.id, draftProject));
    await expectNotFoundPage(ProjectPreviewPage(params(signPreview("projects", draftProject, inAWeek()))));
  });

  test("a token that does not verify reads nothing from the database", async () => {
    const read = jest.spyOn(PREVIEW_SOURCES.blogs, "read");
    try {
      const bytes = Buffer.from(signPreview("blogs", draftPost._id, inAWeek()), "base64url");
      bytes[41] ^= 0x80;
      expect(await resolvePreview("blogs", bytes.toString("base64url"))).toBeNull();
      expect(read).not.toHaveBeenCalled();
    } finally {
      read.mockRestore();
    }
  });
});

describe("once published and due, the link leads to the public page (307)", () => {
  test("a post: its page", async () => {
    const token = signPreview("blogs", draftPost._id, inAWeek());
    await setBlog(draftPost._id, { status: "published", publishAt: null });
    await expect(BlogPreviewPage(params(token))).rejects.toMatchObject(redirectTo(`/blogs/${draftPost.slug}`));
  });

  test("a scheduled post once its time has come", async () => {
    const at = new Date(Date.now() + HOUR);
    await setBlog(draftPost._id, { status: "published", publishAt: at });
    const token = signPreview("blogs", draftPost._id, inAWeek());
    expect((await resolvePreview("blogs", token, new Date(at.getTime() - 1000)))?.kind).toBe("preview");
    expect(await resolvePreview("blogs", token, at)).toEqual({ kind: "public", path: `/blogs/${draftPost.slug}` });
  });

  test("a project: its card on /projects", async () => {
    const token = signPreview("projects", draftProject, inAWeek());
    await setProject(draftProject, { status: "published" });
    await expect(ProjectPreviewPage(params(token))).rejects.toMatchObject(redirectTo(`/projects#project-${draftProject}`));
  });

  test("back to draft, the link previews again", async () => {
    const token = signPreview("blogs", draftPost._id, inAWeek());
    await setBlog(draftPost._id, { status: "published" });
    await expect(BlogPreviewPage(params(token))).rejects.toMatchObject(redirectTo(`/blogs/${draftPost.slug}`));
    await setBlog(draftPost._id, { status: "draft" });
    expect(renderToStaticMarkup(await BlogPreviewPage(params(token)))).toContain("Draft about caching");
  });
});

describe("a draft project", () => {
  test("renders its card as on /projects and in the home page's Selected Work, with the banner", async () => {
    const html = renderToStaticMarkup(await ProjectPreviewPage(params(signPreview("projects", draftProject, inAWeek()))));
    expect(html).toContain("Preview — not public yet");
    const cards = html.match(new RegExp(`aria-labelledby="project-${draftProject}"`, "g")) ?? [];
    expect(cards).toHaveLength(2);
    expect(html).toContain("Stealth project");
    expect(html).toContain(">Selected Work<");
    expect(html).toContain(">Rust<");
    // Exactly as visitors will see the cards: no owner's badge on them.
    expect(html).not.toMatch(/>Draft</);
    const metadata = await projectPreviewModule.generateMetadata(params(signPreview("projects", draftProject, inAWeek())));
    expect(metadata.robots).toEqual({ index: false, follow: false });
    expect(metadata.title).toBe("Preview: Stealth project");
  });
});

test("the sitemap and the feed name no preview page", async () => {
  const urls = (await sitemap()).map((entry) => entry.url);
  expect(urls.length).toBeGreaterThan(0);
  expect(urls.filter((url) => url.includes("/preview"))).toEqual([]);
  const feed = await (await rss()).text();
  expect(feed).toContain("Newer public post");
  expect(feed).not.toContain("/preview");
  // Nor the draft itself (the visibility rule's, src/lib/publishing).
  expect(feed).not.toContain("Draft about caching");
  expect(urls.filter((url) => url.includes(draftPost.slug))).toEqual([]);
});
