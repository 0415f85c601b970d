import type { Element, ElementContent, Root } from "hast";

/** The plain text of a hast subtree: what a code block's Copy button copies, a heading's name. */
export function textOf(node: Root | Element | ElementContent | undefined): string {
  if (!node) return "";
  if (node.type === "text") return node.value;
  if (node.type === "element" || node.type === "root") return node.children.map((child) => textOf(child as ElementContent)).join("");
  return "";
}
