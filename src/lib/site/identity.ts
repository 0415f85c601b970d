import type { ProfileLink } from "@/lib/db/schema";
import { PROFILE_LINK_LABELS } from "@/lib/enums";

/**
 * The owner's identity as the public pages show it, from the profile row
 * (src/lib/data/profile.ts, read through getPublicProfile()). Pure: components, metadata,
 * feeds and images all derive what they show from a given profile.
 */

/** "Alex Morgan" → "AM", "Prince" → "P": the monogram in the header, the icons and the cards. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return letters.map((part) => [...part][0]!.toUpperCase()).join("") || "?";
}

/** Where a link goes: an e-mail link is a mailto: address whether or not it was stored with one. */
export function linkHref(link: ProfileLink): string {
  if (link.network !== "email") return link.url;
  return /^mailto:/i.test(link.url) ? link.url : `mailto:${link.url}`;
}

/** The network's name ("GitHub"), for labels and the footer. */
export function linkLabel(link: ProfileLink): string {
  return PROFILE_LINK_LABELS[link.network];
}

/** The address an e-mail link writes to, without the scheme (shown as its text on About). */
export function emailAddressOf(link: ProfileLink): string {
  return decodeURIComponent(linkHref(link).replace(/^mailto:/i, "").split("?")[0]!);
}

/** The links that set, in the owner's order: a link stored without a URL is shown nowhere. */
export function visibleLinks(links: readonly ProfileLink[]): ProfileLink[] {
  return links.filter((link) => link.url.trim() !== "");
}

/**
 * The profiles elsewhere (every link but e-mail), for the icon rows of the top bar and the
 * hero and for JSON-LD's sameAs: the e-mail address has its own place (Contact, the footer).
 */
export function profileLinks(links: readonly ProfileLink[]): ProfileLink[] {
  return visibleLinks(links).filter((link) => link.network !== "email");
}

/** "Full-stack engineer · Lisbon, Portugal", leaving out what is empty. */
export function roleAndLocation(profile: { role: string; location: string }): string {
  return [profile.role, profile.location].map((part) => part.trim()).filter(Boolean).join(" · ");
}
