import "server-only";
import { and, asc, desc, eq, or, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { projects, type ProjectRow } from "@/lib/db/schema";
import { PROJECT_ALTS, withDefaultAlts } from "@/lib/images/alt-text";
import type { ImageColumns } from "@/lib/images/fields";
import type { ProjectInput, ProjectQuery } from "@/lib/validations/project";
import { notDeleted } from "@/lib/trash/condition";
import { FEATURED_ORDER, featuredHooks } from "@/lib/ordering/featured";
import { notYetLive, visibleIn, type Reach } from "@/lib/publishing/condition";
import { entityStore, withId, type WithId } from "./store";
import { featuredStanding, takesFeaturedPlace, type FeaturedStanding } from "@/lib/ordering/featured-standing";

export type Project = WithId<ProjectRow>;
export type ProjectImages = ImageColumns<"logo" | "screenshot">;

/** A project as it is read: an image without the owner's alt text gets the default. */
const present = (project: Project) => withDefaultAlts(project, PROJECT_ALTS);

/**
 * What a write may set: the form's fields (featured may be left out: not featured; status
 * too: published), the stored images' columns, and the rank the featured order gives.
 */
type ProjectWrite = Omit<ProjectInput, "featured" | "status"> & Partial<Pick<ProjectInput, "featured" | "status">> & ProjectImages & { featuredRank?: number | null };

const store = entityStore<ProjectRow, ProjectWrite>(
  projects,
  () => [desc(projects.createdAt), desc(projects.id)],
  present,
  featuredHooks<ProjectWrite>(),
  "projects",
);

const SORTS: Record<ProjectQuery["sort"], () => SQL[]> = {
  all: () => [desc(projects.createdAt), desc(projects.id)],
  newest: () => [desc(projects.createdAt), desc(projects.id)],
  oldest: () => [asc(projects.createdAt), asc(projects.id)],
  "a-z": () => [asc(sql`lower(${projects.title})`), asc(projects.createdAt), asc(projects.id)],
  "z-a": () => [desc(sql`lower(${projects.title})`), desc(projects.createdAt), desc(projects.id)],
};

/**
 * The projects page query. `archived` lists archived projects of any type; every other
 * filter lists only active ones. The search is a literal, case-insensitive substring of
 * the title: strpos() has no wildcards, so % and _ match themselves.
 */
export async function listProjects(query: ProjectQuery, reach: Reach = "live"): Promise<Project[]> {
  const where: SQL[] = [visibleIn(projects, reach)];
  if (query.projectType === "archived") {
    where.push(eq(projects.isArchived, true));
  } else {
    where.push(eq(projects.isArchived, false));
    if (query.projectType !== "all") where.push(eq(projects.projectType, query.projectType));
  }
  if (query.search) {
    where.push(sql`strpos(lower(${projects.title}), lower(${query.search})) > 0`);
  }
  const db = await getDb();
  const rows = await db
    .select()
    .from(projects)
    .where(and(...where))
    .orderBy(...SORTS[query.sort]());
  return rows.map((row) => present(withId(row)));
}

/** Where project `id` (or a new one) stands among the featured projects the home page shows. */
export async function getFeaturedStanding(id?: string): Promise<FeaturedStanding> {
  const now = new Date();
  const featured = await listFeaturedProjects();
  return featuredStanding(
    featured.map((project) => ({ id: project._id, visible: takesFeaturedPlace(project, now) })),
    id,
  );
}

/**
 * Home page "Selected Work": the featured projects in the owner's order, then the newest
 * active ones, three in all. A featured project shows even when archived: featuring is the
 * owner's explicit choice for this place (the Arrange screen marks it Archived). Only live
 * projects take a place; the public cache reads every published one in this order (limit
 * null) and keeps the first three live at each render (src/lib/data/public.ts).
 */
export async function listSelectedProjects(limit: number | null = 3, reach: Reach = "live"): Promise<Project[]> {
  const db = await getDb();
  const query = db
    .select()
    .from(projects)
    .where(and(or(eq(projects.featured, true), eq(projects.isArchived, false)), visibleIn(projects, reach)))
    .orderBy(desc(projects.featured), ...FEATURED_ORDER());
  const rows = limit === null ? await query : await query.limit(limit);
  return rows.map((row) => present(withId(row)));
}

/** The owner's drafts and scheduled projects, newest first (the dashboard, the lists' owner view). */
export async function listUnpublishedProjects(now: Date = new Date()): Promise<Project[]> {
  const db = await getDb();
  const rows = await db.select().from(projects).where(notYetLive(projects, now)).orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map((row) => present(withId(row)));
}

/** The featured projects in the owner's order, drafts and archived ones too (the Arrange screen). */
export async function listFeaturedProjects(): Promise<Project[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(projects)
    .where(and(eq(projects.featured, true), notDeleted(projects)))
    .orderBy(...FEATURED_ORDER());
  return rows.map((row) => present(withId(row)));
}

export const getProject = store.get;
export const createProject = store.create;
export const updateProject = store.update;
export const deleteProject = store.remove;
export const restoreProject = store.restore;
