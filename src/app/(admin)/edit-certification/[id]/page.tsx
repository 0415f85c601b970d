import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { CertificationForm } from "@/components/admin/forms/certification-form";
import { certificationFormValues } from "@/components/admin/forms/form-values";
import { loadForEdit } from "@/components/admin/load-for-edit";
import { RedirectWithToast } from "@/components/admin/redirect-with-toast";
import { requireOwner } from "@/lib/auth/require-owner";
import { getCertification } from "@/lib/data/certifications";

export const metadata: Metadata = { title: "Edit certification" };

export default async function EditCertificationPage({ params }: { params: Promise<{ id: string }> }) {
  await requireOwner();
  const { id } = await params;
  const loaded = await loadForEdit(() => getCertification(id), "certification");
  if ("error" in loaded) {
    return <RedirectWithToast href="/certification" listName="certifications" message={loaded.error} />;
  }
  return (
    <AdminPage title="Edit certification" description="Change the certification or delete it." back={{ href: "/certification", label: "Certification" }}>
      <CertificationForm certification={certificationFormValues(loaded.item)} />
    </AdminPage>
  );
}
