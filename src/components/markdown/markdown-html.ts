import type { Element, ElementContent, Properties, Root, RootContent } from "hast";
import { toHtml } from "hast-util-to-html";
import { getImageProps } from "next/image";
import { defaultUrlTransform } from "react-markdown";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { iconHref } from "@/components/ui/sprite-icon";
import type { MediaIndex } from "@/lib/media/types";
import { REMARK_REHYPE_OPTIONS, rehypeBoundedHighlight, rehypeFootnoteBackReferences } from "@/lib/posts/bounds";
import { outlineOf, rehypePostHeadings, type PostHeading } from "@/lib/posts/headings";
import { nextTurn } from "@/lib/posts/markdown";
import { parseMarkdown } from "@/lib/posts/parse";
import { fitToStoredImage } from "@/lib/site/stored-image";
import { isUploadedFileUrl } from "@/lib/storage/uploaded-url";

/*
 * A post's Markdown as the HTML of its body (the Markdown component, ./markdown.tsx, sets it
 * in place). One string instead of a React tree: a server component's tree travels to the
 * browser twice (as HTML and as the page's React payload), element by element, and React
 * renders it twice on the server; for a dense 50,000-character body that was seconds of
 * rendering and megabytes of page (issue 35, docs/decisions.md "Rendering a post in linear
 * time"). The HTML is what react-markdown made with the components this file replaces: the
 * same elements, classes and attributes. The one interactive part, a code block's Copy button,
 * is plain markup that ./copy-button.tsx's CodeCopy brings to life.
 */

/** The syntax tree (mdast) as HTML's (hast), with remark-rehype's linear handlers. */
const toHast = unified().use(remarkRehype, REMARK_REHYPE_OPTIONS);

const STANDALONE = "dataStandalone";

/** The image a paragraph holds and nothing else (blank text aside), or null. */
function loneImage(paragraph: Element): Element | null {
  let image: Element | null = null;
  for (const child of paragraph.children) {
    if (child.type === "text" && child.value.trim() === "") continue;
    if (image || child.type !== "element" || child.tagName !== "img") return null;
    image = child;
  }
  return image;
}

/**
 * Marks each image that is alone in its paragraph: that one becomes a figure (with its
 * caption) in place of the paragraph. An image among words or inside a link stays inline
 * (a <figure> inside a <p> is invalid HTML: the browser would split the paragraph).
 */
function rehypeStandaloneImages() {
  return (tree: Root) => {
    const stack: Array<Root | Element> = [tree];
    while (stack.length > 0) {
      const node = stack.pop()!;
      for (const child of node.children) {
        if (child.type !== "element") continue;
        const image = child.tagName === "p" ? loneImage(child) : null;
        if (image) image.properties = { ...image.properties, [STANDALONE]: "true" };
        else stack.push(child);
      }
    }
  };
}

const element = (tagName: string, properties: Properties, children: ElementContent[] = []): Element => ({ type: "element", tagName, properties, children });
const text = (value: string): ElementContent => ({ type: "text", value });

/** A decorative icon of the site's sprite, as ui/sprite-icon.tsx draws it. */
const icon = (name: "copy" | "check", size: number) =>
  element("svg", { width: size, height: size, ariaHidden: "true", focusable: "false" }, [element("use", { href: iconHref(name) })]);

/** The Copy button's classes: 36 px high in the code block's header, the ::before makes the tap target 44. */
const COPY_BUTTON =
  "relative inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-line bg-surface px-2.5 text-xs font-medium text-muted transition-colors before:absolute before:-inset-1 before:content-[''] hover:border-line-strong hover:text-fg";

/** The code block's Copy button, before (and without) its script: ./copy-button.tsx CodeCopy. */
export const copyButton = (): Element =>
  element("button", { type: "button", dataCopyCode: "", ariaLive: "polite", className: [COPY_BUTTON] }, [icon("copy", 14), text("Copy")]);

function languageOf(pre: Element): string | null {
  const code = pre.children.find((child): child is Element => child.type === "element" && child.tagName === "code");
  const classes = code?.properties.className;
  const language = (Array.isArray(classes) ? classes.map(String) : []).find((name) => name.startsWith("language-"));
  return language ? language.slice("language-".length) : null;
}

/** A code block: its language and Copy button above it; the block focusable so a keyboard can scroll a long line. */
const codeBlock = (pre: Element): Element =>
  element("div", { className: ["code-block", "relative"] }, [
    element("div", { className: ["absolute", "inset-x-0", "top-0", "flex", "items-center", "justify-between", "px-3", "pt-2"] }, [
      element("span", { className: ["font-mono", "text-xs", "text-subtle"] }, [text(languageOf(pre) ?? "code")]),
      copyButton(),
    ]),
    { ...pre, properties: { tabIndex: 0, ...pre.properties } },
  ]);

/** The width a post's image is shown at, at most (the reading measure), for `sizes`. */
const POST_IMAGE_SIZES = "(min-width: 768px) 720px, calc(100vw - 2.5rem)";

/** React's style object as a style attribute, as React writes it. */
function styleAttribute(style: Record<string, unknown> | undefined): string | undefined {
  const declarations = Object.entries(style ?? {})
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([name, value]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${typeof value === "number" && value !== 0 ? `${value}px` : String(value)}`);
  return declarations.length ? declarations.join(";") : undefined;
}

/** React props of an <img> as hast properties. */
function imageProperties(props: Record<string, unknown>): Properties {
  const properties: Properties = {};
  for (const [name, value] of Object.entries(props)) {
    if (value === undefined || value === null) continue;
    if (name === "style") {
      const style = styleAttribute(value as Record<string, unknown>);
      if (style) properties.style = style;
    } else properties[name] = value as Properties[string];
  }
  return properties;
}

/**
 * An image in a post. One of this site's uploads is a responsive image: its own width and
 * height (nothing shifts), a srcset through the image optimizer no wider than the file,
 * lazy, its blurred placeholder, its alt text. Alone in its paragraph it is a figure with a
 * caption from the Markdown's title (`![alt](url "caption")`); among words or in a link it
 * stays inline (the title is then its tooltip). An image from another site is never fetched
 * (the pages' Content-Security-Policy would refuse it, and a hotlinked file can change or
 * track visitors; saving one is refused, docs/decisions.md): it shows as a visible note
 * instead of a broken image, in the editor's preview exactly as on the page.
 */
function postImage(img: Element, media: MediaIndex): ElementContent[] {
  const { src, alt, title } = img.properties;
  if (typeof src !== "string" || !src) return [];
  const standalone = img.properties[STANDALONE] === "true";
  const described = (typeof alt === "string" ? alt.trim() : "") || media[src]?.alt || "";
  const caption = typeof title === "string" ? title.trim() : "";
  const frame = (image: ElementContent, className?: string): Element =>
    standalone
      ? element("figure", className ? { className: [className] } : {}, caption ? [image, element("figcaption", {}, [text(caption)])] : [image])
      : element("span", { ...(className ? { className: [className] } : {}), ...(caption ? { title: caption } : {}) }, [image]);
  if (!isUploadedFileUrl(src)) {
    const note = element(
      "span",
      {
        role: "img",
        ariaLabel: `Image not shown: ${described || "no description"}`,
        className: [`${standalone ? "block" : "inline-block"} rounded-xl border border-dashed border-line-strong bg-surface-2 p-4 text-sm text-muted`],
      },
      [text(`Image from another site, not shown${described ? `: ${described}` : ""}. Upload it to show it here.`)],
    );
    return [frame(note, "post-image-refused")];
  }
  const known = media[src];
  if (!known?.width || !known.height) {
    // An upload without a record of its size (stored before records were kept): as it is.
    return [frame(element("img", { src, alt: described, loading: "lazy", decoding: "async" }))];
  }
  const { props } = getImageProps({ src, alt: described, width: known.width, height: known.height, sizes: POST_IMAGE_SIZES, loading: "lazy" });
  const fitted = fitToStoredImage(props, { src, alt: described, width: known.width, height: known.height, placeholder: known.placeholder }, { blur: true });
  return [frame(element("img", imageProperties(fitted as unknown as Record<string, unknown>)))];
}

/**
 * One element as the page shows it: what react-markdown's URL transform and this site's
 * components made of it. Returns what stands in its place, and whether to go on into it.
 */
function present(node: Element, media: MediaIndex): { nodes: ElementContent[]; descend: boolean } {
  const properties = node.properties;
  // react-markdown's safe URL transform: a `javascript:` link or image loses its address.
  if (node.tagName === "a" && "href" in properties) properties.href = defaultUrlTransform(String(properties.href || ""));
  if (node.tagName === "img" && "src" in properties) properties.src = defaultUrlTransform(String(properties.src || ""));
  switch (node.tagName) {
    case "pre":
      return { nodes: [codeBlock(node)], descend: false };
    case "table":
      // A wide table scrolls sideways inside its box (globals.css): focusable, like a code block.
      node.properties = { tabIndex: 0, ...properties };
      return { nodes: [node], descend: true };
    case "th":
    case "td":
      // A cell's alignment as a style, as React renders it.
      if (typeof properties.align === "string") {
        const { align, ...rest } = properties;
        node.properties = { ...rest, style: `text-align:${align}` };
      }
      return { nodes: [node], descend: true };
    case "input":
      // Task list items are the only inputs Markdown makes (raw HTML is skipped): disabled
      // checkboxes, named by their state since the item's text is not their label.
      if (properties.type !== "checkbox") return { nodes: [], descend: false };
      node.properties = { ...properties, ariaLabel: properties.checked ? "Done" : "Not done" };
      return { nodes: [node], descend: false };
    case "a": {
      const href = properties.href;
      // An unsafe URL is "" now: text, not a link that goes nowhere.
      if (!href) {
        const { href: _unsafe, ...rest } = properties;
        void _unsafe;
        return { nodes: [{ ...node, tagName: "span", properties: rest }], descend: true };
      }
      if (/^https?:\/\//i.test(String(href))) node.properties = { ...properties, target: "_blank", rel: ["noopener", "noreferrer", "nofollow"] };
      return { nodes: [node], descend: true };
    }
    case "p":
      // A paragraph holding nothing but an image is the image's figure, not a <p> around it.
      return loneImage(node) ? { nodes: node.children, descend: true } : { nodes: [node], descend: true };
    case "img":
      return { nodes: postImage(node, media), descend: false };
    default:
      return { nodes: [node], descend: true };
  }
}

/** Elements whose children are elements only. */
const TABLE_PARTS = new Set(["table", "thead", "tbody", "tfoot", "tr"]);

/** The tree as the page shows it (present), in one walk with its own stack; whether it has a code block. */
function presented(tree: Root, media: MediaIndex): { hasCode: boolean } {
  let hasCode = false;
  const stack: Array<Root | Element> = [tree];
  while (stack.length > 0) {
    const parent = stack.pop()!;
    const children: RootContent[] = [];
    // A paragraph unwrapped into its image puts the image in its place: it is presented in turn.
    const queue: RootContent[] = [...parent.children].reverse();
    while (queue.length > 0) {
      const child = queue.pop()!;
      // Raw HTML never reaches the page (react-markdown's skipHtml; remark-rehype drops it anyway).
      if (child.type === "raw") continue;
      // Whitespace between a table's parts is no text (React leaves it out there too).
      if (child.type === "text" && parent.type === "element" && TABLE_PARTS.has(parent.tagName) && child.value.trim() === "") continue;
      if (child.type !== "element") {
        children.push(child);
        continue;
      }
      const { nodes, descend } = present(child, media);
      if (child.tagName === "pre") hasCode = true;
      if (nodes.length === 1 && nodes[0] === child) {
        children.push(child);
        if (descend) stack.push(child);
      } else if (child.tagName === "p") {
        for (let i = nodes.length - 1; i >= 0; i--) queue.push(nodes[i]!);
      } else {
        for (const node of nodes) {
          children.push(node);
          if (descend && node.type === "element") stack.push(node);
        }
      }
    }
    parent.children = children as typeof parent.children;
  }
  return { hasCode };
}

/** A body rendered: its HTML, whether it has a code block (a Copy button), its h2/h3 headings. */
export interface RenderedMarkdown {
  html: string;
  hasCode: boolean;
  /** For the contents list: the ids the HTML gives its headings (src/lib/posts/headings.ts). */
  outline: PostHeading[];
}

/**
 * The render of a body, as steps of synchronous work: the parse (markdown-it, ./parse.ts), the
 * HTML tree, the ids, footnotes and figures, the highlighting, this site's elements, the HTML.
 * markdownHtml runs them at once; markdownHtmlInSteps lets the server serve others between them.
 */
function renderSteps(source: string, media: MediaIndex): { steps: Array<() => void>; result: () => RenderedMarkdown } {
  let mdast: ReturnType<typeof parseMarkdown>;
  let tree: Root;
  let outline: PostHeading[] = [];
  let html = "";
  let hasCode = false;
  const steps = [
    () => {
      mdast = parseMarkdown(source);
    },
    () => {
      tree = toHast.runSync(mdast) as Root;
    },
    () => {
      rehypeFootnoteBackReferences()(tree);
      rehypePostHeadings()(tree);
      outline = outlineOf(tree);
      rehypeStandaloneImages()(tree);
    },
    () => rehypeBoundedHighlight()(tree),
    () => {
      hasCode = presented(tree, media).hasCode;
    },
    () => {
      // Named references (`&quot;`, `&amp;`, `&lt;`), as React writes them.
      html = toHtml(tree, { characterReferences: { useNamedReferences: true } });
    },
  ];
  return { steps, result: () => ({ html, hasCode, outline }) };
}

/** The HTML of a post's body (or the About text), at once: the editor's preview, the About page. */
export function markdownHtml(source: string, media: MediaIndex = {}): RenderedMarkdown {
  const { steps, result } = renderSteps(source, media);
  for (const step of steps) step();
  return result();
}

/**
 * The same HTML in steps, a turn of the server's event loop between them (nextTurn): a post's
 * page (and its preview) awaits this, so a dense 50,000-character body holds up another
 * visitor's request for one step (a tenth of a second or so here), not the whole render.
 */
export async function markdownHtmlInSteps(source: string, media: MediaIndex = {}): Promise<RenderedMarkdown> {
  const { steps, result } = renderSteps(source, media);
  for (const step of steps) {
    step();
    await nextTurn();
  }
  return result();
}
