import { expect, type Locator, type Page } from "@playwright/test";

/** /blogs and /blogs/:slug. */
export class BlogPage {
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("main").getByRole("heading", { level: 1 });
  }

  async gotoList(): Promise<void> {
    await this.page.goto("/blogs");
    await expect(this.heading).toHaveText("Blogs");
  }

  /** A post's card on the list: its title is the card's link. */
  cardLink(title: string): Locator {
    return this.page.getByRole("main").getByRole("link", { name: title, exact: true });
  }

  async openPost(title: string): Promise<void> {
    await this.cardLink(title).click();
    // Its address is its slug, not its id.
    await expect(this.page).toHaveURL(/\/blogs\/[a-z0-9]+(?:-[a-z0-9]+)*$/);
    await expect(this.heading).toHaveText(title);
  }

  /** The titles of the posts on /blogs, in the list's order (newest first). */
  async listedTitles(): Promise<string[]> {
    await this.gotoList();
    return this.page.getByRole("main").getByRole("article").getByRole("heading", { level: 2 }).allInnerTexts();
  }

  /** On a post: the link to the post published before it ("previous") or after it ("next"). */
  neighbourLink(which: "previous" | "next"): Locator {
    return this.page
      .getByRole("navigation", { name: "More posts" })
      .getByRole("link", { name: which === "previous" ? /^Previous post/ : /^Next post/ });
  }

  /** The Copy buttons of the post's code blocks. */
  copyButtons(): Locator {
    return this.page.getByRole("main").getByRole("button", { name: /^(Copy|Copied!)$/ });
  }
}
