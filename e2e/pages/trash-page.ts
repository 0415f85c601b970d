import type { Locator, Page } from "@playwright/test";

/** /admin/trash: one card per deleted item (its kind, title, days left), Restore and Delete forever. */
export class TrashPage {
  readonly main: Locator;
  readonly heading: Locator;
  /** "3 items in the trash, most recently deleted first." */
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole("main");
    this.heading = this.main.getByRole("heading", { level: 1 });
    this.count = this.main.getByRole("status").filter({ hasText: /in the trash/ });
  }

  /** An item's card, named by its title. */
  item(title: string): Locator {
    return this.main.getByRole("article", { name: title, exact: true });
  }

  /** `kind` as the card says it, lower case: "project", "post"… */
  restoreButton(kind: string, title: string): Locator {
    return this.main.getByRole("button", { name: `Restore ${kind} "${title}"`, exact: true });
  }

  deleteForeverButton(kind: string, title: string): Locator {
    return this.main.getByRole("button", { name: `Delete ${kind} "${title}" forever`, exact: true });
  }
}
