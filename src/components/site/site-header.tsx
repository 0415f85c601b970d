import { IntentLink } from "@/components/ui/intent-link";
import type { PublicProfile } from "@/lib/data/public";
import { initialsOf } from "@/lib/site/identity";
import { storedImage, type ImageFields } from "@/lib/site/stored-image";
import { Avatar } from "./avatar";
import { DesktopNav } from "./desktop-nav";
import { SocialLinks } from "./social-links";
import { ThemeToggle } from "./theme-toggle";

const BADGE = "size-9 rounded-xl border border-line-strong transition-colors group-hover:border-accent";

/**
 * Top bar on every screen size: the owner's photo (or monogram) and name, the theme switch,
 * and on ≥ 768 px the page links and the social icons (spec point 2). Between 768 and 1024 px
 * the page links show as icons (desktop-nav.tsx) so that everything fits with 44 px targets.
 */
export function SiteHeader({ profile }: { profile: Pick<PublicProfile, "name" | "links"> & ImageFields<"avatar"> }) {
  const avatar = storedImage(profile, "avatar");
  return (
    <header className="sticky top-0 z-40 border-b border-line/70 bg-bg/80 backdrop-blur-md supports-[backdrop-filter]:bg-bg/65">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-5 sm:px-6">
        <IntentLink href="/" className="group flex min-h-11 min-w-0 items-center gap-2.5 rounded-full pr-2">
          {avatar ? (
            // The name beside it names the link: the photo is decoration here.
            <Avatar image={avatar} decorative blur size={36} priority className={BADGE} />
          ) : (
            <span
              aria-hidden="true"
              className={`grid place-items-center bg-surface text-[0.8rem] font-semibold tracking-tight text-accent ${BADGE}`}
            >
              {initialsOf(profile.name)}
            </span>
          )}
          {/* Between 768 and 1024 px only the photo or monogram shows; the name stays the link's name. */}
          <span className="truncate text-[0.95rem] font-semibold tracking-tight md:sr-only lg:not-sr-only">{profile.name}</span>
        </IntentLink>
        <div className="flex items-center gap-1">
          <DesktopNav />
          <SocialLinks links={profile.links} className="ml-1 hidden border-l border-line pl-1 md:flex" />
          <ThemeToggle />
        </div>
      </div>
    </header>
  );
}
