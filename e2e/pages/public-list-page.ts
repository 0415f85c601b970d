import { expect, type Locator, type Page } from "@playwright/test";
import { toast } from "../support/ui";

/**
 * A public list as the owner sees it (/projects, /techStack, /experience, /certification,
 * /blogs): each item has 'Edit <label>' and 'Delete <label>', the list ends with an
 * 'ADD NEW … HERE' card.
 */
export class PublicListPage {
  readonly main: Locator;

  constructor(
    readonly page: Page,
    readonly path: string,
  ) {
    this.main = page.getByRole("main");
  }

  async goto(): Promise<void> {
    await this.page.goto(this.path);
    await expect(this.main.getByRole("heading", { level: 1 })).toBeVisible();
  }

  text(text: string): Locator {
    return this.main.getByText(text, { exact: true });
  }

  editLink(label: string): Locator {
    return this.main.getByRole("link", { name: `Edit ${label}`, exact: true });
  }

  deleteButton(label: string): Locator {
    return this.main.getByRole("button", { name: `Delete ${label}`, exact: true });
  }

  /** The 'ADD NEW … HERE' card's Add link. */
  addLink(title: string): Locator {
    return this.main.locator("div").filter({ has: this.page.getByText(title, { exact: true }) }).getByRole("link", { name: "Add" });
  }

  /** Deletes through the item's Delete button (to the trash: no question) and waits for the toast. */
  async deleteItem(label: string, message: string): Promise<void> {
    await this.deleteButton(label).click();
    await expect(toast(this.page, message)).toBeVisible();
  }
}
