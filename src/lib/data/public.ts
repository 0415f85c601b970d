import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, type CacheTag } from "@/lib/cache-tags";
import { noteDatabaseFailure } from "@/lib/cache/database-health.mjs";
import { databaseIdentity } from "@/lib/db/identity.mjs";
import { listBlogs, type Blog } from "./blogs";
import { listCertifications, type Certification } from "./certifications";
import { listExperiences, type Experience } from "./experiences";
import { listProjects, listSelectedProjects, type Project } from "./projects";
import { getProfile, type Profile } from "./profile";
import { listTechStack, type TechStackItem } from "./tech-stack";
import type { ProjectQuery } from "@/lib/validations/project";

/**
 * The reads of the public pages, cached by Next.js under the entity's tag.
 *
 * Pages (cached themselves on `next start`, rendered per request on Vercel) read from
 * here: entries live 5 minutes, so a repeat view runs no query. Every owner mutation
 * expires the entity's tag (src/lib/cache-tags.ts), so a saved change shows on the next
 * visit.
 */
export const PUBLIC_REVALIDATE_SECONDS = 300;

/** What crosses the cache: JSON, so dates are ISO strings whether cached or fresh. */
export type Plain<T> = T extends Date
  ? string
  : T extends Array<infer Item>
    ? Plain<Item>[]
    : T extends object
      ? { [K in keyof T]: Plain<T[K]> }
      : T;

export type PublicProject = Plain<Project>;
export type PublicBlog = Plain<Blog>;
export type PublicExperience = Plain<Experience>;
export type PublicCertification = Plain<Certification>;
export type PublicTechStackItem = Plain<TechStackItem>;
export type PublicProfile = Plain<Profile>;

function toPlain<T>(value: T): Plain<T> {
  return JSON.parse(JSON.stringify(value)) as Plain<T>;
}

/** Set once per build by next.config.ts: entries of earlier builds are never read. */
const BUILD_KEY = process.env.PORTFOLIO_DATA_CACHE_KEY ?? "unbuilt";

/**
 * Which database the entries were read from: a server started on another DATA_DIR (or
 * DATABASE_URL) than the build never serves the rows the build read from its own.
 */
const DATABASE_KEY = databaseIdentity();

// unstable_cache needs Next's incremental cache. Scripts and in-process tests run without
// one; there the read goes straight to the database (nothing to be stale against).
const NO_INCREMENTAL_CACHE = /incrementalCache missing in unstable_cache/;

function cachedRead<Args extends string[], T>(
  read: (...args: Args) => Promise<T>,
  key: string,
  tag: CacheTag,
): (...args: Args) => Promise<Plain<T>> {
  const plainRead = async (...args: Args) => toPlain(await read(...args));
  const cached = unstable_cache(plainRead, ["public", BUILD_KEY, DATABASE_KEY, key], {
    tags: [tag],
    revalidate: PUBLIC_REVALIDATE_SECONDS,
  });
  return async (...args: Args) => {
    try {
      return await cached(...args);
    } catch (error) {
      if (error instanceof Error && NO_INCREMENTAL_CACHE.test(error.message)) {
        return plainRead(...args);
      }
      // Whatever the page shows instead ("could not be loaded") must not be cached.
      noteDatabaseFailure();
      throw error;
    }
  };
}

/** Home "Selected Work": the three newest active projects. */
export const getSelectedProjects = cachedRead(() => listSelectedProjects(3), "selected-projects", CACHE_TAGS.projects);

/**
 * A project list without a search, for the API: at most 5 filters x 5 sorts entries.
 * Searches are not cached (free text would grow the cache without bound).
 */
export const getProjectsByFilter = cachedRead(
  (projectType: string, sort: string) =>
    listProjects({
      projectType: projectType as ProjectQuery["projectType"],
      sort: sort as ProjectQuery["sort"],
    }),
  "projects-filtered",
  CACHE_TAGS.projects,
);

/** /projects without a search: every active project, newest first. */
export const getDefaultProjects = cachedRead(
  () => listProjects({ projectType: "all", sort: "newest" }),
  "projects-default",
  CACHE_TAGS.projects,
);

export const getBlogs = cachedRead(() => listBlogs(), "blogs", CACHE_TAGS.blogs);

/**
 * One post, or null for an unknown or malformed id (the page answers 404). Found in the
 * cached list, so an address made up by anyone adds no cache entry and runs no query.
 */
export async function getBlogById(id: string): Promise<PublicBlog | null> {
  return (await getBlogs()).find((blog) => blog._id === id) ?? null;
}

export const getExperiences = cachedRead(() => listExperiences(), "experiences", CACHE_TAGS.experiences);

export const getCertifications = cachedRead(
  () => listCertifications(),
  "certifications",
  CACHE_TAGS.certifications,
);

export const getTechStack = cachedRead(() => listTechStack(), "tech-stack", CACHE_TAGS.techStack);

/** The owner's profile, for every page (layout, metadata, feeds): one cached read. */
export const getPublicProfile = cachedRead(() => getProfile(), "profile", CACHE_TAGS.profile);
