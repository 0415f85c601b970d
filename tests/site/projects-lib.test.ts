import {
  PROJECT_FILTER_OPTIONS,
  PROJECT_SORT_OPTIONS,
  isDefaultProjectSearch,
  parseProjectSearch,
  projectLinkLabel,
  projectSearchQueryString,
} from "@/lib/site/projects";
import { PROJECT_FILTERS, PROJECT_SORTS } from "@/lib/validations/project";

describe("the project link label rule", () => {
  test.each([
    ["https://github.com/example/tidepool", "Visit Repository"],
    ["https://GitHub.com/Example/Repo", "Visit Repository"],
    ["https://example.github.io/site", "Visit Repository"],
    ["https://fieldnotes.example.com", "Visit Site"],
    ["https://gitlab.com/example/repo", "Visit Site"],
  ])("%s → %s", (url, label) => {
    expect(projectLinkLabel(url)).toBe(label);
  });
});

describe("the projects search in the URL", () => {
  test("reads search, projectType and sort, falling back to the defaults for unknown values", () => {
    expect(parseProjectSearch(new URLSearchParams("search=tide&projectType=frontend&sort=a-z"))).toEqual({
      search: "tide",
      projectType: "frontend",
      sort: "a-z",
    });
    expect(parseProjectSearch(new URLSearchParams("projectType=mobile&sort=random"))).toEqual({
      search: "",
      projectType: "all",
      sort: "newest",
    });
  });

  test("the default search is no text, all types, newest (or 'all', which sorts the same)", () => {
    expect(isDefaultProjectSearch({ search: "  ", projectType: "all", sort: "newest" })).toBe(true);
    expect(isDefaultProjectSearch({ search: "", projectType: "all", sort: "all" })).toBe(true);
    expect(isDefaultProjectSearch({ search: "x", projectType: "all", sort: "newest" })).toBe(false);
    expect(isDefaultProjectSearch({ search: "", projectType: "archived", sort: "newest" })).toBe(false);
    expect(isDefaultProjectSearch({ search: "", projectType: "all", sort: "oldest" })).toBe(false);
  });

  test("the query string carries all three parameters, trimmed and encoded", () => {
    expect(projectSearchQueryString({ search: " 100% ", projectType: "full-stack", sort: "z-a" })).toBe(
      "search=100%25&projectType=full-stack&sort=z-a",
    );
  });

  test("the select options are exactly the values the API accepts ('all' first)", () => {
    expect([...PROJECT_FILTER_OPTIONS]).toEqual([...PROJECT_FILTERS]);
    expect([...PROJECT_SORT_OPTIONS]).toEqual([...PROJECT_SORTS]);
    expect(PROJECT_FILTER_OPTIONS[0]).toBe("all");
    expect(PROJECT_SORT_OPTIONS[0]).toBe("all");
  });
});
