import { expect, request as requests, test, type APIRequestContext } from "@playwright/test";
import { OWNER } from "./support/api";
import {
  absoluteOrigin,
  feedFacts,
  headFacts,
  htmlErrors,
  robotsFacts,
  sitemapLocations,
  xmlError,
} from "./support/site-validators";

/**
 * Issue 14.4: every public document of the production build, checked by third-party
 * validators (html-validate, @rowanmanning/feed-parser, fast-xml-parser; see
 * e2e/support/site-validators.ts): valid HTML with its own title, description, canonical
 * link, og:title, og:url and absolute og:image; a feed and a sitemap that parse, whose
 * links are absolute, on the site's address, and answer. The address is set first, as the
 * owner does from the dashboard (issue 25: until it is known, pages name no canonical link or
 * card rather than guess one), and put back afterwards.
 */

let owner: APIRequestContext;
let before = "";

async function setSiteUrl(siteUrl: string): Promise<void> {
  const response = await owner.patch("/api/v1/profile", { data: { siteUrl } });
  expect(response.status(), await response.text()).toBe(200);
}

test.beforeAll(async ({ baseURL }) => {
  owner = await requests.newContext({ baseURL });
  expect((await owner.post("/api/v1/auth/login", { data: OWNER })).ok()).toBeTruthy();
  before = ((await (await owner.get("/api/v1/profile")).json()) as { profile: { siteUrl: string } }).profile.siteUrl;
  await setSiteUrl(new URL(baseURL!).origin);
});

test.afterAll(async () => {
  await setSiteUrl(before);
  await owner.dispose();
});
const PUBLIC_PAGES = ["/", "/about", "/projects", "/blogs", "/experience", "/certification", "/techStack", "/contact", "/privacy"];

async function publicPages(
  request: APIRequestContext,
): Promise<{ pages: string[]; posts: string[]; cardOf: Map<string, string> }> {
  const { blogs } = (await (await request.get("/api/v1/blogs")).json()) as { blogs: Array<{ _id: string; slug: string }> };
  expect(blogs.length, "the demo content has posts").toBeGreaterThan(0);
  const posts = blogs.map((blog) => `/blogs/${blog.slug}`);
  const cardOf = new Map(blogs.map((blog) => [`/blogs/${blog.slug}`, `/og/blogs/${blog._id}`]));
  return { pages: [...PUBLIC_PAGES, ...posts], posts, cardOf };
}

test("every public page is valid HTML with its own title, description, canonical link and Open Graph tags", async ({ request, baseURL }) => {
  const { pages, posts, cardOf } = await publicPages(request);
  const titles = new Map<string, string>();
  const cards = new Set<string>();

  for (const path of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toMatch(/^text\/html/);
    const html = await response.text();
    expect(await htmlErrors(html, path), path).toEqual([]);

    const head = headFacts(html);
    const pageUrl = new URL(path, baseURL).href;
    expect(head.title, path).toBeTruthy();
    expect(head.canonical, `${path}: exactly one canonical link`).toHaveLength(1);
    expect(new URL(head.canonical[0], pageUrl).pathname, path).toBe(path);
    expect(head.description, `${path}: one description`).toHaveLength(1);
    expect(head.description[0].trim(), path).not.toBe("");
    expect(head.ogTitle, `${path}: one og:title`).toEqual([head.title]);
    expect(head.ogUrl, `${path}: one og:url`).toHaveLength(1);
    expect(new URL(head.ogUrl[0], pageUrl).href, `${path}: og:url is the canonical URL`).toBe(new URL(head.canonical[0], pageUrl).href);
    expect(head.ogImage, `${path}: one og:image`).toHaveLength(1);
    expect(absoluteOrigin(head.ogImage[0]), `${path}: og:image is absolute`).not.toBeNull();
    expect(head.robots.join(), `${path}: not a preview, so indexable`).not.toMatch(/noindex/);

    expect(titles.has(head.title!), `${path} repeats the title of ${titles.get(head.title!)}`).toBe(false);
    titles.set(head.title!, path);
    cards.add(head.ogImage[0]);
    if (posts.includes(path)) {
      // Each post its own card, by its id, which never changes (src/app/og/blogs/[id]/route.ts).
      expect(new URL(head.ogImage[0]).pathname, path).toBe(cardOf.get(path));
    }
  }

  for (const card of cards) {
    // og:image is absolute; fetched at its path on this server (its host may be Next's own name for it).
    const url = new URL(card);
    const response = await request.get(url.pathname + url.search);
    expect([card, response.status()]).toEqual([card, 200]);
    // The drawn card is a PNG; a post's social image or cover, cropped to 1200x630, a JPEG.
    expect(response.headers()["content-type"], card).toMatch(/^image\/(png|jpeg)$/);
  }
});

test("the sitemap is valid XML listing every public page on the site's address, and every <loc> answers", async ({ request, baseURL }) => {
  const { pages } = await publicPages(request);
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(xmlError(xml)).toBeNull();
  const locations = sitemapLocations(xml);
  const origin = new URL(baseURL!).origin;
  expect(locations.map((loc) => absoluteOrigin(loc))).toEqual(locations.map(() => origin));
  expect(locations.map((loc) => new URL(loc).pathname).sort()).toEqual([...pages].sort());
  for (const loc of locations) {
    const page = await request.get(loc);
    expect([loc, page.status()]).toEqual([loc, 200]);
  }
});

test("the feed parses as RSS; every item links, absolutely, to a post on the sitemap's origin", async ({ request }) => {
  const { posts } = await publicPages(request);
  const sitemap = sitemapLocations(await (await request.get("/sitemap.xml")).text());
  const sitemapOrigin = absoluteOrigin(sitemap[0]);

  const response = await request.get("/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  const xml = await response.text();
  expect(xmlError(xml)).toBeNull();
  const feed = feedFacts(xml);
  expect(feed.type).toBe("rss");
  expect(feed.title).toBeTruthy();
  expect(absoluteOrigin(feed.link)).toBe(sitemapOrigin);
  expect(feed.itemTitles.every(Boolean)).toBe(true);
  expect(feed.itemLinks).toHaveLength(posts.length);
  for (const link of feed.itemLinks) {
    expect(absoluteOrigin(link), link).toBe(sitemapOrigin);
    expect(sitemap, link).toContain(link);
  }
});

test("robots.txt names the sitemap absolutely, on the same origin; the web manifest's icons answer", async ({ request, baseURL }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  const facts = robotsFacts(await robots.text());
  expect(facts.disallowsAll).toBe(false);
  expect(facts.sitemaps).toEqual([`${new URL(baseURL!).origin}/sitemap.xml`]);

  const manifest = await request.get("/manifest.webmanifest");
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const body = (await manifest.json()) as { name?: string; start_url?: string; icons?: Array<{ src: string; type: string }> };
  expect(body.name).toBeTruthy();
  expect(body.start_url).toBe("/");
  expect(body.icons?.length).toBeGreaterThan(0);
  for (const icon of body.icons ?? []) {
    const response = await request.get(icon.src);
    expect([icon.src, response.status()]).toEqual([icon.src, 200]);
    expect(response.headers()["content-type"], icon.src).toBe(icon.type);
  }
  const favicon = await request.get("/favicon.ico");
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()["content-type"]).toMatch(/^image\//);
});

/**
 * Issue 22, point 4: a dynamic route's not-found is the site's 404 screen in the server's
 * own HTML (header, footer, the screen, a way back), not Next's bare error document whose
 * content only JavaScript draws, and answers 404. A post is rendered to the cache on its
 * first view, and Next sends its 404; a preview renders per request, where the proxy sends
 * it (src/lib/proxy/not-found-status.ts), and says noindex.
 */
test("an unknown post and a dead preview link are the 404 screen in the server's HTML, with the layout", async ({ request }) => {
  const screen = (html: string) => {
    expect(html).not.toContain('id="__next_error__"');
    expect(html).toMatch(/<header[\s>]/);
    expect(html).toMatch(/<footer[\s>]/);
    expect(html).toMatch(/<h1[^>]*>(?:<span class="sr-only">(?:[^<]|<!-- -->)*<\/span>)?Page Not Found<\/h1>/);
    expect(html).toContain("We can&#x27;t seem to find the page you are looking for.");
  };
  for (const path of ["/blogs/no-such-post", "/blogs/00000000-0000-4000-8000-000000000000", "/blogs/no-such-post"]) {
    const response = await request.get(path);
    expect([path, response.status()]).toEqual([path, 404]);
    const html = await response.text();
    screen(html);
    expect(html).toMatch(/<a[^>]*href="\/blogs"[^>]*>All posts<\/a>/);
  }
  for (const path of [`/preview/blogs/${"A".repeat(56)}`, `/preview/projects/${"B".repeat(56)}`, "/preview/blogs/x"]) {
    const response = await request.get(path);
    expect([path, response.status()]).toEqual([path, 404]);
    screen(await response.text());
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  }
});
