/** @jest-environment node */
// The field-level plan of a stale save (409) that the owner's forms use (src/lib/merge/fields.ts):
// the rules of src/components/admin/conflicts/merge.ts, plus text fields merged by blocks.
import fc from "fast-check";
import { asText, changedByMe, changedElsewhere, planMerge, resolvePlan, type MergePlan } from "@/lib/merge/fields";
import type { MergeHunk } from "@/lib/merge/three-way";

const FIELDS = ["title", "summary", "content", "featured", "status", "publishAt"] as const;
const PUBLISHING = [["status", "publishAt"]] as const;
const TEXT = ["summary", "content"] as const;

const CONTENT = "# Edge\n\nCaching at the edge.\n\nThe first request fills the cache.\n\nThat is all.\n";

/** A post as the form reads it (text) and as the server stores it. */
const formText = { title: "Edge caching", summary: "Why it matters", content: CONTENT, featured: "false", status: "published", publishAt: "" };
const stored: Record<string, unknown> = { title: "Edge caching", summary: "Why it matters", content: CONTENT.trim(), featured: false, status: "published", publishAt: null };

function plan(change: { now?: Partial<typeof formText>; current?: Record<string, unknown>; files?: string[] }) {
  return planMerge({
    initial: formText,
    now: { ...formText, ...change.now },
    files: change.files ?? [],
    base: stored,
    current: { ...stored, ...change.current },
    fields: FIELDS,
    groups: PUBLISHING,
    textFields: TEXT,
  });
}

const sorted = (fields: readonly string[]) => [...fields].sort();
const conflictFields = (result: MergePlan) => result.conflicts.map((conflict) => conflict.field);
const whole = (base: string, mine: string, theirs: string): MergeHunk[] => [{ kind: "conflict", base, mine, theirs }];

describe("planMerge: the field rules", () => {
  test("a field only the owner changed is sent; nothing to decide", () => {
    expect(plan({ now: { title: "Edge caching, revisited" } })).toEqual({ mine: ["title"], theirs: [], merged: {}, conflicts: [] });
  });

  test("a field only changed elsewhere is kept as saved (not sent), beside the owner's own change", () => {
    expect(plan({ now: { title: "Edge caching, revisited" }, current: { featured: true } })).toEqual({ mine: ["title"], theirs: ["featured"], merged: {}, conflicts: [] });
  });

  test("a one-line field both changed to different values is one conflict holding the two whole values", () => {
    const result = plan({ now: { title: "Mine", summary: "Only mine" }, current: { title: "Theirs", content: "Only theirs" } });
    expect(result.conflicts).toEqual([{ field: "title", by: "whole", hunks: whole("Edge caching", "Mine", "Theirs") }]);
    expect(result.mine).toEqual(["summary"]);
    expect(result.theirs).toEqual(["content"]);
    expect(result.merged).toEqual({});
  });

  test("both sides made the same change: no conflict, sent as mine, and not counted as theirs", () => {
    const result = plan({ now: { title: "Same words", content: `${CONTENT}\nMore.\n` }, current: { title: "Same words", content: `${CONTENT}\nMore.` } });
    expect(result.conflicts).toEqual([]);
    expect(sorted(result.mine)).toEqual(["content", "title"]);
    expect(result.theirs).toEqual([]);
  });

  test("the same value compares as text: a checkbox's 'true' equals a stored true, spaces around text do not count", () => {
    expect(plan({ now: { featured: "true", title: "  Renamed " }, current: { featured: true, title: "Renamed" } }).conflicts).toEqual([]);
  });

  test("publishing is one decision: a change to the status carries the time with it", () => {
    const result = plan({ now: { status: "draft" } });
    expect(sorted(result.mine)).toEqual(["publishAt", "status"]);
    expect(result.conflicts).toEqual([]);
  });

  test("the owner's status and a schedule set elsewhere meet as one conflict on both members", () => {
    const result = plan({ now: { status: "draft" }, current: { publishAt: "2030-01-01T09:00:00.000Z" } });
    expect(result.conflicts).toEqual([
      { field: "status", by: "whole", hunks: whole("published", "draft", "published"), group: PUBLISHING[0] },
      { field: "publishAt", by: "whole", hunks: whole("", "", "2030-01-01T09:00:00.000Z"), group: PUBLISHING[0] },
    ]);
    expect(result.mine).toEqual([]);
    expect(result.theirs).toEqual([]);
  });

  test("a schedule changed elsewhere only is kept whole (status and time)", () => {
    const result = plan({ now: { title: "Mine" }, current: { publishAt: "2030-01-01T09:00:00.000Z" } });
    expect(sorted(result.theirs)).toEqual(["publishAt", "status"]);
    expect(result.mine).toEqual(["title"]);
  });

  test("a file the owner chose counts as their change even when the text is the same", () => {
    const input = { initial: { title: "Fieldnotes" }, now: { title: "Fieldnotes" }, files: ["logo"], base: { title: "Fieldnotes", logo: "/uploads/a.png" }, fields: ["title", "logo"] };
    expect(planMerge({ ...input, current: { title: "Fieldnotes", logo: "/uploads/a.png" } })).toEqual({ mine: ["logo"], theirs: [], merged: {}, conflicts: [] });
    // Replaced elsewhere too: a conflict, never merged (even if listed as a text field).
    const result = planMerge({ ...input, current: { title: "Fieldnotes", logo: "/uploads/b.png" }, textFields: ["logo"] });
    expect(conflictFields(result)).toEqual(["logo"]);
    expect(result.conflicts[0].by).toBe("whole");
    expect(result.mine).toEqual([]);
  });

  test("fields the form does not know are never reported as changed elsewhere; a missing key reads as empty", () => {
    expect([...changedElsewhere({ title: "a", views: 1 }, { title: "a", views: 2 }, ["title"])]).toEqual([]);
    expect([...changedByMe({ tags: "" }, {}, [])]).toEqual([]);
    expect([...changedByMe({}, { tags: "x" }, [])]).toEqual(["tags"]);
  });

  test("asText reads stored values as the form writes them", () => {
    expect([asText(null), asText(undefined), asText(true), asText(3), asText("  a "), asText(["a", "b"])]).toEqual(["", "", "true", "3", "a", '["a","b"]']);
  });
});

describe("planMerge: text fields merge by blocks", () => {
  test("different paragraphs changed on each side: merged, nothing to decide, the stored trim aside", () => {
    const phone = CONTENT.replace("Caching at the edge.", "Caching at the edge, from the phone.");
    const laptop = `${CONTENT}\nA closing paragraph from the laptop.\n`;
    const result = plan({ now: { content: phone }, current: { content: laptop } });
    expect(result.conflicts).toEqual([]);
    expect(result.mine).toEqual([]);
    expect(result.merged).toEqual({ content: `${phone}\nA closing paragraph from the laptop.` });
  });

  test("both add a paragraph at the end: both kept, the saved one first", () => {
    const result = plan({ now: { content: `${CONTENT}\nFrom the phone.\n` }, current: { content: `${CONTENT}\nFrom the laptop.\n` } });
    expect(result.merged).toEqual({ content: `${CONTENT}\nFrom the laptop.\n\nFrom the phone.\n` });
  });

  test("the same sentence changed on both sides: a conflict per hunk, holding just that paragraph", () => {
    const result = plan({
      now: { content: CONTENT.replace("fills the cache", "fills it") },
      current: { content: CONTENT.replace("fills the cache", "warms the cache") },
    });
    expect(conflictFields(result)).toEqual(["content"]);
    const [conflict] = result.conflicts;
    expect(conflict.by).toBe("blocks");
    const asked = conflict.hunks.filter((hunk) => hunk.kind === "conflict");
    expect(asked.map((hunk) => [hunk.mine.trim(), hunk.theirs.trim()])).toEqual([["The first request fills it.", "The first request warms the cache."]]);
    expect(result.merged).toEqual({});
  });

  test("a field not named a text field is decided whole, even with different paragraphs changed", () => {
    const result = planMerge({
      initial: { body: "One.\n\nTwo." },
      now: { body: "One, mine.\n\nTwo." },
      files: [],
      base: { body: "One.\n\nTwo." },
      current: { body: "One.\n\nTwo, theirs." },
      fields: ["body"],
    });
    expect(result.conflicts).toEqual([{ field: "body", by: "whole", hunks: whole("One.\n\nTwo.", "One, mine.\n\nTwo.", "One.\n\nTwo, theirs.") }]);
  });
});

describe("resolvePlan", () => {
  const now = { ...formText, title: "Mine", summary: "Only mine", content: CONTENT.replace("fills the cache", "fills it"), status: "draft" };
  const result = planMerge({
    initial: formText,
    now,
    files: [],
    base: stored,
    current: { ...stored, title: "Theirs", content: CONTENT.replace("fills the cache", "warms the cache"), publishAt: "2030-01-01T09:00:00.000Z" },
    fields: FIELDS,
    groups: PUBLISHING,
    textFields: TEXT,
  });

  test("the values to send: mine as typed, merged as merged, conflicts as chosen (a group by one choice)", () => {
    expect(sorted(conflictFields(result))).toEqual(["content", "publishAt", "status", "title"]);
    expect(resolvePlan(result, { title: ["theirs"], content: ["both"], publishAt: ["theirs"] }, now)).toEqual({
      summary: "Only mine",
      title: "Theirs",
      // The stored text is read trimmed: its end (without the form's last line break) stands.
      content: CONTENT.replace("The first request fills the cache.", "The first request fills it.\n\nThe first request warms the cache.").trimEnd(),
      status: "published",
      publishAt: "2030-01-01T09:00:00.000Z",
    });
    // "Keep both" of a whole value keeps mine; a group's choice can be given under any member.
    expect(resolvePlan(result, { title: ["both"], content: ["mine"], status: ["mine"] }, now)).toMatchObject({ title: "Mine", content: now.content.trimEnd(), status: "draft", publishAt: "" });
  });

  test("a merged field is sent merged; a missing choice throws instead of choosing for the owner", () => {
    const merged = plan({ now: { content: `${CONTENT}\nMine.\n` }, current: { content: `${CONTENT}\nTheirs.` } });
    expect(resolvePlan(merged, {}, {})).toEqual({ content: `${CONTENT}\nTheirs.\n\nMine.\n` });
    expect(() => resolvePlan(result, { title: ["mine"], content: ["mine"] }, now)).toThrow(RangeError);
    expect(() => resolvePlan(result, { content: ["mine"], status: ["mine"] }, now)).toThrow(RangeError);
  });
});

describe("property: every field lands in one place, and every real conflict is asked", () => {
  const fieldNames = ["a", "b", "c", "d", "e"];
  // Few values, so that sides often agree by chance (the interesting case); paragraphs for the text field "e".
  const value = fc.constantFrom("", "x", "y", " x ", "P.\n\nQ.", "P!\n\nQ.", "P.\n\nQ!");
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

  test("mine, theirs, merged and conflicts never share a field; what the owner changed is sent or asked", () => {
    fc.assert(
      fc.property(input, ({ initial, now, base, current, files, fields, grouped }) => {
        const groups = grouped ? [["a", "b"]] : [];
        const result = planMerge({ initial, now, files, base, current, fields, groups, textFields: ["d", "e"] });
        const places = [result.mine, result.theirs, Object.keys(result.merged), conflictFields(result)];
        const all = places.flat();
        expect(new Set(all).size).toBe(all.length);

        const byMe = changedByMe(initial, now, files, groups);
        const elsewhere = changedElsewhere(base, current, fields, groups);
        for (const field of fieldNames) {
          const sent = result.mine.includes(field) || field in result.merged || conflictFields(result).includes(field);
          const differs = files.includes(field) || asText(now[field]) !== asText(current[field]);
          if (!grouped && byMe.has(field) && elsewhere.has(field) && differs && !["d", "e"].includes(field)) expect(conflictFields(result)).toContain(field);
          if (byMe.has(field)) expect(sent).toBe(true);
          if (elsewhere.has(field) && !byMe.has(field)) expect(result.theirs).toContain(field);
          if (!byMe.has(field) && !elsewhere.has(field)) expect(all).not.toContain(field);
        }
        // A group moves whole: sent or asked with all its members, or kept as saved with all of them.
        for (const group of groups) {
          expect([0, group.length]).toContain(group.filter((field) => result.mine.includes(field) || conflictFields(result).includes(field)).length);
          expect([0, group.length]).toContain(group.filter((field) => result.theirs.includes(field)).length);
        }
        // Every decision can be made and gives a value for every field sent.
        const choices = Object.fromEntries(result.conflicts.map((conflict) => [conflict.field, conflict.hunks.filter((hunk) => hunk.kind === "conflict").map(() => "both" as const)]));
        expect(Object.keys(resolvePlan(result, choices, now)).sort()).toEqual([...result.mine, ...Object.keys(result.merged), ...conflictFields(result)].sort());
      }),
      { numRuns: 300 },
    );
  });
});
