import "server-only";
import { desc } from "drizzle-orm";
import { blogs, type BlogRow } from "@/lib/db/schema";
import type { BlogInput } from "@/lib/validations/blog";
import { entityStore, type WithId } from "./store";

export type Blog = WithId<BlogRow>;
type BlogValues = Omit<BlogInput, "date"> & { date: string; imageUrl?: string | null };

const store = entityStore<BlogRow, BlogValues>(blogs, () => [
  desc(blogs.date),
  desc(blogs.createdAt),
]);

export const listBlogs = store.list;
export const getBlog = store.get;
export const createBlog = store.create;
export const updateBlog = store.update;
export const deleteBlog = store.remove;
