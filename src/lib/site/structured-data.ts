import type { PublicBlog, PublicProfile } from "@/lib/data/public";
import { postPath } from "@/lib/posts/slug";
import { profileLinks } from "./identity";
import { postCardUrl } from "./metadata";
import { absoluteUrl, configuredOrigin } from "./site-url";

type PersonProfile = Pick<PublicProfile, "name" | "role" | "heroIntro" | "email" | "location" | "avatar" | "links" | "siteUrl">;

/**
 * schema.org Person for the owner, from the profile (home page JSON-LD). What is empty is
 * left out; the site's URL and a local photo's URL only when the site's origin is known
 * (JSON-LD has no base URL to resolve a path against).
 */
export function personJsonLd(profile: PersonProfile): Record<string, unknown> {
  const origin = configuredOrigin(profile);
  const image = profile.avatar && (/^https?:\/\//.test(profile.avatar) ? profile.avatar : origin ? absoluteUrl(origin, profile.avatar) : null);
  const sameAs = profileLinks(profile.links).map((link) => link.url);
  return {
    "@context": "https://schema.org",
    "@type": "Person",
    name: profile.name,
    ...(profile.role ? { jobTitle: profile.role } : {}),
    ...(profile.heroIntro ? { description: profile.heroIntro } : {}),
    ...(profile.email ? { email: `mailto:${profile.email}` } : {}),
    ...(origin ? { url: origin } : {}),
    ...(image ? { image } : {}),
    ...(profile.location ? { address: { "@type": "PostalAddress", addressLocality: profile.location } } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

type PostingPost = Pick<PublicBlog, "_id" | "slug" | "title" | "summary" | "date" | "updatedAt" | "tags" | "imageUrl"> & { canonicalUrl?: string | null };

/**
 * schema.org BlogPosting for a post's page: headline, description, dates, the owner as its
 * author, its image (the cover, else the post's own card), keywords from its tags, and its
 * URL as the page's main entity. Like the Person above, URLs only when the origin is known.
 */
export function blogPostingJsonLd(post: PostingPost, profile: Pick<PublicProfile, "name" | "siteUrl">): Record<string, unknown> {
  const origin = configuredOrigin(profile);
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : origin ? absoluteUrl(origin, url) : null);
  // A post that first appeared elsewhere names that address, as its canonical link does.
  const url = post.canonicalUrl ?? absolute(postPath(post));
  const image = absolute(post.imageUrl ?? postCardUrl(post._id));
  // Written on its date; a post dated after its last edit (dated ahead) was not modified before it.
  const modified = post.updatedAt.slice(0, 10) < post.date ? post.date : post.updatedAt;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.summary,
    datePublished: post.date,
    dateModified: modified,
    author: { "@type": "Person", name: profile.name, ...(origin ? { url: origin } : {}) },
    ...(image ? { image } : {}),
    ...(url ? { url, mainEntityOfPage: { "@type": "WebPage", "@id": url } } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(", ") } : {}),
  };
}
