import { RssIcon, SOCIAL_ICONS } from "@/components/ui/icons";
import { IntentLink } from "@/components/ui/intent-link";
import { FOOTER_LINKS } from "@/config/nav";
import type { PublicProfile } from "@/lib/data/public";
import { linkHref, linkLabel, roleAndLocation, visibleLinks } from "@/lib/site/identity";

// 44 px both ways (touch targets), also on desktop, where a pointer can be a finger too.
const FOOTER_LINK = "inline-flex min-h-11 min-w-11 items-center gap-2.5 text-sm text-muted transition-colors hover:text-fg";

type FooterProfile = Pick<PublicProfile, "name" | "role" | "location" | "availabilityShown" | "availabilityText" | "links">;

/**
 * Who, the Links group, the Elsewhere group (the profile's links that are set, in the
 * owner's order) and the copyright line with the current year.
 */
export function SiteFooter({ profile }: { profile: FooterProfile }) {
  const year = new Date().getFullYear();
  const elsewhere = visibleLinks(profile.links);
  const availability = profile.availabilityShown ? profile.availabilityText.trim() : "";

  return (
    <footer className="mt-24 border-t border-line">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="max-w-sm">
          <p className="text-base font-semibold tracking-tight">{profile.name}</p>
          {roleAndLocation(profile) && <p className="mt-1 text-sm text-muted">{roleAndLocation(profile)}</p>}
          <p className="mt-4 text-sm leading-relaxed text-muted">
            {availability && <>{/[.!?…]$/.test(availability) ? availability : `${availability}.`} </>}
            {/* In a sentence: the ::before makes its tap target 44 px high without moving the line. */}
            <IntentLink
              href="/contact"
              className="relative font-medium text-accent underline-offset-4 before:absolute before:-inset-x-1 before:-inset-y-3 before:content-[''] hover:underline"
            >
              Say hello
            </IntentLink>
            .
          </p>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-xs font-semibold uppercase tracking-[0.14em] text-subtle">
            Links
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 md:grid-cols-1">
            {FOOTER_LINKS.map((link) => (
              <li key={link.href}>
                <IntentLink href={link.href} className={FOOTER_LINK}>
                  {link.label}
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
        {elsewhere.length > 0 && (
          <div>
            <h2 className="text-xs font-semibold uppercase tracking-[0.14em] text-subtle">Elsewhere</h2>
            <ul className="mt-3 grid grid-cols-2 gap-x-4 md:grid-cols-1">
              {elsewhere.map((link) => {
                const Icon = SOCIAL_ICONS[link.network];
                const external = link.network !== "email";
                return (
                  <li key={link.network}>
                    <a
                      href={linkHref(link)}
                      {...(external ? { target: "_blank", rel: "noopener noreferrer me" } : {})}
                      className={FOOTER_LINK}
                    >
                      <Icon size={16} />
                      {linkLabel(link)}
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        )}
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-5 py-6 text-sm text-subtle sm:px-6">
          <p>
            © {year} {profile.name}. All rights reserved.
          </p>
          <a href="/rss.xml" className="inline-flex min-h-11 items-center gap-2 transition-colors hover:text-fg">
            <RssIcon size={16} />
            RSS feed
          </a>
        </div>
      </div>
    </footer>
  );
}
