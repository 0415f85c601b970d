/**
 * Post bodies of pathological shapes, each at most 50,000 characters (the longest body the API
 * takes, LIMITS.markdown) and each one the API accepts: what `npm run bench` posts and times
 * through a real server, and `scripts/markdown-render.ts` times through the renderer alone
 * (issue 35, point 3: every shape renders in under a second, in time linear in the body). Many
 * come from cmark's pathological tests (test/pathological_tests.py), the rest from the ways
 * this site's own code read a body (heading ids, the contents list, the feed, the reading time,
 * the image check). Pure: tests/scripts/pathological-posts.test.ts checks their sizes.
 */
import { longPostSection } from "./long-post";

/** The longest body the API accepts (src/lib/validations/fields.ts LIMITS.markdown). */
export const MAX_BODY = 50_000;

export interface PathologicalPost {
  /** A short name for a table row. */
  name: string;
  body: string;
}

/** `unit` repeated as often as fits in `room` characters (with `before` and `after` around). */
function fill(unit: string, { before = "", after = "", room = MAX_BODY } = {}): string {
  const times = Math.floor((room - before.length - after.length) / unit.length);
  return before + unit.repeat(Math.max(0, times)) + after;
}

/** `open` n times, `middle`, `close` n times, as large as fits. */
function nested(open: string, middle: string, close: string): string {
  const n = Math.floor((MAX_BODY - middle.length) / (open.length + close.length));
  return open.repeat(n) + middle + close.repeat(n);
}

/** A long post as people write them (./long-post.ts), each section with a table as well. */
function ordinaryPost(): string {
  const section = (n: number) => `${longPostSection(n)}\n| run | ms |\n|---|---:|\n| ${n} | ${n * 7} |\n\n`;
  let body = "";
  for (let n = 1; ; n++) {
    const next = section(n);
    if (body.length + next.length > MAX_BODY) return body;
    body += next;
  }
}

/** Code that looks like a program in many languages (a highlighter has work on every line). */
function codeLines(room: number): string {
  const line = 'const value_1 = compute("text", 0x1F, 3.14) + obj.method(arg) /* note */ // end\n';
  return line.repeat(Math.floor(room / line.length));
}

/** A GitHub-flavoured table: `columns` header cells, then one-cell rows while room is left. */
function wideTable(columns: number): string {
  const head = `${"|a".repeat(columns)}|\n${"|-".repeat(columns)}|\n`;
  return fill("b\n", { before: head });
}

/** Lists nested by indentation, `perLine` markers a line, then lazy lines of text. */
function indentedNestedLists(perLine: number, levels: number): string {
  let body = "";
  for (let depth = 0; depth < levels; depth += perLine) body += `${"  ".repeat(depth)}${"- ".repeat(perLine)}a\n`;
  return fill("b\n", { before: body });
}

/** An upload's address of the shape the API takes (the bench uploads a real one and passes it). */
export const PLACEHOLDER_IMAGE = "/uploads/00000000-0000-4000-8000-000000000000.png";

/**
 * Every shape, in a fixed order. `image` is the address of an uploaded image: the API refuses
 * any other image in a post (docs/decisions.md, "Images from other sites").
 */
/** As many footnotes as fit, each referenced once, then defined. */
function manyFootnotes(): string {
  const per = (i: number) => `[^${i}]`.length * 2 + ": n\n".length + 1;
  let count = 0;
  let size = 2;
  while (size + per(count) <= MAX_BODY) size += per(count++);
  const references = Array.from({ length: count }, (_, i) => `[^${i}]`).join(" ");
  const definitions = Array.from({ length: count }, (_, i) => `[^${i}]: n`).join("\n");
  return `${references}\n\n${definitions}`;
}

export function pathologicalPosts(image = PLACEHOLDER_IMAGE): PathologicalPost[] {
  const posts: PathologicalPost[] = [
    { name: "ordinary long post", body: ordinaryPost() },
    // Heading ids and the contents list (issue 35's two reproductions).
    { name: "10,000 identical headings", body: "# x\n".repeat(10_000) },
    { name: "24,999 empty headings", body: "#\n".repeat(24_999) },
    { name: "identical h2 headings, blank lines", body: fill("## Intro\n\n") },
    { name: "headings taking each other's numbers", body: fill("## a\n## a 2\n## a-2\n") },
    { name: "headings named like reserved ids", body: fill("## Main\n## Footnote label\n") },
    { name: "one heading of 50,000 characters", body: fill("a", { before: "# " }) },
    { name: "setext headings", body: fill("a\n=\n") },
    // One line, long words and none.
    { name: "a single line of 50,000 letters", body: "a".repeat(MAX_BODY) },
    { name: "a single line of words", body: fill("word ") },
    { name: "a single line of 50,000 asterisks", body: "*".repeat(MAX_BODY) },
    // Nesting (block containers).
    { name: "nested block quotes", body: fill("> ", { after: "a" }) },
    { name: "nested lists", body: fill("- ", { after: "a" }) },
    { name: "nested ordered lists", body: fill("1. ", { after: "a" }) },
    { name: "nested quotes, then lazy lines", body: fill("b\n", { before: `${"> ".repeat(10_000)}a\n`, room: MAX_BODY }) },
    { name: "nested lists, then lazy lines", body: fill("b\n", { before: `${"- ".repeat(10_000)}a\n`, room: MAX_BODY }) },
    { name: "lists nested by indentation", body: indentedNestedLists(32, 400) },
    { name: "a flat list of 16,000 items", body: fill("- a\n") },
    { name: "task list items", body: fill("- [ ] a\n") },
    // Emphasis (micromark's attention resolution walks back for every closer).
    { name: "nested strong emphasis", body: nested("*a **a ", "b", " a** a*") },
    { name: "emphasis closers without openers", body: fill("a_ ") },
    { name: "emphasis openers without closers", body: fill("_a ") },
    { name: "mismatched openers and closers", body: fill("*a_ ") },
    { name: "openers and closers, multiples of 3", body: fill("c* ", { before: "a**b" }) },
    { name: "emphasis, then 16,000 closers", body: fill("a* ", { before: "*a " }) },
    { name: "alternating emphasis nested", body: nested("*a _", "b", "_ a*") },
    { name: "many small emphases", body: fill("*a* ") },
    { name: "strikethrough openers without closers", body: fill("~~a ") },
    { name: "strikethrough closers without openers", body: fill("a~~ ") },
    // Links, images, references.
    { name: "many links", body: fill("[a](/b) ") },
    { name: "link closers without openers", body: fill("a]") },
    { name: "link openers without closers", body: fill("[a") },
    { name: "nested brackets", body: nested("[", "a", "]") },
    { name: "nested brackets, then a target", body: nested("[", "a", "](b)") },
    { name: "link openers and emphasis closers", body: fill("[ a_") },
    { name: "unclosed link targets", body: fill("[a](<b") },
    { name: "unclosed image starts", body: fill("![a](") },
    { name: "image openers without closers", body: fill("![") },
    { name: "link target starts without closers", body: fill("](") },
    { name: "nested images", body: nested("![", "a", `](${image})`) },
    { name: "many images", body: fill(`![a](${image}) `) },
    { name: "many references to one definition", body: fill("[x] ", { before: "[x]: /y\n\n" }) },
    { name: "many definitions", body: fill("[a]: /b\n") },
    { name: "footnote references to one note", body: fill("[^1] ", { after: "\n\n[^1]: note" }) },
    { name: "many footnotes, each referenced", body: manyFootnotes() },
    // Autolinks (GFM) and raw HTML (dropped).
    { name: "www autolinks", body: fill("www.a.co ") },
    { name: "www. starts", body: fill("www.") },
    { name: "e-mail autolinks", body: fill("a@b.co ") },
    { name: "http starts", body: fill("http://") },
    { name: "unclosed angle brackets", body: fill("<a") },
    { name: "unclosed HTML comments", body: fill("<!--") },
    { name: "HTML blocks", body: fill("<div>\n\n") },
    { name: "entities", body: fill("&amp;") },
    // Code.
    { name: "a code block of 50,000 characters (ts)", body: `\`\`\`ts\n${codeLines(MAX_BODY - 12)}\`\`\`` },
    { name: "a code block of one 50,000-character line (js)", body: `\`\`\`js\n${"a+".repeat(24_990)}\n\`\`\`` },
    { name: "a code block of quotes (python)", body: `\`\`\`python\n${"'\\'".repeat(16_000)}\n\`\`\`` },
    { name: "a code block of brackets (xml)", body: `\`\`\`xml\n${"<a ".repeat(16_000)}\n\`\`\`` },
    { name: "many small code blocks", body: fill("```js\nx\n```\n") },
    { name: "backtick runs", body: Array.from({ length: 310 }, (_, i) => `e${"`".repeat(i + 1)}`).join("") },
    { name: "unclosed code spans", body: fill("`a ") },
    { name: "indented code", body: fill("    a\n") },
    // Tables.
    { name: "a table 6,000 columns wide", body: wideTable(6_000) },
    { name: "a table of 12,000 rows", body: fill("|b|\n", { before: "|a|\n|-|\n" }) },
    { name: "table-like lines", body: fill("a|b\n") },
    // Everything else.
    { name: "hard line breaks", body: fill("a  \n") },
    { name: "thematic breaks", body: fill("***\n") },
    { name: "escapes", body: fill("\\*") },
  ];
  return posts.map(({ name, body }) => ({ name, body: body.trim() }));
}
