import type { Database } from "./client";
import { eq } from "drizzle-orm";
import { updateProfileRow, type ProfileValues } from "./profile-row";
import type { DemoImages } from "./demo-images";
import { DEMO_POSTS } from "./demo-posts";
import { slugify } from "@/lib/posts/slug";
import { blogs, certifications, experiences, messages, profile, projects, techStack } from "./schema";

/** Shown in the README and printed on the console when the demo owner is seeded. */
export { DEMO_OWNER } from "./demo-owner";

/**
 * The demo's fictional person, written over the neutral first profile (src/config/site.ts)
 * only in the zero-config demo. The links fill the footer's Elsewhere group in the spec's
 * order with addresses that name no real person.
 */
export const DEMO_PROFILE = {
  name: "Alex Morgan",
  role: "Full-stack engineer",
  location: "Lisbon, Portugal",
  availabilityShown: true,
  availabilityText: "Available for new projects",
  heroHeadline: "Hi, I'm Alex Morgan. Full-stack engineer crafting fast, humane software.",
  heroIntro:
    "I design and build fast, accessible web products end to end — from the database schema to the last pixel — and I care about the details people feel but never notice.",
  about: [
    "I'm a full-stack engineer who likes the whole problem: talking to the people who will use a thing, shaping the data it needs, and sweating the interface until it feels obvious.",
    "Most of my work lives in TypeScript — React and Next.js on the front, Node.js and PostgreSQL behind it — and I'm happiest on small teams where shipping well matters more than shipping often.",
  ].join("\n\n"),
  focus: [
    { title: "Product engineering", text: "Turning a rough idea into a shipped, measurable feature, with the trade-offs written down." },
    { title: "Front-end performance", text: "Pages that load in under a second on a mid-range phone, and stay accessible while doing it." },
    { title: "Data & APIs", text: "Schemas, migrations and HTTP APIs that stay correct under concurrent writes and years of change." },
  ],
  email: "hello@example.com",
  contactNote: "I read every message and reply within two working days.",
  links: [
    { network: "email", url: "mailto:hello@example.com" },
    { network: "linkedin", url: "https://www.linkedin.com/in/example" },
    { network: "github", url: "https://github.com/example" },
    { network: "x", url: "https://x.com/example" },
    { network: "whatsapp", url: "https://wa.me/15555550100" },
  ],
  siteDescription:
    "I design and build fast, accessible web products end to end — from the database schema to the last pixel — and I care about the details people feel but never notice.",
} satisfies Partial<ProfileValues>;

/** The profile fields the demo writes: "Remove demo content" resets those the owner left alone. */
export const DEMO_PROFILE_FIELDS = [...Object.keys(DEMO_PROFILE), "avatar", "avatarAlt", "resumeUrl"];

/** The seed writes rows and sets the profile's avatar, inside the caller's transaction. */
type Writer = Pick<Database, "insert" | "select" | "update" | "transaction">;

// Spread creation times so "newest" and "oldest" sorts have a stable, visible order.
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

const TECH_STACK = [
  { title: "TypeScript", category: "Language", url: "https://www.typescriptlang.org", techStackType: "skills" },
  { title: "React", category: "UI library", url: "https://react.dev", techStackType: "skills" },
  { title: "Next.js", category: "Framework", url: "https://nextjs.org", techStackType: "skills" },
  { title: "Node.js", category: "Runtime", url: "https://nodejs.org", techStackType: "skills" },
  { title: "PostgreSQL", category: "Database", url: "https://www.postgresql.org", techStackType: "skills" },
  { title: "Tailwind CSS", category: "Styling", url: "https://tailwindcss.com", techStackType: "skills" },
  { title: "Zed", category: "Editor", url: "https://zed.dev", techStackType: "dev" },
  { title: "Git", category: "Version control", url: "https://git-scm.com", techStackType: "dev" },
  { title: "Docker", category: "Containers", url: "https://www.docker.com", techStackType: "dev" },
  { title: "Figma", category: "Design", url: "https://www.figma.com", techStackType: "apps" },
  { title: "Obsidian", category: "Notes", url: "https://obsidian.md", techStackType: "apps" },
  { title: "Framework Laptop 13", category: "Laptop", url: "https://frame.work", techStackType: "hardware" },
] as const;

/** What the owner wrote for each post's cover: what it shows, for a reader who cannot see it. */
const COVER_ALTS: Record<(typeof DEMO_POSTS)[number]["key"], string> = {
  debounce: "Keystrokes as bars, then 2000 ms of quiet before a single /projects?search= request",
  keyset: "A table of rows with the next page's first row marked, beside the condition where (created_at, id) < ($1, $2)",
  csp: "A shield with a check mark over the policy script-src 'self' 'sha256-…'",
  bodyLimits: "Request chunks counted as they arrive, cut off with 413 Payload Too Large at 4,194,304 bytes",
};

/**
 * The demo site: projects, posts, experience, certifications, tech stack and two messages,
 * each with its images stored through the upload path (src/lib/db/demo-images.ts), and
 * the profile's avatar and résumé (a PDF, stored the same way). Run inside a transaction
 * by the caller; the images and the PDF are files, so a failure removes the ones stored
 * and the transaction drops the rows.
 */
export async function seedDemoContent(db: Writer): Promise<void> {
  // Loaded only when a demo is seeded: sharp and the brand marks stay off every other start.
  const { storeDemoImages, removeDemoImages } = await import("./demo-images");
  const images = await storeDemoImages(TECH_STACK.map((item) => item.title));
  try {
    await insertDemoRows(db, images);
    await updateProfileRow(db, {
      ...DEMO_PROFILE,
      ...images.avatar,
      avatarAlt: "Illustrated portrait of Alex Morgan, smiling, in round glasses",
      resumeUrl: images.resume,
    });
    await db.update(profile).set({ demoFields: DEMO_PROFILE_FIELDS }).where(eq(profile.id, 1));
  } catch (error) {
    await removeDemoImages(images.urls);
    throw error;
  }
}

async function insertDemoRows(db: Writer, images: DemoImages): Promise<void> {
  await db.insert(projects).values([
    {
      title: "Fieldnotes",
      oneLineDescription: "An offline-first notebook for field researchers",
      description:
        "Notes, photos and GPS-tagged observations captured with no signal and synced when one returns. Edits made on several devices merge without conflicts (Yjs CRDTs), everything is encrypted on the device before it leaves, and a service worker keeps the whole app usable in airplane mode.",
      liveUrl: "https://fieldnotes.example.com",
      ...images.projects.fieldnotes,
      screenshotAlt: "Fieldnotes on a wetland survey note: a photo of a heron in the reeds, a map pin, a checklist and the queued offline changes",
      projectType: "full-stack",
      technologiesUsed: ["Next.js", "TypeScript", "PostgreSQL", "Yjs"],
      keywordsAndTags: ["offline-first", "PWA", "sync"],
      createdAt: daysAgo(10),
      updatedAt: daysAgo(10),
    },
    {
      title: "Tidepool",
      oneLineDescription: "Live dashboard for a coastal sensor network",
      description:
        "Streams readings from two hundred buoys over MQTT and WebSockets, downsamples them in a worker and draws a minute-by-minute map and wave chart that stay smooth on a mid-range phone. Alerts for silent buoys, low batteries and wave heights above a threshold.",
      liveUrl: "https://github.com/example/tidepool",
      ...images.projects.tidepool,
      screenshotAlt: "Tidepool's overview: 200 buoys on a map coloured by water temperature, the last 24 hours of wave height and three open alerts",
      projectType: "frontend",
      technologiesUsed: ["React", "D3", "WebSockets"],
      keywordsAndTags: ["data-viz", "real-time", "maps"],
      createdAt: daysAgo(40),
      updatedAt: daysAgo(40),
    },
    {
      title: "Ledgerline",
      oneLineDescription: "Double-entry bookkeeping API for small shops",
      description:
        "An HTTP API that keeps a correct ledger under concurrent writes: every transaction must balance or it is refused, retries with the same idempotency key never post twice, amounts are integers in minor units, and a monthly export goes straight to the accountant.",
      liveUrl: "https://github.com/example/ledgerline",
      ...images.projects.ledgerline,
      screenshotAlt: "Ledgerline's API reference for creating a transaction, with a curl request and its 201 response",
      projectType: "backend",
      technologiesUsed: ["Node.js", "PostgreSQL", "Drizzle"],
      keywordsAndTags: ["fintech", "API", "transactions"],
      // The owner's picks lead Selected Work (then the newest, Fieldnotes), not the three newest.
      featured: true,
      featuredRank: 0,
      createdAt: daysAgo(90),
      updatedAt: daysAgo(90),
    },
    {
      title: "Lowroad",
      oneLineDescription: "Route planner for cyclists who would rather not climb",
      description:
        "Finds the flattest reasonable route between two points from OpenStreetMap and open elevation data, weighing distance against climbing with one slider. Shows the elevation profile next to the fastest route's, prints a cue sheet and exports GPX for a bike computer.",
      liveUrl: "https://lowroad.example.com",
      ...images.projects.lowroad,
      screenshotAlt: "Lowroad's route from Alfama to Belém beside the river, 86 m less climbing than the fastest route, with its cue sheet and elevation profile",
      projectType: "full-stack",
      technologiesUsed: ["SvelteKit", "Rust", "WebAssembly"],
      keywordsAndTags: ["maps", "cycling", "algorithms"],
      featured: true,
      featuredRank: 1,
      createdAt: daysAgo(150),
      updatedAt: daysAgo(150),
    },
    {
      title: "Old Portfolio",
      oneLineDescription: "My first portfolio, kept for nostalgia",
      description:
        "A hand-written static site from my first year of programming: a jQuery slider, three columns of skills and a lot of enthusiasm. Kept online to remember where I started.",
      liveUrl: "https://github.com/example/old-portfolio",
      ...images.projects["old-portfolio"],
      screenshotAlt: 'My 2017 portfolio: a jQuery slider saying "Hello, world!" above cards for HTML5, CSS3 and jQuery',
      projectType: "frontend",
      technologiesUsed: ["HTML", "CSS", "jQuery"],
      keywordsAndTags: ["static", "archive"],
      isArchived: true,
      createdAt: daysAgo(900),
      updatedAt: daysAgo(900),
    },
  ]);

  await db.insert(blogs).values(
    DEMO_POSTS.map((post) => {
      const written = new Date(`${post.date}T09:00:00Z`);
      return {
        title: post.title,
        slug: slugify(post.title),
        tags: post.tags,
        summary: post.summary,
        date: post.date,
        content: post.content,
        ...images.posts[post.key],
        imageUrlAlt: COVER_ALTS[post.key],
        createdAt: written,
        updatedAt: written,
      };
    }),
  );

  await db.insert(experiences).values([
    {
      title: "Senior Full-Stack Engineer",
      company: "Northwind Labs",
      location: "Remote",
      startDate: "2024-03",
      endDate: null,
      skills: "TypeScript, Next.js, PostgreSQL, AWS",
      learned: [
        "Led the rewrite of the customer portal to the App Router",
        "Cut p95 page load from 3.1 s to 0.9 s",
        "Mentored three junior engineers",
      ],
    },
    {
      title: "Software Engineer",
      company: "Harbor Analytics",
      location: "Lisbon, Portugal",
      startDate: "2021-06",
      endDate: "2024-02",
      skills: "React, Node.js, Kafka, Docker",
      learned: [
        "Built the real-time ingestion pipeline",
        "Introduced end-to-end tests in CI",
      ],
    },
    {
      title: "Junior Web Developer",
      company: "Studio Meridian",
      location: "Porto, Portugal",
      startDate: "2019-09",
      endDate: "2021-05",
      skills: "JavaScript, PHP, MySQL",
      learned: ["Shipped twelve client sites", "Learned accessibility the hard way"],
    },
  ]);

  await db.insert(certifications).values([
    {
      title: "AWS Certified Developer – Associate",
      credentialID: "Q7KX2M9H4B1LJW5E",
      organization: "Amazon Web Services",
      date: "January 2025",
      url: "https://aws.amazon.com/verification",
      learned: ["Serverless design", "IAM least privilege", "DynamoDB data modelling"],
      ...images.certifications.aws,
    },
    {
      title: "Certified Kubernetes Application Developer (CKAD)",
      credentialID: "LF-8q2z4k7mxa",
      organization: "The Linux Foundation",
      date: "September 2024",
      url: "https://training.linuxfoundation.org/certification/verify/",
      learned: ["Deployments and rollouts", "Probes and resource limits", "ConfigMaps and Secrets"],
      ...images.certifications.ckad,
    },
    {
      title: "Professional Scrum Master I",
      credentialID: "1084379",
      organization: "Scrum.org",
      date: "June 2023",
      url: "https://www.scrum.org/certification-list",
      learned: ["Facilitation", "Sprint planning", "Empirical process control"],
      ...images.certifications.psm,
    },
  ]);

  // Logos are decorative beside their titles: no alt text of the owner's (reads give "{title} logo").
  // Each section in the order listed here (position within its techStackType).
  await db.insert(techStack).values(
    TECH_STACK.map((item) => ({
      ...item,
      ...images.techStack[item.title],
      position: TECH_STACK.filter((other) => other.techStackType === item.techStackType).indexOf(item),
    })),
  );

  await db.insert(messages).values([
    {
      name: "Jordan Lee",
      email: "jordan@example.org",
      subject: "Freelance project",
      message: "Hi Alex, we are looking for help with a Next.js migration this winter. Are you available?",
    },
    {
      name: "Sam Rivera",
      email: "sam@example.org",
      subject: "Loved your blog post",
      message: "Your post on debouncing search was exactly what I needed. Thanks!",
      read: true,
      createdAt: daysAgo(3),
    },
  ]);

  // Every row written above is the demo's (the seed runs on an empty database): marked so
  // that "Remove demo content" finds them, until the owner edits one.
  for (const table of [projects, blogs, experiences, certifications, techStack, messages]) {
    await db.update(table).set({ seeded: true });
  }

}
