/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { AddNewCard, OwnerAddCard } from "@/components/site/add-new-card";
import { BlogCard } from "@/components/site/blog-card";
import { CertificationCard } from "@/components/site/certification-card";
import { ExperienceItem } from "@/components/site/experience-item";
import { GET_TO_KNOW_ME_CARDS, GetToKnowMe } from "@/components/site/home/get-to-know-me";
import { PageTitle } from "@/components/site/page-title";
import { TechStackCard } from "@/components/site/tech-stack-card";
import type { PublicCertification, PublicExperience, PublicTechStackItem } from "@/lib/data/public";
import { noImage } from "./support/image-columns";
import { OWNER, renderAs } from "./support/render";

jest.mock("next/navigation", () =>
  jest.requireActual<typeof import("./support/next-navigation")>("./support/next-navigation").nextNavigationMock(),
);

const ID = "22222222-2222-4222-8222-222222222222";
const stamps = { createdAt: "2026-01-01T00:00:00.000Z", updatedAt: "2026-01-01T00:00:00.000Z", version: 1 };

const experience: PublicExperience = {
  _id: ID,
  title: "Senior Engineer",
  company: "Northwind Labs",
  location: "Remote",
  startDate: "2024-03",
  endDate: null,
  skills: "TypeScript, Next.js",
  learned: ["Led the rewrite", "Cut p95 to 0.9 s"],
  ...stamps,
};
const certification: PublicCertification = {
  _id: ID,
  title: "AWS Developer",
  credentialID: "AWS-1",
  organization: "Amazon Web Services",
  date: "January 2025",
  url: "https://aws.amazon.com/certification/",
  learned: ["Serverless", "IAM"],
  image: null,
  imageAlt: "AWS Developer certificate from Amazon Web Services",
  imageWidth: null,
  imageHeight: null,
  imagePlaceholder: null,
  ...stamps,
};
const tool: PublicTechStackItem = {
  _id: ID,
  title: "TypeScript",
  category: "Language",
  imageUrl: null,
  imageUrlAlt: "TypeScript logo",
  imageUrlWidth: null,
  imageUrlHeight: null,
  imageUrlPlaceholder: null,
  url: "https://www.typescriptlang.org",
  techStackType: "skills",
  position: 0,
  ...stamps,
};
const blog = { _id: ID, slug: "debouncing-search", title: "Debouncing search", summary: "Keep the URL.", date: "2026-10-02", tags: ["React", "URLs"], ...noImage("imageUrl", "Cover image for Debouncing search") };

describe("list items show Edit and Delete to the owner only", () => {
  test.each([
    ["experience", <ExperienceItem key="e" experience={experience} />, `/edit-experience/${ID}`, "Edit experience Senior Engineer at Northwind Labs"],
    ["certification", <CertificationCard key="c" certification={certification} />, `/edit-certification/${ID}`, "Edit certification AWS Developer"],
    ["tech stack", <TechStackCard key="t" item={tool} />, `/edit-techStack/${ID}`, "Edit tech stack item TypeScript"],
    ["blog", <BlogCard key="b" blog={blog} />, `/edit-blog/${ID}`, "Edit blog post Debouncing search"],
  ])("%s", async (_name, element, editHref, editName) => {
    const visitor = renderAs(null, element);
    expect(screen.queryByRole("link", { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Delete / })).not.toBeInTheDocument();
    visitor.unmount();

    renderAs(OWNER, element);
    expect(await screen.findByRole("link", { name: editName })).toHaveAttribute("href", editHref);
    expect(screen.getByRole("button", { name: editName.replace(/^Edit/, "Delete") })).toBeInTheDocument();
  });
});

describe("item contents", () => {
  test("an experience reads 'Mar 2024 – Present' and lists what was done", () => {
    renderAs(null, <ExperienceItem experience={experience} />);
    expect(screen.getByText("Mar 2024 – Present")).toBeInTheDocument();
    expect(screen.getByText("Led the rewrite")).toBeInTheDocument();
    expect(screen.getByText("TypeScript, Next.js")).toBeInTheDocument();
  });

  test("a blog card: placeholder cover without imageUrl, long US date, link to the post by its slug, its tags", () => {
    const { container } = renderAs(null, <BlogCard blog={blog} />);
    expect(container.querySelector('[data-placeholder="cover"]')).not.toBeNull();
    expect(screen.getByText("October 2, 2026")).toHaveAttribute("dateTime", "2026-10-02");
    expect(screen.getByRole("link", { name: "Debouncing search" })).toHaveAttribute("href", "/blogs/debouncing-search");
    const tags = screen.getAllByRole("link", { name: /^Posts tagged / });
    expect(tags.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Posts tagged React", "/blogs?tag=React"],
      ["Posts tagged URLs", "/blogs?tag=URLs"],
    ]);
    // Above the card-wide link, so a tag is what a tap on it opens.
    expect(tags[0].closest("ul")).toHaveClass("relative", "z-10");
  });

  test("a blog card with an image shows it instead of the placeholder", () => {
    const { container } = renderAs(null, <BlogCard blog={{ ...blog, imageUrl: "/uploads/cover.png" }} />);
    expect(container.querySelector('[data-placeholder="cover"]')).toBeNull();
    expect(container.querySelector("img")?.getAttribute("src")).toContain("cover.png");
  });

  test("a certification links to its credential", () => {
    renderAs(null, <CertificationCard certification={certification} />);
    expect(screen.getByRole("link", { name: /Show credential/ })).toHaveAttribute("href", certification.url);
    expect(screen.getByText("AWS-1")).toBeInTheDocument();
  });
});

describe("add-new cards", () => {
  test.each([
    ["ADD NEW EXPERIENCE HERE", "/add-experience"],
    ["ADD NEW CERTIFICATION HERE", "/add-certification"],
    ["ADD NEW TECHSTACK HERE", "/add-techStack"],
    ["ADD NEW BLOG HERE", "/add-blog"],
  ])("%s links to %s, for the owner only", async (title, href) => {
    const visitor = renderAs(null, <OwnerAddCard title={title} href={href} />);
    expect(screen.queryByText(title)).not.toBeInTheDocument();
    visitor.unmount();
    renderAs(OWNER, <OwnerAddCard title={title} href={href} />);
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add" })).toHaveAttribute("href", href);
  });

  test("the card itself is a title and an Add button to the given route", () => {
    renderAs(null, <AddNewCard title="ADD NEW THING HERE" href="/add-thing" />);
    expect(screen.getByText("ADD NEW THING HERE")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add" })).toHaveAttribute("href", "/add-thing");
  });
});

describe("page title block and Get to know me", () => {
  test("the title block is a heading and a description", () => {
    renderAs(null, <PageTitle title="Projects" description="Things I built." />);
    expect(screen.getByRole("heading", { level: 1, name: "Projects" })).toBeInTheDocument();
    expect(screen.getByText("Things I built.")).toBeInTheDocument();
  });

  test("four cards About me, Tech Stack, Experience, Certification fade in at 100, 200, 300, 400 ms", () => {
    renderAs(null, <GetToKnowMe />);
    expect(GET_TO_KNOW_ME_CARDS.map((card) => card.title)).toEqual(["About me", "Tech Stack", "Experience", "Certification"]);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(4);
    expect(items.map((item) => item.style.getPropertyValue("--reveal-delay"))).toEqual(["100ms", "200ms", "300ms", "400ms"]);
    expect(items.every((item) => item.classList.contains("reveal"))).toBe(true);
    expect(screen.getByRole("link", { name: /About me/ })).toHaveAttribute("href", "/about");
    expect(screen.getByRole("link", { name: /Tech Stack/ })).toHaveAttribute("href", "/techStack");
  });
});
