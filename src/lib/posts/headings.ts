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

/** The post's own headings, in order (not the footnotes' hidden one), and every id already given. */
function headingsAndIds(tree: Root): { headings: Element[]; ids: string[] } {
  const headings: Element[] = [];
  const ids: string[] = [];
  const visit = (nodes: RootContent[], inFootnotes: boolean) => {
    for (const node of nodes) {
      if (node.type !== "element") continue;
      if (node.properties?.id != null) ids.push(String(node.properties.id));
      if (HEADING.test(node.tagName)) {
        if (!inFootnotes) headings.push(node);
      } else visit(node.children, inFootnotes || isFootnotes(node));
    }
  };
  visit(tree.children, false);
  return { headings, ids };
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
    const taken = new Set([...RESERVED_IDS, ...ids]);
    for (const heading of headings) {
      if (heading.tagName === "h1") heading.tagName = "h2";
      const base = slugify(textOf(heading), "section");
      let id = base;
      for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
      taken.add(id);
      heading.properties = { ...heading.properties, id };
    }
  };
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
