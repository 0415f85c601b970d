import type { Metadata } from "next";
import { AdminPage } from "@/components/admin/admin-page";
import { CertificationForm } from "@/components/admin/forms/certification-form";
import { requireOwner } from "@/lib/auth/require-owner";

export const metadata: Metadata = { title: "Add certification" };

export default async function AddCertificationPage() {
  await requireOwner();
  return (
    <AdminPage title="Add certification" description="A certificate for the Certification page." back={{ href: "/certification", label: "Certification" }}>
      <CertificationForm />
    </AdminPage>
  );
}
