import type { PublicProfile } from "@/lib/data/public";
import { profileLinks } from "./identity";
import { absoluteUrl, configuredOrigin } from "./site-url";

type PersonProfile = Pick<PublicProfile, "name" | "role" | "heroIntro" | "email" | "location" | "avatar" | "links" | "siteUrl">;

/**
 * schema.org Person for the owner, from the profile (home page JSON-LD). What is empty is
 * left out; the site's URL and a local photo's URL only when the site's origin is known
 * (JSON-LD has no base URL to resolve a path against).
 */
export function personJsonLd(profile: PersonProfile): Record<string, unknown> {
  const origin = configuredOrigin(profile);
  const image = profile.avatar && (/^https?:\/\//.test(profile.avatar) ? profile.avatar : origin ? absoluteUrl(origin, profile.avatar) : null);
  const sameAs = profileLinks(profile.links).map((link) => link.url);
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: profile.name,
    ...(profile.role ? { jobTitle: profile.role } : {}),
    ...(profile.heroIntro ? { description: profile.heroIntro } : {}),
    ...(profile.email ? { email: `mailto:${profile.email}` } : {}),
    ...(origin ? { url: origin } : {}),
    ...(image ? { image } : {}),
    ...(profile.location ? { address: { "@type": "PostalAddress", addressLocality: profile.location } } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
