import type { MediaIndex } from "@/lib/media/types";
import { CodeCopy } from "./copy-button";
import { markdownHtml, type RenderedMarkdown } from "./markdown-html";

/**
 * Renders a blog post's markdown, GitHub-flavoured (tables, task lists, strikethrough,
 * footnotes, bare URLs as links): syntax-highlighted code with a Copy button, and no raw
 * HTML at all (HTML in the source is dropped). Link and image URLs go through
 * react-markdown's safe transform, so `javascript:` and similar become empty and are rendered
 * inert. A '#' heading becomes an h2 (the page's title is the only h1) and every heading has
 * an id its table of contents links to (src/lib/posts/headings.ts). Read by markdown-it
 * (src/lib/posts/parse.ts) with nesting bounded, turned into HTML by linear steps, code
 * highlighted within bounds (src/lib/posts/bounds.ts), and set as one string of HTML
 * (./markdown-html.ts): any body renders in time linear in its length. Works in server and
 * client components alike (the admin preview). The Copy buttons work through CodeCopy.
 * Text is set at a reading measure; code blocks take the frame's whole width (globals.css).
 */
export function Markdown({ source, media = {} }: { source: string; media?: MediaIndex }) {
  return <MarkdownHtml {...markdownHtml(source, media)} />;
}

/**
 * A body already rendered (./markdown-html.ts: markdownHtmlInSteps, as a post's page renders
 * it), in its frame, with its Copy buttons working.
 */
export function MarkdownHtml({ html, hasCode }: Pick<RenderedMarkdown, "html" | "hasCode">) {
  return (
    <div className="prose-frame">
      <div className="prose-post" dangerouslySetInnerHTML={{ __html: html }} />
      {hasCode && <CodeCopy />}
    </div>
  );
}
