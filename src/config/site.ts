/**
 * Who the site is about: the one place that names the owner, their links and their words.
 * Components never hard-code any of this.
 *
 * Every value can be overridden by an environment variable. They are NEXT_PUBLIC_ so the
 * server-rendered pages and the browser islands read the same value (Next.js inlines them
 * at build time; set them before `next build`, e.g. in the Vercel project settings):
 *
 *   NEXT_PUBLIC_SITE_URL            canonical origin, e.g. https://alexmorgan.dev (on Vercel it
 *                                   falls back to the production domain Vercel exposes)
 *   NEXT_PUBLIC_SITE_OWNER_NAME     "Alex Morgan"
 *   NEXT_PUBLIC_SITE_OWNER_ROLE     "Full-stack engineer"
 *   NEXT_PUBLIC_SITE_LOCATION       "Lisbon, Portugal"
 *   NEXT_PUBLIC_SITE_BIO            one or two sentences for the hero, meta description and feeds
 *   NEXT_PUBLIC_SITE_EMAIL          public contact address
 *   NEXT_PUBLIC_SITE_RESUME_URL     link to the resume file (external or /resume.pdf)
 *   NEXT_PUBLIC_SITE_LINKEDIN_URL   https://www.linkedin.com/in/…
 *   NEXT_PUBLIC_SITE_GITHUB_URL     https://github.com/…
 *   NEXT_PUBLIC_SITE_X_URL          https://x.com/…
 *   NEXT_PUBLIC_SITE_WHATSAPP_URL   https://wa.me/<number>
 */

export interface SocialLink {
  /** Also the key of the inline icon drawn for it. */
  network: "linkedin" | "github" | "x" | "whatsapp";
  label: string;
  href: string;
}

export interface SiteConfig {
  url: string;
  owner: {
    name: string;
    /** Used for the monogram in the header, the icon and the Open Graph image. */
    initials: string;
    role: string;
    location: string;
    bio: string;
    email: string;
    resumeUrl: string;
  };
  social: SocialLink[];
  about: {
    /** "Who I am": paragraphs. */
    intro: string[];
    /** "What I do": short statements. */
    focus: { title: string; text: string }[];
  };
}

// Each variable is spelled out in full: Next.js only inlines `process.env.NEXT_PUBLIC_X`
// written literally, never a computed key.
const env = {
  url: process.env.NEXT_PUBLIC_SITE_URL,
  // Vercel exposes this one itself (system environment variables), without a scheme.
  vercelUrl: process.env.NEXT_PUBLIC_VERCEL_PROJECT_PRODUCTION_URL,
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

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((p) => p[0]!.toUpperCase()).join("") || "?";
}

const name = pick(env.name, "Alex Morgan");

export const siteConfig: SiteConfig = {
  url: pick(env.url, env.vercelUrl ? `https://${env.vercelUrl}` : "http://localhost:3000").replace(/\/+$/, ""),
  owner: {
    name,
    initials: initialsOf(name),
    role: pick(env.role, "Full-stack engineer"),
    location: pick(env.location, "Lisbon, Portugal"),
    bio: pick(
      env.bio,
      "I design and build fast, accessible web products end to end — from the database schema to the last pixel — and I care about the details people feel but never notice.",
    ),
    email: pick(env.email, "hello@example.com"),
    resumeUrl: pick(env.resumeUrl, "https://example.com/alex-morgan-resume.pdf"),
  },
  // The spec's order (footer Elsewhere group: email, then these), used everywhere they show.
  social: [
    { network: "linkedin", label: "LinkedIn", href: pick(env.linkedin, "https://www.linkedin.com/in/example") },
    { network: "github", label: "GitHub", href: pick(env.github, "https://github.com/example") },
    { network: "x", label: "X", href: pick(env.x, "https://x.com/example") },
    { network: "whatsapp", label: "WhatsApp", href: pick(env.whatsapp, "https://wa.me/15555550123") },
  ],
  about: {
    intro: [
      "I'm a full-stack engineer who likes the whole problem: talking to the people who will use a thing, shaping the data it needs, and sweating the interface until it feels obvious.",
      "Most of my work lives in TypeScript — React and Next.js on the front, Node.js and PostgreSQL behind it — and I'm happiest on small teams where shipping well matters more than shipping often.",
    ],
    focus: [
      { title: "Product engineering", text: "Turning a rough idea into a shipped, measurable feature, with the trade-offs written down." },
      { title: "Front-end performance", text: "Pages that load in under a second on a mid-range phone, and stay accessible while doing it." },
      { title: "Data & APIs", text: "Schemas, migrations and HTTP APIs that stay correct under concurrent writes and years of change." },
    ],
  },
};

/**
 * What a new profile row starts from (src/lib/data/profile.ts): the defaults above, with
 * any NEXT_PUBLIC_SITE_* variables that are set. Read once, on the first start with an
 * empty profile; after that the owner edits the row at /admin/profile and the database wins.
 */
export function profileDefaults() {
  const { owner, about } = siteConfig;
  const social = Object.fromEntries(siteConfig.social.map((link) => [link.network, link.href]));
  // Only links a variable set: the demo's example.com placeholders are not someone's profile.
  const links = [
    { network: "email" as const, url: `mailto:${owner.email}` },
    ...(["linkedin", "github", "x", "whatsapp"] as const)
      .filter((network) => env[network]?.trim())
      .map((network) => ({ network, url: social[network]! })),
  ];
  return {
    name: owner.name,
    role: owner.role,
    location: owner.location,
    availabilityShown: true,
    availabilityText: "Available for new projects",
    heroHeadline: `Hi, I'm ${owner.name}. ${owner.role} crafting fast, humane software.`,
    heroIntro: owner.bio,
    about: about.intro.join("\n\n"),
    focus: about.focus,
    email: owner.email,
    contactNote: "I read every message and reply within two working days.",
    resumeUrl: env.resumeUrl?.trim() ? env.resumeUrl.trim() : null,
    links,
    siteTitle: `${owner.name} · ${owner.role}`,
    siteDescription: owner.bio,
    siteUrl: env.url?.trim() ? siteConfig.url : "",
  };
}

/** False when siteConfig.url is only the localhost default (no NEXT_PUBLIC_SITE_URL, not on Vercel). */
export const siteUrlIsConfigured = Boolean(env.url?.trim() || env.vercelUrl?.trim());

/** An absolute URL on this site, for metadata, feeds and the sitemap. */
export function absoluteUrl(path = "/"): string {
  return `${siteConfig.url}${path.startsWith("/") ? path : `/${path}`}`;
}
