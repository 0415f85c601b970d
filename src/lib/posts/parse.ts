import MarkdownIt, { type StateBlock, type StateInline, type Token } from "markdown-it";
import { gfmAutolinkLiteralFromMarkdown } from "mdast-util-gfm-autolink-literal";
import type { AlignType, FootnoteDefinition, List, ListItem, Nodes, Parents, PhrasingContent, Root, RootContent, Table, TableRow } from "mdast";
import type { PluggableList, Plugin, Processor } from "unified";

/*
 * How a post's Markdown is read: markdown-it, GitHub-flavoured (tables, strikethrough, task
 * lists, footnotes, bare URLs as links), turned into the same syntax tree (mdast) remark
 * builds, so everything after it (remark-rehype, the heading ids, react-markdown's rendering,
 * the feed's HTML, the images a post shows) is unchanged. It replaced remark-parse (micromark)
 * for issue 35: micromark takes time quadratic in the body for many shapes (setext headings,
 * link or emphasis delimiters without partners, table-like lines, nesting) and about 0.4 s
 * for an ordinary 50,000-character post here; markdown-it reads every shape of
 * scripts/lib/pathological-posts.ts in time linear in the body, the ordinary post in about
 * 10 ms (docs/decisions.md, "Rendering a post in linear time"). Nothing here is server-only:
 * the editor's preview reads the text the same way in the browser.
 */

/** Levels of block nesting (block quotes, lists) markdown-it follows; deeper is not read. */
export const MAX_NESTING = 100;

/**
 * Levels of the syntax tree kept (block quotes, list items, emphasis, links…, counted from the
 * top of the body): below this, a node's content is its plain text. markdown-it resolves
 * emphasis after its nesting limit applies, so `*a **a ***…` nests as deep as the text is
 * long; everything after the parser (remark-rehype, the renderer) recurses once per level
 * and overflows the stack at a few thousand. A list nested 15 deep is 30 levels.
 */
export const MAX_DEPTH = 64;

/**
 * Block quote and list markers one line may open. Past this, a marker is escaped before
 * parsing, so the rest of the line is text: a line of 25,000 `> ` would otherwise open 25,000
 * block quotes, which markdown-it checks again on every following line.
 */
export const MAX_CONTAINERS_PER_LINE = 32;

/**
 * Columns a table may have. Its header, delimiter row and every row are read cell by cell,
 * and markdown-it fills short rows with up to 65,536 empty cells: a header of 6,000 columns
 * over one-cell rows (50,000 characters) took half a second to read. A table wider than this
 * is shown as the text it was written as (its delimiter row escaped before parsing).
 */
export const MAX_TABLE_COLUMNS = 100;

/**
 * Empty cells the parser may add to a body's short table rows, in all. GitHub fills a row
 * that is shorter than its header with empty cells; a header of 6,000 columns over 12,000
 * one-cell rows (50,000 characters) would be 72 million cells. markdown-it stops filling (and
 * the table) at 65,536 per table; past this bound, filled cells at the end of a row are left
 * out here, in the order the rows come (a browser shows a short row as it is).
 */
export const MAX_FILLED_CELLS = 10_000;

/** remark-gfm's pass that links bare URLs, www. addresses and e-mail addresses in text (not already in a link). */
const AUTOLINK_LITERALS = (gfmAutolinkLiteralFromMarkdown().transforms ?? []) as Array<(tree: Root) => Root | undefined>;

/** Text that may hold a www., e-mail or mailto:/xmpp: address. */
const MAY_HOLD_ADDRESS = /www\.|@/i;

/**
 * AUTOLINK_LITERALS over each block of text (paragraph, heading, table cell) that may hold an
 * address: the pass walks every node it is given, and most blocks hold none.
 */
function linkAddresses(root: Root): void {
  const stack: Nodes[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (!("children" in node)) continue;
    if (node.type === "paragraph" || node.type === "heading" || node.type === "tableCell") {
      if (MAY_HOLD_ADDRESS.test(plainTextOf(node))) for (const transform of AUTOLINK_LITERALS) transform({ type: "root", children: [node] });
    } else for (const child of node.children) stack.push(child);
  }
}

/** Delimiter markers of GitHub's strikethrough: `~` and `~~` only close their own kind. */
const SINGLE_TILDE = 0x7e;
const DOUBLE_TILDE = 0x7e7e;

/**
 * GitHub's strikethrough, in place of markdown-it's (which takes `~~` only): a run of one or
 * two tildes may open or close, and closes only a run of its own length; three or more are text.
 */
function strikethroughTokenize(state: StateInline, silent: boolean): boolean {
  if (silent || state.src.charCodeAt(state.pos) !== 0x7e) return false;
  const scanned = state.scanDelims(state.pos, true);
  const token = state.push("text", "", 0);
  token.content = "~".repeat(scanned.length);
  if (scanned.length <= 2) {
    state.delimiters.push({
      marker: scanned.length === 1 ? SINGLE_TILDE : DOUBLE_TILDE,
      length: 0,
      token: state.tokens.length - 1,
      end: -1,
      open: scanned.can_open,
      close: scanned.can_close,
    });
  }
  state.pos += scanned.length;
  return true;
}

function strikethroughPostProcess(state: StateInline): boolean {
  const lists = [state.delimiters, ...state.tokens_meta.map((meta) => meta?.delimiters ?? [])];
  for (const delimiters of lists) {
    for (const delimiter of delimiters) {
      if ((delimiter.marker !== SINGLE_TILDE && delimiter.marker !== DOUBLE_TILDE) || delimiter.end === -1) continue;
      const markup = delimiter.marker === SINGLE_TILDE ? "~" : "~~";
      for (const [index, type, nesting] of [
        [delimiter.token, "s_open", 1],
        [delimiters[delimiter.end]!.token, "s_close", -1],
      ] as const) {
        const token = state.tokens[index]!;
        Object.assign(token, { type, tag: "s", nesting, markup, content: "" });
      }
    }
  }
  return false;
}

/** A footnote's label as an identifier, as remark-gfm makes it (whitespace collapsed, case folded). */
const identifierOf = (label: string) => label.replace(/[\t\n\r ]+/g, " ").replace(/^ | $/g, "").toLowerCase().toUpperCase().toLowerCase();

/** The labels of the footnotes a text defines, as identifiers (for its references). */
interface FootnoteEnv {
  footnotes?: Set<string>;
}

/** GitHub's longest label (as for links). */
const MAX_LABEL = 999;

/** `[^label]` at `start` in `text` (no space, line break or bracket inside): the label's end, or -1. */
function footnoteLabelEnd(text: string, start: number, max: number): number {
  if (text.charCodeAt(start) !== 0x5b || text.charCodeAt(start + 1) !== 0x5e) return -1;
  const limit = Math.min(max, start + 2 + MAX_LABEL);
  for (let pos = start + 2; pos < limit; pos++) {
    const code = text.charCodeAt(pos);
    if (code === 0x5d) return pos === start + 2 ? -1 : pos; // ]
    if (code === 0x20 || code === 0x09 || code === 0x0a || code === 0x5b) return -1;
  }
  return -1;
}

/**
 * A footnote's definition, `[^label]: text`, its later lines indented by four: a block of its
 * own (kept in place, as remark does; remark-rehype lists the notes at the end). After
 * markdown-it-footnote's rule (MIT), with GitHub's labels: matched whatever their case, at
 * most 999 characters.
 */
function footnoteDefinition(state: StateBlock, startLine: number, endLine: number, silent: boolean): boolean {
  const start = state.bMarks[startLine]! + state.tShift[startLine]!;
  const max = state.eMarks[startLine]!;
  if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
  const end = footnoteLabelEnd(state.src, start, max);
  if (end < 0 || state.src.charCodeAt(end + 1) !== 0x3a) return false; // :
  if (silent) return true;
  const label = state.src.slice(start + 2, end);
  const env = state.env as FootnoteEnv;
  (env.footnotes ??= new Set()).add(identifierOf(label));
  const open = state.push("footnote_definition_open", "", 1);
  open.meta = { label };
  const oldBMark = state.bMarks[startLine]!;
  const oldTShift = state.tShift[startLine]!;
  const oldSCount = state.sCount[startLine]!;
  const oldParentType = state.parentType;
  let pos = end + 2;
  const afterColon = pos;
  const initial = state.sCount[startLine]! + pos - start;
  let offset = initial;
  while (pos < max) {
    const code = state.src.charCodeAt(pos);
    if (code === 0x09) offset += 4 - (offset % 4);
    else if (code === 0x20) offset++;
    else break;
    pos++;
  }
  state.tShift[startLine] = pos - afterColon;
  state.sCount[startLine] = offset - initial;
  state.bMarks[startLine] = afterColon;
  state.blkIndent += 4;
  state.parentType = "footnote" as typeof state.parentType;
  if (state.sCount[startLine]! < state.blkIndent) state.sCount[startLine]! += state.blkIndent;
  state.md.block.tokenize(state, startLine, endLine);
  state.parentType = oldParentType;
  state.blkIndent -= 4;
  state.tShift[startLine] = oldTShift;
  state.sCount[startLine] = oldSCount;
  state.bMarks[startLine] = oldBMark;
  state.push("footnote_definition_close", "", -1);
  return true;
}

/** A reference to a footnote the text defines, `[^label]`. */
function footnoteReference(state: StateInline, silent: boolean): boolean {
  const footnotes = (state.env as FootnoteEnv).footnotes;
  if (!footnotes) return false;
  const end = footnoteLabelEnd(state.src, state.pos, state.posMax);
  if (end < 0) return false;
  const label = state.src.slice(state.pos + 2, end);
  if (!footnotes.has(identifierOf(label))) return false;
  if (!silent) state.push("footnote_ref", "", 0).meta = { label };
  state.pos = end + 1;
  return true;
}

const md = new MarkdownIt({ html: true, linkify: true, typographer: false });
// Bare http(s):// addresses are linked while parsing, whatever their host (`http://localhost:3000`,
// as GitHub does); www. and e-mail addresses after it, by remark-gfm's rules (AUTOLINK_LITERALS).
md.linkify.set({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false }).add("ftp:", null).add("//", null).add("mailto:", null);
// The preset's own limit, stated here (markdown-it's option; its types leave it out).
Object.assign(md.options, { maxNesting: MAX_NESTING });
md.block.ruler.before("reference", "footnote_definition", footnoteDefinition, { alt: ["paragraph", "reference"] });
md.inline.ruler.after("image", "footnote_reference", footnoteReference);
md.inline.ruler.at("strikethrough", strikethroughTokenize);
md.inline.ruler2.at("strikethrough", strikethroughPostProcess);
// Every link is kept as written: the renderer's URL transform decides what is safe
// (a `javascript:` link renders inert, as before), and remark-rehype encodes the address.
md.validateLink = () => true;
md.normalizeLink = (url) => url;
md.normalizeLinkText = (text) => text;

const isSpace = (code: number) => code === 32 || code === 9;
const isDigit = (code: number) => code >= 48 && code <= 57;

/** A thematic break (`***`, `- - -`): three or more of one of -*_ and spaces, nothing else. */
function isThematicBreak(line: string): boolean {
  let marker = 0;
  let count = 0;
  for (let i = 0; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (isSpace(code)) continue;
    if (code !== 45 && code !== 42 && code !== 95) return false;
    if (marker && code !== marker) return false;
    marker = code;
    count++;
  }
  return count >= 3;
}

/** Where the (MAX_CONTAINERS_PER_LINE + 1)th block quote or list marker of a line starts, or -1. */
function excessMarker(line: string): { at: number; end: number } {
  let pos = 0;
  let markers = 0;
  for (;;) {
    while (pos < line.length && isSpace(line.charCodeAt(pos))) pos++;
    const code = line.charCodeAt(pos);
    let next = -1;
    let escapeAt = pos;
    if (code === 62) next = pos + 1; // >
    else if ((code === 45 || code === 43 || code === 42) && isSpace(line.charCodeAt(pos + 1))) next = pos + 2; // - + *
    else if (isDigit(code)) {
      let end = pos;
      while (end < line.length && end - pos < 9 && isDigit(line.charCodeAt(end))) end++;
      const delimiter = line.charCodeAt(end);
      if ((delimiter === 46 || delimiter === 41) && isSpace(line.charCodeAt(end + 1))) {
        next = end + 2;
        escapeAt = end; // 1\. is text
      }
    }
    if (next < 0) return { at: -1, end: pos };
    if (++markers > MAX_CONTAINERS_PER_LINE) return { at: escapeAt, end: pos };
    pos = next;
  }
}

/**
 * The text with the markers past MAX_CONTAINERS_PER_LINE on any line escaped (`\>`, `\-`,
 * `1\.`), and the delimiter row of a table wider than MAX_TABLE_COLUMNS too; fenced code left
 * as it is. One pass over the lines; an ordinary text comes back unchanged (the same string).
 */
export function capContainerMarkers(source: string): string {
  const lines = source.split("\n");
  let changed = false;
  let fence: { char: number; length: number } | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    const { at, end } = excessMarker(line);
    // What follows the markers: a fence opens or closes there.
    let run = 0;
    const char = line.charCodeAt(end);
    if (char === 96 || char === 126) while (line.charCodeAt(end + run) === char) run++;
    if (fence) {
      if (char === fence.char && run >= fence.length && line.slice(end + run).trim() === "") fence = null;
      continue;
    }
    if (run >= 3) {
      fence = { char, length: run };
      continue;
    }
    if (at >= 0 && !isThematicBreak(line)) {
      lines[index] = `${line.slice(0, at)}\\${line.slice(at)}`;
      changed = true;
      continue;
    }
    const dash = wideDelimiterRow(line, end);
    if (dash >= 0) {
      lines[index] = `${line.slice(0, dash)}\\${line.slice(dash)}`;
      changed = true;
    }
  }
  return changed ? lines.join("\n") : source;
}

/**
 * A table's delimiter row (`|---|:--:|…`) of more columns than MAX_TABLE_COLUMNS, from `start`:
 * where its first `-` is (escaped, it is no delimiter row, so there is no table), or -1.
 */
function wideDelimiterRow(line: string, start: number): number {
  let pipes = 0;
  let dash = -1;
  for (let i = start; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (code === 124) pipes++; // |
    else if (code === 45) dash = dash < 0 ? i : dash; // -
    else if (code !== 58 && !isSpace(code)) return -1; // : and spaces
  }
  return pipes > MAX_TABLE_COLUMNS && dash >= 0 ? dash : -1;
}

/** A token's attribute as text ("" when it has none). */
const attribute = (token: Token, name: string) => String(token.attrGet(name) ?? "");

const ALIGN: Record<string, AlignType> = { "text-align:left": "left", "text-align:center": "center", "text-align:right": "right" };

/** The plain text of inline tokens: an image's alt text, as remark reads it. */
function inlineText(tokens: Token[] | null): string {
  let text = "";
  for (const token of tokens ?? []) {
    if (token.type === "text" || token.type === "code_inline") text += token.content;
    else if (token.type === "softbreak" || token.type === "hardbreak") text += "\n";
    else if (token.type === "image") text += inlineText(token.children);
  }
  return text;
}

/** Inline tokens as mdast phrasing content, adjacent text merged. */
function phrasing(tokens: Token[]): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  // The children being filled: the paragraph's, or the innermost open emphasis' or link's.
  const stack: PhrasingContent[][] = [out];
  let children = out;
  for (const token of tokens) {
    let node: PhrasingContent | null = null;
    let opens = false;
    let value: string | null = null;
    switch (token.type) {
      case "text":
        value = token.content;
        break;
      case "softbreak":
        value = "\n";
        break;
      case "hardbreak":
        node = { type: "break" };
        break;
      case "code_inline":
        node = { type: "inlineCode", value: token.content };
        break;
      case "em_open":
        node = { type: "emphasis", children: [] };
        opens = true;
        break;
      case "strong_open":
        node = { type: "strong", children: [] };
        opens = true;
        break;
      case "s_open":
        node = { type: "delete", children: [] };
        opens = true;
        break;
      case "link_open":
        node = { type: "link", url: attribute(token, "href"), title: attribute(token, "title") || null, children: [] };
        opens = true;
        break;
      case "em_close":
      case "strong_close":
      case "s_close":
      case "link_close":
        if (stack.length > 1) stack.pop();
        children = stack[stack.length - 1]!;
        break;
      case "image":
        node = { type: "image", url: attribute(token, "src"), title: attribute(token, "title") || null, alt: inlineText(token.children) };
        break;
      case "footnote_ref": {
        const label = String((token.meta as { label?: unknown } | null)?.label ?? "");
        node = { type: "footnoteReference", identifier: identifierOf(label), label };
        break;
      }
      case "html_inline":
        node = { type: "html", value: token.content };
        break;
      default:
        value = token.content || null;
    }
    if (value) {
      // Adjacent text is one node, as remark makes it.
      const last = children[children.length - 1];
      if (last?.type === "text") last.value += value;
      else children.push({ type: "text", value });
    } else if (node) {
      children.push(node);
      if (opens) {
        children = (node as Extract<PhrasingContent, { children: PhrasingContent[] }>).children;
        stack.push(children);
      }
    }
  }
  return out;
}

/**
 * A list item whose first paragraph starts with `[ ]` or `[x]` is a task (GitHub's task
 * lists), as remark-gfm reads it: a line break, or spaces and then more text, must follow.
 */
function markTask(item: ListItem) {
  const paragraph = item.children[0];
  if (paragraph?.type !== "paragraph") return;
  const head = paragraph.children[0];
  if (head?.type !== "text") return;
  const match = /^\[([ \t\nxX])\](\n|[ \t]+)?/.exec(head.value);
  if (!match?.[2]) return;
  const more = head.value.length > match[0].length || paragraph.children.length > 1;
  if (match[2] !== "\n" && !more) return;
  item.checked = match[1] === "x" || match[1] === "X";
  // The marker and the one space (or line break) after it go, as remark-gfm takes them.
  head.value = head.value.slice(4);
  if (head.value === "") paragraph.children.shift();
}

/** markdown-it's tokens as an mdast tree of the shape remark (with remark-gfm) gives. */
function toMdast(tokens: Token[]): Root {
  const root: Root = { type: "root", children: [] };
  const stack: Parents[] = [root];
  let align: AlignType[] | null = null;
  let inHead = false;
  let fillsLeft = MAX_FILLED_CELLS;
  const top = () => stack[stack.length - 1]!;
  const add = (node: RootContent) => (top() as { children: RootContent[] }).children.push(node);
  const open = (node: Parents & RootContent) => {
    add(node);
    stack.push(node);
  };
  for (const token of tokens) {
    switch (token.type) {
      case "paragraph_open": {
        // A paragraph shown in <p> inside a list item makes its list loose.
        const parent = top();
        if (parent.type === "listItem" && !token.hidden) {
          const list = stack[stack.length - 2] as List;
          list.spread = true;
        }
        open({ type: "paragraph", children: [] });
        break;
      }
      case "heading_open":
        open({ type: "heading", depth: Number(token.tag.slice(1)) as 1 | 2 | 3 | 4 | 5 | 6, children: [] });
        break;
      case "blockquote_open":
        open({ type: "blockquote", children: [] });
        break;
      case "bullet_list_open":
        open({ type: "list", ordered: false, start: null, spread: false, children: [] });
        break;
      case "ordered_list_open":
        open({ type: "list", ordered: true, start: Number(token.attrGet("start") ?? 1), spread: false, children: [] });
        break;
      case "list_item_open":
        open({ type: "listItem", spread: false, checked: null, children: [] });
        break;
      case "list_item_close":
        markTask(top() as ListItem);
        stack.pop();
        break;
      case "table_open":
        align = [];
        open({ type: "table", align, children: [] } satisfies Table);
        break;
      case "thead_open":
        inHead = true;
        break;
      case "thead_close":
        inHead = false;
        break;
      case "tr_open":
        open({ type: "tableRow", children: [] });
        break;
      case "tr_close": {
        // Empty cells at the end of a body row may be the parser's filling: within the bound.
        const row = top() as TableRow;
        if (!inHead) {
          let empty = 0;
          while (empty < row.children.length && row.children[row.children.length - 1 - empty]!.children.length === 0) empty++;
          const dropped = Math.max(0, empty - fillsLeft);
          fillsLeft -= empty - dropped;
          if (dropped > 0) row.children.length -= dropped;
        }
        if (stack.length > 1) stack.pop();
        break;
      }
      case "th_open":
      case "td_open":
        if (inHead && align) align.push(ALIGN[attribute(token, "style")] ?? null);
        open({ type: "tableCell", children: [] });
        break;
      case "footnote_definition_open": {
        const label = String((token.meta as { label?: unknown } | null)?.label ?? "");
        const definition: FootnoteDefinition = { type: "footnoteDefinition", identifier: identifierOf(label), label, children: [] };
        open(definition);
        break;
      }
      case "paragraph_close":
      case "heading_close":
      case "blockquote_close":
      case "bullet_list_close":
      case "ordered_list_close":
      case "table_close":
      case "th_close":
      case "td_close":
      case "footnote_definition_close":
        if (stack.length > 1) stack.pop();
        break;
      case "inline":
        (top() as { children: PhrasingContent[] }).children.push(...phrasing(token.children ?? []));
        break;
      case "code_block":
        add({ type: "code", lang: null, meta: null, value: token.content.replace(/\n$/, "") });
        break;
      case "fence": {
        const info = md.utils.unescapeAll(token.info).trim();
        const space = info.search(/[\t ]/);
        add({
          type: "code",
          lang: info ? (space < 0 ? info : info.slice(0, space)) : null,
          meta: space < 0 ? null : info.slice(space).trim() || null,
          value: token.content.replace(/\n$/, ""),
        });
        break;
      }
      case "hr":
        add({ type: "thematicBreak" });
        break;
      // Kept as remark keeps it, and never rendered: the page drops raw HTML, and so does the feed.
      case "html_block":
        add({ type: "html", value: token.content.replace(/\n$/, "") });
        break;
      default:
        break;
    }
  }
  return root;
}

/** Nodes whose children are phrasing content (text, emphasis, links…). */
const PHRASING_PARENTS = new Set<string>(["paragraph", "heading", "emphasis", "strong", "delete", "link", "linkReference", "tableCell"]);

/**
 * The plain text of an mdast subtree (text, code, image alt texts), a space between blocks
 * so words do not run together. Its own stack: no recursion.
 */
export function plainTextOf(node: Nodes): string {
  const parts: string[] = [];
  const stack: Nodes[] = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === "text" || current.type === "inlineCode" || current.type === "code") parts.push(current.value);
    else if (current.type === "image" || current.type === "imageReference") parts.push(current.alt ?? "");
    else if (current.type === "break") parts.push("\n");
    if ("children" in current) {
      if (!PHRASING_PARENTS.has(current.type)) parts.push(" ");
      for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i]!);
    }
  }
  return parts.join("").trim();
}

/** `node`'s content as its plain text, keeping `node` and what its type requires of its children. */
function flatten(node: Parents): void {
  switch (node.type) {
    case "list":
    case "table":
    case "tableRow":
      for (const child of node.children) flatten(child);
      return;
    default: {
      const text = plainTextOf(node);
      const children: RootContent[] = PHRASING_PARENTS.has(node.type) ? [{ type: "text", value: text }] : text ? [{ type: "paragraph", children: [{ type: "text", value: text }] }] : [];
      (node as { children: RootContent[] }).children = children;
    }
  }
}

/** Every node nested deeper than MAX_DEPTH made its plain text. One walk with its own stack. */
export function capDepth(tree: Root): Root {
  const stack: Array<{ node: Parents; depth: number }> = [{ node: tree, depth: 0 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth >= MAX_DEPTH) flatten(node);
    else for (const child of node.children) if ("children" in child) stack.push({ node: child, depth: depth + 1 });
  }
  return tree;
}

/**
 * Trees read lately, by text: a post's page reads its body twice (the contents list, then the
 * body), the API reads a saved text for its images. Bounded; the oldest goes first. A tree
 * given out is shared: read it, never change it (remark-rehype and the walks here only read).
 */
const parsed = new Map<string, Root>();
const PARSED_KEPT = 8;

/**
 * A post's Markdown as mdast, in time linear in its length. Reference definitions, which
 * markdown-it resolves itself, are kept as `definition` nodes at the end (the first of each
 * label, as it counts): they render nothing, as in remark's tree.
 */
export function parseMarkdown(markdown: string): Root {
  const kept = parsed.get(markdown);
  if (kept) return kept;
  const env: { references?: Record<string, { href: string; title: string }> } = {};
  const root = capDepth(toMdast(md.parse(capContainerMarkers(markdown), env)));
  // www. and e-mail addresses as links, by remark-gfm's own rules (any domain, GitHub's
  // trailing punctuation and parentheses), over the text nodes of the bounded tree.
  linkAddresses(root);
  for (const [label, { href, title }] of Object.entries(env.references ?? {})) {
    root.children.push({ type: "definition", identifier: label.toLowerCase(), label, url: href, title: title || null });
  }
  if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
  parsed.set(markdown, root);
  return root;
}

/**
 * A unified plugin that reads Markdown with parseMarkdown: used in place of remark-parse and
 * remark-gfm, by react-markdown (after its own remark-parse, whose parser it replaces) and by
 * the server's pipeline (./markdown.ts).
 */
export const remarkPostParser: Plugin<[], string, Root> = function (this: Processor) {
  this.parser = (document: string) => parseMarkdown(document);
};

/**
 * The remark plugins a post's Markdown is read with, for react-markdown's `remarkPlugins` and
 * anything that must read a text exactly as the page does (which uploads it names).
 */
export const POST_REMARK_PLUGINS: PluggableList = [remarkPostParser];
