import { IntentLink } from "@/components/ui/intent-link";
import { tagPath } from "@/lib/posts/tags";

/**
 * A post's tags, each a link to the posts that share it (/blogs?tag=…), named "Posts tagged
 * …" for a screen reader (the list itself takes no label: html-validate's aria-label-misuse).
 * `raised` lifts the links above a card's card-wide link, so they stay clickable.
 */
export function TagList({ tags, className = "", raised = false }: { tags: readonly string[]; className?: string; raised?: boolean }) {
  if (tags.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${raised ? "relative z-10" : ""} ${className}`}>
      {tags.map((tag) => (
        <li key={tag}>
          <IntentLink
            href={tagPath(tag)}
            className="inline-flex min-h-8 items-center rounded-full border border-line bg-surface-2 px-3 text-xs font-medium text-muted transition-colors hover:border-line-strong hover:text-fg"
          >
            <span className="sr-only">Posts tagged </span>
            {tag}
          </IntentLink>
        </li>
      ))}
    </ul>
  );
}
