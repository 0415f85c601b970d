import { postHtml, postHtmlInSteps } from "@/lib/posts/markdown";
import { postPath } from "@/lib/posts/slug";
import { absoluteUrl } from "./site-url";

export interface FeedItem {
  slug: string;
  title: string;
  summary: string;
  /** YYYY-MM-DD */
  date: string;
  /** The post in Markdown: the feed carries it whole, as HTML. */
  content: string;
  tags: readonly string[];
}

/**
 * What XML 1.0 does not allow in a document at all (its Char production): C0 controls other
 * than tab, LF and CR, lone UTF-16 surrogates, U+FFFE and U+FFFF. Not even as a character
 * reference, so they are dropped. Rows written before the API refused them, or straight into
 * the database, may hold them; one of them would make the whole feed unreadable.
 */
const NOT_XML_CHAR =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function escapeXml(text: string): string {
  return text
    .replace(NOT_XML_CHAR, "")
    .replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/**
 * Text as one CDATA section: not escaped, so a reader gets the HTML as it is. Only "]]>"
 * would end it early; it is split across two sections. What XML forbids is dropped, as above.
 */
function cdata(text: string): string {
  return `<![CDATA[${text.replace(NOT_XML_CHAR, "").replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
}

function rfc822(date: string): string {
  const parsed = new Date(/^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date);
  return Number.isNaN(parsed.getTime()) ? new Date(0).toUTCString() : parsed.toUTCString();
}

/** The feed's channel: whose blog it is, and the origin every link is made absolute with. */
export interface FeedChannel {
  name: string;
  description: string;
  /** src/lib/site/site-url.ts documentOrigin(); links stay relative without one (a script, a test). */
  origin: string | null;
}

/**
 * Renders the feed's post bodies that are not kept yet, one after another and each in steps
 * (postHtmlInSteps): the route awaits this before buildRssFeed, which then finds every body
 * kept. A new post's body then holds up no other request for the whole of its render.
 */
export async function renderFeedBodies(items: readonly FeedItem[], channel: FeedChannel): Promise<void> {
  for (const item of items) await postHtmlInSteps(item.content, absoluteUrl(channel.origin, postPath(item)));
}

/**
 * An RSS 2.0 document of the blog posts, newest first as given: each with its summary as the
 * description, the whole post as content:encoded (HTML, links and images absolute) and a
 * category per tag.
 */
export function buildRssFeed(items: FeedItem[], channel: FeedChannel): string {
  const url = (path: string) => absoluteUrl(channel.origin, path);
  const entries = items
    .map((item) => {
      const link = url(postPath(item));
      return [
        "    <item>",
        `      <title>${escapeXml(item.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
        `      <pubDate>${rfc822(item.date)}</pubDate>`,
        `      <description>${escapeXml(item.summary)}</description>`,
        ...item.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
        `      <content:encoded>${cdata(postHtml(item.content, link))}</content:encoded>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    <title>${escapeXml(`${channel.name} — Blog`)}</title>`,
    `    <link>${escapeXml(url("/blogs"))}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(url("/rss.xml"))}" rel="self" type="application/rss+xml"/>`,
    ...(items[0] ? [`    <lastBuildDate>${rfc822(items[0].date)}</lastBuildDate>`] : []),
    entries,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== "")
    .join("\n");
}
