import "server-only";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { projects, type ProjectRow } from "@/lib/db/schema";
import type { ProjectInput, ProjectQuery } from "@/lib/validations/project";
import { entityStore, withId, type WithId } from "./store";

export type Project = WithId<ProjectRow>;
export type ProjectImages = { logo?: string | null; screenshot?: string | null };

const store = entityStore<ProjectRow, ProjectInput & ProjectImages>(projects, () => [
  desc(projects.createdAt),
]);

const SORTS: Record<ProjectQuery["sort"], () => SQL[]> = {
  all: () => [desc(projects.createdAt), desc(projects.id)],
  newest: () => [desc(projects.createdAt), desc(projects.id)],
  oldest: () => [asc(projects.createdAt), asc(projects.id)],
  "a-z": () => [asc(sql`lower(${projects.title})`), asc(projects.createdAt)],
  "z-a": () => [desc(sql`lower(${projects.title})`), desc(projects.createdAt)],
};

/**
 * The projects page query. `archived` lists archived projects of any type; every other
 * filter lists only active ones. The search is a literal, case-insensitive substring of
 * the title: strpos() has no wildcards, so % and _ match themselves.
 */
export async function listProjects(query: ProjectQuery): Promise<Project[]> {
  const where: SQL[] = [];
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
  return rows.map(withId);
}

/** Home page "Selected Work": the three newest active projects. */
export async function listSelectedProjects(limit = 3): Promise<Project[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(projects)
    .where(eq(projects.isArchived, false))
    .orderBy(desc(projects.createdAt), desc(projects.id))
    .limit(limit);
  return rows.map(withId);
}

export const getProject = store.get;
export const createProject = store.create;
export const updateProject = store.update;
export const deleteProject = store.remove;
