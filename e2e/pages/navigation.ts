import { expect, type Locator, type Page } from "@playwright/test";

/** Where the navigation can take you (src/config/nav.ts). */
export type NavTarget =
  | "home"
  | "about"
  | "projects"
  | "blogs"
  | "experience"
  | "contact"
  | "messages"
  | "certification"
  | "techStack"
  | "dashboard"
  | "profile"
  | "arrange"
  | "media"
  | "trash"
  | "account";

export const ROUTES: Record<NavTarget, string> = {
  home: "/",
  about: "/about",
  projects: "/projects",
  blogs: "/blogs",
  experience: "/experience",
  contact: "/contact",
  messages: "/message",
  certification: "/certification",
  techStack: "/techStack",
  dashboard: "/admin",
  profile: "/admin/profile",
  arrange: "/admin/arrange",
  media: "/admin/media",
  trash: "/admin/trash",
  account: "/admin/account",
};

/** The Messages link's name: "Messages", or "Messages 3 unread" while messages are unread. */
export const MESSAGES_NAME = /^Messages( \d+\+? unread)?$/;

/** Desktop: the top bar, with Certification and Tech Stack (and the owner's Dashboard, Profile, Arrange, Media, Trash and Account) in the More dropdown. */
const DESKTOP: Record<NavTarget, { label: string | RegExp; inMore: boolean }> = {
  home: { label: "Home", inMore: false },
  about: { label: "About", inMore: false },
  projects: { label: "Projects", inMore: false },
  blogs: { label: "Blogs", inMore: false },
  experience: { label: "Experience", inMore: false },
  contact: { label: "Contact", inMore: false },
  messages: { label: MESSAGES_NAME, inMore: false },
  certification: { label: "Certification", inMore: true },
  techStack: { label: "Tech Stack", inMore: true },
  dashboard: { label: "Dashboard", inMore: true },
  profile: { label: "Profile", inMore: true },
  arrange: { label: "Arrange", inMore: true },
  media: { label: "Media", inMore: true },
  trash: { label: "Trash", inMore: true },
  account: { label: "Account", inMore: true },
};

/** Phone: the bottom bar, with Blogs, Certifications and Tech Stack in the More sheet. */
const PHONE: Record<NavTarget, { label: string | RegExp; inMore: boolean }> = {
  ...DESKTOP,
  blogs: { label: "Blogs", inMore: true },
  certification: { label: "Certifications", inMore: true },
};

/**
 * The site navigation on either viewport. Journeys say where to go; this decides whether
 * that is a top-bar link, the desktop More dropdown, the phone's bottom bar or its More
 * sheet (tapped, as on a phone).
 */
export class Navigation {
  /** The visible navigation landmark: 'Main' (top bar) or 'Mobile' (bottom bar + sheet). */
  readonly nav: Locator;
  readonly moreButton: Locator;
  /** The More dropdown (desktop) or More sheet (phone): the list that holds Tech Stack. */
  readonly moreMenu: Locator;
  readonly themeToggle: Locator;

  constructor(
    readonly page: Page,
    readonly isPhone: boolean,
  ) {
    this.nav = page.getByRole("navigation", { name: isPhone ? "Mobile" : "Main" });
    this.moreButton = this.nav.getByRole("button", { name: "More" });
    this.moreMenu = this.nav.getByRole("list").filter({ has: page.getByRole("link", { name: "Tech Stack" }) });
    this.themeToggle = page.getByRole("banner").getByRole("button", { name: "Light theme" });
  }

  private spec(target: NavTarget) {
    return (this.isPhone ? PHONE : DESKTOP)[target];
  }

  /** The link for `target` where it lives (open the More menu first when it is in there). */
  link(target: NavTarget): Locator {
    const { label, inMore } = this.spec(target);
    return (inMore ? this.moreMenu : this.nav).getByRole("link", { name: label, exact: true });
  }

  /** Taps on the phone, clicks on the desktop. */
  async choose(locator: Locator): Promise<void> {
    if (this.isPhone) await locator.tap();
    else await locator.click();
  }

  async openMore(): Promise<void> {
    await expect(this.moreButton).toHaveAttribute("aria-expanded", "false");
    await this.choose(this.moreButton);
    await expect(this.moreButton).toHaveAttribute("aria-expanded", "true");
    await expect(this.moreMenu).toBeVisible();
  }

  /** Goes to `target` through the navigation (the More menu opened unless it is) and waits for its URL. */
  async open(target: NavTarget): Promise<void> {
    if (this.spec(target).inMore && (await this.moreButton.getAttribute("aria-expanded")) !== "true") await this.openMore();
    await this.choose(this.link(target));
    await expect(this.page).toHaveURL((url) => url.pathname === ROUTES[target]);
    if (this.spec(target).inMore) await expect(this.moreMenu).toBeHidden();
  }

  /** 'Admin Login' in the More menu. */
  async openLogin(): Promise<void> {
    await this.openMore();
    await this.choose(this.moreMenu.getByRole("link", { name: "Admin Login" }));
    await expect(this.page).toHaveURL(/\/login$/);
  }

  /** 'Logout' in the More menu (a form post). */
  async logout(): Promise<void> {
    await this.openMore();
    await this.choose(this.moreMenu.getByRole("button", { name: "Logout" }));
  }

  /** The theme switch in the header; resolves to the new theme. */
  async toggleTheme(): Promise<void> {
    await this.choose(this.themeToggle);
  }
}
