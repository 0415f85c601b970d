/**
 * Post addresses (/blogs/{slug}). Pure functions, so the form can show the slug a title
 * will get; src/lib/data/blogs.ts makes it unique against the stored posts.
 */
export const MAX_SLUG_LENGTH = 80;

/**
 * What an address the owner writes must look like: lowercase letters, digits and single
 * hyphens between them. Everything slugify() makes matches it.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// The shape of a post id: /blogs/{id} is the old address, so no slug may look like one.
const ID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Why `slug` cannot be a post's address ("" reads as none given), or undefined when it can. */
export function slugProblem(slug: string): string | undefined {
  if (slug === "") return "is required";
  if (slug.length > MAX_SLUG_LENGTH) return `must be at most ${MAX_SLUG_LENGTH} characters`;
  if (!SLUG_PATTERN.test(slug)) return "must be lowercase letters a-z, digits and hyphens between them (e.g. my-first-post)";
  if (ID_SHAPE.test(slug)) return "must not look like a post id";
  return undefined;
}

/**
 * A post's address on the site: everywhere a post is linked to (pages, feed, sitemap,
 * JSON-LD). A slug is letters, digits and hyphens (slugProblem): nothing to encode.
 */
export function postPath(post: { slug: string }): string {
  return `/blogs/${post.slug}`;
}

/**
 * "Café & Über: 10 tips!" -> "cafe-uber-10-tips"; empty or symbols only -> `fallback`
 * ("post": a title of only emoji or another script still gets an address).
 */
export function slugify(text: string, fallback = "post"): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // accents, split off by NFKD
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/^-+|-+$/g, "");
  // A title that is itself a post id's shape gets a word after it (slugProblem says why).
  return ID_SHAPE.test(slug) ? `${slug}-post` : slug || fallback;
}

/** The first of base, base-2, base-3 … that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, MAX_SLUG_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
