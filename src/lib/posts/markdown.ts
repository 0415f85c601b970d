import type { Element, Root, RootContent } from "hast";
import { toHtml } from "hast-util-to-html";
import { defaultUrlTransform } from "react-markdown";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { REMARK_REHYPE_OPTIONS, rehypeFootnoteBackReferences } from "./bounds";
import { outlineOf, rehypePostHeadings, type PostHeading } from "./headings";
import { parseMarkdown, remarkPostParser } from "./parse";

/**
 * A post's Markdown read on the server the way the page's renderer reads it
 * (src/components/markdown/markdown.tsx): GitHub-flavoured (./parse.ts), raw HTML dropped,
 * headings with their ids, remark-rehype's linear handlers and the footnotes' bound (./bounds.ts). For what a page's
 * React tree cannot give: the contents list before the body, and the body as HTML for the feed.
 */
const processor = unified()
  .use(remarkPostParser)
  .use(remarkRehype, REMARK_REHYPE_OPTIONS)
  .use(rehypeFootnoteBackReferences)
  .use(rehypePostHeadings);

export function postTree(markdown: string): Root {
  return processor.runSync(processor.parse(markdown)) as Root;
}

/**
 * Lets the server answer other requests before going on (a timer's turn of the event loop).
 * Rendering a body is synchronous work; done in steps with a turn between them, a request
 * that arrives meanwhile (another visitor's page, robots.txt) waits for one step, not for the
 * whole body (issue 35).
 */
export const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
  const tree = parseMarkdown(markdown) as MdNode;
  const definitions = new Map<string, string>();
  const images: Array<{ url?: string; reference?: string }> = [];
  // In document order, with its own stack (no recursion).
  const stack: MdNode[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === "definition" && node.identifier && !definitions.has(node.identifier)) definitions.set(node.identifier, node.url ?? "");
    if (node.type === "image") images.push({ url: node.url ?? "" });
    if (node.type === "imageReference") images.push({ reference: node.identifier });
    if (node.children) for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  }
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
  return feedHtmlOf(key, postTree(markdown), pageUrl);
}

/**
 * postHtml in steps (nextTurn between the parse, the tree and the HTML): what the feed's route
 * calls for each post before building the feed, so a new post's body does not hold up other
 * requests for the whole of its render. The same HTML, kept the same way.
 */
export async function postHtmlInSteps(markdown: string, pageUrl: string): Promise<string> {
  const key = `${pageUrl}\n${markdown}`;
  const kept = renderedBodies.get(key);
  if (kept !== undefined) return kept;
  const mdast = parseMarkdown(markdown);
  await nextTurn();
  const tree = processor.runSync(mdast) as Root;
  await nextTurn();
  return feedHtmlOf(key, tree, pageUrl);
}

function feedHtmlOf(key: string, tree: Root, pageUrl: string): string {
  const base = /^https?:\/\//i.test(pageUrl) ? pageUrl : null;
  const html = toHtml({ ...tree, children: withSafeUrls(tree.children, base) });
  if (renderedBodies.size >= RENDERED_BODIES_KEPT) renderedBodies.delete(renderedBodies.keys().next().value!);
  renderedBodies.set(key, html);
  return html;
}
