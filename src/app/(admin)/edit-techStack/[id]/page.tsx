import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { TechStackForm } from "@/components/admin/forms/tech-stack-form";
import { techStackFormValues } from "@/components/admin/forms/form-values";
import { loadForEdit } from "@/components/admin/load-for-edit";
import { RedirectWithToast } from "@/components/admin/redirect-with-toast";
import { requireOwner } from "@/lib/auth/require-owner";
import { getTechStackItem } from "@/lib/data/tech-stack";

export const metadata: Metadata = { title: "Edit tech stack item" };

export default async function EditTechStackPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOwner();
  const { id } = await params;
  const loaded = await loadForEdit(() => getTechStackItem(id), "techStack");
  if ("error" in loaded) {
    return <RedirectWithToast href="/techStack" listName="the tech stack" message={loaded.error} />;
  }
  return (
    <AdminPage title="Edit tech stack item" description="Change the item or delete it." back={{ href: "/techStack", label: "Tech Stack" }}>
      <TechStackForm item={techStackFormValues(loaded.item)} />
    </AdminPage>
  );
}
