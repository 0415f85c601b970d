import { postPath } from "./slug";

/** What /blogs/{param} is: a post, the old address of one (its id), or nothing. */
export type PostAddress<Post> = { post: Post } | { redirect: string } | null;

/** A post's earlier slug and the post it now leads to (src/lib/data/blogs.ts). */
export interface SlugRedirect {
  slug: string;
  blogId: string;
}

/**
 * A post by its slug; a post's id (its address before slugs, still in old links and feeds)
 * or one of its earlier slugs (`redirects`) leads to its slug with a permanent redirect;
 * anything else is no post (404). `posts` are the ones visitors may see, so a draft's id or
 * slug, old or current, is as unknown as a made-up one.
 */
export function findPostAddress<Post extends { _id: string; slug: string }>(
  posts: readonly Post[],
  param: string,
  redirects: readonly SlugRedirect[] = [],
): PostAddress<Post> {
  const bySlug = posts.find((post) => post.slug === param);
  if (bySlug) return { post: bySlug };
  const id = param.toLowerCase();
  const byId = posts.find((post) => post._id === id);
  if (byId) return { redirect: postPath(byId) };
  const earlier = redirects.find((redirect) => redirect.slug === param);
  const moved = earlier && posts.find((post) => post._id === earlier.blogId);
  return moved ? { redirect: postPath(moved) } : null;
}
