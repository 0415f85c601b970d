import { ProjectCard, type ProjectCardData } from "./project-card";
import { ProjectClosingCard } from "./project-cards";

/** The projects in a responsive grid, closed by the invitation / Add card. */
export function ProjectGrid({ projects }: { projects: ProjectCardData[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map((project, index) => (
        <li key={project._id}>
          {/* The first row at its widest (three cards): any of them may be the largest paint there. */}
          <ProjectCard project={project} priority={index < 3} />
        </li>
      ))}
      <li>
        <ProjectClosingCard />
      </li>
    </ul>
  );
}
