/**
 * Issue 12 point 3, issue 14 point 4: every public page's metadata, the feed, the sitemap,
 * robots.txt and the manifest read the profile in the database (through the same cached
 * read as the pages; outside Next.js it goes straight to the database), and name the
 * site's origin from it (else Vercel's production domain), never from the request and never a
 * localhost the server is not on.
 */
import type { Metadata } from "next";
import { generateMetadata as layoutMetadata } from "@/app/layout";
import manifest from "@/app/manifest";
import robots from "@/app/robots";
import { GET as rss } from "@/app/rss.xml/route";
import sitemap from "@/app/sitemap";
import { getDb } from "@/lib/db";
import { blogs } from "@/lib/db/schema";
import { updateProfile } from "@/lib/data/profile";
import { resetDatabase } from "../helpers/db";

const PAGES: Array<[path: string, title: string | null, load: () => Promise<{ generateMetadata: () => Promise<Metadata> }>]> = [
  ["/", null, () => import("@/app/page")],
  ["/about", "About", () => import("@/app/about/page")],
  ["/projects", "Projects", () => import("@/app/projects/page")],
  ["/blogs", "Blogs", () => import("@/app/blogs/page")],
  ["/experience", "Experience", () => import("@/app/experience/page")],
  ["/certification", "Certification", () => import("@/app/certification/page")],
  ["/techStack", "Tech Stack", () => import("@/app/techStack/page")],
  ["/contact", "Contact", () => import("@/app/contact/page")],
  ["/privacy", "Privacy", () => import("@/app/privacy/page")],
];

let postId = "";

beforeAll(async () => {
  await resetDatabase();
  const [post] = await (await getDb())
    .insert(blogs)
    .values({ title: "Quiet deploys", slug: "quiet-deploys", summary: "How to make them boring.", content: "Text.", date: "2026-04-02" })
    .returning();
  postId = post.id;
});

afterEach(() => {
  delete process.env.VERCEL_PROJECT_PRODUCTION_URL;
});

describe("with the profile's siteUrl", () => {
  beforeAll(async () => {
    await updateProfile({
      name: "Rosa Quintero",
      role: "Platform engineer",
      siteTitle: "Rosa Quintero · Platforms",
      siteDescription: "Rosa builds platforms.",
      siteUrl: "https://rosa.example",
    });
  });

  test("every public page has its own title, description, canonical link, og:title and og:url", async () => {
    const seen = new Set<string>();
    for (const [path, title, load] of PAGES) {
      const metadata = await (await load()).generateMetadata();
      const full = title ? `${title} · Rosa Quintero · Platforms` : "Rosa Quintero · Platforms";
      expect([path, metadata.title]).toEqual([path, { absolute: full }]);
      expect([path, metadata.alternates?.canonical]).toEqual([path, path]);
      expect([path, metadata.openGraph?.url, metadata.openGraph?.title]).toEqual([path, path, full]);
      expect([path, metadata.openGraph?.siteName]).toEqual([path, "Rosa Quintero"]);
      expect(typeof metadata.description).toBe("string");
      seen.add(String(metadata.openGraph?.title));
    }
    expect(seen.size).toBe(PAGES.length);
    const about = await (await import("@/app/about/page")).generateMetadata();
    expect(about.description).toBe("Who Rosa Quintero is, what they do and what they have done.");
  });

  test("a post: its own title, canonical link and og:url by its slug, article type and card (by id)", async () => {
    const { generateMetadata } = await import("@/app/blogs/[slug]/page");
    const metadata = await generateMetadata({ params: Promise.resolve({ slug: "quiet-deploys" }) });
    expect(metadata.title).toEqual({ absolute: "Quiet deploys · Rosa Quintero · Platforms" });
    expect(metadata.alternates?.canonical).toBe("/blogs/quiet-deploys");
    expect(metadata.openGraph).toMatchObject({ url: "/blogs/quiet-deploys", type: "article", title: "Quiet deploys · Rosa Quintero · Platforms" });
    // Its own card (src/app/og/blogs/[id]/route.ts), named for Open Graph and Twitter alike.
    expect(metadata.openGraph?.images).toEqual([expect.objectContaining({ url: `/og/blogs/${postId}`, width: 1200, height: 630 })]);
    expect(metadata.twitter?.images).toEqual(metadata.openGraph?.images);
  });

  test("the layout: the origin as base, the title template and description", async () => {
    const metadata = await layoutMetadata();
    expect(String(metadata.metadataBase)).toBe("https://rosa.example/");
    expect(metadata.title).toEqual({ default: "Rosa Quintero · Platforms", template: "%s · Rosa Quintero · Platforms" });
    expect(metadata.description).toBe("Rosa builds platforms.");
  });

  test("the feed names the configured origin, whatever Host the request claims, and may be kept by a CDN", async () => {
    const res = await rss();
    const xml = await res.text();
    expect(xml).toContain("<title>Rosa Quintero · Platforms — Blog</title>");
    expect(xml).toContain("<link>https://rosa.example/blogs</link>");
    expect(xml).toContain("<link>https://rosa.example/blogs/quiet-deploys</link>");
    expect(xml).not.toContain("evil.example");
    expect(res.headers.get("cache-control")).toBe("public, s-maxage=300");
  });

  test("the sitemap and robots.txt name the configured origin", async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls).toContain("https://rosa.example/about");
    expect(urls).toContain("https://rosa.example/blogs/quiet-deploys");
    expect(urls.every((url) => url.startsWith("https://rosa.example/"))).toBe(true);
    expect((await robots()).sitemap).toBe("https://rosa.example/sitemap.xml");
  });

  test("the manifest is named after the owner", async () => {
    expect(await manifest()).toMatchObject({ name: "Rosa Quintero · Platforms", short_name: "Rosa Quintero", description: "Rosa builds platforms." });
  });
});

describe("without a siteUrl", () => {
  beforeAll(async () => {
    await updateProfile({ siteUrl: "" });
  });

  test("the feed's links are paths, never a host taken from the request, and it may be kept by a CDN", async () => {
    const res = await rss();
    const xml = await res.text();
    expect(xml).toContain("<link>/blogs</link>");
    expect(xml).not.toContain("localhost");
    expect(res.headers.get("cache-control")).toBe("public, s-maxage=300");
  });

  test("on Vercel: its production domain", async () => {
    process.env.VERCEL_PROJECT_PRODUCTION_URL = "rosa-site.vercel.app";
    expect(await (await rss()).text()).toContain("<link>https://rosa-site.vercel.app/blogs</link>");
    expect(String((await layoutMetadata()).metadataBase)).toBe("https://rosa-site.vercel.app/");
  });

  test("pages: no base, and no canonical, og:url or card until the address is known (Next would resolve them against localhost)", async () => {
    const layout = await layoutMetadata();
    expect(layout.metadataBase).toBeNull();
    expect(layout.openGraph).toBeUndefined();
    const about = await (await import("@/app/about/page")).generateMetadata();
    expect(about.alternates?.canonical).toBeUndefined();
    expect(about.openGraph).not.toHaveProperty("url");
    expect(about.openGraph).not.toHaveProperty("images");
    expect(about.twitter).not.toHaveProperty("images");
  });

  test("the sitemap lists paths and robots.txt names no sitemap, rather than a made-up host", async () => {
    const urls = (await sitemap()).map((entry) => entry.url);
    expect(urls).toContain("/about");
    expect(urls.some((url) => /localhost|:\/\//.test(url))).toBe(false);
    expect(await robots()).not.toHaveProperty("sitemap");
  });
});

test("a profile save shows on the next read of the pages' metadata and the feed", async () => {
  await updateProfile({ name: "Rosa Q. Núñez", siteTitle: "Rosa Q. Núñez", siteUrl: "https://rosa.example" });
  const contact = await (await import("@/app/contact/page")).generateMetadata();
  expect(contact.title).toEqual({ absolute: "Contact · Rosa Q. Núñez" });
  expect(contact.description).toBe("Send Rosa Q. Núñez a message about a project, a role or anything else.");
  expect(await (await rss()).text()).toContain("<title>Rosa Q. Núñez — Blog</title>");
});

test("a site title left empty follows name and role: a new name alone renames the tab, og:title, the manifest and the feed", async () => {
  await updateProfile({ name: "Rosa Quintero", role: "Platform engineer", siteTitle: "", siteUrl: "https://rosa.example" });
  await updateProfile({ name: "Inés Ferrer" });
  const layout = await layoutMetadata();
  expect(layout.title).toEqual({ default: "Inés Ferrer · Platform engineer", template: "%s · Inés Ferrer · Platform engineer" });
  const home = await (await import("@/app/page")).generateMetadata();
  expect(home.title).toEqual({ absolute: "Inés Ferrer · Platform engineer" });
  expect(home.openGraph).toMatchObject({ title: "Inés Ferrer · Platform engineer", url: "/" });
  expect(await manifest()).toMatchObject({ name: "Inés Ferrer · Platform engineer", short_name: "Inés Ferrer" });
  expect(await (await rss()).text()).toContain("<title>Inés Ferrer · Platform engineer — Blog</title>");
  // A title of the owner's own stays when the name changes.
  await updateProfile({ siteTitle: "Inés builds things" });
  await updateProfile({ name: "Inés F." });
  expect((await layoutMetadata()).title).toEqual({ default: "Inés builds things", template: "%s · Inés builds things" });
  expect(await manifest()).toMatchObject({ name: "Inés builds things" });
});
