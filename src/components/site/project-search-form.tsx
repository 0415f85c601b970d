import { IntentLink } from "@/components/ui/intent-link";
import { SearchIcon } from "@/components/ui/icons";
import {
  PROJECT_FILTER_OPTIONS,
  PROJECT_SORT_OPTIONS,
  type ProjectFilter,
  type ProjectSearch,
  type ProjectSort,
} from "@/lib/site/projects";

const TYPE_OPTIONS: Record<ProjectFilter, string> = {
  all: "all",
  frontend: "frontend",
  "full-stack": "full-stack",
  backend: "backend",
  archived: "archived",
};
const SORT_OPTIONS: Record<ProjectSort, string> = {
  all: "all",
  newest: "newest",
  oldest: "oldest",
  "a-z": "a-z",
  "z-a": "z-a",
};

const FIELD =
  "min-h-11 w-full rounded-xl border border-line-strong bg-surface px-3.5 text-[0.95rem] text-fg placeholder:text-subtle transition-colors hover:border-accent/60";
const LABEL = "mb-1.5 block text-xs font-semibold uppercase tracking-[0.12em] text-subtle";

/**
 * The search fields of /projects. Presentational: the explorer owns the state and the URL;
 * without handlers (the static fallback before hydration) it renders the defaults.
 */
export function ProjectSearchForm({
  values,
  onSearchChange,
  onTypeChange,
  onSortChange,
  onReset,
}: {
  values: ProjectSearch;
  onSearchChange?: (value: string) => void;
  onTypeChange?: (value: ProjectFilter) => void;
  onSortChange?: (value: ProjectSort) => void;
  onReset?: () => void;
}) {
  const interactive = Boolean(onSearchChange);
  return (
    // A search landmark, not a <form>: every field applies as it changes and nothing is ever
    // submitted (a form without a submit button fails WCAG technique H32).
    <div
      role="search"
      aria-label="Search projects"
      className="grid gap-4 rounded-2xl border border-line bg-surface/60 p-4 sm:p-5 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end"
    >
      <div>
        <label htmlFor="project-search" className={LABEL}>
          Search
        </label>
        <div className="relative">
          <SearchIcon size={18} className="pointer-events-none absolute left-3.5 top-1/2 -translate-y-1/2 text-subtle" />
          <input
            id="project-search"
            type="search"
            name="search"
            placeholder="Search by title"
            autoComplete="off"
            maxLength={200}
            value={values.search}
            readOnly={!interactive}
            onChange={(event) => onSearchChange?.(event.target.value)}
            className={`${FIELD} pl-10`}
          />
        </div>
      </div>
      <div>
        <label htmlFor="project-type" className={LABEL}>
          Project type
        </label>
        <select
          id="project-type"
          name="projectType"
          value={values.projectType}
          disabled={!interactive}
          onChange={(event) => onTypeChange?.(event.target.value as ProjectFilter)}
          className={FIELD}
        >
          {PROJECT_FILTER_OPTIONS.map((value) => (
            <option key={value} value={value}>
              {TYPE_OPTIONS[value]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="project-sort" className={LABEL}>
          Sort
        </label>
        <select
          id="project-sort"
          name="sort"
          value={values.sort}
          disabled={!interactive}
          onChange={(event) => onSortChange?.(event.target.value as ProjectSort)}
          className={FIELD}
        >
          {PROJECT_SORT_OPTIONS.map((value) => (
            <option key={value} value={value}>
              {SORT_OPTIONS[value]}
            </option>
          ))}
        </select>
      </div>
      <IntentLink
        href="/projects"
        onClick={onReset}
        className="inline-flex min-h-11 items-center justify-center rounded-xl px-4 text-sm font-semibold text-accent underline-offset-4 hover:underline"
      >
        Reset
      </IntentLink>
    </div>
  );
}
