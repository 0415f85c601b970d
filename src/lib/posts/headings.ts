import type { Element, Root, RootContent } from "hast";
import { textOf } from "./hast-text";
import { slugify } from "./slug";

/** One entry of a post's table of contents. */
export interface PostHeading {
  id: string;
  /** 2 or 3: what the contents list shows. */
  depth: 2 | 3;
  text: string;
}

/** A post gets a table of contents from this many h2/h3 headings up. */
export const MIN_OUTLINE_HEADINGS = 3;

/**
 * Ids the page around a post already uses (the layout's main element, the footer, the
 * contents list): a heading that would take one gets the next free one instead ("main-2").
 */
export const RESERVED_IDS: readonly string[] = ["main", "footer-links", "on-this-page"];

const HEADING = /^h[1-6]$/;

/** The section GFM footnotes are rendered into (its heading is for screen readers only). */
const isFootnotes = (element: Element) => element.tagName === "section" && "dataFootnotes" in (element.properties ?? {});

/**
 * The post's own headings, in order (not the footnotes' hidden one), and every id already
 * given. One walk with its own stack: linear in the tree, and no recursion however deep a
 * body nests (src/lib/posts/bounds.ts caps that depth as well).
 */
function headingsAndIds(tree: Root): { headings: Element[]; ids: string[] } {
  const headings: Element[] = [];
  const ids: string[] = [];
  // Each entry: the nodes left to read at one level, the next index, and whether it is inside the footnotes.
  const stack: Array<{ nodes: RootContent[]; index: number; inFootnotes: boolean }> = [{ nodes: tree.children, index: 0, inFootnotes: false }];
  while (stack.length > 0) {
    const level = stack[stack.length - 1]!;
    if (level.index >= level.nodes.length) {
      stack.pop();
      continue;
    }
    const node = level.nodes[level.index++]!;
    if (node.type !== "element") continue;
    if (node.properties?.id != null) ids.push(String(node.properties.id));
    if (HEADING.test(node.tagName)) {
      if (!level.inFootnotes) headings.push(node);
    } else stack.push({ nodes: node.children, index: 0, inFootnotes: level.inFootnotes || isFootnotes(node) });
  }
  return { headings, ids };
}

/**
 * Unique ids for headings, in order: the first of `base`, `base-2`, `base-3`… that no id in
 * `taken` (the page's reserved ids, the footnotes' ids) nor an earlier heading holds. The next
 * number to try is kept per base, so a repeat resumes where the last one stopped instead of
 * trying -2, -3… again: every id is tried at most once per base that can make it, and the
 * work is linear in the headings and `taken` (10,000 identical headings: about 10,000 tries,
 * not 50 million). The ids are exactly those of trying from -2 each time: the numbers below
 * the kept one were all taken, and taken ids stay taken.
 */
export function headingIdAllocator(taken: Iterable<string>) {
  const used = new Set(taken);
  const nextNumber = new Map<string, number>();
  let tries = 0;
  return {
    /** The id for the next heading whose slug is `base`. */
    take(base: string): string {
      let n = nextNumber.get(base);
      if (n === undefined) {
        tries++;
        if (!used.has(base)) {
          used.add(base);
          nextNumber.set(base, 2);
          return base;
        }
        n = 2;
      }
      let id = `${base}-${n}`;
      tries++;
      while (used.has(id)) {
        tries++;
        id = `${base}-${++n}`;
      }
      used.add(id);
      nextNumber.set(base, n + 1);
      return id;
    },
    /** How many ids were looked up so far: what the tests count instead of timing. */
    get tries() {
      return tries;
    },
  };
}

/**
 * A rehype plugin for a post's body: a heading written with '#' becomes an h2 (the page's
 * title is its only h1), and every heading gets an id, a slug of its text, unique in the
 * post (a repeat gets -2, -3…). The same text gives the same id on every render, so a link
 * to a section keeps working; the contents list (postOutline) reads the ids from here.
 */
export function rehypePostHeadings() {
  return (tree: Root) => {
    const { headings, ids } = headingsAndIds(tree);
    // The footnotes' ids (their label, each note and reference) are taken as well.
    const allocator = headingIdAllocator([...RESERVED_IDS, ...ids]);
    for (const heading of headings) {
      if (heading.tagName === "h1") heading.tagName = "h2";
      heading.properties = { ...heading.properties, id: allocator.take(slugify(textOf(heading), "section")) };
    }
  };
}

/**
 * Entries the contents list shows at most. A post of 10,000 headings would otherwise carry a
 * list of 10,000 links, twice (in the page's HTML and in its React payload): 5 MB of page, and
 * seconds of rendering. No reader uses such a list; past this, the list keeps the h2s only,
 * and at most this many.
 */
export const MAX_CONTENTS_ENTRIES = 100;

/** What the contents list shows of an outline (MAX_CONTENTS_ENTRIES). */
export function contentsOf(outline: readonly PostHeading[]): PostHeading[] {
  if (outline.length <= MAX_CONTENTS_ENTRIES) return [...outline];
  const sections = outline.filter((heading) => heading.depth === 2);
  return (sections.length >= MIN_OUTLINE_HEADINGS ? sections : outline).slice(0, MAX_CONTENTS_ENTRIES);
}

/** The h2 and h3 headings of a body rehypePostHeadings has run over, in order. */
export function outlineOf(tree: Root): PostHeading[] {
  return headingsAndIds(tree)
    .headings.filter((heading) => heading.tagName === "h2" || heading.tagName === "h3")
    .map((heading) => ({
      id: String(heading.properties?.id ?? ""),
      depth: heading.tagName === "h2" ? 2 : 3,
      text: textOf(heading).trim(),
    }));
}
