import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { ProjectForm } from "@/components/admin/forms/project-form";
import { requireOwner } from "@/lib/auth/require-owner";

export const metadata: Metadata = { title: "Add project" };

export default async function AddProjectPage() {
  await requireOwner();
  return (
    <AdminPage title="Add project" description="A new project for the Projects page." back={{ href: "/projects", label: "Projects" }}>
      <ProjectForm />
    </AdminPage>
  );
}
