import { expect, type Locator, type Page } from "@playwright/test";

/** /projects: the search form, the results and the cards. */
export class ProjectsPage {
  readonly form: Locator;
  readonly search: Locator;
  readonly projectType: Locator;
  readonly sort: Locator;
  readonly reset: Locator;
  readonly results: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole("search", { name: "Search projects" });
    this.search = this.form.getByRole("searchbox", { name: "Search" });
    this.projectType = this.form.getByLabel("Project type");
    this.sort = this.form.getByLabel("Sort");
    this.reset = this.form.getByRole("link", { name: "Reset" });
    this.results = page.getByRole("region", { name: "Projects" });
    this.notFound = this.results.getByRole("heading", { name: "Searched Project Not Found" });
  }

  /** Opens /projects (with an optional query) and waits until the form is interactive. */
  async goto(query = ""): Promise<void> {
    await this.page.goto(`/projects${query}`);
    await this.waitUntilInteractive();
  }

  /** Before hydration the form is a read-only stand-in; typing into it would be lost. */
  async waitUntilInteractive(): Promise<void> {
    await expect(this.search).toBeEditable();
  }

  card(title: string): Locator {
    return this.results.getByRole("article", { name: title, exact: true });
  }

  /** The titles of the cards shown, in order. */
  titles(): Promise<string[]> {
    return this.results.getByRole("article").getByRole("heading", { level: 3 }).allInnerTexts();
  }

  async expectTitles(expected: string[]): Promise<void> {
    await expect(this.results.getByRole("article").getByRole("heading", { level: 3 })).toHaveText(expected);
  }

  /** The closing card: 'YOUR PROJECT GOES HERE' for visitors, 'ADD NEW PROJECT HERE' for the owner. */
  closingCard(text: "YOUR PROJECT GOES HERE" | "ADD NEW PROJECT HERE"): Locator {
    return this.results.getByText(text, { exact: true });
  }
}
