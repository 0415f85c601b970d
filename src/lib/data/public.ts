import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_TAGS, type CacheTag } from "@/lib/cache-tags";
import { noteDatabaseFailure } from "@/lib/cache/database-health.mjs";
import { profileDefaults } from "@/config/site";
import { databaseIdentity } from "@/lib/db/identity.mjs";
import { DatabaseUnavailableError, isDatabaseUnavailable } from "@/lib/db/unavailable";
import { clearedImageColumns } from "@/lib/images/fields";
import { PROFILE_ALTS, withDefaultAlts } from "@/lib/images/alt-text";
import { listBlogs, listSlugRedirects, type Blog } from "./blogs";
import { findPostAddress, type PostAddress } from "@/lib/posts/address";
import { listCertifications, type Certification } from "./certifications";
import { listExperiences, type Experience } from "./experiences";
import { SELECTED_WORK_SIZE } from "@/lib/site/projects";
import { listProjects, listSelectedProjects, type Project } from "./projects";
import { getProfile, type Profile } from "./profile";
import { expireAtNextDue, lifetimeForDueItems, liveItems, type Publishable } from "@/lib/publishing";
import { listTechStack, type TechStackItem } from "./tech-stack";
import { mediaIndexOf } from "@/lib/media/media-index";
import type { MediaIndex } from "@/lib/media/types";
import { uploadUrlsIn } from "@/lib/media/upload-urls";
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
      // The page's error boundary then shows the site's own "try again" screen (503).
      throw isDatabaseUnavailable(error) ? new DatabaseUnavailableError(error) : error;
    }
  };
}

/**
 * Posts and projects: the cache holds every published item, scheduled ones included, so it
 * need not change when one falls due. What visitors get is decided here, after the cache,
 * at each render: the items live at this moment (src/lib/publishing); and the page or route
 * rendering them expires when the next scheduled one falls due (expireAtNextDue), so it
 * appears then with no cron job and no request from the owner. Drafts are never cached.
 */
function liveRead<Args extends string[], T extends Publishable>(
  read: (...args: Args) => Promise<T[]>,
  pick: (live: T[]) => T[] = (live) => live,
): (...args: Args) => Promise<T[]> {
  return async (...args: Args) => {
    const items = await read(...args);
    const now = new Date();
    await expireAtNextDue(items, now);
    return pick(liveItems(items, now));
  };
}

/**
 * Home "Selected Work": featured projects in the owner's order, then the newest active
 * ones, three live ones in all (every published candidate is cached, in that order).
 */
export const getSelectedProjects = liveRead(
  cachedRead(() => listSelectedProjects(null, "published"), "selected-projects", CACHE_TAGS.projects),
  (live) => live.slice(0, SELECTED_WORK_SIZE),
);

/**
 * A project list without a search, for the API: at most 5 filters x 5 sorts entries.
 * Searches are not cached (free text would grow the cache without bound).
 */
export const getProjectsByFilter = liveRead(
  cachedRead(
    (projectType: string, sort: string) =>
      listProjects(
        {
          projectType: projectType as ProjectQuery["projectType"],
          sort: sort as ProjectQuery["sort"],
        },
        "published",
      ),
    "projects-filtered",
    CACHE_TAGS.projects,
  ),
);

/** /projects without a search: every active project, newest first. */
export const getDefaultProjects = liveRead(
  cachedRead(() => listProjects({ projectType: "all", sort: "newest" }, "published"), "projects-default", CACHE_TAGS.projects),
);

const getPublishedBlogs = cachedRead(() => listBlogs("published"), "blogs", CACHE_TAGS.blogs);

/** Every post visitors may see now, newest first (the list, the post pages, feed, sitemap). */
export const getBlogs = liveRead(getPublishedBlogs);

/** Posts' earlier slugs, each leading to its post (a permanent redirect on /blogs/{slug}). */
export const getSlugRedirects = cachedRead(() => listSlugRedirects(), "slug-redirects", CACHE_TAGS.blogs);

/**
 * What /blogs/{slug} is among `blogs` (getBlogs()): a post by its slug, else the redirect of
 * an old address (the post's id, an earlier slug: the earlier slugs are read only when the
 * slug is no post's now), else nothing.
 */
export async function getPostAddress(slug: string, blogs?: PublicBlog[]): Promise<PostAddress<PublicBlog>> {
  const posts = blogs ?? (await getBlogs());
  return findPostAddress(posts, slug) ?? findPostAddress(posts, slug, await getSlugRedirects());
}

/**
 * How long a response listing the posts may be kept by a shared cache (the feed's
 * s-maxage): until the next scheduled post falls due, at most PUBLIC_REVALIDATE_SECONDS.
 */
export async function getBlogsLifetime(): Promise<number> {
  return lifetimeForDueItems(await getPublishedBlogs()) ?? PUBLIC_REVALIDATE_SECONDS;
}

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
const readPublicProfile = cachedRead(() => getProfile(), "profile", CACHE_TAGS.profile);

/** The last profile this server read: what the layout shows while the database is down. */
let lastKnownProfile: Plain<Profile> | null = null;

export async function getPublicProfile(): Promise<Plain<Profile>> {
  const read = await readPublicProfile();
  lastKnownProfile = read;
  return read;
}

/**
 * The profile the root layout (header, footer, metadata) renders with: while the database is
 * down, the last one this server read, else neutral placeholders (never the demo's person),
 * so the page's own failure shows inside the site's frame (its "try again" screen, 503)
 * instead of a bare error document.
 */
export async function getLayoutProfile(): Promise<Plain<Profile>> {
  try {
    return await getPublicProfile();
  } catch (error) {
    if (!isDatabaseUnavailable(error)) throw error;
    return lastKnownProfile ?? outageProfile();
  }
}

function outageProfile(): Plain<Profile> {
  const defaults = profileDefaults();
  const profile = {
    ...defaults,
    ...clearedImageColumns("avatar"),
    avatarAlt: "",
    demoFields: null,
    timeZone: "UTC",
    version: 0,
    updatedAt: new Date(0).toISOString(),
  };
  return withDefaultAlts(profile, PROFILE_ALTS) as unknown as Plain<Profile>;
}

const getMediaIndexOf = cachedRead(
  (urls: string) => mediaIndexOf(urls.split("\n")),
  "media-index",
  CACHE_TAGS.media,
);

/**
 * The size, placeholder and default alt text of each upload a Markdown text names (a post's
 * content, the About text), for the renderer's figures. Cached by the set of URLs under the
 * media tag: an edited alt text or a deleted upload expires it (and the pages that read it).
 */
export async function getMediaIndex(markdown: string): Promise<MediaIndex> {
  const urls = uploadUrlsIn(markdown).sort();
  return urls.length ? getMediaIndexOf(urls.join("\n")) : {};
}
