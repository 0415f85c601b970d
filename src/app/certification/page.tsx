import type { Metadata } from "next";
import { OwnerAddCard } from "@/components/site/add-new-card";
import { CertificationCard } from "@/components/site/certification-card";
import { PageTitle } from "@/components/site/page-title";
import { Container } from "@/components/ui/container";
import { getCertifications, getPublicProfile } from "@/lib/data/public";
import { pageMetadata } from "@/lib/site/metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getPublicProfile(), {
    path: "/certification",
    title: "Certification",
    description: "Courses and credentials, and what each one taught me.",
  });
}

export default async function CertificationPage() {
  const certifications = await getCertifications();
  return (
    <Container>
      <PageTitle
        eyebrow="Learning"
        title="Certification"
        description="Courses and credentials I have earned, and what each one taught me."
      />
      {certifications.length === 0 && (
        <p className="mb-6 rounded-2xl border border-dashed border-line-strong px-6 py-10 text-center text-muted">
          No certifications listed yet.
        </p>
      )}
      <ul className="grid gap-5 sm:grid-cols-2">
        {certifications.map((certification, index) => (
          <li key={certification._id} className="reveal">
            {/* The first row (two cards): either may be the largest paint on a wide screen. */}
            <CertificationCard certification={certification} priority={index < 2} />
          </li>
        ))}
        <li className="empty:hidden">
          <OwnerAddCard title="ADD NEW CERTIFICATION HERE" href="/add-certification" className="h-full" />
        </li>
      </ul>
    </Container>
  );
}
