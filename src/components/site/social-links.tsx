import { SOCIAL_ICONS } from "@/components/ui/icons";
import { siteConfig } from "@/config/site";

/** Icon links to the owner's profiles; each link is named for screen readers. */
export function SocialLinks({ className = "", itemClassName = "" }: { className?: string; itemClassName?: string }) {
  return (
    <ul className={`flex items-center ${className}`}>
      {siteConfig.social.map(({ network, label, href }) => {
        const Icon = SOCIAL_ICONS[network];
        return (
          <li key={network}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer me"
              aria-label={`${label} (opens in a new tab)`}
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
