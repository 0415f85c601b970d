import type { Metadata } from "next";
import { Suspense } from "react";
import { PageTitle } from "@/components/site/page-title";
import { UnpublishedItems } from "@/components/publishing/unpublished-items";
import { ProjectGrid } from "@/components/site/project-grid";
import { ProjectsExplorer, ProjectsExplorerFallback } from "@/components/site/projects-explorer";
import { Container } from "@/components/ui/container";
import { getDefaultProjects, getPublicProfile } from "@/lib/data/public";
import { pageMetadata } from "@/lib/site/metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getPublicProfile(), {
    path: "/projects",
    title: "Projects",
    description: "Things I have designed, built and shipped — search them by title, type or date.",
  });
}

/**
 * The static page holds the default list (every active project, newest first). The
 * search reads the URL in the browser, inside Suspense, so the page itself stays static.
 */
export default async function ProjectsPage() {
  const projects = await getDefaultProjects();
  const list = <ProjectGrid projects={projects} />;
  return (
    <Container>
      <PageTitle
        eyebrow="Portfolio"
        title="Projects"
        description="Things I have designed, built and shipped. Search by title, filter by type, or sort them your way."
      />
      <UnpublishedItems collection="projects" />
      <Suspense fallback={<ProjectsExplorerFallback defaultCount={projects.length}>{list}</ProjectsExplorerFallback>}>
        <ProjectsExplorer defaultCount={projects.length}>{list}</ProjectsExplorer>
      </Suspense>
    </Container>
  );
}
