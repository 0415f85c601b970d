import type { PostHeading } from "@/lib/posts/headings";

interface Entry extends PostHeading {
  children: PostHeading[];
}

/** h3s under the h2 before them; one before any h2 stands on its own. */
function nest(headings: readonly PostHeading[]): Entry[] {
  const entries: Entry[] = [];
  for (const heading of headings) {
    const parent = entries.at(-1);
    if (heading.depth === 3 && parent?.depth === 2) parent.children.push(heading);
    else entries.push({ ...heading, children: [] });
  }
  return entries;
}

const LINK = "inline-block py-1 leading-snug text-muted underline-offset-4 transition-colors hover:text-fg hover:underline";

/**
 * "On this page": links to the post's sections (their ids come from the renderer,
 * src/lib/posts/headings.ts). Plain anchors, rendered on the server: no script needed.
 * Above the body on a phone, beside it on a wide screen (the article places it).
 */
export function PostToc({ headings, className = "" }: { headings: readonly PostHeading[]; className?: string }) {
  return (
    <nav aria-labelledby="on-this-page" className={`rounded-2xl border border-line bg-surface p-5 text-sm xl:border-0 xl:bg-transparent xl:p-0 ${className}`}>
      <p id="on-this-page" className="text-xs font-semibold uppercase tracking-[0.12em] text-subtle">
        On this page
      </p>
      <ol className="mt-2 grid gap-0.5">
        {nest(headings).map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} className={LINK}>
              {entry.text}
            </a>
            {entry.children.length > 0 && (
              <ol className="grid gap-0.5 pl-4">
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <a href={`#${child.id}`} className={LINK}>
                      {child.text}
                    </a>
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
