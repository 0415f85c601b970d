/** The title block at the top of a page: a heading and a sentence about the page. */
export function PageTitle({
  title,
  description,
  eyebrow,
  children,
}: {
  title: string;
  description: string;
  /** A short kicker above the heading ("Portfolio", "Writing"). */
  eyebrow?: string;
  /** Extra content under the description (actions, counts). */
  children?: React.ReactNode;
}) {
  return (
    <header className="pb-10 pt-14 sm:pb-12 sm:pt-20">
      {eyebrow && (
        <p className="mb-3 text-xs font-semibold uppercase tracking-[0.18em] text-accent">{eyebrow}</p>
      )}
      <h1 className="text-balance text-4xl font-semibold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mt-4 max-w-2xl text-pretty text-lg leading-relaxed text-muted">{description}</p>
      {children}
    </header>
  );
}
