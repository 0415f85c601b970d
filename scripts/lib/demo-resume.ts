import { buildPdf, PdfPage, textWidth, wrapText, type PdfFont, type Rgb } from "./pdf";

/**
 * The demo owner's one-page résumé (src/lib/db/demo-assets/resume.pdf), written by
 * scripts/demo-assets.ts. Its facts are the demo seed's (src/lib/db/demo-content.ts and the
 * profile defaults in src/config/site.ts); tests/demo/demo-content.test.ts checks that every
 * role, project and certification the seed writes is on it.
 */

const RESUME = {
  name: "Alex Morgan",
  role: "Full-stack engineer",
  contact: ["Lisbon, Portugal", "hello@example.com"],
  summary:
    "Full-stack engineer who designs and builds fast, accessible web products end to end, from the database schema to the last pixel. Works mostly in TypeScript (React and Next.js on the front, Node.js and PostgreSQL behind them) and is happiest on small teams where shipping well matters more than shipping often.",
  experience: [
    {
      title: "Senior Full-Stack Engineer",
      company: "Northwind Labs",
      location: "Remote",
      dates: "Mar 2024 \u2013 Present",
      skills: "TypeScript, Next.js, PostgreSQL, AWS",
      points: ["Led the rewrite of the customer portal to the App Router", "Cut p95 page load from 3.1 s to 0.9 s", "Mentored three junior engineers"],
    },
    {
      title: "Software Engineer",
      company: "Harbor Analytics",
      location: "Lisbon, Portugal",
      dates: "Jun 2021 \u2013 Feb 2024",
      skills: "React, Node.js, Kafka, Docker",
      points: ["Built the real-time ingestion pipeline", "Introduced end-to-end tests in CI"],
    },
    {
      title: "Junior Web Developer",
      company: "Studio Meridian",
      location: "Porto, Portugal",
      dates: "Sep 2019 \u2013 May 2021",
      skills: "JavaScript, PHP, MySQL",
      points: ["Shipped twelve client sites", "Learned accessibility the hard way"],
    },
  ],
  projects: [
    {
      title: "Fieldnotes",
      tagline: "An offline-first notebook for field researchers",
      stack: "Next.js, TypeScript, PostgreSQL, Yjs",
      detail: "Notes, photos and GPS-tagged observations captured with no signal; edits from several devices merge without conflicts (Yjs CRDTs) and are encrypted on the device.",
    },
    {
      title: "Tidepool",
      tagline: "Live dashboard for a coastal sensor network",
      stack: "React, D3, WebSockets",
      detail: "Streams readings from two hundred buoys over MQTT and WebSockets and draws a map and wave chart that stay smooth on a mid-range phone.",
    },
    {
      title: "Ledgerline",
      tagline: "Double-entry bookkeeping API for small shops",
      stack: "Node.js, PostgreSQL, Drizzle",
      detail: "Every transaction balances or is refused, retries with the same idempotency key never post twice, and amounts are integers in minor units.",
    },
    {
      title: "Lowroad",
      tagline: "Route planner for cyclists who would rather not climb",
      stack: "SvelteKit, Rust, WebAssembly",
      detail: "Finds the flattest reasonable route from OpenStreetMap and open elevation data, with an elevation profile, a cue sheet and GPX export.",
    },
  ],
  certifications: [
    { title: "AWS Certified Developer \u2013 Associate", organization: "Amazon Web Services", date: "January 2025" },
    { title: "Certified Kubernetes Application Developer (CKAD)", organization: "The Linux Foundation", date: "September 2024" },
    { title: "Professional Scrum Master I", organization: "Scrum.org", date: "June 2023" },
  ],
  skills: [
    { label: "Languages", items: "TypeScript, JavaScript, SQL, Rust" },
    { label: "Front end", items: "React, Next.js, Tailwind CSS, D3, accessibility, web performance" },
    { label: "Back end and data", items: "Node.js, PostgreSQL, Drizzle, Kafka, WebSockets" },
    { label: "Tools and platforms", items: "AWS, Docker, Kubernetes, Git, CI, Figma" },
  ],
} as const;

const INK: Rgb = [24, 24, 27];
const MUTED: Rgb = [82, 82, 91];
const ACCENT: Rgb = [15, 118, 110]; // the site's teal-700
const RULE: Rgb = [212, 212, 216];

const MARGIN_X = 54;
const MARGIN_TOP = 58;
const MARGIN_BOTTOM = 50;
const BODY = 9.5;
const LEAD = 13;
const SMALL = 8.5;

/** Lays the résumé out top to bottom; refuses to write text past the margins. */
class Layout {
  readonly page = new PdfPage();
  readonly left = MARGIN_X;
  readonly right = this.page.width - MARGIN_X;
  y = MARGIN_TOP;

  private guard(x: number, value: string, font: PdfFont, size: number, align: "left" | "right" = "left") {
    const width = textWidth(value, font, size);
    const [from, to] = align === "right" ? [x - width, x] : [x, x + width];
    if (from < this.left - 0.01 || to > this.right + 0.01) throw new Error(`"${value}" runs past the margin.`);
    if (this.y > this.page.height - MARGIN_BOTTOM) throw new Error(`The résumé runs past one page at "${value}".`);
    return to;
  }

  /** Draws text on the current baseline; returns where it ends. */
  text(x: number, value: string, font: PdfFont, size: number, color: Rgb, align: "left" | "right" = "left"): number {
    const end = this.guard(x, value, font, size, align);
    this.page.text(x, this.y, value, { font, size, color, align });
    return end;
  }

  /** Wrapped text from `x` to the right margin, one line every `LEAD`. */
  paragraph(x: number, value: string, font: PdfFont = "Helvetica", size = BODY, color: Rgb = INK) {
    for (const line of wrapText(value, font, size, this.right - x)) {
      this.text(x, line, font, size, color);
      this.y += LEAD;
    }
  }

  /** A left part and a right part on one line, which must not meet. */
  split(draw: () => number, rightText: string, size: number) {
    const leftEnd = draw();
    const rightStart = this.right - textWidth(rightText, "Helvetica", size);
    if (leftEnd + 12 > rightStart) throw new Error(`"${rightText}" collides with the text on its left.`);
    this.text(this.right, rightText, "Helvetica", size, MUTED, "right");
  }

  section(title: string) {
    this.y += 16;
    this.text(this.left, title.toUpperCase(), "Helvetica-Bold", 9.5, ACCENT);
    this.page.rule(this.left, this.right, this.y + 5, { width: 0.6, color: RULE });
    this.y += 20;
  }
}

export function demoResumePdf(): Uint8Array {
  const r = RESUME;
  const layout = new Layout();
  const { left, right } = layout;

  // Header: name and role on the left, where to reach them on the right.
  layout.text(left, r.name, "Helvetica-Bold", 24, INK);
  layout.text(right, r.contact[0], "Helvetica", BODY, MUTED, "right");
  layout.y += 20;
  layout.text(left, r.role, "Helvetica", 12.5, ACCENT);
  layout.text(right, r.contact[1], "Helvetica", BODY, MUTED, "right");
  layout.y += 12;

  layout.section("Summary");
  layout.paragraph(left, r.summary);

  layout.section("Experience");
  r.experience.forEach((job, index) => {
    if (index > 0) layout.y += 7;
    layout.split(() => {
      const end = layout.text(left, job.title, "Helvetica-Bold", 10.5, INK);
      return layout.text(end, `  \u00b7  ${job.company}`, "Helvetica", 10.5, INK);
    }, job.dates, BODY);
    layout.y += LEAD;
    layout.text(left, `${job.location}  \u00b7  ${job.skills}`, "Helvetica", SMALL, MUTED);
    layout.y += LEAD;
    for (const point of job.points) {
      layout.text(left + 2, "\u2022", "Helvetica", BODY, ACCENT);
      layout.paragraph(left + 12, point);
    }
  });

  layout.section("Selected projects");
  r.projects.forEach((project, index) => {
    if (index > 0) layout.y += 6;
    layout.split(() => {
      const end = layout.text(left, project.title, "Helvetica-Bold", 10, INK);
      return layout.text(end, ` \u2014 ${project.tagline}`, "Helvetica", 10, INK);
    }, project.stack, SMALL);
    layout.y += LEAD;
    layout.paragraph(left, project.detail, "Helvetica", BODY, MUTED);
  });

  layout.section("Certifications");
  for (const certification of r.certifications) {
    layout.split(() => {
      const end = layout.text(left, certification.title, "Helvetica-Bold", BODY, INK);
      return layout.text(end, `  \u00b7  ${certification.organization}`, "Helvetica", BODY, INK);
    }, certification.date, BODY);
    layout.y += LEAD;
  }

  layout.section("Skills");
  for (const skill of r.skills) {
    layout.text(left, skill.label, "Helvetica-Bold", BODY, INK);
    layout.paragraph(left + 110, skill.items);
  }

  return buildPdf(layout.page, {
    title: `${r.name} \u2013 R\u00e9sum\u00e9`,
    author: r.name,
    subject: `${r.role}: experience, projects, certifications and skills`,
    keywords: "demo",
    producer: "scripts/demo-assets.ts",
  });
}
