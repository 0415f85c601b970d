import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/config/site";
import { getBlogs } from "@/lib/data/public";

export const revalidate = 300;

/** The public pages and every blog post. */
export const STATIC_PUBLIC_PATHS = [
  "/",
  "/about",
  "/projects",
  "/blogs",
  "/experience",
  "/certification",
  "/techStack",
  "/contact",
] as const;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const blogs = await getBlogs();
  const pages: MetadataRoute.Sitemap = STATIC_PUBLIC_PATHS.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === "/" || path === "/blogs" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : 0.7,
  }));
  const posts: MetadataRoute.Sitemap = blogs.map((blog) => ({
    url: absoluteUrl(`/blogs/${blog._id}`),
    lastModified: blog.updatedAt,
    changeFrequency: "yearly",
    priority: 0.6,
  }));
  return [...pages, ...posts];
}
