// The post editor's formatting rules (src/components/admin/editor/markdown-format.ts): what
// each toolbar button and shortcut does to the text and the selection.
import fc from "fast-check";
import {
  actionOfKey,
  altFromFileName,
  escapeAlt,
  formatEdit,
  imageEdit,
  listContinuation,
  type Edit,
  type FormatKind,
  type TextSelection,
} from "@/components/admin/editor/markdown-format";

/** The text after an edit, and what it selects. */
function apply(selection: TextSelection, edit: Edit) {
  const text = selection.text.slice(0, edit.from) + edit.insert + selection.text.slice(edit.to);
  return { text, selected: text.slice(edit.selectStart, edit.selectEnd) };
}

/** `text` with [ and ] marking the selection: "a [word] b". */
function at(marked: string): TextSelection {
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  return { text: marked.replace("[", "").replace("]", ""), start, end };
}

const run = (kind: FormatKind, marked: string) => apply(at(marked), formatEdit(kind, at(marked)));

describe("wrapping the selection", () => {
  test.each([
    ["bold", "a [word] b", "a **word** b", "word"],
    ["italic", "a [word] b", "a _word_ b", "word"],
    ["code", "call [fetch()] now", "call `fetch()` now", "fetch()"],
  ] as const)("%s wraps it and keeps it selected", (kind, before, after, selected) => {
    expect(run(kind, before)).toEqual({ text: after, selected });
  });

  test("with nothing selected, a placeholder is inserted and selected, ready to type over", () => {
    expect(run("bold", "start [] end")).toEqual({ text: "start **bold text** end", selected: "bold text" });
  });

  test("spaces at the ends of the selection stay outside the markers", () => {
    expect(run("bold", "a[ word ]b").text).toBe("a **word** b");
  });

  test("pressed again, it unwraps (markers outside or inside the selection)", () => {
    expect(run("bold", "a **[word]** b")).toEqual({ text: "a word b", selected: "word" });
    expect(run("italic", "a [_word_] b")).toEqual({ text: "a word b", selected: "word" });
  });
});

describe("links", () => {
  test("a selected word becomes the link's text, and the address is selected to be typed", () => {
    expect(run("link", "see [the docs] here")).toEqual({ text: "see [the docs](https://) here", selected: "https://" });
  });
  test("a selected address becomes the link's target, its text selected", () => {
    expect(run("link", "[https://example.com/a]")).toEqual({ text: "[link text](https://example.com/a)", selected: "link text" });
  });
});

describe("lines", () => {
  test("heading, quote and lists prefix every line the selection touches", () => {
    expect(run("heading", "intro\n[Title]\nmore").text).toBe("intro\n## Title\nmore");
    expect(run("quote", "[one\ntwo]").text).toBe("> one\n> two");
    expect(run("bulletList", "[one\ntwo\nthree]").text).toBe("- one\n- two\n- three");
    expect(run("numberedList", "[one\ntwo\nthree]").text).toBe("1. one\n2. two\n3. three");
  });

  test("pressed again on lines that all have it, the prefix goes", () => {
    expect(run("bulletList", "[- one\n- two]").text).toBe("one\ntwo");
    expect(run("heading", "[## Title]").text).toBe("Title");
  });

  test("a heading replaces another level; a cursor on an empty line lands after the prefix", () => {
    expect(run("heading", "[### Old]").text).toBe("## Old");
    const empty = at("para\n[]");
    const edit = formatEdit("bulletList", empty);
    expect(apply(empty, edit).text).toBe("para\n- ");
    expect(edit.selectStart).toBe("para\n- ".length);
  });
});

describe("code blocks", () => {
  test("selected lines are fenced, on their own, with blank lines around", () => {
    expect(run("codeBlock", "text\n[let a = 1;]\nmore").text).toBe("text\n\n```\nlet a = 1;\n```\n\nmore");
  });
  test("at the cursor, an empty block with 'code' selected", () => {
    expect(run("codeBlock", "[]")).toEqual({ text: "```\ncode\n```", selected: "code" });
  });
});

describe("images", () => {
  test("each image is its own paragraph at the cursor, with its alt text and caption", () => {
    const selection = at("Before.[]After.");
    const edit = imageEdit(selection, [
      { url: "/uploads/a.webp", alt: "A chart", caption: 'Fig. 1 "left"' },
      { url: "/uploads/b.webp", alt: "A [diagram]" },
    ]);
    expect(apply(selection, edit).text).toBe(
      `Before.\n\n![A chart](/uploads/a.webp "Fig. 1 'left'")\n\n![A \\[diagram\\]](/uploads/b.webp)\n\nAfter.`,
    );
  });

  test("an alt text from a file name is readable and never empty", () => {
    expect(altFromFileName("IMG_2041 copy.JPG")).toBe("IMG 2041 copy");
    expect(altFromFileName("release-notes-screenshot.png")).toBe("Release notes screenshot");
    expect(altFromFileName(".png")).toBe("Image");
  });

  test("escapeAlt keeps any alt text inside the brackets (property)", () => {
    fc.assert(
      fc.property(fc.string(), (alt) => {
        const escaped = escapeAlt(alt);
        // No unescaped bracket that would end the alt text early, no line break.
        expect(escaped).not.toMatch(/(^|[^\\])[[\]]/);
        expect(escaped).not.toMatch(/\n/);
      }),
    );
  });
});

describe("Enter in a list", () => {
  /** The text after Enter at the cursor `|`, with `|` where the cursor lands; null: a plain new line. */
  const enter = (marked: string) => {
    const start = marked.indexOf("|");
    const selection = { text: marked.replace("|", ""), start, end: start };
    const edit = listContinuation(selection);
    if (!edit) return null;
    const text = selection.text.slice(0, edit.from) + edit.insert + selection.text.slice(edit.to);
    return `${text.slice(0, edit.selectStart)}|${text.slice(edit.selectStart)}`;
  };

  test("continues the list with the next marker, its indent and its kind", () => {
    expect(enter("- Fewer notifications|")).toBe("- Fewer notifications\n- |");
    expect(enter("* one|\nafter")).toBe("* one\n* |\nafter");
    expect(enter("1. First|")).toBe("1. First\n2. |");
    expect(enter("9) Ninth|")).toBe("9) Ninth\n10) |");
    expect(enter("  - nested|")).toBe("  - nested\n  - |");
    expect(enter("- [x] done|")).toBe("- [x] done\n- [ ] |");
    // Inside an item, the rest of it moves to the new item.
    expect(enter("- split |here")).toBe("- split \n- |here");
  });

  test("on an empty item, ends the list: the marker goes, and a blank line separates what follows", () => {
    expect(enter("- one\n- |")).toBe("- one\n\n|");
    expect(enter("1. one\n2. |\nnext")).toBe("1. one\n\n|\nnext");
  });

  test("a plain new line elsewhere: no list, the cursor in the marker, a selection, a code block", () => {
    expect(enter("Just a paragraph|")).toBeNull();
    expect(enter("-|- not yet an item")).toBeNull();
    expect(enter("-not a list|")).toBeNull();
    expect(enter("```\n- inside code|")).toBeNull();
    expect(enter("- - -|")).toBeNull();
    expect(enter("* * *|")).toBeNull();
    expect(enter("```\ncode\n```\n- after code|")).toBe("```\ncode\n```\n- after code\n- |");
    expect(listContinuation({ text: "- one", start: 2, end: 5 })).toBeNull();
  });
});

test("every kind leaves the text outside the edited range as it was (property)", () => {
  const kinds: FormatKind[] = ["bold", "italic", "heading", "link", "quote", "code", "codeBlock", "bulletList", "numberedList"];
  fc.assert(
    fc.property(fc.string(), fc.nat(), fc.nat(), (text, a, b) => {
      const start = Math.min(a, b) % (text.length + 1);
      const end = Math.max(start, Math.max(a, b) % (text.length + 1));
      return kinds.every((kind) => {
        const edit = formatEdit(kind, { text, start, end });
        return edit.from <= start && edit.to >= end && edit.from >= 0 && edit.to <= text.length && edit.selectStart <= edit.selectEnd;
      });
    }),
  );
});

test("shortcuts: Ctrl (or Cmd) with the physical key, Shift and Alt as each needs", () => {
  const key = (code: string, extra: Partial<{ shiftKey: boolean; altKey: boolean; metaKey: boolean; ctrlKey: boolean }> = {}) =>
    actionOfKey({ code, ctrlKey: true, metaKey: false, shiftKey: false, altKey: false, ...extra });
  expect(key("KeyB")).toBe("bold");
  expect(key("KeyB", { ctrlKey: false, metaKey: true })).toBe("bold");
  expect(key("KeyI")).toBe("italic");
  expect(key("KeyI", { shiftKey: true })).toBe("image");
  expect(key("Digit8", { shiftKey: true })).toBe("bulletList");
  expect(key("Digit2", { altKey: true })).toBe("heading");
  expect(key("KeyB", { ctrlKey: false })).toBeNull();
  expect(key("KeyS")).toBeNull();
});
