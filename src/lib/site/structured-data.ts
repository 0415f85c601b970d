import { siteConfig } from "@/config/site";

/** schema.org Person for the owner, from the site config (home page JSON-LD). */
export function personJsonLd(): Record<string, unknown> {
  const { owner, social, url } = siteConfig;
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: owner.name,
    jobTitle: owner.role,
    description: owner.bio,
    email: `mailto:${owner.email}`,
    url,
    address: { "@type": "PostalAddress", addressLocality: owner.location },
    sameAs: social.map((link) => link.href),
  };
}
