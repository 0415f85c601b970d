/**
 * What a new profile starts from. The site's identity (name, role, words, links, résumé,
 * title, canonical URL) lives in the database (src/lib/data/profile.ts), edited at
 * /admin/profile; this module only fills that row the first time it is read.
 *
 * First-start defaults, each overridable by a variable set when the profile is created
 * (after that the database wins and these are not read again):
 *
 *   NEXT_PUBLIC_SITE_URL            canonical origin, e.g. https://alexmorgan.dev
 *   NEXT_PUBLIC_SITE_OWNER_NAME     "Alex Morgan"
 *   NEXT_PUBLIC_SITE_OWNER_ROLE     "Full-stack engineer"
 *   NEXT_PUBLIC_SITE_LOCATION       "Lisbon, Portugal"
 *   NEXT_PUBLIC_SITE_BIO            one or two sentences for the hero, meta description and feeds
 *   NEXT_PUBLIC_SITE_EMAIL          public contact address
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
 * What a new profile row starts from (src/lib/data/profile.ts): the demo defaults, with
 * any NEXT_PUBLIC_SITE_* variables that are set. Read once, on the first start with an
 * empty profile; after that the owner edits the row at /admin/profile and the database wins.
 */
export function profileDefaults() {
  const name = pick(env.name, "Alex Morgan");
  const role = pick(env.role, "Full-stack engineer");
  const email = pick(env.email, "hello@example.com");
  const bio = pick(
    env.bio,
    "I design and build fast, accessible web products end to end — from the database schema to the last pixel — and I care about the details people feel but never notice.",
  );
  // Only links a variable set: example.com placeholders are not someone's profile.
  const links = [
    { network: "email" as const, url: `mailto:${email}` },
    ...(["linkedin", "github", "x", "whatsapp"] as const)
      .filter((network) => env[network]?.trim())
      .map((network) => ({ network, url: env[network]!.trim() })),
  ];
  return {
    name,
    role,
    location: pick(env.location, "Lisbon, Portugal"),
    availabilityShown: true,
    availabilityText: "Available for new projects",
    heroHeadline: `Hi, I'm ${name}. ${role} crafting fast, humane software.`,
    heroIntro: bio,
    about: [
      "I'm a full-stack engineer who likes the whole problem: talking to the people who will use a thing, shaping the data it needs, and sweating the interface until it feels obvious.",
      "Most of my work lives in TypeScript — React and Next.js on the front, Node.js and PostgreSQL behind it — and I'm happiest on small teams where shipping well matters more than shipping often.",
    ].join("\n\n"),
    focus: [
      { title: "Product engineering", text: "Turning a rough idea into a shipped, measurable feature, with the trade-offs written down." },
      { title: "Front-end performance", text: "Pages that load in under a second on a mid-range phone, and stay accessible while doing it." },
      { title: "Data & APIs", text: "Schemas, migrations and HTTP APIs that stay correct under concurrent writes and years of change." },
    ],
    email,
    contactNote: "I read every message and reply within two working days.",
    resumeUrl: env.resumeUrl?.trim() ? env.resumeUrl.trim() : null,
    links,
    siteTitle: `${name} · ${role}`,
    siteDescription: bio,
    siteUrl: siteUrlOf(env.url),
  };
}
