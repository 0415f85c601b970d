import { PROJECT_TYPES } from "@/lib/enums";

/**
 * The project type and sort options of the search, as the API accepts them. Kept here
 * rather than imported from src/lib/validations/project.ts so the browser bundle does not
 * carry zod; a test keeps the two lists equal.
 */
export const PROJECT_FILTER_OPTIONS = ["all", ...PROJECT_TYPES, "archived"] as const;
export const PROJECT_SORT_OPTIONS = ["all", "newest", "oldest", "a-z", "z-a"] as const;
export type ProjectFilter = (typeof PROJECT_FILTER_OPTIONS)[number];
export type ProjectSort = (typeof PROJECT_SORT_OPTIONS)[number];

/** How many projects the home page's Selected Work shows: featured ones first, then the newest. */
export const SELECTED_WORK_SIZE = 3;

/** Spec point 9: a link to a GitHub repository says so; anything else is a live site. */
export function projectLinkLabel(liveUrl: string): "Visit Repository" | "Visit Site" {
  return liveUrl.toLowerCase().includes("github") ? "Visit Repository" : "Visit Site";
}

/** The projects page search, as kept in the URL (?search=&projectType=&sort=). */
export interface ProjectSearch {
  search: string;
  projectType: ProjectFilter;
  sort: ProjectSort;
}

export const DEFAULT_PROJECT_SEARCH: ProjectSearch = { search: "", projectType: "all", sort: "newest" };

/** Milliseconds after the last keystroke before the search runs (spec point 9). */
export const PROJECT_SEARCH_DEBOUNCE_MS = 2000;

const isFilter = (v: string | null): v is ProjectFilter => (PROJECT_FILTER_OPTIONS as readonly string[]).includes(v ?? "");
const isSort = (v: string | null): v is ProjectSort => (PROJECT_SORT_OPTIONS as readonly string[]).includes(v ?? "");

/** Reads the search from URL parameters; unknown values fall back to the defaults. */
export function parseProjectSearch(params: Pick<URLSearchParams, "get">): ProjectSearch {
  const projectType = params.get("projectType");
  const sort = params.get("sort");
  return {
    search: (params.get("search") ?? "").slice(0, 200),
    projectType: isFilter(projectType) ? projectType : DEFAULT_PROJECT_SEARCH.projectType,
    sort: isSort(sort) ? sort : DEFAULT_PROJECT_SEARCH.sort,
  };
}

/**
 * True when the search lists what the static page already shows: every active project,
 * newest first ('all' sorts like 'newest' on the API).
 */
export function isDefaultProjectSearch(query: ProjectSearch): boolean {
  return query.search.trim() === "" && query.projectType === "all" && (query.sort === "newest" || query.sort === "all");
}

/** The query string for the URL and for GET /api/v1/projects. */
export function projectSearchQueryString(query: ProjectSearch): string {
  return new URLSearchParams({
    search: query.search.trim(),
    projectType: query.projectType,
    sort: query.sort,
  }).toString();
}
