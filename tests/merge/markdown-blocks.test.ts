/** @jest-environment node */
// How a field's Markdown is cut into blocks for the three-way merge (src/lib/merge/markdown-blocks.ts).
import fc from "fast-check";
import { markdownBlocks, splitLines } from "@/lib/merge/markdown-blocks";

describe("markdownBlocks", () => {
  test("paragraphs and headings, each with the blank lines after it", () => {
    expect(markdownBlocks("# Edge caching\n\nFirst paragraph,\nstill the first.\n\n\nSecond.\n## Next\nText")).toEqual([
      "# Edge caching\n\n",
      "First paragraph,\nstill the first.\n\n\n",
      "Second.\n",
      "## Next\n",
      "Text",
    ]);
  });

  test("a fenced code block is one block, blank lines and list-like lines inside it included", () => {
    expect(markdownBlocks("Before\n\n```ts\nconst a = 1;\n\n- not a list\n```\n\nAfter\n")).toEqual([
      "Before\n\n",
      "```ts\nconst a = 1;\n\n- not a list\n```\n\n",
      "After\n",
    ]);
    expect(markdownBlocks("~~~~\n```\nstill code\n~~~\n~~~~\nafter")).toEqual(["~~~~\n```\nstill code\n~~~\n~~~~\n", "after"]);
  });

  test("an unclosed fence runs to the end", () => {
    expect(markdownBlocks("Text\n\n```\ncode\n\nmore code\n")).toEqual(["Text\n\n", "```\ncode\n\nmore code\n"]);
  });

  test("list items, table rows and quote lines are one block per line", () => {
    expect(markdownBlocks("Intro:\n- one\n- two\n  1. nested\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n> quoted\n> more\n")).toEqual([
      "Intro:\n",
      "- one\n",
      "- two\n",
      "  1. nested\n\n",
      "| a | b |\n",
      "| - | - |\n",
      "| 1 | 2 |\n\n",
      "> quoted\n",
      "> more\n",
    ]);
  });

  test("a table without outer pipes: its header, delimiter and rows", () => {
    expect(markdownBlocks("a | b\n--- | ---\n1 | 2\n3 | 4\n\nAfter")).toEqual(["a | b\n", "--- | ---\n", "1 | 2\n", "3 | 4\n\n", "After"]);
  });

  test("\\r\\n line endings stay with their blocks", () => {
    expect(markdownBlocks("Title\r\n\r\n- a\r\n- b\r\n\r\nEnd")).toEqual(["Title\r\n\r\n", "- a\r\n", "- b\r\n\r\n", "End"]);
  });

  test("blank lines at the start are a block of their own; nothing gives no blocks", () => {
    expect(markdownBlocks("\n \n\nText")).toEqual(["\n \n\n", "Text"]);
    expect(markdownBlocks("")).toEqual([]);
    expect(markdownBlocks("\n\n")).toEqual(["\n\n"]);
  });

  test("a setext heading's underline stays with its text", () => {
    expect(markdownBlocks("Title\n-----\n\nText")).toEqual(["Title\n-----\n\n", "Text"]);
    expect(markdownBlocks("a | b\n---\nText")).toEqual(["a | b\n---\nText"]);
  });

  describe("properties", () => {
    // Text made of Markdown's moving parts, so that fences, lists and tables meet often.
    const markdownish = fc
      .array(fc.constantFrom("```", "~~~", "````", "- ", "1. ", "> ", "| ", "|", "---", "# ", "a", "b c", " ", "\t", "\n", "\n", "\r\n", "\r", "`"), { maxLength: 60 })
      .map((parts) => parts.join(""));
    const anyText = fc.oneof(fc.string({ unit: "grapheme", maxLength: 200 }), fc.string({ unit: "binary", maxLength: 200 }), markdownish);

    test("the blocks join back into exactly the text; none is empty; only the last may lack a line ending", () => {
      fc.assert(
        fc.property(anyText, (text) => {
          const blocks = markdownBlocks(text);
          expect(blocks.join("")).toBe(text);
          expect(blocks.every((block) => block.length > 0)).toBe(true);
          expect(blocks.slice(0, -1).every((block) => block.endsWith("\n"))).toBe(true);
        }),
        { numRuns: 300 },
      );
    });

    test("splitLines joins back into the text", () => {
      fc.assert(
        fc.property(anyText, (text) => {
          expect(splitLines(text).join("")).toBe(text);
        }),
        { numRuns: 200 },
      );
    });
  });
});
