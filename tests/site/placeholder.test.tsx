/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { CertificationCard } from "@/components/site/certification-card";
import { CoverImage } from "@/components/site/cover-image";
import { ProjectCard, type ProjectCardData } from "@/components/site/project-card";
import { TechStackCard } from "@/components/site/tech-stack-card";
import { initialsOf, PLACEHOLDER_PALETTE, placeholderColors } from "@/lib/site/placeholder";
import { noImage } from "./support/image-columns";

jest.mock("next/navigation", () =>
  jest.requireActual<typeof import("./support/next-navigation")>("./support/next-navigation").nextNavigationMock(),
);

const project = (overrides: Partial<ProjectCardData> = {}): ProjectCardData => ({
  _id: "p1",
  title: "Old Portfolio",
  oneLineDescription: "My first portfolio",
  description: "A static site.",
  liveUrl: "https://github.com/example/old-portfolio",
  ...noImage("logo", "Old Portfolio logo"),
  ...noImage("screenshot", "Screenshot of Old Portfolio"),
  keywordsAndTags: [],
  technologiesUsed: [],
  projectType: "frontend",
  ...overrides,
});

describe("initials and colours", () => {
  test.each([
    ["Old Portfolio", "OP"],
    ["Fieldnotes", "F"],
    ["Next.js", "N"],
    ["Framework Laptop 13", "FL"],
    ["  zürich transit map", "ZT"],
    ["Über", "Ü"],
    ["???", "?"],
  ])("%s → %s", (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  test("the same name always gets the same palette entry, whatever its case or spacing", () => {
    expect(placeholderColors("Tidepool")).toEqual(placeholderColors("  tidepool "));
    expect(PLACEHOLDER_PALETTE).toContainEqual(placeholderColors("Tidepool"));
  });
});

describe("a card without an image", () => {
  test("shows the project's initials, what it is and its host on a gradient: no grey bars, no window frame", () => {
    const { container } = render(<ProjectCard project={project()} />);
    const cover = container.querySelector('[data-placeholder="cover"]') as HTMLElement;
    expect(cover).toHaveAttribute("aria-hidden", "true");
    expect(cover).toHaveTextContent("OP");
    expect(cover).toHaveTextContent("Frontend project");
    expect(cover).toHaveTextContent("github.com/example/old-portfolio");
    // The old skeleton: rounded grey bars and a window frame with three dots.
    expect(cover.querySelectorAll(".rounded-full.bg-fg\\/10, .rounded-full.bg-fg\\/20")).toHaveLength(0);
    expect(container.querySelector("img")).toBeNull();
  });

  test("an archived project says so", () => {
    const { container } = render(<ProjectCard project={project({ isArchived: true })} />);
    expect(container.querySelector('[data-placeholder="cover"]')).toHaveTextContent("Archived project");
  });

  test("a certificate shows its title's initials and its issuer", () => {
    const { container } = render(
      <CertificationCard
        certification={{
          _id: "c1",
          title: "Professional Scrum Master I",
          credentialID: "1084379",
          organization: "Scrum.org",
          date: "June 2023",
          url: "https://www.scrum.org/certification-list",
          learned: [],
          image: null,
          imageAlt: "Professional Scrum Master I certificate from Scrum.org",
          imageWidth: null,
          imageHeight: null,
          imagePlaceholder: null,
          version: 1,
          createdAt: "2026-01-01T00:00:00.000Z",
          updatedAt: "2026-01-01T00:00:00.000Z",
        }}
      />,
    );
    const cover = container.querySelector('[data-placeholder="cover"]');
    expect(cover).toHaveTextContent("PS");
    expect(cover).toHaveTextContent("Certificate");
    expect(cover).toHaveTextContent("Scrum.org");
  });

  test("keeps the image's box: the same 16:10 frame with or without an upload", () => {
    const empty = renderToStaticMarkup(<CoverImage image={null} label="Tidepool" kind="Frontend project" sizes="360px" />);
    const filled = renderToStaticMarkup(<CoverImage image={{ src: "/uploads/shot.webp", alt: "Screenshot of Tidepool", width: 1600, height: 900, placeholder: null }} label="Tidepool" kind="Frontend project" sizes="360px" />);
    const frame = (html: string) => /^<div class="([^"]+)"/.exec(html)?.[1];
    expect(frame(empty)).toContain("aspect-[16/10]");
    expect(frame(empty)).toBe(frame(filled));
  });

  test("is server-rendered markup: the placeholder needs no script", () => {
    const html = renderToStaticMarkup(<CoverImage image={null} label="Ledgerline" kind="Backend project" sizes="360px" />);
    expect(html).toContain('data-placeholder="cover"');
    expect(html).toContain(">L<");
    // Its colours are in the markup (jsdom's style parser drops container units, so read the HTML).
    const [from, to] = placeholderColors("Ledgerline");
    expect(html).toContain(`linear-gradient(135deg, ${from}, ${to})`);
    expect(html).not.toContain("<script");
  });

  test("a tech stack item shows its initials in the 48 px tile, and its logo once it has one (decorative: the title is beside it)", () => {
    const item = { _id: "t1", title: "Framework Laptop 13", category: "Laptop", url: "https://frame.work", techStackType: "hardware" as const, imageUrl: null, imageUrlAlt: "Framework Laptop 13 logo", imageUrlWidth: null, imageUrlHeight: null, imageUrlPlaceholder: null, position: 0, version: 1, createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z" };
    const { container, unmount } = render(<TechStackCard item={item} />);
    const tile = container.querySelector('[data-placeholder="tech"]') as HTMLElement;
    expect(tile).toHaveTextContent("FL");
    expect(tile).toHaveAttribute("aria-hidden", "true");
    expect(tile.parentElement).toHaveClass("size-12");
    unmount();
    const { container: withLogo } = render(<TechStackCard item={{ ...item, imageUrl: "/uploads/framework.png" }} />);
    const logo = withLogo.querySelector("img");
    expect(logo).toHaveAttribute("alt", "");
    expect(logo?.parentElement).toHaveClass("size-12");
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });
});
