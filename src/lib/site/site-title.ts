/**
 * The site's name in the browser tab, search results, og:title, the installed app and the
 * feed: the owner's own site title when they set one, else "name · role", so that a new name
 * renames the whole site (issue 25). Stored empty means "follows".
 */
export function followedSiteTitle(profile: { name: string; role: string }): string {
  return [profile.name, profile.role].map((part) => part.trim()).filter(Boolean).join(" · ");
}

export function siteTitleOf(profile: { name: string; role: string; siteTitle: string }): string {
  return profile.siteTitle.trim() || followedSiteTitle(profile);
}
