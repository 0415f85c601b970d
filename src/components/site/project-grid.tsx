import { ProjectCard, type ProjectCardData } from "./project-card";
import { ProjectClosingCard } from "./project-cards";

/** The projects in a responsive grid, closed by the invitation / Add card; `badgeOf` a card's badge (ProjectCard). */
export function ProjectGrid({ projects, badgeOf }: { projects: ProjectCardData[]; badgeOf?: (project: ProjectCardData) => React.ReactNode }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        <li key={project._id}>
          {/* The first row at its widest (three cards): any of them may be the largest paint there. */}
          <ProjectCard project={project} priority={index < 3} badge={badgeOf?.(project)} />
        </li>
      ))}
      <li>
        <ProjectClosingCard />
      </li>
    </ul>
  );
}
