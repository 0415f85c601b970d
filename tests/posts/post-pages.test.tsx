/**
 * Issue 13.5 on the pages, rendered as a visitor gets them from the database: a post at
 * /blogs/{slug} (its id answers a permanent redirect there, anything else is the 404
 * screen), its table of contents from three h2/h3 headings up with anchors that land, its
 * BlogPosting JSON-LD, its tags as links, and /blogs?tag=… listing the posts of a tag.
 */
import { JSDOM } from "jsdom";
import { renderToStaticMarkup } from "react-dom/server";
import BlogPostPage, { generateMetadata } from "@/app/blogs/[slug]/page";
import BlogsPage from "@/app/blogs/page";
import HomePage from "@/app/page";
import { createBlog, updateBlog } from "@/lib/data/blogs";
import { getBlogs } from "@/lib/data/public";
import { updateProfile } from "@/lib/data/profile";
import { htmlErrors } from "../../e2e/support/site-validators";
import { resetDatabase } from "../helpers/db";
import { expectNotFoundPage } from "../helpers/not-found";

jest.mock("next/navigation", () => {
  const actual = jest.requireActual<typeof import("next/navigation")>("next/navigation");
  const { nextNavigationMock } = jest.requireActual<typeof import("../site/support/next-navigation")>("../site/support/next-navigation");
  // The real notFound and permanentRedirect: what they throw is what Next answers with.
  return { ...actual, ...nextNavigationMock(), notFound: actual.notFound, permanentRedirect: actual.permanentRedirect };
});

const { navigation } = jest.requireActual<typeof import("../site/support/next-navigation")>("../site/support/next-navigation");

const OUTLINED = [
  "An opening paragraph.",
  "## Getting started",
  "Text.",
  "### Install it",
  "Text.",
  "## Main",
  "A heading that would take the layout's own id.",
  "## Getting started",
  "The same words again.",
  "#### Too deep for the contents",
].join("\n\n");

let outlined: { _id: string; slug: string };
let short: { _id: string; slug: string };

beforeAll(async () => {
  await resetDatabase();
  await updateProfile({ name: "Rosa Quintero", siteUrl: "https://rosa.example" });
  outlined = await createBlog({
    title: "Setting up </script> Postgres",
    summary: "From nothing to a database.",
    content: OUTLINED,
    date: "2026-03-02",
    tags: ["Postgres", "Ops"],
  });
  short = await createBlog({
    title: "A short note",
    summary: "Two headings only.",
    content: "# One\n\nText.\n\n## Two\n\nText.",
    date: "2026-04-01",
    tags: ["postgres"],
  });
  await createBlog({ title: "Untagged", summary: "No tags.", content: "Text.", date: "2026-05-01" });
});

beforeEach(() => navigation.reset());

const page = (slug: string) => BlogPostPage({ params: Promise.resolve({ slug }) });
const documentOf = (html: string) => new JSDOM(html).window.document;
const hrefs = (root: ParentNode, selector: string) => Array.from(root.querySelectorAll(selector), (a) => a.getAttribute("href"));

describe("addresses", () => {
  test("a post is at its slug; its canonical link and og:url name the slug", async () => {
    const doc = documentOf(renderToStaticMarkup(await page(outlined.slug)));
    expect(outlined.slug).toBe("setting-up-script-postgres");
    expect(doc.querySelector("h1")?.textContent).toBe("Setting up </script> Postgres");
    const metadata = await generateMetadata({ params: Promise.resolve({ slug: outlined.slug }) });
    expect(metadata.alternates?.canonical).toBe("/blogs/setting-up-script-postgres");
    expect(metadata.openGraph).toMatchObject({ url: "/blogs/setting-up-script-postgres", tags: ["Postgres", "Ops"] });
  });

  test("its id, the address before slugs, answers a permanent redirect (308) to the slug, in any case", async () => {
    for (const id of [outlined._id, outlined._id.toUpperCase()]) {
      await expect(page(id)).rejects.toMatchObject({ digest: "NEXT_REDIRECT;replace;/blogs/setting-up-script-postgres;308;" });
    }
  });

  test("after the slug changes, the id and the old slug lead to the new one (issue 24; tests/posts/slug-redirects.test.tsx)", async () => {
    const post = await createBlog({ title: "Moving post", summary: "It moves.", content: "Text.", date: "2026-01-01" });
    await updateBlog(post._id, { slug: "moved-post" });
    await expect(page(post._id)).rejects.toMatchObject({ digest: "NEXT_REDIRECT;replace;/blogs/moved-post;308;" });
    expect(renderToStaticMarkup(await page("moved-post"))).toContain("Moving post");
    await expect(page("moving-post")).rejects.toMatchObject({ digest: "NEXT_REDIRECT;replace;/blogs/moved-post;308;" });
  });

  test.each([["no-such-post"], ["00000000-0000-4000-8000-000000000000"], ["Setting-Up-Script-Postgres"]])("%s is the 404 screen", async (slug) => {
    await expectNotFoundPage(page(slug));
  });

  test("the list's cards, the neighbours and the home page's latest post link by slug", async () => {
    const list = documentOf(renderToStaticMarkup(await BlogsPage()));
    const posts = await getBlogs();
    expect(hrefs(list, "article h2 a")).toEqual(posts.map((post) => `/blogs/${post.slug}`));
    expect(hrefs(list, "article h2 a").slice(0, 3)).toEqual(["/blogs/untagged", "/blogs/a-short-note", "/blogs/setting-up-script-postgres"]);
    const post = documentOf(renderToStaticMarkup(await page(short.slug)));
    expect(hrefs(post, 'a[rel="prev"], a[rel="next"]')).toEqual(["/blogs/setting-up-script-postgres", "/blogs/untagged"]);
    const home = renderToStaticMarkup(await HomePage());
    expect(home).toContain('href="/blogs/untagged"');
    expect(home).not.toMatch(/href="\/blogs\/[0-9a-f]{8}-/);
  });
});

describe("table of contents", () => {
  test("three or more h2/h3 headings: 'On this page' before the body, nested, each link landing on its heading", async () => {
    const doc = documentOf(renderToStaticMarkup(await page(outlined.slug)));
    const nav = doc.querySelector('nav[aria-labelledby="on-this-page"]');
    expect(nav).not.toBeNull();
    expect(doc.getElementById("on-this-page")?.textContent).toBe("On this page");
    const entries = Array.from(nav!.querySelectorAll("a"), (a) => [a.getAttribute("href"), a.textContent]);
    expect(entries).toEqual([
      ["#getting-started", "Getting started"],
      ["#install-it", "Install it"],
      // "main" is the layout's <main id="main">; a repeat of a heading gets -2.
      ["#main-2", "Main"],
      ["#getting-started-2", "Getting started"],
    ]);
    // The h3 is listed under its h2.
    expect(nav!.querySelector("li ol a")?.getAttribute("href")).toBe("#install-it");
    for (const [href, text] of entries) {
      const target = doc.getElementById(href!.slice(1));
      expect([href, target?.tagName, target?.textContent]).toEqual([href, expect.stringMatching(/^H[23]$/), text]);
    }
    // Every id on the page once, the h4 included (it has an anchor, but no entry).
    const ids = Array.from(doc.querySelectorAll("[id]"), (el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.getElementById("too-deep-for-the-contents")?.tagName).toBe("H4");
    // Before the body in reading order (a phone shows it above the text).
    const body = doc.getElementById("getting-started")!;
    expect(nav!.compareDocumentPosition(body) & doc.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // Plain links: no script is needed to use it.
    expect(nav!.querySelector("button, script")).toBeNull();
  });

  test("fewer than three headings: no contents, the headings still have their ids ('#' becomes an h2)", async () => {
    const doc = documentOf(renderToStaticMarkup(await page(short.slug)));
    expect(doc.querySelector('nav[aria-labelledby="on-this-page"]')).toBeNull();
    expect(Array.from(doc.querySelectorAll(".prose-post h2"), (h) => h.id)).toEqual(["one", "two"]);
    expect(doc.querySelectorAll(".prose-post h1")).toHaveLength(0);
  });

  test("the same text gives the same ids on every render (links to a section keep working)", async () => {
    const ids = async () => Array.from(documentOf(renderToStaticMarkup(await page(outlined.slug))).querySelectorAll(".prose-post [id]"), (el) => el.id);
    expect(await ids()).toEqual(await ids());
  });
});

describe("BlogPosting JSON-LD", () => {
  test("headline, description, dates, author, image, URL, keywords, main entity; '<' escaped", async () => {
    const html = renderToStaticMarkup(await page(outlined.slug));
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toContain("</script>");
    const data = JSON.parse(scripts[0]);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Setting up </script> Postgres",
      description: "From nothing to a database.",
      datePublished: "2026-03-02",
      dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      author: { "@type": "Person", name: "Rosa Quintero", url: "https://rosa.example" },
      // No cover: the post's own card.
      image: `https://rosa.example/og/blogs/${outlined._id}`,
      url: "https://rosa.example/blogs/setting-up-script-postgres",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://rosa.example/blogs/setting-up-script-postgres" },
      keywords: "Postgres, Ops",
    });
  });

  test("with a cover, the cover; without tags, no keywords", async () => {
    const post = await createBlog({ title: "With a cover", summary: "Pictured.", content: "Text.", date: "2026-02-01", imageUrl: "/uploads/cover.webp" });
    const html = renderToStaticMarkup(await page(post.slug));
    const data = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]);
    expect(data.image).toBe("https://rosa.example/uploads/cover.webp");
    expect(data).not.toHaveProperty("keywords");
  });
});

describe("tags", () => {
  test("on the post page and on its card, as links to the list of the tag", async () => {
    const post = documentOf(renderToStaticMarkup(await page(outlined.slug)));
    expect(hrefs(post, 'a[href^="/blogs?tag="]')).toEqual(["/blogs?tag=Postgres", "/blogs?tag=Ops"]);
    expect(Array.from(post.querySelectorAll('a[href^="/blogs?tag="]'), (a) => a.textContent)).toEqual(["Posts tagged Postgres", "Posts tagged Ops"]);
    const list = documentOf(renderToStaticMarkup(await BlogsPage()));
    expect(hrefs(list, 'a[href^="/blogs?tag="]')).toEqual(["/blogs?tag=postgres", "/blogs?tag=Postgres", "/blogs?tag=Ops"]);
  });

  test("/blogs?tag=… lists only that tag's posts (any case), under a heading, with a way back to all", async () => {
    navigation.search = "?tag=POSTGRES";
    const doc = documentOf(renderToStaticMarkup(await BlogsPage()));
    expect(doc.querySelector("h2#tagged-posts")?.textContent).toBe("Posts tagged “postgres”");
    expect(doc.body.textContent).toContain("2 posts");
    expect(hrefs(doc, "article h2 a")).toEqual(["/blogs/a-short-note", "/blogs/setting-up-script-postgres"]);
    const back = Array.from(doc.querySelectorAll("a")).find((a) => a.textContent === "Show all posts");
    expect(back?.getAttribute("href")).toBe("/blogs");
  });

  test("an unknown tag: the heading, an empty state and the way back, no posts", async () => {
    navigation.search = "?tag=cooking";
    const doc = documentOf(renderToStaticMarkup(await BlogsPage()));
    expect(doc.querySelector("h2#tagged-posts")?.textContent).toBe("Posts tagged “cooking”");
    expect(doc.body.textContent).toContain("No post is tagged “cooking”.");
    expect(doc.querySelectorAll("article")).toHaveLength(0);
    expect(Array.from(doc.querySelectorAll("a")).some((a) => a.textContent === "Show all posts")).toBe(true);
  });

  test("without a tag (and with an empty one) every post, and no tag heading", async () => {
    for (const search of ["", "?tag=", "?tag=%20"]) {
      navigation.search = search;
      const doc = documentOf(renderToStaticMarkup(await BlogsPage()));
      expect([search, doc.querySelector("#tagged-posts")]).toEqual([search, null]);
      expect(doc.querySelectorAll("article").length).toBeGreaterThanOrEqual(3);
    }
  });
});

test("the contents, the tags and the tag heading are valid HTML (html-validate, as the browser suite checks whole pages)", async () => {
  navigation.search = "?tag=postgres";
  const wrap = (body: string) => `<!DOCTYPE html><html lang="en"><head><title>Page</title></head><body><main>${body}</main></body></html>`;
  for (const node of [await page(outlined.slug), await BlogsPage()]) {
    expect(await htmlErrors(wrap(renderToStaticMarkup(node)))).toEqual([]);
  }
});
