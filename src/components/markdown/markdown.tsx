import type { Element } from "hast";
import ReactMarkdown, { defaultUrlTransform, type Components } from "react-markdown";
import rehypeHighlight from "rehype-highlight";
import remarkGfm from "remark-gfm";
import { textOf } from "@/lib/posts/hast-text";
import { rehypePostHeadings } from "@/lib/posts/headings";
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
export function Markdown({ source }: { source: string }) {
  return (
    <div className="prose-frame">
      <div className="prose-post">
        <ReactMarkdown
          skipHtml
          remarkPlugins={[remarkGfm]}
          rehypePlugins={[rehypePostHeadings, [rehypeHighlight, { detect: false }]]}
          urlTransform={defaultUrlTransform}
          components={COMPONENTS}
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
  img: (allProps) => {
    const { src, alt, ...props } = withoutNode(allProps);
    // Post images are arbitrary URLs chosen by the owner; next/image would need each host
    // allow-listed, so a lazy plain <img> is used. An unsafe src is dropped with the image.
    return typeof src === "string" && src ? (
      // eslint-disable-next-line @next/next/no-img-element
      <img src={src} alt={alt ?? ""} loading="lazy" decoding="async" {...props} />
    ) : null;
  },
};
