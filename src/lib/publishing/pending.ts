import "server-only";
import { listUnpublishedBlogs } from "@/lib/data/blogs";
import { listUnpublishedProjects } from "@/lib/data/projects";
import type { UnpublishedItem } from "./unpublished-item";
import { dueTime } from "./visibility";

/**
 * The owner's pending work for the dashboard: scheduled posts and projects, soonest first,
 * then drafts, last edited first, then by id. Read from the database (never the public cache).
 */
export async function listPending(now: Date = new Date()): Promise<UnpublishedItem[]> {
  const [blogs, projects] = await Promise.all([listUnpublishedBlogs(now), listUnpublishedProjects(now)]);
  const items = [
    ...blogs.map((item) => ({ collection: "blogs" as const, item })),
    ...projects.map((item) => ({ collection: "projects" as const, item })),
  ];
  const due = ({ item }: (typeof items)[number]) => dueTime(item) ?? Infinity;
  // Then by id (descending): two items saved in the same millisecond keep one order on every read.
  const byId = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);
  items.sort((a, b) => due(a) - due(b) || b.item.updatedAt.getTime() - a.item.updatedAt.getTime() || byId(a.item._id, b.item._id));
  return items.map(({ collection, item }) => ({
    collection,
    _id: item._id,
    title: item.title,
    status: item.status,
    publishAt: item.publishAt?.toISOString() ?? null,
  }));
}
