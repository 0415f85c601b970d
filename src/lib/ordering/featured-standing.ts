import { isLive, type Publishable } from "@/lib/publishing/visibility";
import { SELECTED_WORK_SIZE } from "@/lib/site/projects";

/**
 * Whether a featured project takes a place in the home page's Selected Work: when visitors
 * can see it (published and due). Archived or not: a featured project shows even when
 * archived (docs/decisions.md, "Featured projects and the tech stack's order"; src/lib/data/projects.ts
 * listSelectedProjects), so it takes its place, and the Arrange screen notes "Archived".
 */
export const takesFeaturedPlace = (project: Publishable, now: Date = new Date()): boolean => isLive(project, now);

/**
 * Where a project stands among the featured ones, as the home page's Selected Work sees them:
 * the featured projects visitors can see (takesFeaturedPlace), in the owner's order, and only
 * the first SELECTED_WORK_SIZE of those are shown (issue 25, point 6). Pure: the project form
 * and the arrange screen say the same thing.
 */
export interface FeaturedStanding {
  /** How many featured projects the home page shows at most. */
  size: number;
  /** Featured projects visitors can see, in order. */
  visible: number;
  /** This project's place among those (0-based); null when it is not one of them. */
  place: number | null;
  /** On the home page. */
  shown: boolean;
}

export function featuredStanding(featured: ReadonlyArray<{ id: string; visible: boolean }>, id?: string): FeaturedStanding {
  const visible = featured.filter((item) => item.visible);
  const index = id === undefined ? -1 : visible.findIndex((item) => item.id === id);
  const place = index === -1 ? null : index;
  return { size: SELECTED_WORK_SIZE, visible: visible.length, place, shown: place !== null && place < SELECTED_WORK_SIZE };
}

/** What the project form says under "Feature on the home page". */
export function featuredNote(standing: FeaturedStanding, featured: boolean): string {
  const shows = `The home page shows ${standing.size} featured projects`;
  if (featured && standing.place !== null && !standing.shown) {
    return `${shows}: this one is number ${standing.place + 1}, so it is not shown. Move it up under Arrange to show it.`;
  }
  if (!featured && standing.visible >= standing.size) {
    return `${shows}, and ${standing.visible} are featured already: a project you feature goes last and is not shown until you move it up under Arrange.`;
  }
  return `${shows}; featured projects lead Selected Work in the order you set under Arrange, then your newest. A project you feature goes last.`;
}
