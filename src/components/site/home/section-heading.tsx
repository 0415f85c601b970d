import { IntentLink } from "@/components/ui/intent-link";
import { ArrowRightIcon } from "@/components/ui/icons";

/** A home section's heading, with an optional "see all" link on the right. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  link,
}: {
  id: string;
  eyebrow: string;
  title: string;
  link?: { href: string; label: string };
}) {
  return (
    <div className="reveal mb-8 flex flex-wrap items-end justify-between gap-4">
      <div>
        <p className="mb-2 text-xs font-semibold uppercase tracking-[0.18em] text-accent">{eyebrow}</p>
        <h2 id={id} className="text-3xl font-semibold tracking-tight sm:text-4xl">
          {title}
        </h2>
      </div>
      {link && (
        <IntentLink
          href={link.href}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-muted transition-colors hover:text-fg"
        >
          {link.label}
          <ArrowRightIcon size={16} />
        </IntentLink>
      )}
    </div>
  );
}
