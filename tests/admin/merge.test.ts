// History's diff (history/markdown-diff.ts) and the value rules it shares with a stale save's
// merge (@/lib/merge/fields: how a stored value reads as the form's text, what each side
// changed), on their own: no React, no network. The merge itself (planMerge, the three-way
// merge of a text by blocks, resolvePlan) is tested in tests/merge; the merged attempt's body
// (bodyOf) in save-machine.test.ts.
import fc from "fast-check";
import { asText, changedByMe, changedElsewhere } from "@/lib/merge/fields";
import { diffSummary, markdownDiff } from "@/components/admin/history/markdown-diff";

describe("the value rules History and the merge share", () => {
  test("asText reads stored values as the form writes them", () => {
    expect(asText(null)).toBe("");
    expect(asText(undefined)).toBe("");
    expect(asText(true)).toBe("true");
    expect(asText(3)).toBe("3");
    expect(asText("  a ")).toBe("a");
    expect(asText(["a", "b"])).toBe('["a","b"]');
  });

  test("changedByMe: a key missing on one side reads as empty; a chosen file counts; a group changes whole", () => {
    expect([...changedByMe({ tags: "" }, {}, [])]).toEqual([]);
    expect([...changedByMe({}, { tags: "x" }, [])]).toEqual(["tags"]);
    expect([...changedByMe({ title: "a" }, { title: "a" }, ["logo"])]).toEqual(["logo"]);
    expect([...changedByMe({ status: "published", publishAt: "" }, { status: "draft", publishAt: "" }, [], [["status", "publishAt"]])].sort()).toEqual([
      "publishAt",
      "status",
    ]);
  });

  test("changedElsewhere: only fields the form knows, compared as stored (a list, a flag)", () => {
    expect([...changedElsewhere({ title: "a", views: 1 }, { title: "a", views: 2 }, ["title"])]).toEqual([]);
    expect([...changedElsewhere({ tags: ["a"], featured: false }, { tags: ["a", "b"], featured: false }, ["tags", "featured"])]).toEqual(["tags"]);
    expect([...changedElsewhere({ publishAt: null }, { publishAt: undefined }, ["publishAt"])]).toEqual([]);
  });
});

describe("markdownDiff", () => {
  const lines = (count: number, prefix = "line") => Array.from({ length: count }, (_, i) => `${prefix} ${i + 1}`);

  test("one changed line in the middle: marked removed and added, two lines of context each side, the rest folded", () => {
    const before = lines(10).join("\n");
    const after = lines(10)
      .map((line) => (line === "line 5" ? "line five" : line))
      .join("\n");
    expect(markdownDiff(before, after)).toEqual([
      { kind: "folded", count: 2 },
      { kind: "same", text: "line 3" },
      { kind: "same", text: "line 4" },
      { kind: "removed", text: "line 5" },
      { kind: "added", text: "line five" },
      { kind: "same", text: "line 6" },
      { kind: "same", text: "line 7" },
      { kind: "folded", count: 3 },
    ]);
  });

  test("two changes far apart: the unchanged run between them is folded, each keeps its context", () => {
    const before = lines(20);
    const after = [...before];
    after[1] = "second, edited";
    after[17] = "eighteenth, edited";
    const rows = markdownDiff(before.join("\n"), after.join("\n"));
    expect(rows).toEqual([
      { kind: "same", text: "line 1" },
      { kind: "removed", text: "line 2" },
      { kind: "added", text: "second, edited" },
      { kind: "same", text: "line 3" },
      { kind: "same", text: "line 4" },
      { kind: "folded", count: 11 },
      { kind: "same", text: "line 16" },
      { kind: "same", text: "line 17" },
      { kind: "removed", text: "line 18" },
      { kind: "added", text: "eighteenth, edited" },
      { kind: "same", text: "line 19" },
      { kind: "same", text: "line 20" },
    ]);
  });

  test("lines only added at the end", () => {
    const rows = markdownDiff("# Title\n\nIntro.\n", "# Title\n\nIntro.\n\n## More\n");
    expect(rows.filter((row) => row.kind === "added")).toEqual([
      { kind: "added", text: "" },
      { kind: "added", text: "## More" },
    ]);
    expect(rows.some((row) => row.kind === "removed")).toBe(false);
    expect(diffSummary(rows)).toBe("2 lines added");
  });

  test("the same text: one folded run, nothing marked", () => {
    const text = lines(6).join("\n");
    expect(markdownDiff(text, text)).toEqual([{ kind: "folded", count: 6 }]);
    expect(diffSummary(markdownDiff(text, text))).toBe("The same text.");
  });

  test("from nothing, and to nothing", () => {
    expect(markdownDiff("", "a\nb")).toEqual([
      { kind: "added", text: "a" },
      { kind: "added", text: "b" },
    ]);
    expect(markdownDiff("a\nb\n", "")).toEqual([
      { kind: "removed", text: "a" },
      { kind: "removed", text: "b" },
    ]);
  });

  test("short unchanged runs (within the context) are shown, not folded", () => {
    const rows = markdownDiff("a\nb\nc", "A\nb\nC");
    expect(rows.some((row) => row.kind === "folded")).toBe(false);
    expect(rows).toContainEqual({ kind: "same", text: "b" });
  });

  test("property: every line of both texts is accounted for (shown or folded), never two folds in a row", () => {
    const text = fc.array(fc.constantFrom("alpha", "beta", "gamma", "", "## h"), { maxLength: 14 }).map((ls) => ls.join("\n"));
    fc.assert(
      fc.property(text, text, (before, after) => {
        const rows = markdownDiff(before, after);
        const count = (value: string) => {
          const ls = value.split("\n");
          if (ls.at(-1) === "") ls.pop();
          return ls.length;
        };
        const shown = (kinds: string[]) =>
          rows.reduce((sum, row) => sum + (row.kind === "folded" ? row.count : kinds.includes(row.kind) ? 1 : 0), 0);
        expect(shown(["same", "removed"])).toBe(count(before));
        expect(shown(["same", "added"])).toBe(count(after));
        // Never two folded runs in a row.
        rows.forEach((row, i) => {
          if (row.kind === "folded") expect(rows[i + 1]?.kind).not.toBe("folded");
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe("diffSummary", () => {
  test.each([
    [[{ kind: "added", text: "a" }], "1 line added"],
    [[{ kind: "added", text: "a" }, { kind: "added", text: "b" }, { kind: "added", text: "c" }], "3 lines added"],
    [[{ kind: "removed", text: "a" }], "1 removed"],
    [[{ kind: "removed", text: "a" }, { kind: "removed", text: "b" }, { kind: "added", text: "c" }], "1 line added, 2 removed"],
    [[{ kind: "folded", count: 40 }, { kind: "same", text: "x" }], "The same text."],
  ] as const)("%j → %s", (rows, summary) => {
    expect(diffSummary([...rows])).toBe(summary);
  });
});
