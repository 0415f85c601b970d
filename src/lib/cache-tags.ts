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

/** Expires a tag now, so the next visit renders fresh data. */
export function expireTag(tag: CacheTag): void {
  try {
    revalidateTag(tag, { expire: 0 });
  } catch (error) {
    // Outside a Next.js request (scripts, in-process tests) there is no cache to expire.
    if (!/static generation store missing/.test((error as Error).message)) throw error;
  }
}
