import "server-only";
import { getBlog, type Blog } from "@/lib/data/blogs";
import { getProject, type Project } from "@/lib/data/projects";
import type { Plain, PublicBlog, PublicProject } from "@/lib/data/public";
import type { PreviewCollection } from "./token";

/**
 * What a preview link can name, read straight from the database rather than the public
 * cache: drafts and scheduled items included, trashed ones not (the entity stores leave
 * the trash out of `get`).
 */
interface PreviewSource<Item> {
  /** "Blog": the API's 404 says "Blog not found.", as the item routes do. */
  label: string;
  /** The activity log's noun ("blog.preview"), as the item routes write it. */
  single: string;
  read: (id: string) => Promise<Item | null>;
}

export const PREVIEW_SOURCES = {
  blogs: { label: "Blog", single: "blog", read: getBlog } satisfies PreviewSource<Blog>,
  projects: { label: "Project", single: "project", read: getProject } satisfies PreviewSource<Project>,
};

export type PreviewItem<C extends PreviewCollection> = C extends "blogs" ? PublicBlog : PublicProject;

/** The item as the public pages get it from their cached reads: dates as ISO strings. */
export function asPublic<T>(item: T): Plain<T> {
  return JSON.parse(JSON.stringify(item)) as Plain<T>;
}
