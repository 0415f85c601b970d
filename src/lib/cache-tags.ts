import { revalidateTag } from "next/cache";

/** Public pages cache their reads under these tags; every owner mutation expires its own. */
export const CACHE_TAGS = {
  projects: "projects",
  blogs: "blogs",
  experiences: "experiences",
  certifications: "certifications",
  techStack: "tech-stack",
  /** Uploads' records: an inline image's size, placeholder and default alt text (src/lib/media). */
  media: "media",
  /** The owner's profile: read by every page (header, footer, metadata), so it expires all. */
  profile: "profile",
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/**
 * Expires tags now, so the next visit renders fresh data, and persists their expiry where the
 * data is before the caller answers (src/lib/cache/tag-expiry-store.ts): what the write took
 * down is not served again after a restart, or by another server on the same database.
 */
export async function expireTags(...tags: CacheTag[]): Promise<void> {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch (error) {
      // Outside a Next.js request (scripts, in-process tests) there is no page cache to expire.
      if (!/static generation store missing/.test((error as Error).message)) throw error;
    }
  }
  // On Vercel its own cache keeps the tags (no cache handler of ours there).
  if (process.env.VERCEL) return;
  const { persistExpiries } = await import("./cache/tag-expiry-store");
  await persistExpiries(tags);
}

/** Expires one tag now (expireTags). */
export const expireTag = (tag: CacheTag): Promise<void> => expireTags(tag);
