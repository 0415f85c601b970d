import { IntentLink } from "@/components/ui/intent-link";
import { Container } from "@/components/ui/container";
import type { PublicProject } from "@/lib/data/public";
import { ProjectCard } from "../project-card";
import { SectionHeading } from "./section-heading";

export type SelectedWorkState = { status: "ok"; projects: PublicProject[] } | { status: "error" };

/**
 * The three newest active projects. A failed read shows a message, never the error as
 * data (a bug of the original client we fix); no projects yet shows an empty state.
 */
export function SelectedWork({ state }: { state: SelectedWorkState }) {
  return (
    <section aria-labelledby="selected-work" className="py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="selected-work"
          eyebrow="Portfolio"
          title="Selected Work"
          link={{ href: "/projects", label: "All projects" }}
        />
        {state.status === "error" ? (
          <Notice title="Selected work could not be loaded right now.">
            Please try again in a moment, or browse{" "}
            <IntentLink href="/projects" className="relative font-medium text-accent underline underline-offset-4 before:absolute before:-inset-x-1 before:-inset-y-3 before:content-['']">
              all projects
            </IntentLink>
            .
          </Notice>
        ) : state.projects.length === 0 ? (
          <Notice title="No projects to show yet.">New work is on its way — check back soon.</Notice>
        ) : (
          <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
            {state.projects.map((project) => (
              <li key={project._id} className="reveal">
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </section>
  );
}

function Notice({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div role="status" className="rounded-2xl border border-dashed border-line-strong bg-surface/40 px-6 py-12 text-center">
      <p className="font-semibold">{title}</p>
      <p className="mt-2 text-sm text-muted">{children}</p>
    </div>
  );
}
