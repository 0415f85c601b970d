// The post editor's formatting, as plain functions of the text and the selection: what to
// put where, and what to select after. No DOM here (editor-commands.ts applies an edit to a
// textarea so that Ctrl/Cmd+Z undoes it), so every rule is tested on its own.

export type FormatKind =
  | "bold"
  | "italic"
  | "heading"
  | "link"
  | "quote"
  | "code"
  | "codeBlock"
  | "bulletList"
  | "numberedList";

/** The text and what is selected in it (start = end: the cursor). */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

/** Replace text[from, to) with `insert`, then select [selectStart, selectEnd) of the result. */
export interface Edit {
  from: number;
  to: number;
  insert: string;
  selectStart: number;
  selectEnd: number;
}

const WRAPS: Partial<Record<FormatKind, { marker: string; placeholder: string }>> = {
  bold: { marker: "**", placeholder: "bold text" },
  italic: { marker: "_", placeholder: "italic text" },
  code: { marker: "`", placeholder: "code" },
};

/** Wraps the selection in a marker (or unwraps it when it is already wrapped). */
function wrap({ text, start, end }: TextSelection, marker: string, placeholder: string): Edit {
  const selected = text.slice(start, end);
  const m = marker.length;
  // Already wrapped, markers outside the selection: take them away.
  if (text.slice(start - m, start) === marker && text.slice(end, end + m) === marker) {
    return { from: start - m, to: end + m, insert: selected, selectStart: start - m, selectEnd: end - m };
  }
  // Already wrapped, markers inside the selection.
  if (selected.length >= 2 * m && selected.startsWith(marker) && selected.endsWith(marker)) {
    const inner = selected.slice(m, selected.length - m);
    return { from: start, to: end, insert: inner, selectStart: start, selectEnd: start + inner.length };
  }
  // Spaces at the ends of a selection stay outside the markers (**word** , not ** word **).
  const lead = selected.length - selected.trimStart().length;
  const trail = selected.length - selected.trimEnd().length;
  const core = selected.trim() || placeholder;
  const insert = `${selected.slice(0, lead)}${marker}${core}${marker}${selected.slice(selected.length - trail)}`;
  const coreStart = start + lead + m;
  return { from: start, to: end, insert, selectStart: coreStart, selectEnd: coreStart + core.length };
}

/** The whole lines the selection touches. */
function lineRange({ text, start, end }: TextSelection): { from: number; to: number } {
  const from = text.lastIndexOf("\n", start - 1) + 1;
  // A selection ending at the very start of a line does not take that line.
  const last = end > start && text[end - 1] === "\n" ? end - 1 : end;
  const next = text.indexOf("\n", last);
  return { from, to: next === -1 ? text.length : next };
}

/**
 * Puts a prefix before each line, replacing a prefix of its kind (`pattern`: a level 3
 * heading becomes level 2), or takes it away when every line already has this very prefix
 * (`applied`).
 */
function prefixLines(selection: TextSelection, prefixOf: (index: number) => string, pattern: RegExp, applied: RegExp = pattern): Edit {
  const { from, to } = lineRange(selection);
  const lines = selection.text.slice(from, to).split("\n");
  const all = lines.some((line) => line.trim() !== "") && lines.every((line) => applied.test(line) || line.trim() === "");
  const changed = all
    ? lines.map((line) => line.replace(pattern, ""))
    : lines.map((line, index) => (line.trim() === "" && lines.length > 1 ? line : `${prefixOf(index)}${line.replace(pattern, "")}`));
  const insert = changed.join("\n");
  // A cursor on an empty line lands after the new prefix, ready to type.
  if (selection.start === selection.end && lines.length === 1) {
    const caret = from + insert.length;
    return { from, to, insert, selectStart: caret, selectEnd: caret };
  }
  return { from, to, insert, selectStart: from, selectEnd: from + insert.length };
}

/** Text on its own lines: a blank line before and after it unless the text already has one. */
function asBlock(text: string, from: number, to: number, block: string): { insert: string; offset: number } {
  const before = text.slice(0, from);
  const after = text.slice(to);
  const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  return { insert: `${lead}${block}${trail}`, offset: lead.length };
}

/** The edit a toolbar button or shortcut makes to the text. */
export function formatEdit(kind: FormatKind, selection: TextSelection): Edit {
  const { text, start, end } = selection;
  const wrapping = WRAPS[kind];
  if (wrapping) return wrap(selection, wrapping.marker, wrapping.placeholder);
  switch (kind) {
    case "link": {
      const selected = text.slice(start, end);
      const isUrl = /^https?:\/\/\S+$/i.test(selected.trim());
      if (isUrl) {
        const insert = `[link text](${selected.trim()})`;
        return { from: start, to: end, insert, selectStart: start + 1, selectEnd: start + 1 + "link text".length };
      }
      const label = selected || "link text";
      const insert = `[${label}](https://)`;
      const urlStart = start + label.length + 3;
      return { from: start, to: end, insert, selectStart: urlStart, selectEnd: urlStart + "https://".length };
    }
    case "heading":
      return prefixLines(selection, () => "## ", /^#{1,6} /, /^## /);
    case "quote":
      return prefixLines(selection, () => "> ", /^> ?/);
    case "bulletList":
      return prefixLines(selection, () => "- ", /^[-*+] /);
    case "numberedList":
      return prefixLines(selection, (index) => `${index + 1}. `, /^\d+\. /);
    case "codeBlock": {
      const { from, to } = start === end ? { from: start, to: end } : lineRange(selection);
      const body = text.slice(from, to) || "code";
      const { insert, offset } = asBlock(text, from, to, "```\n" + body + "\n```");
      const bodyStart = from + offset + 4;
      return { from, to, insert, selectStart: bodyStart, selectEnd: bodyStart + body.length };
    }
    default:
      return { from: start, to: end, insert: text.slice(start, end), selectStart: start, selectEnd: end };
  }
}

/** Markdown for images, each as its own paragraph, to insert at the cursor. */
export function imageEdit(selection: TextSelection, images: Array<{ url: string; alt: string; caption?: string }>): Edit {
  const markdown = images
    .map(({ url, alt, caption }) => `![${escapeAlt(alt)}](${url}${caption?.trim() ? ` "${caption.trim().replace(/"/g, "'")}"` : ""})`)
    .join("\n\n");
  const block = asBlock(selection.text, selection.start, selection.end, markdown);
  // At the end of the text the cursor goes to a new paragraph below the image, ready for
  // the next words (elsewhere it lands where the text after it starts).
  const insert = selection.end === selection.text.length ? `${block.insert}\n\n` : block.insert;
  const caret = selection.start + insert.length;
  return { from: selection.start, to: selection.end, insert, selectStart: caret, selectEnd: caret };
}

/** An alt text inside ![…]: brackets and backslashes would end or bend it. */
export const escapeAlt = (alt: string) => alt.replace(/[\\[\]]/g, (char) => `\\${char}`).replace(/\s+/g, " ").trim();

/** "IMG_2041 copy.JPG" → "IMG 2041 copy": a file's name as a first alt text, never empty. */
export function altFromFileName(name: string): string {
  const base = name.replace(/\.[a-z0-9]{2,5}$/i, "").replace(/[_-]+/g, " ").replace(/\s+/g, " ").trim();
  // A sentence, as alt text reads: "release-notes.png" is "Release notes".
  return base ? base.charAt(0).toUpperCase() + base.slice(1) : "Image";
}

export type EditorAction = FormatKind | "image";

/**
 * The keyboard shortcuts, with Ctrl (Cmd on Apple devices): `code` is the physical key
 * (KeyboardEvent.code), so Shift+8 is the same key on every layout; `label` is how
 * `aria-keyshortcuts` and the button's title say it.
 */
export const SHORTCUTS: Record<EditorAction, { code: string; shift?: boolean; alt?: boolean; label: string }> = {
  bold: { code: "KeyB", label: "B" },
  italic: { code: "KeyI", label: "I" },
  link: { code: "KeyK", label: "K" },
  code: { code: "KeyE", label: "E" },
  heading: { code: "Digit2", alt: true, label: "Alt+2" },
  quote: { code: "Period", shift: true, label: "Shift+." },
  codeBlock: { code: "KeyC", shift: true, alt: true, label: "Shift+Alt+C" },
  bulletList: { code: "Digit8", shift: true, label: "Shift+8" },
  numberedList: { code: "Digit7", shift: true, label: "Shift+7" },
  image: { code: "KeyI", shift: true, label: "Shift+I" },
};

/** The action a key press asks for, or null. */
export function actionOfKey(event: { code: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean }): EditorAction | null {
  if (!(event.ctrlKey || event.metaKey)) return null;
  for (const [action, shortcut] of Object.entries(SHORTCUTS) as Array<[EditorAction, (typeof SHORTCUTS)[EditorAction]]>) {
    if (shortcut.code === event.code && Boolean(shortcut.shift) === event.shiftKey && Boolean(shortcut.alt) === event.altKey) return action;
  }
  return null;
}

/** A line of three or more -, * or _ (spaces between allowed): a horizontal rule, not a list. */
const THEMATIC_BREAK = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;

/** A list item's start: indent, marker (-, *, + or a number with . or )), its space, and a task box. */
const LIST_ITEM = /^(\s*)([-*+]|(\d{1,9})([.)]))(\s+)(\[[ xX]\]\s+)?/;

/**
 * What Enter does in a list, as in other editors: at the end of (or inside) an item, the next
 * line starts with the next marker ("- ", "3. ", "- [ ] "); on an item with nothing after its
 * marker, the marker goes and the list ends: a blank line, then the cursor. Null where Enter is only a new line: a
 * selection, a line that is no list item, the cursor within the marker, inside a fenced code
 * block.
 */
export function listContinuation({ text, start, end }: TextSelection): Edit | null {
  if (start !== end) return null;
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  const lineEnd = text.indexOf("\n", start) === -1 ? text.length : text.indexOf("\n", start);
  const line = text.slice(lineStart, lineEnd);
  const item = LIST_ITEM.exec(line);
  if (!item || start < lineStart + item[0].length || THEMATIC_BREAK.test(line)) return null;
  if ((text.slice(0, lineStart).match(/^ {0,3}(?:```|~~~)/gm) ?? []).length % 2 === 1) return null;
  const [marker, indent, bullet, number, delimiter, space, task] = item;
  // An empty item ends the list with the blank line Markdown needs before what follows.
  if (text.slice(lineStart + marker.length, lineEnd).trim() === "") {
    return { from: lineStart, to: lineEnd, insert: "\n", selectStart: lineStart + 1, selectEnd: lineStart + 1 };
  }
  const next = number !== undefined ? `${Number(number) + 1}${delimiter}` : bullet;
  const insert = `\n${indent}${next}${space}${task ? "[ ] " : ""}`;
  return { from: start, to: start, insert, selectStart: start + insert.length, selectEnd: start + insert.length };
}

/**
 * True when pasted HTML is worth converting to Markdown (./rich-paste.ts): it has markup
 * plain text would lose. A line copied from a page (text in a <span>) pastes as it is.
 */
export function hasRichText(html: string): boolean {
  return /<(h[1-6]|b|strong|i|em|a|ul|ol|li|blockquote|pre|code|table|img)\b|font-weight|font-style/i.test(html);
}

/**
 * Pasted Markdown (./rich-paste.ts) at the selection: a block (a heading, paragraphs, a
 * list) set apart from the text around it by blank lines, as the toolbar's blocks are; a
 * few inline words (a bold phrase, a link) where the cursor is.
 */
export function pasteEdit(selection: TextSelection, markdown: string): Edit {
  const insert = markdown.includes("\n") || /^(#{1,6} |> |[-*] |\d+\. |```)/.test(markdown)
    ? asBlock(selection.text, selection.start, selection.end, markdown).insert
    : markdown;
  const caret = selection.start + insert.length;
  return { from: selection.start, to: selection.end, insert, selectStart: caret, selectEnd: caret };
}
