/** @jest-environment jsdom */
import { act, fireEvent, screen } from "@testing-library/react";
import { ProjectsExplorer } from "@/components/site/projects-explorer";
import { PROJECT_SEARCH_DEBOUNCE_MS } from "@/lib/site/projects";
import { navigation } from "./support/next-navigation";
import { mockFetch, renderAs } from "./support/render";

jest.mock("next/navigation", () =>
  jest.requireActual<typeof import("./support/next-navigation")>("./support/next-navigation").nextNavigationMock(),
);

const STATIC_LIST = <p>static default list</p>;

function renderExplorer() {
  return renderAs(null, <ProjectsExplorer defaultCount={4}>{STATIC_LIST}</ProjectsExplorer>);
}

const apiProject = (title: string) => ({
  _id: `${title}-id`,
  title,
  oneLineDescription: `${title} in one line`,
  description: "A description.",
  liveUrl: "https://example.com",
  logo: null,
  screenshot: null,
  keywordsAndTags: [],
  technologiesUsed: ["TypeScript"],
  projectType: "full-stack",
});

beforeEach(() => {
  navigation.reset();
  navigation.pathname = "/projects";
  mockFetch(() => ({ body: { projects: [], count: 0 } }));
});

describe("the projects search", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test("writes the typed text to the URL 2000 ms after typing stops, not before", () => {
    expect(PROJECT_SEARCH_DEBOUNCE_MS).toBe(2000);
    renderExplorer();
    const input = screen.getByRole("searchbox", { name: "Search" });

    fireEvent.change(input, { target: { value: "fie" } });
    act(() => jest.advanceTimersByTime(1500));
    fireEvent.change(input, { target: { value: "fiel" } }); // typing again restarts the wait
    act(() => jest.advanceTimersByTime(1999));
    expect(navigation.router.replace).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    expect(navigation.router.replace).toHaveBeenCalledTimes(1);
    expect(navigation.router.replace).toHaveBeenCalledWith("/projects?search=fiel&projectType=all&sort=newest", {
      scroll: false,
    });
  });

  test("the selects update the URL at once, keeping the other parameters", async () => {
    navigation.search = "search=tide&sort=oldest";
    await act(async () => renderExplorer());
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("tide");
    fireEvent.change(screen.getByRole("combobox", { name: "Project type" }), { target: { value: "frontend" } });
    expect(navigation.router.replace).toHaveBeenLastCalledWith(
      "/projects?search=tide&projectType=frontend&sort=oldest",
      { scroll: false },
    );
  });

  test("a second select chosen before the URL has caught up keeps the first choice", async () => {
    navigation.search = "projectType=backend&sort=newest";
    await act(async () => renderExplorer());
    // The URL (the mocked router's) has not changed yet when the second choice comes.
    fireEvent.change(screen.getByRole("combobox", { name: "Project type" }), { target: { value: "all" } });
    fireEvent.change(screen.getByRole("combobox", { name: "Sort" }), { target: { value: "a-z" } });
    expect(navigation.router.replace).toHaveBeenLastCalledWith("/projects?search=&projectType=all&sort=a-z", { scroll: false });
  });

  test("the selects offer 'all' plus the types and the sorts", () => {
    renderExplorer();
    const types = Array.from(
      (screen.getByRole("combobox", { name: "Project type" }) as HTMLSelectElement).options,
      (o) => o.value,
    );
    const sorts = Array.from((screen.getByRole("combobox", { name: "Sort" }) as HTMLSelectElement).options, (o) => o.value);
    expect(types).toEqual(["all", "frontend", "full-stack", "backend", "archived"]);
    expect(sorts).toEqual(["all", "newest", "oldest", "a-z", "z-a"]);
  });

  test("going back to the defaults (empty text) writes the plain /projects URL", async () => {
    navigation.search = "search=x&projectType=all&sort=newest";
    await act(async () => renderExplorer());
    fireEvent.change(screen.getByRole("searchbox", { name: "Search" }), { target: { value: "" } });
    act(() => jest.advanceTimersByTime(2000));
    expect(navigation.router.replace).toHaveBeenCalledWith("/projects", { scroll: false });
  });
});

describe("the results", () => {
  test("the default search shows the static list and asks the API nothing", () => {
    const fetch = mockFetch(() => ({ body: {} }));
    renderExplorer();
    expect(screen.getByText("static default list")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("4 projects");
    expect(fetch).not.toHaveBeenCalled();
  });

  test("a search shows a loading state, then the results with their count", async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const fetch = mockFetch(() => new Promise((resolve) => (answer = resolve)));
    navigation.search = "search=tide&projectType=all&sort=newest";
    renderExplorer();

    expect(screen.getByRole("status")).toHaveTextContent("Loading projects…");
    expect(screen.queryByText("static default list")).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith("/api/v1/projects?search=tide&projectType=all&sort=newest", expect.anything());

    await act(async () => answer({ body: { projects: [apiProject("Tidepool")], count: 1 } }));
    expect(await screen.findByRole("article", { name: "Tidepool" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("1 project found");
    // The closing card follows the results too.
    expect(screen.getByText("YOUR PROJECT GOES HERE")).toBeInTheDocument();
  });

  test("no match shows 'Searched Project Not Found' with a Reset that clears the text", async () => {
    mockFetch(() => ({ body: { projects: [], count: 0 } }));
    navigation.search = "search=zzz";
    await act(async () => renderExplorer());
    expect(await screen.findByRole("heading", { name: "Searched Project Not Found" })).toBeInTheDocument();
    const resets = screen.getAllByRole("link", { name: "Reset" });
    expect(resets.every((link) => link.getAttribute("href") === "/projects")).toBe(true);
    const reset = resets[resets.length - 1];
    // jsdom cannot follow links; the app router would navigate to /projects here.
    reset.addEventListener("click", (event) => event.preventDefault());
    fireEvent.click(reset);
    expect(screen.getByRole("searchbox", { name: "Search" })).toHaveValue("");
  });

  test("a failed search shows the server's message, not the error object", async () => {
    mockFetch(() => ({ status: 400, body: { msg: "projectType must be one of all, frontend." } }));
    navigation.search = "projectType=frontend";
    await act(async () => renderExplorer());
    expect(await screen.findByText("projectType must be one of all, frontend.")).toBeInTheDocument();
    expect(screen.getByText("The projects could not be loaded.")).toBeInTheDocument();
  });
});
