import type { Metadata } from "next";
import { OwnerAddCard } from "@/components/site/add-new-card";
import { ExperienceItem } from "@/components/site/experience-item";
import { PageTitle } from "@/components/site/page-title";
import { Container } from "@/components/ui/container";
import { getExperiences, getPublicProfile } from "@/lib/data/public";
import { pageMetadata } from "@/lib/site/metadata";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getPublicProfile(), {
    path: "/experience",
    title: "Experience",
    description: "Where I have worked, what I owned and what I shipped.",
  });
}

export default async function ExperiencePage() {
  const experiences = await getExperiences();
  return (
    <Container className="max-w-4xl">
      <PageTitle
        eyebrow="Career"
        title="Experience"
        description="Where I have worked, what I owned and what I shipped — newest first."
      />
      {experiences.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-line-strong px-6 py-10 text-center text-muted">
          The timeline is being written.
        </p>
      ) : (
        <ol className="relative grid gap-6 before:absolute before:bottom-4 before:left-[6px] before:top-4 before:w-px before:bg-line">
          {experiences.map((experience) => (
            <li key={experience._id} className="reveal">
              <ExperienceItem experience={experience} />
            </li>
          ))}
        </ol>
      )}
      <OwnerAddCard title="ADD NEW EXPERIENCE HERE" href="/add-experience" className="mt-8" />
    </Container>
  );
}
