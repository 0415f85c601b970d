/** Pieces of the /projects results shared by the page's first view and its searches. */

export const countText = (count: number) => `${count} ${count === 1 ? "project" : "projects"}`;

/** The results' one live status line (how many, or that they are loading). */
export function ResultsStatus({ children }: { children: React.ReactNode }) {
  return (
    <p role="status" className="mb-4 min-h-6 text-sm text-muted">
      {children}
    </p>
  );
}

/** While a search is on its way: the status says so, and placeholder cards hold the space. */
export function LoadingResults() {
  return (
    <div aria-busy="true">
      <ResultsStatus>Loading projects…</ResultsStatus>
      <ul aria-hidden="true" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-96 animate-pulse rounded-2xl border border-line bg-surface" />
        ))}
      </ul>
    </div>
  );
}
