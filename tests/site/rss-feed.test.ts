/** @jest-environment node */
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

const CHANNEL = { name: "Rosa Quintero", description: "Notes on platforms.", origin: "https://rosa.example" };

const item = (overrides: Partial<FeedItem>): FeedItem => ({
  _id: "11111111-1111-4111-8111-111111111111",
  title: "A post",
  summary: "About it",
  date: "2024-03-15",
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
    fc.property(anyText, anyText, anyText, anyText, (title, summary, id, date) => {
      const doc = parseFeed(buildRssFeed([item({ title, summary, _id: id, date }), item({ title: summary, summary: title })], CHANNEL));
      const [first] = Array.from(doc.getElementsByTagName("item"));
      expect(first.getElementsByTagName("title")[0].textContent).toBe(asRead(title));
      expect(first.getElementsByTagName("description")[0].textContent).toBe(asRead(summary));
    }),
    { numRuns: 2000 },
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
  await db.insert(blogs).values({ title, summary: "line one\r\nline two\u0001", content: "x", date: "2024-03-15" });

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
