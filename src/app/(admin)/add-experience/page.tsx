import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { ExperienceForm } from "@/components/admin/forms/experience-form";
import { requireOwner } from "@/lib/auth/require-owner";

export const metadata: Metadata = { title: "Add experience" };

export default async function AddExperiencePage() {
  await requireOwner();
  return (
    <AdminPage title="Add experience" description="A role for the Experience page." back={{ href: "/experience", label: "Experience" }}>
      <ExperienceForm />
    </AdminPage>
  );
}
