import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { PreviewBanner } from "@/components/preview/preview-banner";
import { NotFoundPage } from "@/components/site/not-found-page";
import { SelectedWork } from "@/components/site/home/selected-work";
import { PageTitle } from "@/components/site/page-title";
import { ProjectGrid } from "@/components/site/project-grid";
import { Container } from "@/components/ui/container";
import { previewMetadata } from "@/lib/preview/metadata";
import { resolvePreviewOnce } from "@/lib/preview/resolve";

type Props = { params: Promise<{ token: string }> };

/** Per request: the link's expiry and the project's state are checked at each view. */
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const outcome = await resolvePreviewOnce("projects", (await params).token);
  return previewMetadata(outcome?.kind === "preview" ? outcome.item.title : null);
}

/**
 * A project that is not public yet, as visitors will see it: its card on /projects and in
 * the home page's Selected Work (the same components), to whoever holds the signed link.
 * A bad or expired link, or a trashed project, is the 404 screen; a published project's
 * link leads to its card on /projects.
 */
export default async function ProjectPreviewPage({ params }: Props) {
  const outcome = await resolvePreviewOnce("projects", (await params).token);
  // The 404 screen in the layout (NotFoundPage says why not notFound()).
  if (!outcome) return <NotFoundPage />;
  if (outcome.kind === "public") redirect(outcome.path);
  const { item: project, expiresAt } = outcome;
  // The cards as visitors will get them: live, so without the owner's Draft or Scheduled
  // badge (the banner above says what the link shows).
  const asPublished = { ...project, status: "published" as const, publishAt: null };
  return (
    <>
      <PreviewBanner
        expiresAt={expiresAt}
        scheduledFor={project.status === "published" && project.publishAt ? new Date(project.publishAt) : null}
      />
      <Container>
        <PageTitle eyebrow="Portfolio" title="Projects" description={`How “${project.title}” will look on the Projects page.`} />
        <ProjectGrid projects={[asPublished]} />
      </Container>
      <div className="mt-10 border-t border-line">
        <SelectedWork state={{ status: "ok", projects: [asPublished] }} />
      </div>
    </>
  );
}
