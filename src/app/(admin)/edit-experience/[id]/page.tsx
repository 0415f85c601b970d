import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { ExperienceForm } from "@/components/admin/forms/experience-form";
import { experienceFormValues } from "@/components/admin/forms/form-values";
import { loadForEdit } from "@/components/admin/load-for-edit";
import { RedirectWithToast } from "@/components/admin/redirect-with-toast";
import { requireOwner } from "@/lib/auth/require-owner";
import { getExperience } from "@/lib/data/experiences";

export const metadata: Metadata = { title: "Edit experience" };

export default async function EditExperiencePage({ params }: { params: Promise<{ id: string }> }) {
  await requireOwner();
  const { id } = await params;
  const loaded = await loadForEdit(() => getExperience(id), "experiences");
  if ("error" in loaded) {
    return <RedirectWithToast href="/experience" listName="experience" message={loaded.error} />;
  }
  return (
    <AdminPage title="Edit experience" description="Change the role or delete it." back={{ href: "/experience", label: "Experience" }}>
      <ExperienceForm experience={experienceFormValues(loaded.item)} />
    </AdminPage>
  );
}
