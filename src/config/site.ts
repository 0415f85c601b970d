/**
 * What a new profile starts from. The site's identity (name, role, words, links, résumé,
 * title, canonical URL) lives in the database (src/lib/data/profile.ts), edited at
 * /admin/profile; this module only fills that row the first time it is read.
 *
 * First-start defaults, each overridable by a variable set when the profile is created
 * (after that the database wins and these are not read again):
 *
 *   NEXT_PUBLIC_SITE_URL            the site's address, e.g. https://jane.dev
 *   NEXT_PUBLIC_SITE_OWNER_NAME     "Jane Doe"
 *   NEXT_PUBLIC_SITE_OWNER_ROLE     "Data engineer"
 *   NEXT_PUBLIC_SITE_LOCATION       "Porto, Portugal"
 *   NEXT_PUBLIC_SITE_BIO            one or two sentences for the hero, meta description and feeds
 *   NEXT_PUBLIC_SITE_EMAIL          public contact address (else none: the login e-mail is never shown)
 *   NEXT_PUBLIC_SITE_RESUME_URL     link to the resume file
 *   NEXT_PUBLIC_SITE_LINKEDIN_URL   https://www.linkedin.com/in/…
 *   NEXT_PUBLIC_SITE_GITHUB_URL     https://github.com/…
 *   NEXT_PUBLIC_SITE_X_URL          https://x.com/…
 *   NEXT_PUBLIC_SITE_WHATSAPP_URL   https://wa.me/<number>
 */

// Each variable is spelled out in full: Next.js only inlines `process.env.NEXT_PUBLIC_X`
// written literally, never a computed key.
const env = {
  url: process.env.NEXT_PUBLIC_SITE_URL,
  name: process.env.NEXT_PUBLIC_SITE_OWNER_NAME,
  role: process.env.NEXT_PUBLIC_SITE_OWNER_ROLE,
  location: process.env.NEXT_PUBLIC_SITE_LOCATION,
  bio: process.env.NEXT_PUBLIC_SITE_BIO,
  email: process.env.NEXT_PUBLIC_SITE_EMAIL,
  resumeUrl: process.env.NEXT_PUBLIC_SITE_RESUME_URL,
  linkedin: process.env.NEXT_PUBLIC_SITE_LINKEDIN_URL,
  github: process.env.NEXT_PUBLIC_SITE_GITHUB_URL,
  x: process.env.NEXT_PUBLIC_SITE_X_URL,
  whatsapp: process.env.NEXT_PUBLIC_SITE_WHATSAPP_URL,
};

/** An empty variable counts as unset, so `FOO=` in a .env file keeps the default. */
const pick = (value: string | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);

/** The origin of NEXT_PUBLIC_SITE_URL ("https://alexmorgan.dev/" → "https://alexmorgan.dev"), or "". */
function siteUrlOf(value: string | undefined): string {
  try {
    const url = new URL(value?.trim() ?? "");
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : "";
  } catch {
    return "";
  }
}

/**
 * The clearly unfinished words a new site shows until the owner writes their own: never a
 * person (a site deployed with the owner's own credentials must not show the demo's fictional
 * one). The first-run checklist (src/lib/first-run) counts a field still equal to these as
 * not done.
 */
export const PLACEHOLDERS = {
  name: "Your name",
  role: "Your role",
  heroIntro: "This site is new: its owner has not written an introduction yet.",
  about: "This page is waiting for its owner's words.",
  siteDescription: "A personal site, being set up.",
} as const;

/**
 * What a new profile row starts from (src/lib/data/profile.ts): what the deploy gave (any
 * NEXT_PUBLIC_SITE_* variables that are set) and neutral placeholders for the rest. The login
 * e-mail (OWNER_EMAIL) is private: no public address until the owner sets one (issue 37;
 * Contact works through its form meanwhile). Read once, on the first start with an empty
 * profile; after that the owner edits the row at /admin/profile and the database wins. The
 * zero-config demo writes its fictional person over these (src/lib/db/demo-content.ts).
 */
export function profileDefaults() {
  const name = pick(env.name, PLACEHOLDERS.name);
  const role = pick(env.role, PLACEHOLDERS.role);
  const email = pick(env.email, "");
  const bio = env.bio?.trim() ? env.bio.trim() : null;
  // Only what the deploy named: no example.com placeholders standing in for someone's profile.
  const links = [
    ...(email ? [{ network: "email" as const, url: `mailto:${email}` }] : []),
    ...(["linkedin", "github", "x", "whatsapp"] as const)
      .filter((network) => env[network]?.trim())
      .map((network) => ({ network, url: env[network]!.trim() })),
  ];
  return {
    name,
    role,
    location: pick(env.location, ""),
    availabilityShown: false,
    availabilityText: "",
    heroHeadline: `Hi, I'm ${name}.`,
    heroIntro: bio ?? PLACEHOLDERS.heroIntro,
    about: PLACEHOLDERS.about,
    focus: [],
    email,
    contactNote: "",
    resumeUrl: env.resumeUrl?.trim() ? env.resumeUrl.trim() : null,
    links,
    // Empty: the title follows name and role (src/lib/site/site-title.ts).
    siteTitle: "",
    siteDescription: bio ?? PLACEHOLDERS.siteDescription,
    siteUrl: siteUrlOf(env.url),
  };
}
