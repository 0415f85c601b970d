"use client";

import { useRouter, useSearchParams } from "next/navigation";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { lazyWhenOnline } from "@/lib/client/when-online";
import {
  DEFAULT_PROJECT_SEARCH,
  PROJECT_SEARCH_DEBOUNCE_MS,
  isDefaultProjectSearch,
  parseProjectSearch,
  projectSearchQueryString,
  type ProjectFilter,
  type ProjectSearch,
  type ProjectSort,
} from "@/lib/site/projects";
import { ProjectSearchForm } from "./project-search-form";
import { LoadingResults, ResultsStatus, countText } from "./project-results";

// Loaded with the first search: the default list is the server's, and needs no fetching.
const ProjectSearchResults = lazyWhenOnline(() => import("./project-search-results"));

/**
 * The interactive part of /projects. The search (search, projectType, sort) lives in the
 * URL; the typed text reaches it 2000 ms after typing stops, the selects at once. The
 * default search shows the server-rendered list (`children`); any other asks the API.
 */
export function ProjectsExplorer({ defaultCount, children }: { defaultCount: number; children: React.ReactNode }) {
  const router = useRouter();
  const params = useSearchParams();
  // Parsed once per URL, so effects that depend on it do not rerun on every render.
  const paramString = params?.toString() ?? "";
  const applied = useMemo(() => parseProjectSearch(new URLSearchParams(paramString)), [paramString]);
  const [text, setText] = useState(applied.search);
  // The search text this component last wrote to the URL, so the URL echo of our own
  // write does not overwrite what was typed since.
  const written = useRef(applied.search);
  // The search last asked for: a select changed before the URL has caught up with the one
  // before it (a quick second choice) builds on that choice, not on the URL's older one.
  const requested = useRef(applied);
  useEffect(() => {
    requested.current = applied;
  }, [applied]);

  const navigate = useCallback(
    (next: ProjectSearch) => {
      requested.current = next;
      written.current = next.search;
      const url = isDefaultProjectSearch(next) && next.sort === "newest" ? "/projects" : `/projects?${projectSearchQueryString(next)}`;
      router.replace(url, { scroll: false });
    },
    [router],
  );

  // The URL changed from outside (Reset, back/forward): show its search text.
  useEffect(() => {
    if (applied.search !== written.current) {
      written.current = applied.search;
      setText(applied.search);
    }
  }, [applied.search]);

  // Debounce: the typed text is applied once typing has stopped for 2000 ms.
  useEffect(() => {
    if (text === written.current) return;
    const timer = setTimeout(() => navigate({ ...applied, search: text }), PROJECT_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, applied, navigate]);

  const isDefault = isDefaultProjectSearch(applied);

  function reset() {
    written.current = "";
    setText("");
  }

  return (
    <div className="grid gap-8">
      <ProjectSearchForm
        values={{ ...applied, search: text }}
        onSearchChange={setText}
        onTypeChange={(projectType: ProjectFilter) => navigate({ ...requested.current, search: text, projectType })}
        onSortChange={(sort: ProjectSort) => navigate({ ...requested.current, search: text, sort })}
        onReset={reset}
      />
      <section aria-labelledby="project-results">
        <h2 id="project-results" className="sr-only">
          Projects
        </h2>
        {isDefault ? (
          <>
            <ResultsStatus>{countText(defaultCount)}</ResultsStatus>
            {children}
          </>
        ) : (
          <Suspense fallback={<LoadingResults />}>
            <ProjectSearchResults query={projectSearchQueryString(applied)} onReset={reset} />
          </Suspense>
        )}
      </section>
    </div>
  );
}

/** The static stand-in before hydration: the default form around the same list. */
export function ProjectsExplorerFallback({ defaultCount, children }: { defaultCount: number; children: React.ReactNode }) {
  return (
    <div className="grid gap-8">
      <ProjectSearchForm values={DEFAULT_PROJECT_SEARCH} />
      <section aria-labelledby="project-results">
        <h2 id="project-results" className="sr-only">
          Projects
        </h2>
        <p className="mb-4 min-h-6 text-sm text-muted">{countText(defaultCount)}</p>
        {children}
      </section>
    </div>
  );
}
