import "server-only";
import { getBlogs } from "@/lib/data/public";

/**
 * The public pages whose views are counted, by path, with the name the dashboard gives
 * them. Anything else (owner screens, previews, a made-up address) is not counted.
 */
export const COUNTED_PAGES: Readonly<Record<string, string>> = {
  "/": "Home",
  "/about": "About",
  "/projects": "Projects",
  "/blogs": "Blogs",
  "/experience": "Experience",
  "/certification": "Certifications",
  "/techStack": "Tech stack",
  "/contact": "Contact",
  "/privacy": "Privacy",
};

/** A post's page key: its id, so its views survive a change of its slug. */
export const POST_PAGE_PREFIX = "blogs:";

export const MAX_PATH_LENGTH = 300;

/** A path as the counts know it: no query, no fragment, no trailing slash (but "/"). */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0];
  return bare.length > 1 ? bare.replace(/\/+$/, "") || "/" : bare;
}

/**
 * The page key of a path a visitor may see now: the path of a counted page, or
 * `blogs:<id>` for a live post (found in the cached list of posts: no query on a repeat
 * view); null for any other path.
 */
export async function pageKeyOf(path: string): Promise<string | null> {
  const normalized = normalizePath(path);
  if (Object.hasOwn(COUNTED_PAGES, normalized)) return normalized;
  const slug = /^\/blogs\/([^/]+)$/.exec(normalized)?.[1];
  if (!slug) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return null;
  }
  const post = (await getBlogs()).find((blog) => blog.slug === decoded);
  return post ? `${POST_PAGE_PREFIX}${post._id}` : null;
}
