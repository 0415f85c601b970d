import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { ProjectForm } from "@/components/admin/forms/project-form";
import { projectFormValues } from "@/components/admin/forms/form-values";
import { loadForEdit } from "@/components/admin/load-for-edit";
import { RedirectWithToast } from "@/components/admin/redirect-with-toast";
import { requireOwner } from "@/lib/auth/require-owner";
import { getFeaturedStanding, getProject } from "@/lib/data/projects";

export const metadata: Metadata = { title: "Edit project" };

export default async function EditProjectPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOwner();
  const { id } = await params;
  const [loaded, featured] = await Promise.all([loadForEdit(() => getProject(id), "projects"), getFeaturedStanding(id)]);
  if ("error" in loaded) {
    return <RedirectWithToast href="/projects" listName="projects" message={loaded.error} />;
  }
  return (
    <AdminPage title="Edit project" description="Change the project, archive it or delete it." back={{ href: "/projects", label: "Projects" }}>
      <ProjectForm project={projectFormValues(loaded.item)} featured={featured} />
    </AdminPage>
  );
}
