import { ItemActions } from "@/components/owner/owner-only";
import { ExternalIcon } from "@/components/ui/icons";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { PublicTechStackItem } from "@/lib/data/public";
import { initialsOf, placeholderColors } from "@/lib/site/placeholder";
import { storedImage } from "@/lib/site/stored-image";

/**
 * No image yet: the tool's initials on its gradient, in the tile's exact size, matching the
 * cover placeholders (decorative: the title is next to it).
 */
function TechPlaceholder({ title }: { title: string }) {
  const [from, to] = placeholderColors(title);
  return (
    <span
      aria-hidden="true"
      data-placeholder="tech"
      className="absolute inset-0 grid place-items-center text-base font-semibold tracking-tight text-white"
      style={{ backgroundImage: `radial-gradient(90% 90% at 0% 0%, rgb(255 255 255 / 0.2), transparent 60%), linear-gradient(135deg, ${from}, ${to})` }}
    >
      {initialsOf(title)}
    </span>
  );
}

/** One tool: its image (or its initials), title, category and a link to it. */
export function TechStackCard({ item }: { item: PublicTechStackItem }) {
  const icon = storedImage(item, "imageUrl");
  return (
    <article className="group relative flex h-full flex-wrap items-center gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card transition-colors hover:border-accent/50">
      <span className="relative grid size-12 shrink-0 place-items-center overflow-hidden rounded-xl border border-line bg-surface-2">
        {icon ? (
          // Beside its title, which says what it is: decorative. Logos are often transparent:
          // no blur, which would stay visible around them.
          <ResponsiveImage
            image={icon}
            decorative
            width={48}
            height={48}
            sizes="48px"
            className="object-contain p-1.5"
          />
        ) : (
          <TechPlaceholder title={item.title} />
        )}
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-semibold tracking-tight">
          <a
            href={item.url}
            target="_blank"
            rel="noopener noreferrer"
            className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-ring"
          >
            {item.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </h3>
        <p className="truncate text-sm text-muted">{item.category}</p>
      </div>
      <ExternalIcon size={16} className="shrink-0 text-subtle transition-colors group-hover:text-accent" />
      <div className="relative z-10 empty:hidden">
        <ItemActions
          editHref={`/edit-techStack/${item._id}`}
          deletePath={`/techStack/${item._id}`}
          label={`tech stack item ${item.title}`}
          deletedMessage="TechStack deleted successfully!"
        />
      </div>
    </article>
  );
}
