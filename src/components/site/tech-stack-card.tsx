import { ItemActions } from "@/components/owner/item-actions";
import { ExternalIcon } from "@/components/ui/icons";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import type { PublicTechStackItem } from "@/lib/data/public";

/** One tool: its image (or initial), title, category and a link to it. */
export function TechStackCard({ item }: { item: PublicTechStackItem }) {
  return (
    <article className="group relative flex h-full flex-wrap items-center gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card transition-colors hover:border-accent/50">
      <span className="relative grid size-12 shrink-0 place-items-center overflow-hidden rounded-xl border border-line bg-surface-2 text-lg font-semibold text-accent">
        {item.imageUrl ? (
          <ResponsiveImage
            src={item.imageUrl}
            alt={`${item.title} logo`}
            width={48}
            height={48}
            sizes="48px"
            className="object-contain p-1.5"
          />
        ) : (
          <span aria-hidden="true">{item.title.charAt(0).toUpperCase()}</span>
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
