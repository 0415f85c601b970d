import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { ArrangeScreen } from "@/components/admin/ordering/arrange-screen";
import { requireOwner } from "@/lib/auth/require-owner";
import { listFeaturedProjects, type Project } from "@/lib/data/projects";
import { takesFeaturedPlace } from "@/lib/ordering/featured-standing";
import { listTechStack } from "@/lib/data/tech-stack";
import { publicationState } from "@/lib/publishing";
import { groupTechStack } from "@/lib/site/tech-stack";

export const metadata: Metadata = { title: "Arrange" };

const STATE_NOTES = { draft: "Draft", scheduled: "Scheduled", live: null } as const;

/** What the owner should know beside a featured project's name: why visitors may not see it. */
function projectNote(project: Project, now: Date): string | undefined {
  const notes = [STATE_NOTES[publicationState(project, now)], project.isArchived ? "Archived" : null].filter(Boolean);
  return notes.length > 0 ? notes.join(" · ") : undefined;
}

/** The orders visitors see: featured projects (home page) and the tech stack's sections. */
export default async function ArrangePage() {
  await requireOwner();
  // The rows themselves, not the public cache: drafts and archived featured projects too.
  const [featured, techStack] = await Promise.all([listFeaturedProjects(), listTechStack()]);
  const now = new Date();
  return (
    <AdminPage
      title="Arrange"
      description="The order visitors see: which projects lead the home page, and your tech stack within each section."
      back={{ href: "/admin", label: "Dashboard" }}
    >
      <ArrangeScreen
        featured={featured.map((project) => ({
          id: project._id,
          label: project.title,
          note: projectNote(project, now),
          // Only the ones visitors can see take a place in Selected Work (archived ones too).
          counts: takesFeaturedPlace(project, now),
        }))}
        techStack={groupTechStack(techStack).map((group) => ({
          type: group.type,
          label: group.label,
          items: group.items.map((item) => ({ id: item._id, label: item.title })),
        }))}
      />
    </AdminPage>
  );
}
