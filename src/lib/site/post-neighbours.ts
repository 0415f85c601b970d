/**
 * A post's neighbours by date, for "Previous post" / "Next post" under it: previous is
 * the one published before it (older), next the one published after it (newer).
 */
export interface PostWithNeighbours<Post> {
  post: Post;
  previous: Post | null;
  next: Post | null;
}

/**
 * `posts` newest first, as the public list shows them (src/lib/data/blogs.ts sorts by
 * date, then creation, then id: posts of the same day keep the list's order). Null when `id`
 * is not in the list.
 */
export function withNeighbours<Post extends { _id: string }>(
  posts: readonly Post[],
  id: string,
): PostWithNeighbours<Post> | null {
  const index = posts.findIndex((post) => post._id === id);
  if (index === -1) return null;
  return {
    post: posts[index],
    previous: posts[index + 1] ?? null,
    next: index > 0 ? posts[index - 1] : null,
  };
}

/**
 * The neighbours `post` will have once it is published, in `posts` (the public list, newest
 * first by date, then creation, then id, as src/lib/data/blogs.ts sorts): for a preview of a post
 * that is not in the list yet.
 */
export function neighboursOnceListed<Post extends { _id: string; date: string; createdAt: string }>(
  posts: readonly Post[],
  post: Post,
): PostWithNeighbours<Post> {
  const others = posts.filter((other) => other._id !== post._id);
  const newerThan = (other: Post) =>
    post.date > other.date ||
    (post.date === other.date && (post.createdAt > other.createdAt || (post.createdAt === other.createdAt && post._id > other._id)));
  const at = others.findIndex(newerThan);
  const index = at === -1 ? others.length : at;
  return withNeighbours([...others.slice(0, index), post, ...others.slice(index)], post._id)!;
}
