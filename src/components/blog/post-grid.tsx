/** A post's card with what the list filters it by. */
export interface PostGridEntry {
  id: string;
  tags: readonly string[];
  /** The card, rendered on the server. */
  card: React.ReactNode;
}

/** The grid of post cards on /blogs, with the owner's "add" card last when given. */
export function PostGrid({ posts, addCard }: { posts: readonly PostGridEntry[]; addCard?: React.ReactNode }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>{post.card}</li>
      ))}
      {addCard && <li className="empty:hidden">{addCard}</li>}
    </ul>
  );
}
