import type { Element, Root, RootContent } from "hast";
import { toHtml } from "hast-util-to-html";
import { defaultUrlTransform } from "react-markdown";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { outlineOf, rehypePostHeadings, type PostHeading } from "./headings";

/**
 * A post's Markdown read on the server the way the page's renderer reads it
 * (src/components/markdown/markdown.tsx): GitHub-flavoured, raw HTML dropped, headings
 * with their ids. For what a page's React tree cannot give: the contents list before the
 * body, and the body as HTML for the feed.
 */
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypePostHeadings);

export function postTree(markdown: string): Root {
  return processor.runSync(processor.parse(markdown)) as Root;
}

/** Markdown as a syntax tree (mdast), GitHub-flavoured: for what a text names. */
const markdownParser = unified().use(remarkParse).use(remarkGfm);

interface MdNode {
  type: string;
  url?: string;
  identifier?: string;
  children?: MdNode[];
}

/**
 * The address of every image the text shows, as written (`![alt](url)`, and `![alt][ref]`
 * through its definition), in order. What the renderer would draw as an image; an HTML
 * `<img>` is not among them (the renderer drops raw HTML).
 */
export function markdownImageUrls(markdown: string): string[] {
  const tree = markdownParser.parse(markdown) as MdNode;
  const definitions = new Map<string, string>();
  const images: Array<{ url?: string; reference?: string }> = [];
  const walk = (node: MdNode) => {
    if (node.type === "definition" && node.identifier && !definitions.has(node.identifier)) definitions.set(node.identifier, node.url ?? "");
    if (node.type === "image") images.push({ url: node.url ?? "" });
    if (node.type === "imageReference") images.push({ reference: node.identifier });
    node.children?.forEach(walk);
  };
  walk(tree);
  // A reference without a definition is shown as text, not as an image.
  return images.flatMap(({ url, reference }) => (url !== undefined ? [url] : definitions.has(reference!) ? [definitions.get(reference!)!] : []));
}

/** The post's h2/h3 headings with their ids, for its table of contents. */
export function postOutline(markdown: string): PostHeading[] {
  return outlineOf(postTree(markdown));
}

/**
 * Every link and image URL through the page's safe transform (a `javascript:` link loses
 * its target, such an image is dropped), then made absolute against the post's own URL
 * when that is known: a feed reader shows the post away from the site.
 */
function withSafeUrls(nodes: RootContent[], pageUrl: string | null): RootContent[] {
  const resolve = (value: unknown): string | null => {
    const safe = typeof value === "string" ? defaultUrlTransform(value) : "";
    if (!safe || !pageUrl) return safe || null;
    try {
      return new URL(safe, pageUrl).href;
    } catch {
      return null;
    }
  };
  return nodes.flatMap((node): RootContent[] => {
    if (node.type !== "element") return [node];
    const element: Element = { ...node, properties: { ...node.properties } };
    if (element.tagName === "a" && "href" in element.properties) {
      const href = resolve(element.properties.href);
      if (href) element.properties.href = href;
      else delete element.properties.href;
    }
    if (element.tagName === "img") {
      const src = resolve(element.properties.src);
      if (!src) return [];
      element.properties.src = src;
    }
    element.children = withSafeUrls(element.children, pageUrl) as Element["children"];
    return [element];
  });
}

/**
 * Bodies already rendered, by address and text. The feed is built per request (its links
 * may name the host it was asked on) and Markdown is slow to parse (about 10 ms for a
 * demo post on a 2-core machine): a post's HTML is rendered again only when it changed.
 * Bounded; the oldest entry goes first.
 */
const renderedBodies = new Map<string, string>();
const RENDERED_BODIES_KEPT = 100;

/**
 * The post's body as HTML, for the feed's content:encoded. `pageUrl` is the post's own
 * address; relative links and images are made absolute against it (left relative when it
 * is itself relative: no origin is known, as in a script).
 */
export function postHtml(markdown: string, pageUrl: string): string {
  const key = `${pageUrl}\n${markdown}`; // a URL has no line break: the key is unambiguous
  const kept = renderedBodies.get(key);
  if (kept !== undefined) return kept;
  const tree = postTree(markdown);
  const base = /^https?:\/\//i.test(pageUrl) ? pageUrl : null;
  const html = toHtml({ ...tree, children: withSafeUrls(tree.children, base) });
  if (renderedBodies.size >= RENDERED_BODIES_KEPT) renderedBodies.delete(renderedBodies.keys().next().value!);
  renderedBodies.set(key, html);
  return html;
}
