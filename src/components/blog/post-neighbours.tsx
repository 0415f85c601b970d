import { IntentLink } from "@/components/ui/intent-link";
import { ArrowLeftIcon, ArrowRightIcon } from "@/components/ui/icons";
import type { PublicBlog } from "@/lib/data/public";
import { postPath } from "@/lib/posts/slug";

type Neighbour = Pick<PublicBlog, "_id" | "slug" | "title">;

/**
 * The posts either side of this one by date, under the body: previous (older) on the
 * left, next (newer) on the right; stacked on a phone. The first post has no previous and
 * the newest no next: that side is left empty.
 */
export function PostNeighbours({ previous, next }: { previous: Neighbour | null; next: Neighbour | null }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="More posts" className="mt-16 grid gap-4 border-t border-line pt-8 sm:grid-cols-2">
      {previous && (
        <IntentLink href={postPath(previous)} rel="prev" className={LINK_CLASSES}>
          <span className="inline-flex items-center gap-1.5 text-xs font-semibold uppercase tracking-[0.12em] text-subtle">
            <ArrowLeftIcon size={14} />
            Previous post
          </span>
          <span className="mt-2 block text-pretty font-semibold leading-snug text-fg group-hover:text-accent">
            {previous.title}
          </span>
        </IntentLink>
      )}
      {next && (
        <IntentLink href={postPath(next)} rel="next" className={`${LINK_CLASSES} sm:col-start-2 sm:text-right`}>
          <span className="inline-flex items-center gap-1.5 text-xs font-semibold uppercase tracking-[0.12em] text-subtle">
            Next post
            <ArrowRightIcon size={14} />
          </span>
          <span className="mt-2 block text-pretty font-semibold leading-snug text-fg group-hover:text-accent">
            {next.title}
          </span>
        </IntentLink>
      )}
    </nav>
  );
}

const LINK_CLASSES =
  "group block rounded-2xl border border-line bg-surface p-5 shadow-card transition-colors hover:border-line-strong";
