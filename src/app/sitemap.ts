import type { MetadataRoute } from "next";
import { getBlogs, getPublicProfile } from "@/lib/data/public";
import { postPath } from "@/lib/posts/slug";
import { absoluteUrl, documentOrigin } from "@/lib/site/site-url";

/**
 * Rendered per request, from the cached reads (a repeat request runs no query). Until the
 * site's address is known (src/lib/site/site-url.ts) it lists paths rather than guess a host;
 * robots.txt names no sitemap meanwhile, so crawlers are not sent to it.
 */
export const dynamic = "force-dynamic";

/** The public pages and every blog post first published here. */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/about",
  "/projects",
  "/blogs",
  "/experience",
  "/certification",
  "/techStack",
  "/contact",
  "/privacy",
] as const;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [blogs, profile] = await Promise.all([getBlogs(), getPublicProfile()]);
  const origin = documentOrigin(profile);
  const pages: MetadataRoute.Sitemap = STATIC_PUBLIC_PATHS.map((path) => ({
    url: absoluteUrl(origin, path),
    changeFrequency: path === "/" || path === "/blogs" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : 0.7,
  }));
  // A post whose original is elsewhere (its canonical link) is that address's to list.
  const posts: MetadataRoute.Sitemap = blogs.filter((blog) => !blog.canonicalUrl).map((blog) => ({
    url: absoluteUrl(origin, postPath(blog)),
    lastModified: blog.updatedAt,
    changeFrequency: "yearly",
    priority: 0.6,
  }));
  return [...pages, ...posts];
}
