/**
 * Issue 15, finding 8: one control character in a title made the RSS feed ill-formed XML
 * for every reader. The API now refuses them (tests/api/control-characters.test.ts), but
 * rows written before that rule, or straight into the database, may still hold anything:
 * the feed must be well-formed for any stored text. Checked with a real XML parser (jsdom's,
 * saxes) plus XML 1.0's Char production, over generated strings of any code point
 * (lone surrogates included) and over every code point there is.
 */
import fc from "fast-check";
import { JSDOM } from "jsdom";
import { GET as rss } from "@/app/rss.xml/route";
import { getDb } from "@/lib/db";
import { blogs } from "@/lib/db/schema";
import { buildRssFeed, type FeedItem } from "@/lib/site/rss";
import { resetDatabase } from "../helpers/db";

const { DOMParser } = new JSDOM("").window;

/** XML 1.0, production [2] Char: what a document may contain at all. */
const XML_DOCUMENT = /^[\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u;

/** The parsed feed; throws with the parser's complaint when it is not well-formed. */
function parseFeed(xml: string): Document {
  if (!XML_DOCUMENT.test(xml)) throw new Error("The feed holds a character XML 1.0 forbids");
  const doc = new DOMParser().parseFromString(xml, "application/xml");
  const error = doc.getElementsByTagName("parsererror")[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent}`);
  return doc;
}

/**
 * What a reader gets of `text`: each character of it (a string iterates by code point, a
 * lone surrogate on its own) kept when XML allows it, and line ends read as LF.
 */
const asRead = (text: string) =>
  [...text]
    .filter((char) => XML_DOCUMENT.test(char))
    .join("")
    .replace(/\r\n?/g, "\n");

/** The RSS content module: content:encoded carries an item's whole text as HTML. */
const CONTENT_NS = "http://purl.org/rss/1.0/modules/content/";

const CHANNEL = { name: "Rosa Quintero", description: "Notes on platforms.", origin: "https://rosa.example" };

const item = (overrides: Partial<FeedItem>): FeedItem => ({
  slug: "a-post",
  title: "A post",
  summary: "About it",
  date: "2024-03-15",
  content: "Text.",
  tags: [],
  ...overrides,
});

/**
 * Any code point, lone surrogates included (String.fromCodePoint(0xD800) is a lone half),
 * with the ones that matter here drawn more often: controls, surrogates, noncharacters and
 * markup.
 */
const codePoint = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 0x10ffff }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 0x9f }) },
  { weight: 2, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }) },
  { weight: 1, arbitrary: fc.constantFrom(0xfffe, 0xffff, 0xfffd, 0xfeff, 0x2028, 0x3c, 0x3e, 0x26, 0x22, 0x27, 0x5d) },
);
const anyText = fc.array(codePoint, { maxLength: 40 }).map((points) => points.map((p) => String.fromCodePoint(p)).join(""));

test("property: the feed is well-formed XML, and keeps every character XML allows, for any text", () => {
  fc.assert(
    fc.property(anyText, anyText, anyText, anyText, anyText, (title, summary, slug, date, content) => {
      const items = [item({ title, summary, slug, date, content, tags: [summary, title] }), item({ title: summary, summary: title, content: title })];
      const doc = parseFeed(buildRssFeed(items, CHANNEL));
      const [first] = Array.from(doc.getElementsByTagName("item"));
      expect(first.getElementsByTagName("title")[0].textContent).toBe(asRead(title));
      expect(first.getElementsByTagName("description")[0].textContent).toBe(asRead(summary));
      expect(Array.from(first.getElementsByTagName("category"), (category) => category.textContent)).toEqual([asRead(summary), asRead(title)]);
      expect(first.getElementsByTagNameNS(CONTENT_NS, "encoded")).toHaveLength(1);
    }),
    // Every single code point is checked in titles and summaries by the next test; this one
    // mixes them across every field and two items, where a few hundred runs reach each kind.
    { numRuns: 300 },
  );
});

test("every code point from U+0000 to U+10FFFF, and every lone surrogate, in titles and summaries", () => {
  const items: FeedItem[] = [];
  for (let start = 0; start <= 0x10ffff; start += 0x4000) {
    let text = "";
    for (let point = start; point < Math.min(start + 0x4000, 0x110000); point++) text += String.fromCodePoint(point);
    items.push(item({ title: text, summary: text.split("").reverse().join("") }));
  }
  const doc = parseFeed(buildRssFeed(items, CHANNEL));
  const titles = Array.from(doc.getElementsByTagName("item"), (el) => el.getElementsByTagName("title")[0].textContent);
  expect(titles).toEqual(items.map((it) => asRead(it.title)));
});

test("rows stored straight into the database with control characters: GET /rss.xml is well-formed", async () => {
  await resetDatabase();
  const db = await getDb();
  const title = "Bell\u0007 escape\u001B[31m form-feed\u000C vertical-tab\u000B del\u007F c1\u0085 nonchars\uFFFE\uFFFF end";
  await db.insert(blogs).values({ title, slug: "control-characters", summary: "line one\r\nline two\u0001", content: "x", date: "2024-03-15" });

  const res = await rss();
  expect(res.status).toBe(200);
  // As a reader receives it: UTF-8 bytes, decoded strictly.
  const xml = new TextDecoder("utf-8", { fatal: true }).decode(await res.arrayBuffer());
  const doc = parseFeed(xml);
  const post = doc.getElementsByTagName("item")[0];
  expect(post.getElementsByTagName("title")[0].textContent).toBe(
    "Bell escape[31m form-feed vertical-tab del\u007F c1\u0085 nonchars end",
  );
  expect(post.getElementsByTagName("description")[0].textContent).toBe("line one\nline two");
});

describe("the whole post in content:encoded", () => {
  const POST = [
    "Intro with a [relative link](/projects), a [section link](#setup), an [outside one](https://example.com/x) and a [bad one](javascript:alert(1)).",
    "",
    "![A diagram](/uploads/diagram.webp)",
    "",
    "# Setup",
    "",
    "<script>alert(1)</script>",
    "",
    "```ts",
    "const end = \"]]>\"; // would close a CDATA section",
    "```",
    "",
    "## Setup",
    "",
    "| a | b |",
    "| - | - |",
    "| 1 | 2 |",
  ].join("\n");

  /** The HTML a feed reader gets for the first item, parsed as HTML. */
  function encodedBody(xml: string): { html: string; body: HTMLElement } {
    const doc = parseFeed(xml);
    const encoded = doc.getElementsByTagName("item")[0].getElementsByTagNameNS(CONTENT_NS, "encoded")[0];
    const html = encoded.textContent ?? "";
    return { html, body: new DOMParser().parseFromString(html, "text/html").body };
  }

  test("the namespace is declared, and the post comes back as HTML: headings with ids, links and images absolute, no raw HTML", () => {
    const xml = buildRssFeed([item({ slug: "setting-up", content: POST, tags: ["Postgres", "Ops & <tools>"] })], CHANNEL);
    expect(xml).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
    const { body } = encodedBody(xml);
    // '#' is an h2 in a post (its title is the h1); a repeated heading gets the next id.
    expect(Array.from(body.querySelectorAll("h2"), (h) => [h.id, h.textContent])).toEqual([
      ["setup", "Setup"],
      ["setup-2", "Setup"],
    ]);
    expect(Array.from(body.querySelectorAll("a"), (a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["relative link", "https://rosa.example/projects"],
      ["section link", "https://rosa.example/blogs/setting-up#setup"],
      ["outside one", "https://example.com/x"],
      ["bad one", null],
    ]);
    const image = body.querySelector("img");
    expect([image?.getAttribute("src"), image?.getAttribute("alt")]).toEqual(["https://rosa.example/uploads/diagram.webp", "A diagram"]);
    expect(body.querySelector("script")).toBeNull();
    expect(body.textContent).not.toContain("alert(1)</script>");
    // "]]>" in the text survives the CDATA section it would otherwise have closed.
    expect(body.querySelector("pre code")?.textContent).toBe('const end = "]]>"; // would close a CDATA section\n');
    expect(body.querySelectorAll("table td")).toHaveLength(2);
  });

  test("a category per tag, the link by slug", () => {
    const doc = parseFeed(buildRssFeed([item({ slug: "setting-up", tags: ["Postgres", "Ops & <tools>"] })], CHANNEL));
    const post = doc.getElementsByTagName("item")[0];
    expect(Array.from(post.getElementsByTagName("category"), (c) => c.textContent)).toEqual(["Postgres", "Ops & <tools>"]);
    expect(post.getElementsByTagName("link")[0].textContent).toBe("https://rosa.example/blogs/setting-up");
  });

  test("without a known origin the links stay relative, and unsafe ones are still dropped", () => {
    const { body } = encodedBody(buildRssFeed([item({ content: POST })], { ...CHANNEL, origin: null }));
    expect(body.querySelector("a")?.getAttribute("href")).toBe("/projects");
    expect(Array.from(body.querySelectorAll("a")).at(-1)?.hasAttribute("href")).toBe(false);
  });

  test("GET /rss.xml carries each stored post whole, with its tags", async () => {
    await resetDatabase();
    const db = await getDb();
    await db.insert(blogs).values({
      title: "Whole post",
      slug: "whole-post",
      summary: "Only the summary in the description.",
      content: "## First\n\nBody text with **bold**.",
      date: "2024-03-15",
      tags: ["Feeds"],
    });
    const doc = parseFeed(await (await rss()).text());
    const post = doc.getElementsByTagName("item")[0];
    const html = post.getElementsByTagNameNS(CONTENT_NS, "encoded")[0].textContent;
    expect(html).toBe('<h2 id="first">First</h2>\n<p>Body text with <strong>bold</strong>.</p>');
    expect(post.getElementsByTagName("description")[0].textContent).toBe("Only the summary in the description.");
    expect(post.getElementsByTagName("category")[0].textContent).toBe("Feeds");

    // Rendered bodies are kept between requests by their text: an edit is in the next feed.
    await db.update(blogs).set({ content: "## Second\n\nEdited." });
    const edited = parseFeed(await (await rss()).text()).getElementsByTagName("item")[0];
    expect(edited.getElementsByTagNameNS(CONTENT_NS, "encoded")[0].textContent).toBe('<h2 id="second">Second</h2>\n<p>Edited.</p>');
  });
});
