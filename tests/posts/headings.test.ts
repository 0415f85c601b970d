/**
 * Heading ids and the outline a post's table of contents is built from
 * (src/lib/posts/headings.ts): the page's renderer and the server's pipeline give each
 * heading the same id, so the contents' anchors land.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { Markdown } from "@/components/markdown/markdown";
import { postHtml, postOutline } from "@/lib/posts/markdown";

const idsIn = (html: string) => [...html.matchAll(/<h([1-6])\b[^>]*\sid="([^"]*)"/g)].map(([, level, id]) => `h${level}#${id}`);

test("ids: a slug of the text (accents folded, code and emphasis read as text), unique in the post", () => {
  const source = [
    "## Why `OFFSET` is *slow*",
    "## Café au lait",
    "### Café au lait",
    "## 日本語",
    "## 🚀",
    "## Main",
    "## Footer links",
  ].join("\n\n");
  expect(postOutline(source)).toEqual([
    { id: "why-offset-is-slow", depth: 2, text: "Why OFFSET is slow" },
    { id: "cafe-au-lait", depth: 2, text: "Café au lait" },
    { id: "cafe-au-lait-2", depth: 3, text: "Café au lait" },
    // No Latin letters: a neutral id, still unique.
    { id: "section", depth: 2, text: "日本語" },
    { id: "section-2", depth: 2, text: "🚀" },
    // The ids of the page around the post are not taken by a heading.
    { id: "main-2", depth: 2, text: "Main" },
    { id: "footer-links-2", depth: 2, text: "Footer links" },
  ]);
});

test("the page's renderer and the server's pipeline agree on every id, '#' as an h2 in both", () => {
  const source = "# Title-like\n\n## Two\n\n### Three\n\n#### Four\n\n## Two\n\nText[^note].\n\n[^note]: A footnote.";
  const rendered = idsIn(renderToStaticMarkup(createElement(Markdown, { source })));
  expect(rendered).toEqual(["h2#title-like", "h2#two", "h3#three", "h4#four", "h2#two-2", "h2#footnote-label"]);
  expect(idsIn(postHtml(source, "/blogs/x"))).toEqual(rendered);
  // The footnotes' own hidden heading keeps its id (its references point at it) and is no entry.
  expect(postOutline(source).map((heading) => heading.id)).toEqual(["title-like", "two", "three", "two-2"]);
});

test("a heading whose text would take a footnote's id gets the next one", () => {
  const source = "## Footnote label\n\nText[^1].\n\n[^1]: Note.";
  expect(postOutline(source)).toEqual([{ id: "footnote-label-2", depth: 2, text: "Footnote label" }]);
});
