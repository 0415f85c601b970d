import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { TechStackForm } from "@/components/admin/forms/tech-stack-form";
import { requireOwner } from "@/lib/auth/require-owner";

export const metadata: Metadata = { title: "Add tech stack item" };

export default async function AddTechStackPage() {
  await requireOwner();
  return (
    <AdminPage title="Add tech stack item" description="A tool, app, game or piece of hardware for the Tech Stack page." back={{ href: "/techStack", label: "Tech Stack" }}>
      <TechStackForm />
    </AdminPage>
  );
}
