/** @jest-environment jsdom */
// The rules of a stale save's merge (conflicts/merge.ts) and of History's diff
// (history/markdown-diff.ts), on their own: no React, no network.
import fc from "fast-check";
import { asText, changedByMe, changedElsewhere, onlyFields, planMerge } from "@/components/admin/conflicts/merge";
import { diffSummary, markdownDiff } from "@/components/admin/history/markdown-diff";

const FIELDS = ["title", "summary", "content", "featured", "status", "publishAt"] as const;
const PUBLISHING = [["status", "publishAt"]] as const;

/** A post as the form reads it (text) and as the server stores it. */
const formText = { title: "Edge caching", summary: "Why it matters", content: "# Edge\n\nText.", featured: "false", status: "published", publishAt: "" };
const stored: Record<string, unknown> = { title: "Edge caching", summary: "Why it matters", content: "# Edge\n\nText.", featured: false, status: "published", publishAt: null };

function plan(change: { now?: Partial<typeof formText>; current?: Record<string, unknown>; files?: string[] }) {
  return planMerge({
    initial: formText,
    now: { ...formText, ...change.now },
    files: change.files ?? [],
    base: stored,
    current: { ...stored, ...change.current },
    fields: FIELDS,
    groups: PUBLISHING,
  });
}

const sorted = (fields: string[]) => [...fields].sort();

describe("planMerge", () => {
  test("a field only the owner changed is sent; nothing to decide", () => {
    expect(plan({ now: { title: "Edge caching, revisited" } })).toEqual({ mine: ["title"], theirs: [], both: [] });
  });

  test("a field only changed elsewhere is kept as saved (not sent), beside the owner's own change", () => {
    const result = plan({ now: { title: "Edge caching, revisited" }, current: { featured: true } });
    expect(result).toEqual({ mine: ["title"], theirs: ["featured"], both: [] });
  });

  test("a field both changed to different values is the owner's to decide, and only that one", () => {
    const result = plan({
      now: { title: "Mine", summary: "Only mine" },
      current: { title: "Theirs", content: "Only theirs" },
    });
    expect(result.both).toEqual(["title"]);
    expect(result.mine).toEqual(["summary"]);
    expect(result.theirs).toEqual(["content"]);
  });

  test("both sides made the same change: no conflict, and it is not counted as theirs alone", () => {
    const result = plan({ now: { title: "Same words" }, current: { title: "Same words" } });
    expect(result.both).toEqual([]);
    expect(result.theirs).not.toContain("title");
  });

  test("the same value compares as text: a checkbox's 'true' equals a stored true, spaces around text do not count", () => {
    const result = plan({ now: { featured: "true", title: "  Renamed " }, current: { featured: true, title: "Renamed" } });
    expect(result.both).toEqual([]);
  });

  test("publishing is one decision: a change to the status carries the time with it", () => {
    const result = plan({ now: { status: "draft" } });
    expect(sorted(result.mine)).toEqual(["publishAt", "status"]);
    expect(result.both).toEqual([]);
  });

  test("the owner's status and a schedule set elsewhere meet as one conflict on both members", () => {
    const result = plan({ now: { status: "draft" }, current: { publishAt: "2030-01-01T09:00:00.000Z" } });
    expect(sorted(result.both)).toEqual(["publishAt", "status"]);
    expect(result.mine).toEqual([]);
    expect(result.theirs).toEqual([]);
  });

  test("a schedule changed elsewhere only is kept whole (status and time)", () => {
    const result = plan({ now: { title: "Mine" }, current: { publishAt: "2030-01-01T09:00:00.000Z" } });
    expect(sorted(result.theirs)).toEqual(["publishAt", "status"]);
    expect(result.mine).toEqual(["title"]);
  });

  test("a file the owner chose counts as their change even when the text is the same", () => {
    const result = planMerge({
      initial: { title: "Fieldnotes" },
      now: { title: "Fieldnotes" },
      files: ["logo"],
      base: { title: "Fieldnotes", logo: "/uploads/a.png" },
      current: { title: "Fieldnotes", logo: "/uploads/a.png" },
      fields: ["title", "logo"],
    });
    expect(result).toEqual({ mine: ["logo"], theirs: [], both: [] });
  });

  test("a file the owner chose while the saved one was replaced elsewhere is a conflict", () => {
    const result = planMerge({
      initial: { title: "Fieldnotes" },
      now: { title: "Fieldnotes" },
      files: ["logo"],
      base: { title: "Fieldnotes", logo: "/uploads/a.png" },
      current: { title: "Fieldnotes", logo: "/uploads/b.png" },
      fields: ["title", "logo"],
    });
    expect(result.both).toEqual(["logo"]);
    expect(result.mine).toEqual([]);
  });

  test("fields the form does not know are never reported as changed elsewhere", () => {
    expect([...changedElsewhere({ title: "a", views: 1 }, { title: "a", views: 2 }, ["title"])]).toEqual([]);
  });

  test("changedByMe: a key missing on one side reads as empty", () => {
    expect([...changedByMe({ tags: "" }, {}, [])]).toEqual([]);
    expect([...changedByMe({}, { tags: "x" }, [])]).toEqual(["tags"]);
  });

  test("asText reads stored values as the form writes them", () => {
    expect(asText(null)).toBe("");
    expect(asText(undefined)).toBe("");
    expect(asText(true)).toBe("true");
    expect(asText(3)).toBe("3");
    expect(asText("  a ")).toBe("a");
    expect(asText(["a", "b"])).toBe('["a","b"]');
  });

  describe("property: every field lands in one place, and every real conflict is asked", () => {
    const fieldNames = ["a", "b", "c", "d", "e"];
    // Few values, so that sides often agree by chance (the interesting case).
    const value = fc.constantFrom("", "x", "y", " x ");
    const side = fc.record(Object.fromEntries(fieldNames.map((name) => [name, value])) as Record<string, fc.Arbitrary<string>>);
    const input = fc.record({
      initial: side,
      now: side,
      base: side,
      current: side,
      files: fc.subarray(fieldNames),
      fields: fc.subarray(fieldNames, { minLength: 1 }),
      grouped: fc.boolean(),
    });

    test("mine, theirs and both never share a field; conflicts are exactly the fields both changed to different values", () => {
      fc.assert(
        fc.property(input, ({ initial, now, base, current, files, fields, grouped }) => {
          const groups = grouped ? [["a", "b"]] : [];
          const result = planMerge({ initial, now, files, base, current, fields, groups });
          const mine = new Set(result.mine);
          const theirs = new Set(result.theirs);
          const both = new Set(result.both);
          for (const field of mine) expect(theirs.has(field) || both.has(field)).toBe(false);
          for (const field of theirs) expect(both.has(field)).toBe(false);
          // No duplicates inside a list either.
          expect(mine.size).toBe(result.mine.length);
          expect(theirs.size).toBe(result.theirs.length);
          expect(both.size).toBe(result.both.length);

          const byMe = changedByMe(initial, now, files, groups);
          const elsewhere = changedElsewhere(base, current, fields, groups);
          for (const field of fieldNames) {
            const changedHere = initial[field] !== now[field] || files.includes(field);
            const changedThere = fields.includes(field) && base[field] !== current[field];
            const differs = files.includes(field) || asText(now[field]) !== asText(current[field]);
            // Without groups, the plain rule holds field by field.
            if (!grouped && changedHere && changedThere && differs) expect(both.has(field)).toBe(true);
            // What the owner changed is never dropped: sent, or asked.
            if (byMe.has(field)) expect(mine.has(field) || both.has(field)).toBe(true);
            // What changed elsewhere only is kept as saved.
            if (elsewhere.has(field) && !byMe.has(field)) expect(theirs.has(field)).toBe(true);
            // Nothing unchanged on both sides is reported at all.
            if (!byMe.has(field) && !elsewhere.has(field)) expect(mine.has(field) || theirs.has(field) || both.has(field)).toBe(false);
          }
          // A group moves whole: the owner's side (sent or asked) holds all its members or none,
          // and so does the side kept as saved.
          for (const group of groups) {
            const ours = group.filter((field) => mine.has(field) || both.has(field)).length;
            const kept = group.filter((field) => theirs.has(field)).length;
            expect([0, group.length]).toContain(ours);
            expect([0, group.length]).toContain(kept);
          }
        }),
        { numRuns: 500 },
      );
    });
  });
});

describe("onlyFields", () => {
  test("keeps only the named keys, files included, every value of a repeated key, in order", () => {
    const logo = new File(["png"], "logo.png", { type: "image/png" });
    const body = new FormData();
    body.append("title", "Fieldnotes");
    body.append("logo", logo);
    body.append("tags", "a");
    body.append("tags", "b");
    body.append("summary", "Left alone");
    body.append("screenshot", "");

    const kept = onlyFields(body, new Set(["title", "logo", "tags", "screenshot"]));
    expect([...kept.keys()]).toEqual(["title", "logo", "tags", "tags", "screenshot"]);
    expect(kept.get("title")).toBe("Fieldnotes");
    const file = kept.get("logo") as File;
    expect(file).toBeInstanceOf(File);
    expect([file.name, file.type, file.size]).toEqual(["logo.png", "image/png", 3]);
    expect(kept.getAll("tags")).toEqual(["a", "b"]);
    expect(kept.get("screenshot")).toBe(""); // a removal is kept as the API's "remove"
    expect(kept.has("summary")).toBe(false);
    // The original body is untouched.
    expect(body.has("summary")).toBe(true);
  });

  test("an empty set keeps nothing", () => {
    const body = new FormData();
    body.append("title", "x");
    expect([...onlyFields(body, new Set()).keys()]).toEqual([]);
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
