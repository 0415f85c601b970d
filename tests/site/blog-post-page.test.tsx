import { renderToStaticMarkup } from "react-dom/server";
import BlogPostPage from "@/app/blogs/[slug]/page";
import { createBlog } from "@/lib/data/blogs";
import { updateProfile } from "@/lib/data/profile";
import { resetDatabase } from "../helpers/db";

// Links prefetch through the app router, which only a Next.js page has: a stand-in router.
jest.mock("next/navigation", () => ({
  ...jest.requireActual<typeof import("next/navigation")>("next/navigation"),
  useRouter: () => jest.requireActual<typeof import("./support/next-navigation")>("./support/next-navigation").navigation.router,
}));

/**
 * The post page as a visitor gets it, from the database: the byline above the body (the
 * profile's name and avatar, the date, the reading time) and the neighbouring posts by
 * date below it.
 */
const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

let oldest: string;
let middle: string;
let newest: string;

beforeAll(async () => {
  await resetDatabase();
  // Written out of date order: the neighbours follow the dates, not the order of writing.
  middle = (await createBlog({ title: "Middle post", summary: "Second.", content: words(500), date: "2026-08-14" }))._id;
  newest = (await createBlog({ title: "Newest post", summary: "Third.", content: words(40), date: "2026-10-02" }))._id;
  oldest = (await createBlog({ title: "Oldest post", summary: "First.", content: words(1350), date: "2026-05-30" }))._id;
});

/** The page of the post with this id, at its address (/blogs/{slug}). */
async function renderPost(id: string): Promise<string> {
  const slug = { [oldest]: "oldest-post", [middle]: "middle-post", [newest]: "newest-post" }[id];
  return renderToStaticMarkup(await BlogPostPage({ params: Promise.resolve({ slug }) }));
}

/** The page's links as {href, rel, text}. */
function linksOf(html: string) {
  return [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map(([, attributes, inner]) => ({
    href: /\bhref="([^"]*)"/.exec(attributes)?.[1] ?? null,
    rel: /\brel="([^"]*)"/.exec(attributes)?.[1] ?? null,
    text: inner.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim(),
  }));
}

describe("previous and next posts under the body", () => {
  test("a post in the middle links the older one as previous and the newer one as next, by their slugs", async () => {
    const links = linksOf(await renderPost(middle));
    expect(links).toContainEqual({ href: "/blogs/oldest-post", rel: "prev", text: "Previous post Oldest post" });
    expect(links).toContainEqual({ href: "/blogs/newest-post", rel: "next", text: "Next post Newest post" });
  });

  test("the first post has no previous, the newest no next", async () => {
    const first = linksOf(await renderPost(oldest));
    expect(first.filter((link) => link.rel === "prev")).toEqual([]);
    expect(first).toContainEqual({ href: "/blogs/middle-post", rel: "next", text: "Next post Middle post" });

    const last = linksOf(await renderPost(newest));
    expect(last.filter((link) => link.rel === "next")).toEqual([]);
    expect(last).toContainEqual({ href: "/blogs/middle-post", rel: "prev", text: "Previous post Middle post" });
  });

  test("they sit below the body", async () => {
    const html = await renderPost(middle);
    expect(html.indexOf('rel="prev"')).toBeGreaterThan(html.indexOf("word499"));
  });
});

describe("author, date and reading time above the body", () => {
  test("the profile's name with its initials, the long date and the reading time, before the text", async () => {
    await updateProfile({ name: "Jordan Lee", avatar: null });
    const html = await renderPost(middle);
    const byline = html.indexOf("Jordan Lee");
    expect(byline).toBeGreaterThan(-1);
    expect(html).toContain('data-testid="author-monogram"');
    expect(html).toMatch(/>JL</);
    expect(html).toContain('<time dateTime="2026-08-14">August 14, 2026</time>');
    // 500 words at 225 a minute.
    expect(html).toContain("3 min read");
    const body = html.indexOf("word0");
    for (const part of [byline, html.indexOf("August 14, 2026"), html.indexOf("3 min read")]) {
      expect(part).toBeLessThan(body);
    }
  });

  test("with an avatar the photo shows instead of the initials", async () => {
    await updateProfile({ name: "Jordan Lee", avatar: "/uploads/jordan.webp" });
    const html = await renderPost(oldest);
    expect(html).not.toContain('data-testid="author-monogram"');
    expect(html).toMatch(new RegExp(`<img[^>]*src="[^"]*${encodeURIComponent("/uploads/jordan.webp")}`));
    // 1,350 words: exactly six minutes.
    expect(html).toContain("6 min read");
  });
});
