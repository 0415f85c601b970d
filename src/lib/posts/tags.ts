/**
 * Post tags: short labels the owner gives a post, shown on its card and page as links to
 * /blogs?tag=…, which lists the posts that carry it. Kept as written (case included);
 * compared without regard to case, so "React" and "react" are one tag.
 */
export const MAX_TAGS = 10;
export const MAX_TAG_LENGTH = 30;

/** The key a tag is compared by. */
export const tagKey = (tag: string) => tag.trim().toLocaleLowerCase("en-US");

/** The tags without repeats (the first spelling wins), in the order given. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tagKey(tag);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export function hasTag(post: { tags: readonly string[] }, tag: string): boolean {
  const key = tagKey(tag);
  return post.tags.some((own) => tagKey(own) === key);
}

/** The list of the posts with `tag`. */
export function tagPath(tag: string): string {
  return `/blogs?tag=${encodeURIComponent(tag)}`;
}
