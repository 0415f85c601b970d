/** @jest-environment jsdom */
import { screen, within } from "@testing-library/react";
import { ProjectCard, type ProjectCardData } from "@/components/site/project-card";
import { ProjectClosingCard, ProjectNotFoundCard } from "@/components/site/project-cards";
import { noImage } from "./support/image-columns";
import { OWNER, renderAs } from "./support/render";

jest.mock("next/navigation", () =>
  jest.requireActual<typeof import("./support/next-navigation")>("./support/next-navigation").nextNavigationMock(),
);

const project = (overrides: Partial<ProjectCardData> = {}): ProjectCardData => ({
  _id: "11111111-1111-4111-8111-111111111111",
  title: "Tidepool",
  oneLineDescription: "Real-time dashboard for coastal sensor networks",
  description: "Streams readings from two hundred buoys.",
  liveUrl: "https://github.com/example/tidepool",
  ...noImage("logo", "Tidepool logo"),
  ...noImage("screenshot", "Screenshot of Tidepool"),
  keywordsAndTags: ["data-viz", "maps"],
  technologiesUsed: ["React", "D3"],
  projectType: "frontend",
  ...overrides,
});

describe("the closing card after the project list", () => {
  test("visitors get 'YOUR PROJECT GOES HERE' with Get in Touch to /contact", () => {
    renderAs(null, <ProjectClosingCard />);
    expect(screen.getByText("YOUR PROJECT GOES HERE")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
    expect(screen.queryByText("ADD NEW PROJECT HERE")).not.toBeInTheDocument();
  });

  test("the owner gets 'ADD NEW PROJECT HERE' with Add to /add-project", () => {
    renderAs(OWNER, <ProjectClosingCard />);
    expect(screen.getByText("ADD NEW PROJECT HERE")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add" })).toHaveAttribute("href", "/add-project");
    expect(screen.queryByText("YOUR PROJECT GOES HERE")).not.toBeInTheDocument();
  });
});

describe("the empty search card", () => {
  test("reads 'Searched Project Not Found' and offers a Reset to the plain list", () => {
    const onReset = jest.fn();
    renderAs(null, <ProjectNotFoundCard onReset={onReset} />);
    expect(screen.getByRole("heading", { name: "Searched Project Not Found" })).toBeInTheDocument();
    const reset = screen.getByRole("link", { name: "Reset" });
    expect(reset).toHaveAttribute("href", "/projects");
    reset.addEventListener("click", (event) => event.preventDefault()); // jsdom cannot navigate
    reset.click();
    expect(onReset).toHaveBeenCalled();
  });
});

describe("a project card", () => {
  test("shows the fields and a 'Visit Repository' link for a GitHub URL", () => {
    renderAs(null, <ProjectCard project={project()} />);
    const card = screen.getByRole("article", { name: "Tidepool" });
    expect(within(card).getByText("Real-time dashboard for coastal sensor networks")).toBeInTheDocument();
    expect(within(card).getByText("Streams readings from two hundred buoys.")).toBeInTheDocument();
    expect(within(card).getByText("React")).toBeInTheDocument();
    expect(within(card).getByText("Frontend")).toBeInTheDocument();
    expect(within(card).getByText(/#data-viz/)).toBeInTheDocument();
    const link = within(card).getByRole("link", { name: /Visit Repository/ });
    expect(link).toHaveAttribute("href", "https://github.com/example/tidepool");
    expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
  });

  test("says 'Visit Site' for any other URL", () => {
    renderAs(null, <ProjectCard project={project({ liveUrl: "https://fieldnotes.example.com" })} />);
    expect(screen.getByRole("link", { name: /Visit Site/ })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Visit Repository/ })).not.toBeInTheDocument();
  });

  test("uses the uploaded screenshot when there is one, the generated cover otherwise", () => {
    const { container, unmount } = renderAs(null, <ProjectCard project={project()} />);
    expect(container.querySelector('[data-placeholder="cover"]')).not.toBeNull();
    unmount();
    renderAs(null, <ProjectCard project={project({ screenshot: "/uploads/shot.png" })} />);
    expect(screen.getByRole("img", { name: "Screenshot of Tidepool" })).toBeInTheDocument();
  });

  test("Edit and Delete appear for the owner only", async () => {
    const { unmount } = renderAs(null, <ProjectCard project={project()} />);
    expect(screen.queryByRole("link", { name: /^Edit/ })).not.toBeInTheDocument();
    unmount();
    renderAs(OWNER, <ProjectCard project={project()} />);
    expect(await screen.findByRole("link", { name: "Edit project Tidepool" })).toHaveAttribute(
      "href",
      "/edit-project/11111111-1111-4111-8111-111111111111",
    );
    expect(screen.getByRole("button", { name: "Delete project Tidepool" })).toBeInTheDocument();
  });
});
