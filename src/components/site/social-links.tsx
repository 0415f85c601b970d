import { SOCIAL_ICONS } from "@/components/ui/icons";
import type { ProfileLink } from "@/lib/db/schema";
import { linkHref, linkLabel, profileLinks } from "@/lib/site/identity";

/**
 * Icon links to the owner's profiles elsewhere (the profile's links but e-mail, in the
 * owner's order; none that is empty); each link is named for screen readers.
 */
export function SocialLinks({ links, className = "", itemClassName = "" }: { links: readonly ProfileLink[]; className?: string; itemClassName?: string }) {
  const shown = profileLinks(links);
  if (shown.length === 0) return null;
  return (
    <ul className={`flex items-center ${className}`}>
      {shown.map((link) => {
        const Icon = SOCIAL_ICONS[link.network];
        return (
          <li key={link.network}>
            <a
              href={linkHref(link)}
              target="_blank"
              rel="noopener noreferrer me"
              aria-label={`${linkLabel(link)} (opens in a new tab)`}
              className={`inline-flex size-11 items-center justify-center rounded-full text-muted transition-colors hover:bg-surface-2 hover:text-fg ${itemClassName}`}
            >
              <Icon size={18} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
