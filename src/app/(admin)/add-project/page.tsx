import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { ProjectForm } from "@/components/admin/forms/project-form";
import { requireOwner } from "@/lib/auth/require-owner";
import { getFeaturedStanding } from "@/lib/data/projects";

export const metadata: Metadata = { title: "Add project" };

export default async function AddProjectPage() {
  await requireOwner();
  const featured = await getFeaturedStanding();
  return (
    <AdminPage title="Add project" description="A new project for the Projects page." back={{ href: "/projects", label: "Projects" }}>
      <ProjectForm featured={featured} />
    </AdminPage>
  );
}
