import type { Element, ElementContent, Root, RootContent } from "hast";

/**
 * The plain text of a hast subtree: what a code block's Copy button copies, a heading's name.
 * One pass with its own stack (no recursion, one join at the end): time linear in the subtree
 * however deep it is nested.
 */
export function textOf(node: Root | Element | ElementContent | undefined): string {
  if (!node) return "";
  if (node.type === "text") return node.value;
  if (node.type !== "element" && node.type !== "root") return "";
  const parts: string[] = [];
  // Children are pushed last first, so they are read in document order.
  const stack: Array<Root | RootContent> = [node];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (current.type === "text") parts.push(current.value);
    else if (current.type === "element" || current.type === "root") {
      for (let i = current.children.length - 1; i >= 0; i--) stack.push(current.children[i]!);
    }
  }
  return parts.join("");
}
