import { Avatar } from "@/components/site/avatar";
import { IntentLink } from "@/components/ui/intent-link";
import type { PublicProfile } from "@/lib/data/public";
import { formatLongDate } from "@/lib/site/format";
import { initialsOf } from "@/lib/site/identity";
import { storedImage, type ImageFields } from "@/lib/site/stored-image";
import { formatReadingTime } from "@/lib/site/reading-time";

/**
 * Who wrote the post, when, and how long it takes to read: above the body. The photo is
 * the profile's avatar, or the initials where there is none (as in the header).
 */
export function PostByline({
  author,
  date,
  minutes,
}: {
  author: Pick<PublicProfile, "name"> & ImageFields<"avatar">;
  date: string;
  minutes: number;
}) {
  const avatar = storedImage(author, "avatar");
  return (
    <div className="mt-8 flex items-center gap-3">
      {avatar ? (
        // The name is right beside it: the photo adds nothing for a screen reader.
        <Avatar image={avatar} decorative blur size={44} className="size-11 rounded-full border border-line bg-surface-2" />
      ) : (
        <span
          aria-hidden="true"
          data-testid="author-monogram"
          className="grid size-11 shrink-0 place-items-center rounded-full border border-line-strong bg-surface text-sm font-semibold tracking-tight text-accent"
        >
          {initialsOf(author.name)}
        </span>
      )}
      <div className="min-w-0 text-sm leading-snug">
        <IntentLink
          href="/about"
          rel="author"
          className="inline-flex min-h-6 items-center font-semibold text-fg underline-offset-4 hover:text-accent hover:underline"
        >
          {author.name}
        </IntentLink>
        <p className="text-muted">
          <time dateTime={date}>{formatLongDate(date)}</time>
          <span aria-hidden="true" className="px-1.5 text-subtle">
            ·
          </span>
          <span>{formatReadingTime(minutes)}</span>
        </p>
      </div>
    </div>
  );
}
