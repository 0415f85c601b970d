import type { Metadata } from "next";
import { OwnerAddCard } from "@/components/site/add-new-card";
import { PageTitle } from "@/components/site/page-title";
import { TechStackCard } from "@/components/site/tech-stack-card";
import { Container } from "@/components/ui/container";
import { getPublicProfile, getTechStack } from "@/lib/data/public";
import { pageMetadata } from "@/lib/site/metadata";
import { groupTechStack } from "@/lib/site/tech-stack";

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(await getPublicProfile(), {
    path: "/techStack",
    title: "Tech Stack",
    description: "The languages, tools, apps and hardware I use every day.",
  });
}

export default async function TechStackPage() {
  const groups = groupTechStack(await getTechStack());
  return (
    <Container>
      <PageTitle
        eyebrow="Toolbox"
        title="Tech Stack"
        description="The languages, tools, apps and hardware I reach for every day."
      />
      {groups.length === 0 && (
        <p className="rounded-2xl border border-dashed border-line-strong px-6 py-10 text-center text-muted">
          The toolbox is being unpacked.
        </p>
      )}
      <div className="grid gap-14">
        {groups.map((group) => (
          <section key={group.type} aria-labelledby={`stack-${group.type}`} className="reveal">
            <div className="mb-5 flex items-baseline gap-3">
              <h2 id={`stack-${group.type}`} className="text-2xl font-semibold tracking-tight">
                {group.label}
              </h2>
              <span aria-hidden="true" className="text-sm text-subtle">
                {String(group.items.length).padStart(2, "0")}
              </span>
            </div>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {group.items.map((item) => (
                <li key={item._id}>
                  <TechStackCard item={item} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <OwnerAddCard title="ADD NEW TECHSTACK HERE" href="/add-techStack" className="mt-10" />
    </Container>
  );
}
