import type { Element, ElementContent, Properties, Root as HastRoot, RootContent as HastContent } from "hast";
import type { List, ListItem, Parents, TableRow } from "mdast";
import { common, createLowlight } from "lowlight";
import type { Options as RemarkRehypeOptions } from "remark-rehype";
import { textOf } from "./hast-text";

/*
 * What keeps turning a post's syntax tree into HTML linear in the body, whatever its shape
 * (issue 35, point 3; docs/decisions.md, "Rendering a post in linear time"). The parser
 * (./parse.ts) bounds nesting; here, two of remark-rehype's handlers that did quadratic work
 * are replaced by linear ones giving the same elements, and code highlighting has bounds.
 * Used by the page's renderer (src/components/markdown/markdown.tsx, also the editor's preview)
 * and the server's pipeline (./markdown.ts: the contents list and the feed) alike.
 */

type Handler = NonNullable<NonNullable<RemarkRehypeOptions["handlers"]>["listItem"]>;
type State = Parameters<Handler>[0];

/** Whether a list item is loose, as mdast-util-to-hast reads it. */
const itemLoose = (item: ListItem) => (item.spread === null || item.spread === undefined ? item.children.length > 1 : item.spread);

/** Per list: loose (its items' paragraphs in <p>) or tight. Known once per list. */
const looseLists = new WeakMap<List, boolean>();

function listLoose(list: List): boolean {
  let loose = looseLists.get(list);
  if (loose === undefined) {
    loose = Boolean(list.spread) || list.children.some(itemLoose);
    looseLists.set(list, loose);
  }
  return loose;
}

/**
 * mdast-util-to-hast's list item, with the list's looseness worked out once per list: the
 * original reads every item of the list again for each item (a tight list of 12,000 items:
 * 144 million reads). The same elements otherwise.
 */
const listItem = ((state: State, node: ListItem, parent: Parents | undefined): Element => {
  const results = state.all(node);
  const loose = parent?.type === "list" ? listLoose(parent) : parent ? false : itemLoose(node);
  const properties: Properties = {};
  const children: ElementContent[] = [];
  if (typeof node.checked === "boolean") {
    const head = results[0];
    let paragraph: Element;
    if (head && head.type === "element" && head.tagName === "p") paragraph = head;
    else {
      paragraph = { type: "element", tagName: "p", properties: {}, children: [] };
      results.unshift(paragraph);
    }
    if (paragraph.children.length > 0) paragraph.children.unshift({ type: "text", value: " " });
    paragraph.children.unshift({ type: "element", tagName: "input", properties: { type: "checkbox", checked: node.checked, disabled: true }, children: [] });
    // According to github-markdown-css, this class hides the bullet.
    properties.className = ["task-list-item"];
  }
  for (const [index, child] of results.entries()) {
    // A line break before each node, except before a tight item's first paragraph.
    if (loose || index !== 0 || child.type !== "element" || child.tagName !== "p") children.push({ type: "text", value: "\n" });
    if (child.type === "element" && child.tagName === "p" && !loose) children.push(...child.children);
    else children.push(child);
  }
  const tail = results.at(-1);
  if (tail && (loose || tail.type !== "element" || tail.tagName !== "p")) children.push({ type: "text", value: "\n" });
  const result: Element = { type: "element", tagName: "li", properties, children };
  state.patch(node, result);
  return state.applyData(node, result);
}) as Handler;

/**
 * mdast-util-to-hast's table row, with the header row known by being the first: the original
 * looks for the row's index among all the table's rows, for every row (quadratic in the rows).
 * The cells the row has, at most as many as the header: the parser has already filled short
 * rows with empty cells, within its bound (./parse.ts MAX_FILLED_CELLS); the original filled
 * every short row again, up to the header's length.
 */
const tableRow = ((state: State, node: TableRow, parent: Parents | undefined): Element => {
  const tagName = parent?.children[0] === node ? "th" : "td";
  const align = parent?.type === "table" ? parent.align : undefined;
  const length = align ? Math.min(align.length, node.children.length) : node.children.length;
  const cells: ElementContent[] = [];
  for (let index = 0; index < length; index++) {
    const cell = node.children[index];
    const properties: Properties = {};
    const alignValue = align?.[index];
    if (alignValue) properties.align = alignValue;
    let result: Element = { type: "element", tagName, properties, children: [] };
    if (cell) {
      result.children = state.all(cell);
      state.patch(cell, result);
      result = state.applyData(cell, result);
    }
    cells.push(result);
  }
  const result: Element = { type: "element", tagName: "tr", properties: {}, children: state.wrap(cells, true) };
  state.patch(node, result);
  return state.applyData(node, result);
}) as Handler;

/** remark-rehype's options for a post: the linear handlers above. */
export const REMARK_REHYPE_OPTIONS: RemarkRehypeOptions = { handlers: { listItem, tableRow } };

/**
 * Links back to its references a footnote shows at most (↩ 1, ↩ 2…). remark-rehype gives a
 * note one per reference: a note referenced 12,000 times (60,000 characters of `[^1] `) had
 * 12,000, about half of such a page's elements. Past this, the note keeps the first ones.
 */
export const MAX_BACK_REFERENCES = 100;

/** A rehype plugin, after remark-rehype: each footnote's back references, at most MAX_BACK_REFERENCES. */
export function rehypeFootnoteBackReferences() {
  return (tree: HastRoot) => {
    // remark-rehype puts the footnotes' section last, at the top of the tree.
    for (const section of tree.children) {
      if (section.type !== "element" || section.tagName !== "section" || !("dataFootnotes" in section.properties)) continue;
      const stack: Element[] = [section];
      while (stack.length > 0) {
        const element = stack.pop()!;
        let kept = 0;
        const children: ElementContent[] = [];
        for (const child of element.children) {
          const backReference = child.type === "element" && child.tagName === "a" && "dataFootnoteBackref" in child.properties;
          if (backReference && ++kept > MAX_BACK_REFERENCES) {
            // The space before it goes with it.
            const last = children[children.length - 1];
            if (last?.type === "text" && last.value === " ") children.pop();
            continue;
          }
          children.push(child);
          if (child.type === "element" && !backReference) stack.push(child);
        }
        if (kept > MAX_BACK_REFERENCES) element.children = children;
      }
    }
  };
}

/**
 * Characters of one code block highlighted at most. highlight.js takes time quadratic in the
 * block for some grammars and shapes (a 8,000-character run of one letter as TypeScript, or
 * of `a` lines as Arduino: about 0.6 s here, 7 s at 20,000): a longer block is shown plain,
 * in its frame, with its language named.
 */
export const MAX_HIGHLIGHTED_BLOCK = 5_000;

/**
 * Milliseconds of highlighting per render: once the blocks highlighted so far took this long,
 * the rest are shown plain. The 75 blocks of a 50,000-character post take about 30 ms here,
 * and under 150 ms when this machine is loaded five times over.
 */
export const HIGHLIGHT_BUDGET_MS = 200;

const lowlight = createLowlight(common);

/** The language a code element names (`language-x`, `lang-x`), false for `no-highlight`, undefined for none. */
function languageOf(code: Element): string | false | undefined {
  const classes = Array.isArray(code.properties.className) ? code.properties.className.map(String) : [];
  let name: string | undefined;
  for (const value of classes) {
    if (value === "no-highlight" || value === "nohighlight") return false;
    if (!name && value.startsWith("lang-")) name = value.slice(5);
    if (!name && value.startsWith("language-")) name = value.slice(9);
  }
  return name;
}

/**
 * Syntax highlighting of a post's code blocks, as rehype-highlight did it (`hljs` and
 * highlight.js's classes, a block in a language it does not know left as it is, no guessing
 * of a language not named), within the bounds above. One walk with its own stack.
 */
export function rehypeBoundedHighlight() {
  return (tree: HastRoot) => {
    const started = performance.now();
    const stack: HastContent[] = [...tree.children].reverse();
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node.type !== "element") continue;
      const code = node.tagName === "pre" ? node.children.find((child): child is Element => child.type === "element" && child.tagName === "code") : undefined;
      if (!code) {
        for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
        continue;
      }
      const language = languageOf(code);
      if (!language) continue;
      const classes = Array.isArray(code.properties.className) ? code.properties.className : [];
      if (!classes.includes("hljs")) code.properties.className = ["hljs", ...classes];
      if (!lowlight.registered(language)) continue;
      const text = textOf(code);
      if (text.length > MAX_HIGHLIGHTED_BLOCK || performance.now() - started >= HIGHLIGHT_BUDGET_MS) continue;
      const result = lowlight.highlight(language, text);
      if (result.children.length > 0) code.children = result.children as ElementContent[];
    }
  };
}
