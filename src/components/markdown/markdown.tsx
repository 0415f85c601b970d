import type { Element, Root } from "hast";
import { getImageProps } from "next/image";
import ReactMarkdown, { defaultUrlTransform, type Components } from "react-markdown";
import rehypeHighlight from "rehype-highlight";
import remarkGfm from "remark-gfm";
import { textOf } from "@/lib/posts/hast-text";
import { rehypePostHeadings } from "@/lib/posts/headings";
import type { MediaIndex } from "@/lib/media/types";
import { fitToStoredImage } from "@/lib/site/stored-image";
import { isUploadedFileUrl } from "@/lib/storage/uploaded-url";
import { CopyButton } from "./copy-button";

/**
 * Renders a blog post's markdown, GitHub-flavoured (tables, task lists, strikethrough,
 * footnotes, bare URLs as links): syntax-highlighted code with a Copy button, and no raw
 * HTML at all (no rehype-raw; HTML in the source is dropped). Link and image URLs go
 * through react-markdown's safe transform, so `javascript:` and similar become empty and
 * are rendered inert. A '#' heading becomes an h2 (the page's title is the only h1) and every
 * heading has an id its table of contents links to (src/lib/posts/headings.ts). Works in
 * server and client components alike (the admin preview).
 * Text is set at a reading measure; code blocks take the frame's whole width (globals.css).
 */
export function Markdown({ source, media = {} }: { source: string; media?: MediaIndex }) {
  return (
    <div className="prose-frame">
      <div className="prose-post">
        <ReactMarkdown
          skipHtml
          remarkPlugins={[remarkGfm]}
          rehypePlugins={[rehypePostHeadings, rehypeStandaloneImages, [rehypeHighlight, { detect: false }]]}
          urlTransform={defaultUrlTransform}
          components={{
            ...COMPONENTS,
            img: ({ node, ...props }) => <PostImage {...props} standalone={node?.properties?.[STANDALONE] === "true"} media={media} />,
          }}
        >
          {source}
        </ReactMarkdown>
      </div>
    </div>
  );
}

function languageOf(pre: Element | undefined): string | null {
  const code = pre?.children.find((child): child is Element => child.type === "element" && child.tagName === "code");
  const classes = code?.properties?.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  const language = list.find((name) => name.startsWith("language-"));
  return language ? language.slice("language-".length) : null;
}

const STANDALONE = "dataStandalone";

/** The image a paragraph holds and nothing else (blank text aside), or null. */
function loneImage(paragraph: Element): Element | null {
  const meaningful = paragraph.children.filter((child) => !(child.type === "text" && child.value.trim() === ""));
  const [only] = meaningful;
  return meaningful.length === 1 && only?.type === "element" && only.tagName === "img" ? only : null;
}

/**
 * Marks each image that is alone in its paragraph: that one becomes a figure (with its
 * caption) in place of the paragraph. An image among words or inside a link stays inline
 * (a <figure> inside a <p> is invalid HTML: the browser would split the paragraph, and the
 * page would no longer match what React rendered).
 */
function rehypeStandaloneImages() {
  return (tree: Root) => {
    const walk = (node: Root | Element) => {
      for (const child of node.children) {
        if (child.type !== "element") continue;
        const image = child.tagName === "p" ? loneImage(child) : null;
        if (image) image.properties = { ...image.properties, [STANDALONE]: "true" };
        else walk(child);
      }
    };
    walk(tree);
  };
}

/** react-markdown passes the hast node as a prop; it must not reach the DOM. */
function withoutNode<P extends { node?: unknown }>(props: P): Omit<P, "node"> {
  const rest = { ...props };
  delete rest.node;
  return rest;
}

const COMPONENTS: Components = {
  pre: ({ node, children, ...props }) => {
    const language = languageOf(node);
    return (
      <div className="code-block relative">
        <div className="absolute inset-x-0 top-0 flex items-center justify-between px-3 pt-2">
          <span className="font-mono text-xs text-subtle">{language ?? "code"}</span>
          <CopyButton text={textOf(node).replace(/\n$/, "")} />
        </div>
        {/* Focusable so a keyboard can scroll a long line sideways. */}
        <pre tabIndex={0} {...props}>
          {children}
        </pre>
      </div>
    );
  },
  // A wide table scrolls sideways inside its box (globals.css): focusable, like a code
  // block, so a keyboard can scroll it.
  table: (props) => <table tabIndex={0} {...withoutNode(props)} />,
  input: (allProps) => {
    const props = withoutNode(allProps);
    // Task list items are the only inputs Markdown makes (raw HTML is skipped): disabled
    // checkboxes, named by their state since the item's text is not their label.
    if (props.type !== "checkbox") return null;
    return <input {...props} aria-label={props.checked ? "Done" : "Not done"} />;
  },
  a: (allProps) => {
    const { href, children, ...props } = withoutNode(allProps);
    // An unsafe URL arrives here as "": render text, not a link that goes nowhere.
    if (!href) return <span {...props}>{children}</span>;
    const external = /^https?:\/\//i.test(href);
    return (
      <a href={href} {...props} {...(external ? { target: "_blank", rel: "noopener noreferrer nofollow" } : {})}>
        {children}
      </a>
    );
  },
  // A paragraph holding nothing but an image is the image's figure, not a <p> around it.
  p: ({ node, children, ...props }) => (node && loneImage(node) ? <>{children}</> : <p {...props}>{children}</p>),
};

/** The width a post's image is shown at, at most (the reading measure), for `sizes`. */
const POST_IMAGE_SIZES = "(min-width: 768px) 720px, calc(100vw - 2.5rem)";

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
function PostImage({
  src,
  alt,
  title,
  media,
  standalone,
}: {
  src?: unknown;
  alt?: string;
  title?: string;
  media: MediaIndex;
  standalone: boolean;
}) {
  if (typeof src !== "string" || !src) return null;
  const text = alt?.trim() || media[src]?.alt || "";
  const caption = title?.trim() || "";
  const frame = (image: React.ReactNode, className?: string) =>
    standalone ? (
      <figure className={className}>
        {image}
        {caption && <figcaption>{caption}</figcaption>}
      </figure>
    ) : (
      <span className={className} title={caption || undefined}>
        {image}
      </span>
    );
  if (!isUploadedFileUrl(src)) {
    return frame(
      <span
        role="img"
        aria-label={`Image not shown: ${text || "no description"}`}
        className={`${standalone ? "block" : "inline-block"} rounded-xl border border-dashed border-line-strong bg-surface-2 p-4 text-sm text-muted`}
      >
        Image from another site, not shown{text ? `: ${text}` : ""}. Upload it to show it here.
      </span>,
      "post-image-refused",
    );
  }
  const known = media[src];
  if (!known?.width || !known.height) {
    // An upload without a record of its size (stored before records were kept): as it is.
    // eslint-disable-next-line @next/next/no-img-element
    return frame(<img src={src} alt={text} loading="lazy" decoding="async" />);
  }
  const { props } = getImageProps({ src, alt: text, width: known.width, height: known.height, sizes: POST_IMAGE_SIZES, loading: "lazy" });
  const fitted = fitToStoredImage(props, { src, alt: text, width: known.width, height: known.height, placeholder: known.placeholder }, { blur: true });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimizer's props, alt included
  return frame(<img {...fitted} />);
}
