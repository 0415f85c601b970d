import type { Metadata } from "next";
import type { PublicProfile } from "@/lib/data/public";
import { OG_SIZE } from "./og-size";
import { APPLE_TOUCH_ICON, FAVICON, iconEntry } from "./site-icons";
import { configuredOrigin, isPreviewDeployment } from "./site-url";
import { siteTitleOf } from "./site-title";

/** What the metadata reads of the profile. */
export type MetadataProfile = Pick<PublicProfile, "name" | "role" | "siteTitle" | "siteDescription" | "siteUrl" | "updatedAt">;

/**
 * The site's card (the route handler src/app/og/route.ts), with the profile's version in its
 * address: a changed name or photo is a new URL, which sites that keep cards (for weeks)
 * fetch anew. The cards are route handlers named here, not opengraph-image files, because
 * Next imports those into every page and their sharp would weigh on every page function.
 */
export function siteCardUrl(profile: Pick<PublicProfile, "updatedAt">): string {
  const version = Date.parse(profile.updatedAt);
  return Number.isNaN(version) ? "/og" : `/og?v=${version.toString(36)}`;
}

/**
 * A post's own card (src/app/og/blogs/[id]/route.ts), by id rather than slug: the slug can
 * change, and a card address that sites have already fetched should keep answering.
 */
export function postCardUrl(id: string): string {
  return `/og/blogs/${encodeURIComponent(id)}`;
}

/**
 * What a post's card shows when it is an image (issue 24): its social image, else its cover;
 * null for the card of its title and summary. The alt text is the image's own.
 */
export function postCardImage(
  post: { socialImage: string | null; socialImageAlt: string; imageUrl: string | null; imageUrlAlt: string },
): { url: string; alt: string } | null {
  if (post.socialImage) return { url: post.socialImage, alt: post.socialImageAlt };
  if (post.imageUrl) return { url: post.imageUrl, alt: post.imageUrlAlt };
  return null;
}

/** An Open Graph / Twitter image: the card's address and what it shows. */
export interface Card {
  url: string;
  alt: string;
}

const siteCard = (profile: Pick<PublicProfile, "name" | "role" | "updatedAt">): Card => ({
  url: siteCardUrl(profile),
  alt: `${profile.name} — ${profile.role}`,
});

/** og:image and twitter:image both name the card, at its size (Next's file conventions did both). */
const cardImages = (card: Card) => [{ url: card.url, ...OG_SIZE, alt: card.alt }];

const feedLink = (profile: MetadataProfile) => ({
  "application/rss+xml": [{ url: "/rss.xml", title: `${siteTitleOf(profile)} — Blog` }],
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
    title: { default: siteTitleOf(profile), template: `%s · ${siteTitleOf(profile)}` },
    description: profile.siteDescription,
    applicationName: profile.name,
    authors: [{ name: profile.name, ...(origin ? { url: origin } : {}) }],
    creator: profile.name,
    alternates: { types: feedLink(profile) },
    // Named here, not by icon files (src/lib/site/site-icons.ts says why).
    icons: {
      icon: [{ url: FAVICON.path, ...iconEntry(FAVICON) }],
      apple: [{ url: APPLE_TOUCH_ICON.path, ...iconEntry(APPLE_TOUCH_ICON) }],
    },
    // For the pages that name no card of their own (login, the owner's screens, not found).
    // None while the site's address is unknown: Next would make the card's path absolute
    // with a guessed origin (localhost), and a shared link would carry that.
    ...(origin
      ? {
          openGraph: { images: cardImages(siteCard(profile)) },
          twitter: { card: "summary_large_image" as const, images: cardImages(siteCard(profile)) },
        }
      : {}),
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
  /** A post's tags (article:tag). */
  tags?: readonly string[];
  /** The page's own card (a post's: postCardUrl); the site's card when left out. */
  card?: Card;
  /**
   * An absolute address elsewhere that is this page's original (a post that first appeared
   * on dev.to): the canonical link and og:url name it instead of this page's own path.
   */
  canonical?: string | null;
}

/** What search results show of a title before cutting it (and html-validate's long-title limit). */
export const MAX_TITLE_LENGTH = 70;

/**
 * "<page> · <site title>" when it fits in MAX_TITLE_LENGTH characters, else "<page> · <name>",
 * else the page's own title alone: a long post title keeps its words rather than the suffix.
 */
export function pageTitle(title: string, profile: Pick<MetadataProfile, "name" | "role" | "siteTitle">): string {
  const fits = (text: string) => [...text].length <= MAX_TITLE_LENGTH;
  return [`${title} · ${siteTitleOf(profile)}`, `${title} · ${profile.name}`].find(fits) ?? title;
}

/**
 * One public page's title, description, canonical link and Open Graph / Twitter tags. Next
 * replaces the whole `openGraph` of the layout with a page's, so each page names them all.
 */
export function pageMetadata(profile: MetadataProfile, page: PageMetadataInput): Metadata {
  const title = page.title ? pageTitle(page.title, profile) : siteTitleOf(profile);
  // Absolute (against metadataBase) once the site's address is known; until then no canonical,
  // og:url or card at all rather than a relative or guessed one (src/lib/site/site-url.ts).
  const known = configuredOrigin(profile) !== null;
  const images = known ? cardImages(page.card ?? siteCard(profile)) : undefined;
  const canonical = page.canonical ?? (known ? page.path : null);
  return {
    title: { absolute: title },
    description: page.description,
    alternates: { ...(canonical ? { canonical } : {}), types: feedLink(profile) },
    openGraph: {
      type: page.type ?? "website",
      siteName: profile.name,
      locale: "en_US",
      ...(canonical ? { url: canonical } : {}),
      title,
      description: page.description,
      ...(page.type === "article" && page.publishedTime ? { publishedTime: page.publishedTime } : {}),
      ...(page.type === "article" && page.tags?.length ? { tags: [...page.tags] } : {}),
      ...(images ? { images } : {}),
    },
    twitter: { card: "summary_large_image", title, description: page.description, ...(images ? { images } : {}) },
  };
}
