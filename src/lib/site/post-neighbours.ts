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
 * date, then creation: posts of the same day keep the list's order). Null when `id` is not
 * in the list.
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
