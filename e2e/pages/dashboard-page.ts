import { expect, type Locator, type Page } from "@playwright/test";

/** The content types on the dashboard: the label of the count and what follows "New". */
export const DASHBOARD_CONTENT = {
  projects: { label: "Projects", noun: "project", add: "/add-project" },
  blogs: { label: "Blog posts", noun: "blog post", add: "/add-blog" },
  experiences: { label: "Experiences", noun: "experience", add: "/add-experience" },
  certifications: { label: "Certifications", noun: "certification", add: "/add-certification" },
  techStack: { label: "Tech stack items", noun: "tech stack item", add: "/add-techStack" },
} as const;

export type DashboardContent = keyof typeof DASHBOARD_CONTENT;

/** /admin: the owner's dashboard. */
export class DashboardPage {
  readonly heading: Locator;
  readonly content: Locator;
  readonly latestMessages: Locator;
  readonly latestActivity: Locator;
  readonly openInbox: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "Dashboard", level: 1 });
    this.content = page.getByRole("region", { name: "Content", exact: true });
    this.latestMessages = page.getByRole("region", { name: "Latest messages" });
    this.latestActivity = page.getByRole("region", { name: "Latest activity" });
    this.openInbox = page.getByRole("main").getByRole("link", { name: "Open inbox" });
  }

  async goto(): Promise<void> {
    await this.page.goto("/admin");
    await this.expectLoaded();
  }

  async expectLoaded(): Promise<void> {
    await expect(this.page).toHaveURL((url) => url.pathname === "/admin");
    await expect(this.heading).toBeVisible();
    await expect(this.content).toBeVisible();
  }

  /** The count of a content type: its link reads "<count> <label>" (and a note for projects). */
  countLink(type: DashboardContent): Locator {
    return this.content.getByRole("link", { name: new RegExp(`^\\d+ ${DASHBOARD_CONTENT[type].label}\\b`) });
  }

  async count(type: DashboardContent): Promise<number> {
    const text = (await this.countLink(type).textContent()) ?? "";
    return Number(/^\s*(\d+)/.exec(text)?.[1] ?? NaN);
  }

  /** "New project" and so on (on a phone it reads "New"; its name is whole). */
  newButton(type: DashboardContent): Locator {
    return this.content.getByRole("link", { name: `New ${DASHBOARD_CONTENT[type].noun}`, exact: true });
  }
}
