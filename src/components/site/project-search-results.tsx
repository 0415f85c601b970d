"use client";

import { PublicationBadge } from "@/components/publishing/publication-badge";
import { useApi } from "@/lib/client/use-api";
import { isLive } from "@/lib/publishing/visibility";
import type { ProjectCardData } from "./project-card";
import { ProjectNotFoundCard } from "./project-cards";
import { ProjectGrid } from "./project-grid";
import { LoadingResults, ResultsStatus, countText } from "./project-results";

interface ProjectsResponse {
  projects: ProjectCardData[];
  count: number;
}

/** The owner's search lists drafts and scheduled projects too: said above the title. */
function publicationBadgeOf(project: ProjectCardData) {
  if (project.status === undefined) return null;
  const item = { status: project.status, publishAt: project.publishAt ?? null };
  return isLive(item) ? null : <PublicationBadge item={item} className="mb-1.5" />;
}

/**
 * The results of a search other than the default (GET /api/v1/projects?…, through SWR, so
 * a delete elsewhere revalidates it). Loaded with the first search: the default list on
 * /projects comes from the server.
 */
export default function ProjectSearchResults({ query, onReset }: { query: string; onReset: () => void }) {
  const { data, error, isLoading } = useApi<ProjectsResponse>(`/projects?${query}`);
  if (isLoading) return <LoadingResults />;
  if (error || !data) {
    return (
      <>
        <ResultsStatus>{""}</ResultsStatus>
        <div className="rounded-2xl border border-line bg-surface px-6 py-12 text-center">
          <p className="font-semibold">The projects could not be loaded.</p>
          <p className="mt-2 text-sm text-muted">{(error as Error | undefined)?.message ?? "Please try again."}</p>
        </div>
      </>
    );
  }
  return (
    <>
      <ResultsStatus>{`${countText(data.count)} found`}</ResultsStatus>
      {data.count === 0 ? <ProjectNotFoundCard onReset={onReset} /> : <ProjectGrid projects={data.projects} badgeOf={publicationBadgeOf} />}
    </>
  );
}
