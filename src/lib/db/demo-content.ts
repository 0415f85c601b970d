import type { Database } from "./client";
import { blogs, certifications, experiences, messages, projects, techStack } from "./schema";

/** Shown in the README and printed on the console when the demo owner is seeded. */
export const DEMO_OWNER = {
  email: "owner@example.com",
  password: "demo-password",
  name: "Alex Morgan",
} as const;

type Writer = Pick<Database, "insert">;

// Spread creation times so "newest" and "oldest" sorts have a stable, visible order.
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

export async function seedDemoContent(db: Writer): Promise<void> {
  await db.insert(projects).values([
    {
      title: "Fieldnotes",
      oneLineDescription: "A offline-first note app for field researchers",
      description:
        "Notes, photos and GPS tags captured without a signal and synced when one returns. Conflict-free merges with CRDTs, end-to-end encryption and a tiny service worker.",
      liveUrl: "https://fieldnotes.example.com",
      projectType: "full-stack",
      technologiesUsed: ["Next.js", "TypeScript", "PostgreSQL", "Yjs"],
      keywordsAndTags: ["offline-first", "PWA", "sync"],
      createdAt: daysAgo(10),
      updatedAt: daysAgo(10),
    },
    {
      title: "Tidepool",
      oneLineDescription: "Real-time dashboard for coastal sensor networks",
      description:
        "Streams readings from two hundred buoys over MQTT, downsamples them on the server and renders a minute-by-minute map that stays smooth on a phone.",
      liveUrl: "https://github.com/example/tidepool",
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
        "An HTTP API that keeps a correct ledger under concurrent writes, with idempotent requests, audit trails and monthly exports for the accountant.",
      liveUrl: "https://github.com/example/ledgerline",
      projectType: "backend",
      technologiesUsed: ["Node.js", "PostgreSQL", "Drizzle"],
      keywordsAndTags: ["fintech", "API", "transactions"],
      createdAt: daysAgo(90),
      updatedAt: daysAgo(90),
    },
    {
      title: "Pathfinder 100%",
      oneLineDescription: "Route planner for cyclists who hate hills",
      description:
        "Plans the flattest route between two points from open elevation data, with turn-by-turn cues and a printable cue sheet.",
      liveUrl: "https://pathfinder.example.com",
      projectType: "full-stack",
      technologiesUsed: ["SvelteKit", "Rust", "WebAssembly"],
      keywordsAndTags: ["maps", "cycling", "algorithms"],
      createdAt: daysAgo(150),
      updatedAt: daysAgo(150),
    },
    {
      title: "Old Portfolio",
      oneLineDescription: "My first portfolio, kept for nostalgia",
      description: "A hand-written static site from my first year of programming.",
      liveUrl: "https://github.com/example/old-portfolio",
      projectType: "frontend",
      technologiesUsed: ["HTML", "CSS", "jQuery"],
      keywordsAndTags: ["static", "archive"],
      isArchived: true,
      createdAt: daysAgo(900),
      updatedAt: daysAgo(900),
    },
  ]);

  await db.insert(blogs).values([
    {
      title: "Debouncing search without losing the URL",
      summary:
        "How the projects page keeps its filters in the address bar while waiting for you to stop typing.",
      date: "2026-10-02",
      content: [
        "Search boxes that fire on every keystroke waste requests; ones that wait too long feel broken.",
        "",
        "## The hook",
        "",
        "```ts",
        "export function useDebounced<T>(value: T, delay = 2000): T {",
        "  const [debounced, setDebounced] = useState(value);",
        "  useEffect(() => {",
        "    const id = setTimeout(() => setDebounced(value), delay);",
        "    return () => clearTimeout(id);",
        "  }, [value, delay]);",
        "  return debounced;",
        "}",
        "```",
        "",
        "Then write the debounced value into the URL with `router.replace`, so a reload or a shared link shows the same list.",
      ].join("\n"),
      createdAt: daysAgo(50),
      updatedAt: daysAgo(50),
    },
    {
      title: "Postgres on a laptop, Postgres in production",
      summary: "One schema, three drivers: an embedded database for development and Neon in production.",
      date: "2026-08-14",
      content: [
        "The same Drizzle schema runs on **PGlite** in development and on **Neon** in production.",
        "",
        "- migrations are generated once and committed;",
        "- the driver is picked from `DATABASE_URL`;",
        "- tests run against both.",
        "",
        "```sql",
        "select title from projects where is_archived = false order by created_at desc limit 3;",
        "```",
      ].join("\n"),
      createdAt: daysAgo(100),
      updatedAt: daysAgo(100),
    },
    {
      title: "What I learned shipping my first PWA",
      summary: "Service workers, cache invalidation and the day every user saw a week-old app.",
      date: "2026-05-30",
      content: [
        "Caching is easy; *un*-caching is the hard part.",
        "",
        "> Version your service worker and show an update prompt.",
        "",
        "```js",
        "self.addEventListener('install', (event) => self.skipWaiting());",
        "```",
      ].join("\n"),
      createdAt: daysAgo(170),
      updatedAt: daysAgo(170),
    },
  ]);

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
      credentialID: "AWS-DEV-1234",
      organization: "Amazon Web Services",
      date: "January 2025",
      url: "https://aws.amazon.com/certification/",
      learned: ["Serverless design", "IAM least privilege", "DynamoDB modelling"],
    },
    {
      title: "Professional Scrum Master I",
      credentialID: "PSM-98765",
      organization: "Scrum.org",
      date: "June 2023",
      url: "https://www.scrum.org/",
      learned: ["Facilitation", "Sprint planning", "Empirical process control"],
    },
  ]);

  await db.insert(techStack).values([
    { title: "TypeScript", category: "Language", url: "https://www.typescriptlang.org", techStackType: "skills" },
    { title: "React", category: "Library", url: "https://react.dev", techStackType: "skills" },
    { title: "Next.js", category: "Framework", url: "https://nextjs.org", techStackType: "skills" },
    { title: "PostgreSQL", category: "Database", url: "https://www.postgresql.org", techStackType: "skills" },
    { title: "VS Code", category: "Editor", url: "https://code.visualstudio.com", techStackType: "dev" },
    { title: "Git", category: "Version control", url: "https://git-scm.com", techStackType: "dev" },
    { title: "Figma", category: "Design", url: "https://www.figma.com", techStackType: "apps" },
    { title: "Obsidian", category: "Notes", url: "https://obsidian.md", techStackType: "apps" },
    { title: "Framework Laptop 13", category: "Laptop", url: "https://frame.work", techStackType: "hardware" },
  ]);

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
}
