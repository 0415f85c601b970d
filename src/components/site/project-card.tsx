import { ItemActions } from "@/components/owner/owner-only";
import { ArrowRightIcon, ExternalIcon } from "@/components/ui/icons";
import { ResponsiveImage } from "@/components/ui/responsive-image";
import { Tag } from "@/components/ui/tag";
import { projectLinkLabel } from "@/lib/site/projects";
import { storedImage, type ImageFields } from "@/lib/site/stored-image";
import { CoverImage } from "./cover-image";

/** The fields a card shows; the public read and the search API both provide them. */
export type ProjectCardData = {
  _id: string;
  title: string;
  oneLineDescription: string;
  description: string;
  liveUrl: string;
  keywordsAndTags: string[];
  technologiesUsed: string[];
  projectType: string;
  isArchived?: boolean;
  /** Given by the API and the public reads; a draft or scheduled one reaches the owner only. */
  status?: string;
  publishAt?: string | null;
} & ImageFields<"logo"> &
  ImageFields<"screenshot">;

const TYPE_LABELS: Record<string, string> = { frontend: "Frontend", "full-stack": "Full-stack", backend: "Backend" };
function hostOf(url: string): string | undefined {
  try {
    const { host, pathname } = new URL(url);
    return `${host}${pathname === "/" ? "" : pathname}`;
  } catch {
    return undefined;
  }
}

export const projectTypeLabel = (type: string) => TYPE_LABELS[type] ?? type;

/**
 * One project. Used by the static list and by the search results (in the browser), so it
 * stays free of server-only code. `badge` goes above the title: the owner's search results
 * pass the Draft / Scheduled badge of a project not public yet (the pages visitors get
 * have none, and so none of its code).
 */
export function ProjectCard({ project, priority = false, badge }: { project: ProjectCardData; priority?: boolean; badge?: React.ReactNode }) {
  const linkLabel = projectLinkLabel(project.liveUrl);
  const logo = storedImage(project, "logo");
  return (
    <article
      aria-labelledby={`project-${project._id}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card transition-colors hover:border-line-strong"
    >
      <CoverImage
        image={storedImage(project, "screenshot")}
        label={project.title}
        kind={project.isArchived ? "Archived project" : `${projectTypeLabel(project.projectType)} project`}
        caption={hostOf(project.liveUrl)}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 45vw, 100vw"
        priority={priority}
        className="border-b border-line"
      />
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <div className="flex items-start gap-3">
          {logo && (
            // Beside the title: decorative, and no blur (logos are often transparent). Contained,
            // so a logo that is not square shows whole.
            <span className="relative size-10 shrink-0 overflow-hidden rounded-lg border border-line bg-surface-2">
              <ResponsiveImage image={logo} decorative width={40} height={40} sizes="40px" className="object-contain" />
            </span>
          )}
          <div className="min-w-0">
            {badge}
            <h3 id={`project-${project._id}`} className="text-lg font-semibold leading-snug tracking-tight">
              {project.title}
            </h3>
            <p className="mt-0.5 text-sm text-muted">{project.oneLineDescription}</p>
          </div>
        </div>
        <p className="mt-4 line-clamp-4 text-sm leading-relaxed text-muted">{project.description}</p>
        {/* Said before the list rather than as its aria-label, which screen readers often skip on a list. */}
        <p className="sr-only">Technologies used</p>
        <ul className="mt-4 flex flex-wrap gap-1.5">
          <li>
            <Tag tone="accent">{project.isArchived ? "Archived" : projectTypeLabel(project.projectType)}</Tag>
          </li>
          {project.technologiesUsed.map((tech) => (
            <li key={tech}>
              <Tag>{tech}</Tag>
            </li>
          ))}
        </ul>
        {project.keywordsAndTags.length > 0 && (
          <p className="mt-3 text-xs text-subtle">
            <span className="sr-only">Keywords: </span>
            {project.keywordsAndTags.map((tag) => `#${tag}`).join("  ")}
          </p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-6">
          <a
            href={project.liveUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
          >
            {linkLabel}
            <span className="sr-only"> for {project.title} (opens in a new tab)</span>
            {linkLabel === "Visit Site" ? <ExternalIcon size={16} /> : <ArrowRightIcon size={16} />}
          </a>
          <ItemActions
            editHref={`/edit-project/${project._id}`}
            deletePath={`/projects/${project._id}`}
            label={`project ${project.title}`}
            deletedMessage="Project deleted successfully!"
          />
        </div>
      </div>
    </article>
  );
}
