import { postPath } from "./slug";

/** What /blogs/{param} is: a post, the old address of one (its id), or nothing. */
export type PostAddress<Post> = { post: Post } | { redirect: string } | null;

/**
 * A post by its slug; a post's id (its address before slugs, still in old links and feeds)
 * leads to its slug with a permanent redirect; anything else is no post (404). `posts` are
 * the ones visitors may see, so a draft's id or slug is as unknown as a made-up one.
 */
export function findPostAddress<Post extends { _id: string; slug: string }>(posts: readonly Post[], param: string): PostAddress<Post> {
  const bySlug = posts.find((post) => post.slug === param);
  if (bySlug) return { post: bySlug };
  const id = param.toLowerCase();
  const byId = posts.find((post) => post._id === id);
  return byId ? { redirect: postPath(byId) } : null;
}
