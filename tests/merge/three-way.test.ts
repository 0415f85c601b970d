/** @jest-environment node */
// The three-way merge of one text field by Markdown blocks (src/lib/merge/three-way.ts): the
// issue's two journeys (issue 34, point 4), its rules one by one, and properties over
// generated posts and edits.
import fc from "fast-check";
import { bothOf, conflictsOf, mergeText, mergeUnits, resolveHunks, type HunkChoice, type MergeHunk } from "@/lib/merge/three-way";

const conflicts = (hunks: MergeHunk[]) => hunks.filter((hunk) => hunk.kind === "conflict");
/** The merged text when there is nothing to decide (fails the test otherwise). */
function merged(base: string, mine: string, theirs: string): string {
  const hunks = mergeText(base, mine, theirs);
  expect(conflicts(hunks)).toEqual([]);
  return resolveHunks(hunks, []);
}

const POST = [
  "# Edge caching",
  "Caching at the edge keeps pages close to readers.",
  "The first request fills the cache; the next ones are served from it.",
  "- Static pages\n- Images",
  "```ts\nexport const revalidate = 60;\n```",
  "That is all for today.",
].join("\n\n");

describe("the issue's journeys", () => {
  test("phone and laptop each add a different paragraph, one in the middle, one at the end: both kept, nothing asked", () => {
    const phone = POST.replace("\n\n- Static pages", "\n\nA paragraph typed on the phone.\n\n- Static pages");
    const laptop = `${POST}\n\nA closing paragraph from the laptop.\n`;
    expect(merged(POST, phone, laptop)).toBe(
      POST.replace("\n\n- Static pages", "\n\nA paragraph typed on the phone.\n\n- Static pages") + "\n\nA closing paragraph from the laptop.\n",
    );
  });

  test("both add a paragraph at the end: both kept, the saved one first", () => {
    const phone = `${POST}\n\nFrom the phone.`;
    const laptop = `${POST}\n\nFrom the laptop.\n`;
    expect(merged(POST, phone, laptop)).toBe(`${POST}\n\nFrom the laptop.\n\nFrom the phone.`);
    // The same when the post ended with a line break, and with Windows line breaks.
    expect(merged(`${POST}\n`, `${POST}\n\nFrom the phone.\n`, `${POST}\n\nFrom the laptop.\n`)).toBe(`${POST}\n\nFrom the laptop.\n\nFrom the phone.\n`);
    const crlf = POST.replace(/\n/g, "\r\n");
    expect(merged(crlf, `${crlf}\r\n\r\nFrom the phone.`, `${crlf}\r\n\r\nFrom the laptop.`)).toBe(`${crlf}\r\n\r\nFrom the laptop.\r\n\r\nFrom the phone.`);
  });

  test("both change the same sentence: one conflict holding just that paragraph on each side, not the start of the post", () => {
    const sentence = "The first request fills the cache; the next ones are served from it.";
    const phone = POST.replace(sentence, "The first request fills the cache, and every later one reads it.");
    const laptop = POST.replace(sentence, "Only the first request reaches the server.");
    const hunks = mergeText(POST, phone, laptop);
    expect(conflicts(hunks)).toHaveLength(1);
    const [conflict] = conflictsOf(hunks);
    expect(conflict.mine.trim()).toBe("The first request fills the cache, and every later one reads it.");
    expect(conflict.theirs.trim()).toBe("Only the first request reaches the server.");
    expect(conflict.base.trim()).toBe(sentence);
    expect(conflict.before).toBe("Caching at the edge keeps pages close to readers.");
    expect(conflict.after).toBe("- Static pages");
    // Everything else is merged around it.
    expect(hunks[0]).toEqual({ kind: "same", text: "# Edge caching\n\nCaching at the edge keeps pages close to readers.\n" });
    expect(resolveHunks(hunks, ["mine"])).toBe(phone);
    expect(resolveHunks(hunks, ["theirs"])).toBe(laptop);
    expect(resolveHunks(hunks, ["both"])).toBe(
      POST.replace(sentence, "The first request fills the cache, and every later one reads it.\n\nOnly the first request reaches the server."),
    );
  });
});

describe("mergeText rules", () => {
  const base = "One.\n\nTwo.\n\nThree.\n\nFour.\n";

  test("a block changed on one side only takes that side, even next to a block the other side changed", () => {
    expect(merged(base, base.replace("Two.", "Two, mine."), base.replace("Three.", "Three, theirs."))).toBe("One.\n\nTwo, mine.\n\nThree, theirs.\n\nFour.\n");
    expect(merged(base, base.replace("Two.\n\n", ""), base.replace("Three.", "Three, theirs."))).toBe("One.\n\nThree, theirs.\n\nFour.\n");
  });

  test("the same change on both sides is taken once", () => {
    const both = base.replace("Two.", "Two, both.");
    expect(mergeText(base, both, both)).toEqual([{ kind: "same", text: both }]);
  });

  test("a removed block against a changed one is a conflict; so are two different changes of the same blocks", () => {
    const hunks = mergeText(base, base.replace("Two.\n\n", ""), base.replace("Two.", "Two, theirs."));
    expect(conflictsOf(hunks).map(({ mine, theirs }) => ({ mine, theirs }))).toEqual([{ mine: "", theirs: "\nTwo, theirs.\n" }]);
    expect(resolveHunks(hunks, ["mine"])).toBe("One.\n\nThree.\n\nFour.\n");
    expect(resolveHunks(hunks, ["both"])).toBe("One.\n\nTwo, theirs.\n\nThree.\n\nFour.\n");
  });

  test("both adding an item to the same list keep both items, in a tight list", () => {
    const list = "Tools:\n\n- Git\n- Node\n\nThat is all.";
    expect(merged(list, list.replace("- Node\n", "- Node\n- Jest\n"), list.replace("- Node\n", "- Node\n- Playwright\n"))).toBe(
      "Tools:\n\n- Git\n- Node\n- Playwright\n- Jest\n\nThat is all.",
    );
  });

  test("blocks both inserted at the same place are kept once", () => {
    expect(merged(base, base.replace("Two.", "New.\n\nMine.\n\nTwo."), base.replace("Two.", "New.\n\nTwo."))).toBe("One.\n\nNew.\n\nMine.\n\nTwo.\n\nThree.\n\nFour.\n");
  });

  test("a change of only blank lines or line breaks gives way to the other side's change, keeping its spacing", () => {
    // The stored side is trimmed (the form's value ends with a line break): the owner's change stands.
    expect(merged(base, base.replace("Four.", "Four, mine."), base.trimEnd())).toBe("One.\n\nTwo.\n\nThree.\n\nFour, mine.");
    // A paragraph put before the first one, and the first one changed elsewhere: two paragraphs, not one.
    expect(merged(base, `Zero.\n\n${base}`, base.replace("One.", "One, theirs."))).toBe("Zero.\n\nOne, theirs.\n\nTwo.\n\nThree.\n\nFour.\n");
  });

  test("a block next to what the other side removed or inserted stays its own paragraph", () => {
    // Mine removed the first paragraph; theirs put one before the second: two paragraphs.
    expect(merged("Zero.\n\nOne.", "One.", "Zero.\n\nNew.\n\nOne.")).toBe("New.\n\nOne.");
    // Both wrote into an empty field.
    expect(merged("", "Mine.", "Theirs.")).toBe("Theirs.\n\nMine.");
    expect(merged("", "- mine", "- theirs")).toBe("- theirs\n- mine");
  });

  test("hundreds of identical lines (an empty checklist) merge without stalling", () => {
    const checklist = Array(2000).fill("- [ ] todo").join("\n");
    const started = Date.now();
    const result = merged(`Mine.\n\n${checklist}\n\nEnd.`, `Mine, changed.\n\n${checklist}\n- [ ] a\n\nEnd.`, `Mine.\n\n${checklist}\n\nEnd, theirs.`);
    expect(Date.now() - started).toBeLessThan(3_000); // node-diff3 alone: ~25 s on this machine
    expect(result).toBe(`Mine, changed.\n\n${checklist}\n- [ ] a\n\nEnd, theirs.`);
  });

  test("one-line fields are one block: both changed is one conflict holding the whole values", () => {
    expect(mergeText("Edge caching", "Edge caching, revisited", "Caching at the edge")).toEqual([
      { kind: "conflict", base: "Edge caching", mine: "Edge caching, revisited", theirs: "Caching at the edge" },
    ]);
    expect(mergeText("Edge caching", "Edge caching", "Caching at the edge")).toEqual([{ kind: "same", text: "Caching at the edge" }]);
    expect(mergeText("", "", "")).toEqual([]);
  });

  test("a fenced code block is merged whole", () => {
    const code = "Intro.\n\n```\na\n\nb\n```\n\nEnd.";
    const hunks = mergeText(code, code.replace("a\n", "a, mine\n"), code.replace("b\n", "b, theirs\n"));
    expect(conflictsOf(hunks).map(({ base: original }) => original.trim())).toEqual(["```\na\n\nb\n```"]);
  });
});

describe("resolveHunks and conflictsOf", () => {
  const hunks: MergeHunk[] = [
    { kind: "same", text: "Start.\n\nBefore it.\n" },
    { kind: "conflict", base: "\nOld.\n", mine: "\nMine.\n", theirs: "\nTheirs.\n" },
    { kind: "conflict", base: "- a\n", mine: "- b", theirs: "- c\n" },
  ];

  test("one choice per conflict, in order; a wrong number of choices throws", () => {
    expect(resolveHunks(hunks, ["mine", "theirs"])).toBe("Start.\n\nBefore it.\n\nMine.\n- c\n");
    expect(resolveHunks(hunks, ["theirs", "both"])).toBe("Start.\n\nBefore it.\n\nTheirs.\n- b\n\n- c\n");
    expect(() => resolveHunks(hunks, ["mine"])).toThrow(RangeError);
  });

  test("keep both: each its own block, one copy when equal, nothing added to an empty side", () => {
    expect(bothOf("\nMine.\n", "\nTheirs.\n")).toBe("\nMine.\n\nTheirs.\n");
    expect(bothOf("Mine.", "Theirs.")).toBe("Mine.\n\nTheirs.");
    expect(bothOf("Mine.\r\n", "Theirs.\r\n")).toBe("Mine.\r\n\r\nTheirs.\r\n");
    expect(bothOf("Same.\n", "Same.")).toBe("Same.\n");
    expect(bothOf("", "\nTheirs.\n")).toBe("\nTheirs.\n");
    expect(bothOf("Mine.\n", "")).toBe("Mine.\n");
  });

  test("conflictsOf: the conflicts with the blocks around them", () => {
    expect(conflictsOf(hunks)).toEqual([
      { ...hunks[1], hunkIndex: 1, before: "Before it.", after: "" },
      { ...hunks[2], hunkIndex: 2, before: "", after: "" },
    ]);
  });
});

// ---- Properties over generated posts --------------------------------------------------------

type Kind = "paragraph" | "item" | "code";
interface Block {
  kind: Kind;
  text: string;
}

function blockOf(kind: Kind, label: string, edit = ""): Block {
  if (kind === "paragraph") return { kind, text: `Paragraph ${label}.${edit}` };
  if (kind === "item") return { kind, text: `- item ${label}.${edit}` };
  return { kind, text: `\`\`\`\ncode ${label}.\n\nmore ${label}.${edit}\n\`\`\`` };
}

/** A post: list items one per line, any other block after a blank line. */
function render(blocks: readonly Block[], finalLineBreak: boolean): string {
  const text = blocks.map((block, index) => (index === 0 ? "" : block.kind === "item" && blocks[index - 1].kind === "item" ? "\n" : "\n\n") + block.text).join("");
  return text && finalLineBreak ? `${text}\n` : text;
}

type Op = "keep" | "edit" | "delete";
interface SideEdit {
  ops: Op[];
  /** New blocks before base block i (i = length: at the end). */
  inserts: Kind[][];
  finalLineBreak: boolean;
}

function apply(base: readonly Block[], edit: SideEdit, name: string): Block[] {
  const blocks: Block[] = [];
  for (let index = 0; index <= base.length; index++) {
    edit.inserts[index].forEach((kind, at) => blocks.push(blockOf(kind, `${name}-${index}-${at}`)));
    if (index === base.length) break;
    const op = edit.ops[index];
    if (op === "keep") blocks.push(base[index]);
    if (op === "edit") blocks.push({ ...base[index], text: base[index].kind === "code" ? base[index].text.replace(/\n```$/, ` ${name}\n\`\`\``) : `${base[index].text} Edited by ${name}.` });
  }
  return blocks;
}

const kind = fc.constantFrom<Kind>("paragraph", "paragraph", "item", "item", "code");
const baseBlocks = fc.array(kind, { maxLength: 8 }).map((kinds) => kinds.map((k, index) => blockOf(k, `b${index}`)));
const sideEdit = (length: number, op: fc.Arbitrary<Op>) =>
  fc.record({
    ops: fc.array(op, { minLength: length, maxLength: length }),
    inserts: fc.array(fc.array(kind, { maxLength: 2 }), { minLength: length + 1, maxLength: length + 1 }),
    finalLineBreak: fc.boolean(),
  });

/** A base post and two independent edits of it (they may overlap). */
const anyEdits = fc.record({ base: baseBlocks, finalLineBreak: fc.boolean() }).chain(({ base, finalLineBreak }) =>
  fc.record({
    base: fc.constant(base),
    finalLineBreak: fc.constant(finalLineBreak),
    mine: sideEdit(base.length, fc.constantFrom<Op>("keep", "keep", "edit", "delete")),
    theirs: sideEdit(base.length, fc.constantFrom<Op>("keep", "keep", "edit", "delete")),
  }),
);

/**
 * Edits of different blocks: each base block is changed by one side at most, and a side
 * inserts nowhere inside a run the other side changed (between two blocks it changed).
 */
const disjointEdits = fc.record({ base: baseBlocks, finalLineBreak: fc.boolean() }).chain(({ base, finalLineBreak }) =>
  fc
    .record({
      owners: fc.array(fc.constantFrom("none", "mine", "theirs"), { minLength: base.length, maxLength: base.length }),
      ops: fc.array(fc.constantFrom<Op>("edit", "delete"), { minLength: base.length, maxLength: base.length }),
      mine: sideEdit(base.length, fc.constant<Op>("keep")),
      theirs: sideEdit(base.length, fc.constant<Op>("keep")),
    })
    .map(({ owners, ops, mine, theirs }) => {
      const edits = { mine, theirs };
      for (const name of ["mine", "theirs"] as const) {
        const other = name === "mine" ? "theirs" : "mine";
        edits[name] = {
          ...edits[name],
          ops: owners.map((owner, index) => (owner === name ? ops[index] : "keep")),
          inserts: edits[name].inserts.map((kinds, index) => (index > 0 && index < base.length && owners[index - 1] === other && owners[index] === other ? [] : kinds)),
        };
      }
      return { base, finalLineBreak, ...edits };
    }),
);

const keyOf = (text: string) =>
  text
    .replace(/\r\n/g, "\n")
    .replace(/^(?:[ \t]*\n)+/, "")
    .replace(/\s+$/, "");
const keysOf = (text: string) => mergeUnits(text).map(keyOf);
/** The blocks a side has that the base has not (by their text, white space around them aside). */
const added = (base: string, side: string) => {
  const known = new Set(keysOf(base));
  return keysOf(side).filter((key) => !known.has(key));
};

const markdownish = fc
  .array(fc.constantFrom("```", "~~~", "- ", "1. ", "> ", "| ", "# ", "Alpha", "beta", "Gamma", " ", "\n", "\n\n", "\r\n", "\r"), { maxLength: 40 })
  .map((parts) => parts.join(""));
const anyText = fc.oneof(markdownish, fc.string({ unit: "grapheme", maxLength: 120 }));

describe("properties", () => {
  // MERGE_RUNS=5000 for a longer search by hand.
  const runs = { numRuns: Number(process.env.MERGE_RUNS) || 200 };

  test("one side unchanged: the merge is the other side, exactly (any strings)", () => {
    fc.assert(
      fc.property(anyText, anyText, (base, other) => {
        expect(mergeText(base, other, base).map((hunk) => (hunk.kind === "same" ? hunk.text : hunk.mine)).join("")).toBe(other);
        expect(resolveHunks(mergeText(base, other, base), [])).toBe(other);
        expect(resolveHunks(mergeText(base, base, other), [])).toBe(other);
      }),
      runs,
    );
  });

  test("one side unchanged, and both sides the same: the merge is that text (generated posts)", () => {
    fc.assert(
      fc.property(anyEdits, ({ base, finalLineBreak, mine }) => {
        const original = render(base, finalLineBreak);
        const changed = render(apply(base, mine, "mine"), mine.finalLineBreak);
        expect(resolveHunks(mergeText(original, changed, original), [])).toBe(changed);
        expect(resolveHunks(mergeText(original, original, changed), [])).toBe(changed);
        expect(mergeText(original, changed, changed)).toEqual(changed ? [{ kind: "same", text: changed }] : []);
      }),
      runs,
    );
  });

  test("edits of different blocks merge with no conflict, holding every block either side added or kept", () => {
    fc.assert(
      fc.property(disjointEdits, ({ base, finalLineBreak, mine, theirs }) => {
        const minesBlocks = apply(base, mine, "mine");
        const theirsBlocks = apply(base, theirs, "theirs");
        const result = merged(render(base, finalLineBreak), render(minesBlocks, mine.finalLineBreak), render(theirsBlocks, theirs.finalLineBreak));
        // Every block of the result is one of the expected ones, each once.
        const expected = [
          ...minesBlocks.filter((block) => !base.includes(block)),
          ...theirsBlocks.filter((block) => !base.includes(block)),
          ...base.filter((block) => minesBlocks.includes(block) && theirsBlocks.includes(block)),
        ].map((block) => block.text);
        expect(keysOf(result).sort()).toEqual(expected.sort());
      }),
      runs,
    );
  });

  test("resolving every conflict with mine / theirs / both keeps every block that side (both sides) added", () => {
    fc.assert(
      fc.property(anyEdits, ({ base, finalLineBreak, mine, theirs }) => {
        const original = render(base, finalLineBreak);
        const ours = render(apply(base, mine, "mine"), mine.finalLineBreak);
        const saved = render(apply(base, theirs, "theirs"), theirs.finalLineBreak);
        const hunks = mergeText(original, ours, saved);
        const count = conflicts(hunks).length;
        const resolved = (choice: HunkChoice) => resolveHunks(hunks, Array<HunkChoice>(count).fill(choice)).replace(/\r\n/g, "\n");
        for (const key of added(original, ours)) expect(resolved("mine")).toContain(key);
        for (const key of added(original, saved)) expect(resolved("theirs")).toContain(key);
        for (const key of [...added(original, ours), ...added(original, saved)]) expect(resolved("both")).toContain(key);
        // And the conflicts name exactly the hunks the owner is asked about.
        expect(conflictsOf(hunks)).toHaveLength(count);
      }),
      runs,
    );
  });

  test("never throws, and every choice gives a text (any strings)", () => {
    fc.assert(
      fc.property(anyText, anyText, anyText, fc.constantFrom<HunkChoice>("mine", "theirs", "both"), (base, mine, theirs, choice) => {
        const hunks = mergeText(base, mine, theirs);
        expect(typeof resolveHunks(hunks, Array<HunkChoice>(conflicts(hunks).length).fill(choice))).toBe("string");
        conflictsOf(hunks);
      }),
      runs,
    );
  });
});
