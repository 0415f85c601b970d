import type { Locator, Page } from "@playwright/test";

/** /admin/arrange: the featured projects' order and each tech stack section's, with Move up / Move down. */
export class ArrangePage {
  readonly main: Locator;
  readonly featured: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.featured = this.main.getByRole("list", { name: "Featured projects", exact: true });
  }

  /** The featured projects' titles, first to last (read from each row's Move up button). */
  async featuredTitles(): Promise<string[]> {
    const names = await this.featured.getByRole("button", { name: /^Move .+ up$/ }).allTextContents();
    return names.map((name) => name.trim().replace(/^Move (.+) up$/, "$1"));
  }

  moveButton(title: string, direction: "up" | "down"): Locator {
    return this.featured.getByRole("button", { name: `Move ${title} ${direction}`, exact: true });
  }

  /** What the screen announces after a move ("Lowroad moved to position 1 of 2."). */
  announcement(text: string): Locator {
    return this.main.getByText(text, { exact: true });
  }
}
