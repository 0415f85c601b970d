// Markdown cut into blocks for a three-way merge (./three-way.ts): pure, no DOM.
//
// A block is what two people usually change independently: a paragraph or a heading, a
// fenced code block whole, and one line of a list, a table or a block quote (so that two
// devices each adding an item to one list can merge). The cut is exact: every character of
// the text is in exactly one block, in order, so `markdownBlocks(text).join("") === text` for
// any string. A block carries its own line endings (\n or \r\n) and the blank lines that
// follow it; blank lines at the very start of the text are a block of their own.
//
// It is a reading of the text's shape, not a Markdown parser: where it cuts finer than
// CommonMark would (a line starting "1986. " inside a paragraph), the merge is only finer.

/** The text's lines, each with its own line ending (the last may have none). Joined, they are the text. */
export function splitLines(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  while (start < text.length) {
    const end = text.indexOf("\n", start);
    if (end < 0) {
      lines.push(text.slice(start));
      break;
    }
    lines.push(text.slice(start, end + 1));
    start = end + 1;
  }
  return lines;
}

/** A line without its line ending. */
const content = (line: string) => line.replace(/\r?\n$/, "");

export const isBlankLine = (line: string) => /^[ \t]*$/.test(content(line));

const FENCE_OPEN = /^[ \t]*(`{3,}|~{3,})(.*)$/;
const HEADING = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const LIST_ITEM = /^[ \t]*(?:[-+*]|\d{1,9}[.)])[ \t]/;
const QUOTE = /^ {0,3}>/;
const PIPE_ROW = /^[ \t]*\|/;
/** A table's delimiter row (`| --- | :-: |`, `---|---`). */
const DELIMITER_ROW = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;

/** The fence a line opens (its character and length), if it opens one. */
function fenceOf(line: string): { char: string; length: number } | undefined {
  const match = FENCE_OPEN.exec(content(line));
  if (!match) return undefined;
  const fence = match[1];
  // A backtick fence's info string cannot hold a backtick (CommonMark).
  if (fence[0] === "`" && match[2].includes("`")) return undefined;
  return { char: fence[0], length: fence.length };
}

function closesFence(line: string, fence: { char: string; length: number }): boolean {
  const match = /^[ \t]*(`{3,}|~{3,})[ \t]*$/.exec(content(line));
  return !!match && match[1][0] === fence.char && match[1].length >= fence.length;
}

/** A table's header: a line with a pipe whose next line is a delimiter row (with a pipe: `---` alone underlines a heading). */
function isTableHeader(lines: readonly string[], index: number): boolean {
  const next = lines[index + 1];
  return content(lines[index]).includes("|") && next !== undefined && content(next).includes("|") && DELIMITER_ROW.test(content(next));
}

/** One line that is a block by itself: a heading, a list item, a block-quote line, a table row. */
function isLineBlock(line: string): boolean {
  const text = content(line);
  return HEADING.test(text) || LIST_ITEM.test(text) || QUOTE.test(text) || PIPE_ROW.test(text);
}

/**
 * The kind of a line that is a block of its own and sits next to its like without a blank
 * line between (a list's items, a quote's lines, a table's rows); undefined for other lines.
 */
export function lineKind(line: string): "item" | "quote" | "row" | undefined {
  const text = content(line);
  if (LIST_ITEM.test(text)) return "item";
  if (QUOTE.test(text)) return "quote";
  if (text.includes("|")) return "row";
  return undefined;
}

/** Whether the line ends a paragraph before it (starts a block of another kind). */
function startsBlock(lines: readonly string[], index: number): boolean {
  return isLineBlock(lines[index]) || !!fenceOf(lines[index]) || isTableHeader(lines, index);
}

export function markdownBlocks(text: string): string[] {
  const lines = splitLines(text);
  const blocks: string[] = [];
  let index = 0;
  let inTable = false;

  const leading = index;
  while (index < lines.length && isBlankLine(lines[index])) index++;
  if (index > leading) blocks.push(lines.slice(leading, index).join(""));

  while (index < lines.length) {
    const start = index;
    const fence = fenceOf(lines[index]);
    if (fence) {
      inTable = false;
      index++;
      while (index < lines.length && !closesFence(lines[index], fence)) index++;
      if (index < lines.length) index++; // the closing fence; unclosed, the block runs to the end
    } else if (PIPE_ROW.test(content(lines[index])) || isTableHeader(lines, index)) {
      inTable = true;
      index++;
    } else if (isLineBlock(lines[index])) {
      inTable = false;
      index++;
    } else if (inTable) {
      // A row of a table without a leading pipe (GFM: the table runs to a blank line).
      index++;
    } else {
      index++;
      while (index < lines.length && !isBlankLine(lines[index]) && !startsBlock(lines, index)) index++;
    }
    const bodyEnd = index;
    while (index < lines.length && isBlankLine(lines[index])) index++;
    if (index > bodyEnd) inTable = false;
    blocks.push(lines.slice(start, index).join(""));
  }
  return blocks;
}
