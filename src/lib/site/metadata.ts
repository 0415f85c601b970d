import type { Metadata } from "next";
import type { PublicProfile } from "@/lib/data/public";
import { OG_SIZE } from "./og-size";
import { configuredOrigin, isPreviewDeployment } from "./site-url";

/** What the metadata reads of the profile. */
export type MetadataProfile = Pick<PublicProfile, "name" | "role" | "siteTitle" | "siteDescription" | "siteUrl" | "updatedAt">;

/**
 * The site's card (src/app/opengraph-image.tsx), with the profile's version in its address:
 * a changed name or photo is a new URL, which sites that keep cards (for weeks) fetch anew.
 */
export function siteCardUrl(profile: Pick<PublicProfile, "updatedAt">): string {
  const version = Date.parse(profile.updatedAt);
  return Number.isNaN(version) ? "/opengraph-image" : `/opengraph-image?v=${version.toString(36)}`;
}

const feedLink = (profile: MetadataProfile) => ({
  "application/rss+xml": [{ url: "/rss.xml", title: `${profile.name} — Blog` }],
});

/**
 * The root layout's metadata: the origin relative URLs resolve against (none when it is
 * unknown: they then stay relative, see src/lib/site/site-url.ts), the title template, the
 * site's description, the feed, and on a preview deployment "noindex" everywhere.
 */
export function rootMetadata(profile: MetadataProfile): Metadata {
  const origin = configuredOrigin(profile);
  return {
    metadataBase: origin ? new URL(origin) : null,
    title: { default: profile.siteTitle, template: `%s · ${profile.siteTitle}` },
    description: profile.siteDescription,
    applicationName: profile.name,
    authors: [{ name: profile.name, ...(origin ? { url: origin } : {}) }],
    creator: profile.name,
    alternates: { types: feedLink(profile) },
    ...(isPreviewDeployment() ? { robots: { index: false, follow: false } } : {}),
  };
}

export interface PageMetadataInput {
  /** The page's path, its canonical URL and og:url: "/about". */
  path: string;
  /** The page's own title ("About"); none for the home page, which carries the site's title. */
  title?: string;
  description: string;
  /** "article" for a post. */
  type?: "website" | "article";
  publishedTime?: string;
  /**
   * The site's card, unless the page has a card of its own (a post's
   * opengraph-image.tsx, which Next adds when the page names no image).
   */
  siteCard?: boolean;
}

/** What search results show of a title before cutting it (and html-validate's long-title limit). */
export const MAX_TITLE_LENGTH = 70;

/**
 * "<page> · <site title>" when it fits in MAX_TITLE_LENGTH characters, else "<page> · <name>",
 * else the page's own title alone: a long post title keeps its words rather than the suffix.
 */
export function pageTitle(title: string, profile: Pick<MetadataProfile, "name" | "siteTitle">): string {
  const fits = (text: string) => [...text].length <= MAX_TITLE_LENGTH;
  return [`${title} · ${profile.siteTitle}`, `${title} · ${profile.name}`].find(fits) ?? title;
}

/**
 * One public page's title, description, canonical link and Open Graph / Twitter tags. Next
 * replaces the whole `openGraph` of the layout with a page's, so each page names them all.
 */
export function pageMetadata(profile: MetadataProfile, page: PageMetadataInput): Metadata {
  const title = page.title ? pageTitle(page.title, profile) : profile.siteTitle;
  const images =
    page.siteCard === false
      ? {}
      : { images: [{ url: siteCardUrl(profile), ...OG_SIZE, alt: `${profile.name} — ${profile.role}` }] };
  return {
    title: { absolute: title },
    description: page.description,
    alternates: { canonical: page.path, types: feedLink(profile) },
    openGraph: {
      type: page.type ?? "website",
      siteName: profile.name,
      locale: "en_US",
      url: page.path,
      title,
      description: page.description,
      ...(page.type === "article" && page.publishedTime ? { publishedTime: page.publishedTime } : {}),
      ...images,
    },
    twitter: { card: "summary_large_image", title, description: page.description },
  };
}
