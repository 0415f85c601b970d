/**
 * Issue 35, point 3: a post's heading ids, contents list, feed HTML and reading time take
 * time linear in the body, whatever its shape. Work is counted, not timed (the timing is
 * `npm run bench` and scripts/markdown-render.ts): the lookups heading ids make, and the same
 * count for a body and one ten times its size.
 */
import type { Element, Root } from "hast";
import { headingIdAllocator, RESERVED_IDS } from "@/lib/posts/headings";
import { textOf } from "@/lib/posts/hast-text";
import { postHtml, postOutline } from "@/lib/posts/markdown";

/** How the ids were given before issue 35: -2, -3… tried from 2 for every repeat. */
function naiveIds(bases: string[], taken: string[]): string[] {
  const used = new Set(taken);
  return bases.map((base) => {
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  });
}

/** Set lookups made while `run` runs: the work heading ids do (and whatever else uses a Set). */
function setLookups(run: () => void): number {
  // A bare counter (a Jest spy would keep every call's arguments: millions before the fix).
  const original = Set.prototype.has;
  let count = 0;
  Set.prototype.has = function (this: Set<unknown>, value: unknown) {
    count++;
    return original.call(this, value);
  };
  try {
    run();
    return count;
  } finally {
    Set.prototype.has = original;
  }
}

describe("heading ids", () => {
  test("10,000 identical headings get x, x-2 … x-10000: unique, in order", () => {
    const outline = postOutline("## x\n".repeat(10_000));
    expect(outline).toHaveLength(10_000);
    expect(outline[0]).toEqual({ id: "x", depth: 2, text: "x" });
    expect(outline.map((heading) => heading.id)).toEqual(["x", ...Array.from({ length: 9_999 }, (_, i) => `x-${i + 2}`)]);
  });

  test("24,999 empty headings: section, section-2 … section-24999", () => {
    const ids = postOutline("#\n".repeat(24_999)).map((heading) => heading.id);
    expect(ids).toHaveLength(24_999);
    expect(new Set(ids).size).toBe(24_999);
    expect(ids.at(-1)).toBe("section-24999");
  });

  test("repeats skip the page's reserved ids and the footnotes' ids, at scale", () => {
    const source = `${"## Main\n## Footnote label\n## User content fn 1\n".repeat(1_000)}\nText[^1].\n\n[^1]: A note.`;
    const ids = postOutline(source).map((heading) => heading.id);
    expect(ids.slice(0, 6)).toEqual(["main-2", "footnote-label-2", "user-content-fn-1-2", "main-3", "footnote-label-3", "user-content-fn-1-3"]);
    expect(ids.at(-1)).toBe("user-content-fn-1-1001");
    expect(new Set([...ids, ...RESERVED_IDS, "footnote-label", "user-content-fn-1", "user-content-fnref-1"]).size).toBe(ids.length + RESERVED_IDS.length + 3);
  });

  test("a heading that takes a repeat's next number is skipped by the repeats, as before", () => {
    expect(postOutline("## a\n## a 2\n## a\n## a\n## a-3\n## a").map((heading) => heading.id)).toEqual(["a", "a-2", "a-3", "a-4", "a-3-2", "a-5"]);
  });

  test("the ids are exactly those of trying -2, -3… from 2 each time, for any order of bases", () => {
    // A small alphabet of bases that collide with each other's numbers and with taken ids.
    const alphabet = ["a", "a-2", "a-3", "a-2-2", "b", "main", "main-2", "section", "section-3"];
    let seed = 35;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let round = 0; round < 50; round++) {
      const bases = Array.from({ length: 200 }, () => alphabet[Math.floor(random() * alphabet.length)]!);
      const taken = [...RESERVED_IDS, ...alphabet.filter(() => random() < 0.2)];
      const allocator = headingIdAllocator(taken);
      expect(bases.map((base) => allocator.take(base))).toEqual(naiveIds(bases, taken));
    }
  });

  test("the ids take linear work: at most one lookup per heading and one per id already taken", () => {
    for (const n of [1_000, 10_000]) {
      const allocator = headingIdAllocator(RESERVED_IDS);
      for (let i = 0; i < n; i++) allocator.take("x");
      // The naive numbering made n²/2 lookups: 50 million for 10,000.
      expect(allocator.tries).toBeLessThanOrEqual(2 * n);
    }
    const taken = Array.from({ length: 5_000 }, (_, i) => `x-${i + 2}`);
    const allocator = headingIdAllocator(taken);
    for (let i = 0; i < 5_000; i++) allocator.take("x");
    expect(allocator.tries).toBeLessThanOrEqual(5_000 + taken.length + 5_000);
  });

  test("a body ten times longer makes ten times the lookups, not a hundred (the page's contents list and the feed)", () => {
    const body = (n: number) => "## x\n## y\n#\n".repeat(n);
    const small = setLookups(() => postOutline(body(300)));
    const large = setLookups(() => postOutline(body(3_000)));
    expect(large / small).toBeLessThan(12);
    const smallFeed = setLookups(() => postHtml(body(300), "https://example.com/blogs/a"));
    const largeFeed = setLookups(() => postHtml(body(3_000), "https://example.com/blogs/b"));
    expect(largeFeed / smallFeed).toBeLessThan(12);
  });
});

describe("the text of a heading or a code block", () => {
  test("is read in order, however deep the tree nests, without recursion", () => {
    let node: Element = { type: "element", tagName: "em", properties: {}, children: [{ type: "text", value: "core" }] };
    for (let depth = 0; depth < 100_000; depth++) {
      node = { type: "element", tagName: "span", properties: {}, children: [{ type: "text", value: "<" }, node, { type: "text", value: ">" }] };
    }
    const text = textOf({ type: "root", children: [node] } as Root);
    expect(text).toBe(`${"<".repeat(100_000)}core${">".repeat(100_000)}`);
  });
});
