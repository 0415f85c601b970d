/** A post's readers on its edit screen: its views in the last 30 days and over every day kept. */
export function PostViews({ recent, kept }: { recent: number; kept: number }) {
  const views = (n: number) => `${n.toLocaleString("en")} ${n === 1 ? "view" : "views"}`;
  return (
    <p className="text-sm text-muted" data-testid="post-views">
      <span className="font-semibold text-fg">{views(recent)}</span> in the last 30 days · {views(kept)} in all the days kept
    </p>
  );
}
