/**
 * Every navigation link of the site, in display order. The header, the phone bar, its
 * More sheet and the footer all read from here, so a route is renamed in one place.
 */

/** Keys of the inline SVG icons in src/components/ui/icons.tsx. */
export type NavIcon =
  | "home"
  | "user"
  | "grid"
  | "briefcase"
  | "mail"
  | "inbox"
  | "pen"
  | "award"
  | "layers"
  | "gauge"
  | "trash"
  | "arrange"
  | "image"
  | "key";

export interface NavLink {
  href: string;
  label: string;
  icon: NavIcon;
}

/** Visitors see `visitor`; the logged-in owner sees `owner` in the same place. */
export interface SwappableLink {
  visitor: NavLink;
  owner: NavLink;
}

export const CONTACT_LINK: NavLink = { href: "/contact", label: "Contact", icon: "mail" };
export const MESSAGES_LINK: NavLink = { href: "/message", label: "Messages", icon: "inbox" };
/** The owner's home (/admin): first in the More menu and the More sheet, owner only. */
export const DASHBOARD_LINK: NavLink = { href: "/admin", label: "Dashboard", icon: "gauge" };
/** The owner's identity, About, links and résumé (/admin/profile), next to Dashboard. */
export const PROFILE_LINK: NavLink = { href: "/admin/profile", label: "Profile", icon: "user" };
/** What the owner deleted in the last 30 days, to restore or delete forever (/admin/trash). */
export const TRASH_LINK: NavLink = { href: "/admin/trash", label: "Trash", icon: "trash" };
/** Owner only: first in the desktop More menu and the phone's More sheet. */
/** Which projects lead the home page and the tech stack's order (/admin/arrange). */
export const ARRANGE_LINK: NavLink = { href: "/admin/arrange", label: "Arrange", icon: "arrange" };
/** Every upload, with where it is used: reuse, describe, clean up (/admin/media). */
export const MEDIA_LINK: NavLink = { href: "/admin/media", label: "Media", icon: "image" };
/** The owner's login, passkeys and signed-in devices (/admin/account). */
export const ACCOUNT_LINK: NavLink = { href: "/admin/account", label: "Account", icon: "key" };
export const OWNER_MORE_LINKS: NavLink[] = [DASHBOARD_LINK, PROFILE_LINK, ARRANGE_LINK, MEDIA_LINK, TRASH_LINK, ACCOUNT_LINK];
/** Contact for visitors, the owner's inbox once logged in (spec point 2). */
export const CONTACT_OR_MESSAGES: SwappableLink = { visitor: CONTACT_LINK, owner: MESSAGES_LINK };

export const LOGIN_HREF = "/login";

/** Desktop top bar, before the Contact/Messages link. */
export const PRIMARY_LINKS: NavLink[] = [
  { href: "/", label: "Home", icon: "home" },
  { href: "/about", label: "About", icon: "user" },
  { href: "/projects", label: "Projects", icon: "grid" },
  { href: "/blogs", label: "Blogs", icon: "pen" },
  { href: "/experience", label: "Experience", icon: "briefcase" },
];

/** Desktop More dropdown, before Logout / Admin Login. */
export const DESKTOP_MORE_LINKS: NavLink[] = [
  { href: "/certification", label: "Certification", icon: "award" },
  { href: "/techStack", label: "Tech Stack", icon: "layers" },
];

/** Phone bottom bar, before the Contact/Messages icon. */
export const MOBILE_BAR_LINKS: NavLink[] = [
  { href: "/", label: "Home", icon: "home" },
  { href: "/about", label: "About", icon: "user" },
  { href: "/projects", label: "Projects", icon: "grid" },
  { href: "/experience", label: "Experience", icon: "briefcase" },
];

/** Phone More sheet, before Logout / Admin Login. */
export const MOBILE_MORE_LINKS: NavLink[] = [
  { href: "/blogs", label: "Blogs", icon: "pen" },
  { href: "/certification", label: "Certifications", icon: "award" },
  { href: "/techStack", label: "Tech Stack", icon: "layers" },
];

/** Footer "Links" group. */
export const FOOTER_LINKS: Pick<NavLink, "href" | "label">[] = [
  { href: "/", label: "Home" },
  { href: "/about", label: "About" },
  { href: "/contact", label: "Contact" },
  { href: "/experience", label: "Experience" },
  { href: "/certification", label: "Certification" },
  // What the site counts of a visit, and what it never keeps (src/lib/analytics).
  { href: "/privacy", label: "Privacy" },
];

/** True when `href` is the current page or a section the current page belongs to. */
export function isActiveLink(href: string, pathname: string): boolean {
  if (href === "/") return pathname === "/";
  // The dashboard is not the parent of /admin/profile, /admin/arrange, /admin/media, /admin/trash or /admin/account, which have their own links.
  if (href === DASHBOARD_LINK.href) return pathname === href || pathname === `${href}/`;
  return pathname === href || pathname.startsWith(`${href}/`);
}
