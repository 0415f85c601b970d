import { parseFeed } from "@rowanmanning/feed-parser";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { HtmlValidate, type ConfigData } from "html-validate";

/**
 * The public documents checked by third-party validators (issue 14.4), not by our own
 * reading of them: html-validate for the pages, @rowanmanning/feed-parser for the feed,
 * fast-xml-parser for the sitemap and the feed's XML. Pure functions over the documents'
 * text, so e2e/public-documents.spec.ts and a one-off script against any server share them.
 */

/**
 * html-validate's recommended rules, relaxed only where the framework writes the markup
 * itself; everything our components write is held to the full set.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements as `<meta … />`, `<link … />`, `<img … />`.
    "void-style": "off",
    // React writes boolean and empty attributes as `async=""`, `hidden=""`, `crossorigin=""`.
    "attribute-boolean-style": "off",
    "attribute-empty-style": "off",
    // React writes its DOM property names: `charSet`, `srcSet`, `fetchPriority`, `dateTime`
    // (HTML attribute names are case-insensitive, so browsers read them all the same).
    "attr-case": "off",
    // React's useId() makes ids such as `_R_2clb_`: valid HTML (any non-empty id without
    // spaces), but not the letter-first style the rule asks for by default.
    "valid-id": ["error", { relaxed: true }],
    // next/image writes `style="color:transparent"` on every image; Next's route
    // announcer and error overlays position themselves with inline styles.
    "no-inline-style": "off",
  },
};

const htmlValidate = new HtmlValidate(HTML_VALIDATE_CONFIG);

/** Every html-validate finding in a page, one line each ("rule line:column message"); empty when valid. */
export async function htmlErrors(html: string, name = "page"): Promise<string[]> {
  const report = await htmlValidate.validateString(html, name);
  return report.results.flatMap((result) =>
    result.messages.map((message) => `${message.ruleId} ${message.line}:${message.column} ${message.message}`),
  );
}

/** What a page says about itself in its <head>. */
export interface HeadFacts {
  title: string | null;
  canonical: string[];
  description: string[];
  ogTitle: string[];
  ogUrl: string[];
  ogImage: string[];
  robots: string[];
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: "\u00a0" };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name[0] === "#"
      ? String.fromCodePoint(name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
      : (ENTITIES[name.toLowerCase()] ?? whole),
  );

/** The attributes of every `<tag …>` in a document (React quotes every value; htmlErrors checks the markup itself). */
function tags(html: string, tag: string): Array<Record<string, string>> {
  return [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>`, "gi"))].map(([, attributes]) =>
    Object.fromEntries(
      [...attributes.matchAll(/([^\s=/]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), decodeEntities(value)]),
    ),
  );
}

export function headFacts(html: string): HeadFacts {
  const metas = tags(html, "meta");
  const content = (attribute: "name" | "property", value: string) =>
    metas.filter((meta) => meta[attribute] === value).map((meta) => meta.content ?? "");
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
  return {
    title: title === undefined ? null : decodeEntities(title).trim(),
    canonical: tags(html, "link")
      .filter((link) => link.rel?.split(/\s+/).includes("canonical"))
      .map((link) => link.href ?? ""),
    description: content("name", "description"),
    ogTitle: content("property", "og:title"),
    ogUrl: content("property", "og:url"),
    ogImage: content("property", "og:image"),
    robots: content("name", "robots"),
  };
}

/** fast-xml-parser's verdict on a document's well-formedness: null when well-formed. */
export function xmlError(xml: string): string | null {
  const result = XMLValidator.validate(xml);
  return result === true ? null : `${result.err.code} line ${result.err.line}:${result.err.col} ${result.err.msg}`;
}

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** Every <loc> of a sitemap (<urlset>), as written; throws when the XML is not a sitemap. */
export function sitemapLocations(xml: string): string[] {
  const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml) as {
    urlset?: { "@_xmlns"?: string; url?: Array<{ loc?: unknown }> | { loc?: unknown } };
  };
  if (!parsed.urlset) throw new Error("no <urlset> root");
  if (parsed.urlset["@_xmlns"] !== "http://www.sitemaps.org/schemas/sitemap/0.9") {
    throw new Error(`<urlset> names ${parsed.urlset["@_xmlns"] ?? "no namespace"}, not the sitemap protocol's`);
  }
  return asArray(parsed.urlset.url).map((entry) => String(entry.loc ?? ""));
}

/** An RSS feed as a feed reader sees it, plus the links exactly as the XML writes them. */
export interface FeedFacts {
  type: string;
  title: string | null;
  /** The channel's <link>, as written. */
  link: string;
  /** Each item's <link>, as written (the parser may resolve relative ones: these are not). */
  itemLinks: string[];
  itemTitles: Array<string | null>;
}

export function feedFacts(xml: string): FeedFacts {
  const feed = parseFeed(xml);
  const raw = new XMLParser().parse(xml) as {
    rss?: { channel?: { link?: unknown; item?: Array<{ link?: unknown }> | { link?: unknown } } };
  };
  const channel = raw.rss?.channel;
  if (!channel) throw new Error("no <rss><channel>");
  return {
    type: feed.meta.type,
    title: feed.title,
    link: String(channel.link ?? ""),
    itemLinks: asArray(channel.item).map((item) => String(item.link ?? "")),
    itemTitles: feed.items.map((item) => item.title),
  };
}

/** The origin of an absolute http(s) URL; null for a relative or other URL. */
export function absoluteOrigin(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** robots.txt's `Sitemap:` lines and whether it disallows everything for every crawler. */
export function robotsFacts(text: string): { sitemaps: string[]; disallowsAll: boolean } {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  return {
    sitemaps: lines.filter((line) => /^sitemap:/i.test(line)).map((line) => line.slice("sitemap:".length).trim()),
    disallowsAll: lines.some((line) => /^disallow:\s*\/\s*$/i.test(line)),
  };
}
