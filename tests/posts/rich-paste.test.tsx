/** @jest-environment jsdom */
/**
 * Rich text pasted into the post editor becomes Markdown (issue 38, point 4): the HTML that
 * Google Docs, Notion and web pages put on the clipboard, converted by turndown with the
 * rules for what document editors write instead of plain tags.
 */
import { markdownOfPastedHtml } from "@/components/admin/editor/rich-paste";
import { hasRichText, imageEdit, pasteEdit } from "@/components/admin/editor/markdown-format";

// What Google Docs puts on the clipboard: a <b> that is not bold around everything, bold and
// italic as span styles, lists and links as tags.
const GOOGLE_DOCS = `<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b3c4d-7fff-1234-5678-9abcdef01234"><h2 dir="ltr" style="line-height:1.38;margin-top:18pt;margin-bottom:6pt;"><span style="font-size:16pt;font-family:Arial,sans-serif;color:#000000;background-color:transparent;font-weight:400;font-style:normal;">Why caching fails</span></h2><p dir="ltr" style="line-height:1.38;margin-top:0pt;margin-bottom:0pt;"><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;">Caches are </span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:700;">hard</span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;">, and </span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;font-style:italic;">invalidation</span><span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;"> is harder. See </span><a href="https://martinfowler.com/bliki/TwoHardThings.html" style="text-decoration:none;"><span style="font-size:11pt;color:#1155cc;text-decoration:underline;">two hard things</span></a><span style="font-size:11pt;">.</span></p><ul style="margin-top:0;margin-bottom:0;"><li dir="ltr" style="list-style-type:disc;"><p dir="ltr" role="presentation"><span style="font-size:11pt;">Stale reads</span></p></li><li dir="ltr" style="list-style-type:disc;"><p dir="ltr" role="presentation"><span style="font-size:11pt;">Thundering herds</span></p></li></ul><br /></b>`;

// Notion: plain semantic tags, a quote, inline code and a code block.
const NOTION = `<h1>Release notes</h1><p>We <strong>shipped</strong> the <em>new</em> cache, see <code>cache.ts</code>.</p><blockquote>Measure first.</blockquote><ol><li>Read</li><li>Write</li></ol><pre><code class="language-ts">const hit = cache.get(key);
if (!hit) load();</code></pre><p>A <del>slow</del> fast path.</p>`;

describe("markdownOfPastedHtml", () => {
  test("Google Docs: a heading, bold and italic from span styles, a link and a list; no bold around everything", () => {
    const { markdown, files, remoteImages } = markdownOfPastedHtml(GOOGLE_DOCS);
    expect(markdown).toBe(
      [
        "## Why caching fails",
        "",
        "Caches are **hard**, and _invalidation_ is harder. See [two hard things](https://martinfowler.com/bliki/TwoHardThings.html).",
        "",
        "- Stale reads",
        "- Thundering herds",
      ].join("\n"),
    );
    expect([files, remoteImages]).toEqual([[], 0]);
  });

  test("Notion: headings, strong and em, inline code, a quote, a numbered list, a fenced code block, strikethrough", () => {
    const { markdown } = markdownOfPastedHtml(NOTION);
    expect(markdown).toContain("# Release notes");
    expect(markdown).toContain("We **shipped** the _new_ cache, see `cache.ts`.");
    expect(markdown).toContain("> Measure first.");
    expect(markdown).toContain("1. Read\n2. Write");
    expect(markdown).toContain("```ts\nconst hit = cache.get(key);\nif (!hit) load();\n```");
    expect(markdown).toContain("A ~~slow~~ fast path.");
  });

  test("an inline image becomes a file to upload; an image on another site is counted and left out; scripts go", () => {
    const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
    const { markdown, files, remoteImages } = markdownOfPastedHtml(
      `<p>Before</p><img src="data:image/png;base64,${png}" alt="chart"><img src="https://lh7-us.googleusercontent.com/abc" alt="x"><script>alert(1)</script><p>After</p>`,
    );
    expect(markdown).toBe("Before\n\nAfter");
    expect(files).toHaveLength(1);
    expect([files[0]!.name, files[0]!.type, files[0]!.size]).toEqual(["pasted-image-1.png", "image/png", 70]);
    expect(remoteImages).toBe(1);
  });

  test("a table keeps its rows", () => {
    const { markdown } = markdownOfPastedHtml("<table><thead><tr><th>Cache</th><th>Hit rate</th></tr></thead><tbody><tr><td>Page</td><td>98%</td></tr></tbody></table>");
    expect(markdown).toBe("| Cache | Hit rate |\n| --- | --- |\n| Page | 98% |");
  });
});

test("plain text stays plain: only markup worth keeping is converted", () => {
  expect(hasRichText("<meta charset='utf-8'><span style=\"color:#333\">just a line</span>")).toBe(false);
  expect(hasRichText("<p>a paragraph</p>")).toBe(false);
  expect(hasRichText(GOOGLE_DOCS)).toBe(true);
  expect(hasRichText(NOTION)).toBe(true);
});

test("a pasted block is set apart by blank lines; a few pasted words go in where the cursor is", () => {
  expect(pasteEdit({ text: "One.\nTwo.", start: 4, end: 4 }, "## Heading\n\nText.").insert).toBe("\n\n## Heading\n\nText.\n");
  expect(pasteEdit({ text: "A  word", start: 2, end: 2 }, "**bold**").insert).toBe("**bold**");
});

test("after an image at the end of the text, the cursor is on a new line below it", () => {
  const edit = imageEdit({ text: "Intro", start: 5, end: 5 }, [{ url: "/uploads/a.webp", alt: "A chart" }]);
  expect(edit.insert).toBe("\n\n![A chart](/uploads/a.webp)\n\n");
  expect(edit.selectStart).toBe(5 + edit.insert.length);
});
