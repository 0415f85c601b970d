import type { DiffRow } from "./markdown-diff";

/**
 * Lines of a diff (markdown-diff.ts) as the owner reads them: removed lines marked −, added
 * +, long unchanged runs folded; what each side is called said to screen readers.
 */
export function DiffLines({ rows, removedIs, addedIs }: { rows: DiffRow[]; removedIs: string; addedIs: string }) {
  return (
    <div className="max-h-[50dvh] overflow-auto rounded-xl border border-line bg-bg font-mono text-xs leading-relaxed" data-diff>
      {rows.map((row, index) =>
        row.kind === "folded" ? (
          <p key={index} className="border-y border-line bg-surface-2 px-3 py-1 text-muted">
            … {row.count} unchanged line{row.count === 1 ? "" : "s"}
          </p>
        ) : row.kind === "same" ? (
          <p key={index} className="whitespace-pre-wrap break-words px-3 text-muted">
            {"  "}
            {row.text || " "}
          </p>
        ) : row.kind === "removed" ? (
          <del key={index} className="block whitespace-pre-wrap break-words bg-danger/10 px-3 text-fg no-underline">
            <span aria-hidden="true">− </span>
            <span className="sr-only">{removedIs}: </span>
            {row.text || " "}
          </del>
        ) : (
          <ins key={index} className="block whitespace-pre-wrap break-words bg-accent-soft px-3 text-fg no-underline">
            <span aria-hidden="true">+ </span>
            <span className="sr-only">{addedIs}: </span>
            {row.text || " "}
          </ins>
        ),
      )}
    </div>
  );
}
