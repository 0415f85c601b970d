import "server-only";
import { and, desc, eq, like, ne, or } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { blogs, slugRedirects, type BlogRow } from "@/lib/db/schema";
import { ApiError } from "@/lib/errors";
import { BLOG_ALTS, withDefaultAlts } from "@/lib/images/alt-text";
import type { ImageColumns } from "@/lib/images/fields";
import { firstFreeSlug, slugify } from "@/lib/posts/slug";
import { notYetLive, visibleIn, type Reach } from "@/lib/publishing/condition";
import type { BlogInput } from "@/lib/validations/blog";
import { entityStore, type Transaction, type UpdateOptions, type WithId } from "./store";

export type Blog = WithId<BlogRow>;
type BlogValues = Omit<BlogInput, "date" | "status"> & Partial<Pick<BlogInput, "status">> & ImageColumns<"imageUrl" | "socialImage"> & { date: string; slug?: string };

/** A post taking `slug` wins it: an earlier post's redirect from it is dropped. */
const takeSlug = (tx: Transaction, slug: string) => tx.delete(slugRedirects).where(eq(slugRedirects.slug, slug));

const store = entityStore<BlogRow, BlogValues>(
  blogs,
  // Newest day first; posts of one day newest first, then by id: two reads always agree.
  () => [desc(blogs.date), desc(blogs.createdAt), desc(blogs.id)],
  (blog) => withDefaultAlts(blog, BLOG_ALTS),
  {
    async beforeCreate(tx, values) {
      if (values.slug) await takeSlug(tx, values.slug);
      return values;
    },
    // A new slug keeps the old one as a redirect to the post, in the same transaction.
    async beforeUpdate(tx, before, values) {
      if (values.slug === undefined || values.slug === before.slug) return values;
      await takeSlug(tx, values.slug);
      await tx
        .insert(slugRedirects)
        .values({ slug: before.slug, blogId: before.id })
        .onConflictDoUpdate({ target: slugRedirects.slug, set: { blogId: before.id, createdAt: new Date() } });
      return values;
    },
  },
  "blogs",
);

/** Every earlier slug of a post, with the post it leads to. */
export async function listSlugRedirects(): Promise<Array<{ slug: string; blogId: string }>> {
  const db = await getDb();
  return db.select({ slug: slugRedirects.slug, blogId: slugRedirects.blogId }).from(slugRedirects);
}

/** Posts newest first: what visitors see now unless `reach` says otherwise (src/lib/publishing). */
export const listBlogs = (reach: Reach = "live") => store.list(visibleIn(blogs, reach));
/** The owner's drafts and scheduled posts, in the list's order. */
export const listUnpublishedBlogs = (now: Date = new Date()) => store.list(notYetLive(blogs, now));
export const getBlog = store.get;
/** A slug from `wanted` (or the title) that no other post has: base, base-2, base-3 … */
export async function freeSlug(wanted: string): Promise<string> {
  const base = slugify(wanted);
  const db = await getDb();
  const rows = await db
    .select({ slug: blogs.slug })
    .from(blogs)
    .where(or(eq(blogs.slug, base), like(blogs.slug, `${base}-%`)));
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

/** Postgres's unique_violation, wherever the driver nests it. */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; e = e.cause as typeof e, depth++) {
    if (e.code === "23505") return true;
  }
  return false;
}

const slugTaken = (slug: string) =>
  new ApiError(409, `The address /blogs/${slug} is already taken by another post. Choose another URL.`);

/** 409 when a post other than `id` has `slug` (one in the trash too: it may come back). */
async function assertSlugFree(slug: string, id?: string): Promise<void> {
  const db = await getDb();
  const [other] = await db
    .select({ id: blogs.id })
    .from(blogs)
    .where(id ? and(eq(blogs.slug, slug), ne(blogs.id, id)) : eq(blogs.slug, slug))
    .limit(1);
  if (other) throw slugTaken(slug);
}

/** The write, with a slug another write took in the meantime answered as 409. */
async function claimingSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTaken(slug);
    throw error;
  }
}

/**
 * A slug the owner chose must be free (409 otherwise); without one the title's is made
 * free. Two posts of one title written at once: the later insert retries with the next.
 */
export async function createBlog(values: BlogValues) {
  if (values.slug !== undefined) {
    const { slug } = values;
    await assertSlugFree(slug);
    return claimingSlug(slug, () => store.create({ ...values, slug }));
  }
  for (let attempt = 1; ; attempt++) {
    const slug = await freeSlug(values.title);
    try {
      return await store.create({ ...values, slug });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt === 3) throw error;
    }
  }
}

/** A new title keeps the slug (links stay valid); a new slug must be free (409). */
export async function updateBlog(id: string, values: Partial<BlogValues>, options?: UpdateOptions) {
  const { slug } = values;
  if (slug === undefined) return store.update(id, values, options);
  await assertSlugFree(slug, id);
  return claimingSlug(slug, () => store.update(id, values, options));
}
export const deleteBlog = store.remove;
export const restoreBlog = store.restore;
