// A readable diff of two Markdown texts: changed lines with a little context, the unchanged
// runs between them folded. Pure (no React), so the rules are tested on their own.
import { diffLines } from "diff";

export type DiffRow =
  | { kind: "same" | "added" | "removed"; text: string }
  /** Unchanged lines left out between two changes. */
  | { kind: "folded"; count: number };

const CONTEXT = 2;

const linesOf = (value: string) => {
  const lines = value.split("\n");
  if (lines.at(-1) === "") lines.pop();
  return lines;
};

/** The lines of `before` → `after`, each marked, with long unchanged runs folded. */
export function markdownDiff(before: string, after: string): DiffRow[] {
  const rows: DiffRow[] = [];
  for (const part of diffLines(before, after)) {
    const kind = part.added ? "added" : part.removed ? "removed" : "same";
    for (const text of linesOf(part.value)) rows.push({ kind, text });
  }
  // Keep CONTEXT unchanged lines next to each change; fold the rest.
  const near = rows.map((row, index) =>
    row.kind !== "same" || rows.slice(Math.max(0, index - CONTEXT), index + CONTEXT + 1).some((other) => other.kind !== "same"),
  );
  const shown: DiffRow[] = [];
  let folded = 0;
  rows.forEach((row, index) => {
    if (near[index]) {
      if (folded > 0) shown.push({ kind: "folded", count: folded });
      folded = 0;
      shown.push(row);
    } else folded += 1;
  });
  if (folded > 0) shown.push({ kind: "folded", count: folded });
  return shown;
}

/** "+3 −1 lines": how much a version differs, in a few words. */
export function diffSummary(rows: DiffRow[]): string {
  const added = rows.filter((row) => row.kind === "added").length;
  const removed = rows.filter((row) => row.kind === "removed").length;
  if (added === 0 && removed === 0) return "The same text.";
  return [added ? `${added} line${added === 1 ? "" : "s"} added` : "", removed ? `${removed} removed` : ""].filter(Boolean).join(", ");
}
