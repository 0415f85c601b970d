import { expect, type Locator, type Page } from "@playwright/test";

/** /message: the owner's inbox. */
export class MessagesPage {
  readonly heading: Locator;
  readonly unread: Locator;
  readonly all: Locator;
  /** The cards under All Messages. */
  readonly allCards: Locator;
  readonly loadMore: Locator;
  /** "Showing 50 of 73 messages". */
  readonly shown: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole("heading", { name: "Messages", level: 1 });
    this.unread = page.getByRole("region", { name: /^Unread Messages/ });
    this.all = page.getByRole("region", { name: /^All Messages/ });
    this.allCards = this.all.getByRole("article");
    this.loadMore = this.all.getByRole("button", { name: /^(Load more|Loading…)$/ });
    this.shown = this.all.getByRole("status");
  }

  async goto(): Promise<void> {
    await this.page.goto("/message");
    await expect(this.heading).toBeVisible();
    await expect(this.all).toBeVisible();
  }

  /** A message card, by subject, in a section ('Unread message: …' or 'Read message: …'). */
  card(section: Locator, subject: string, state: "Read" | "Unread"): Locator {
    return section.getByRole("article", { name: `${state} message: ${subject}`, exact: true });
  }

  readButton(section: Locator, subject: string): Locator {
    return section.getByRole("button", { name: `Mark "${subject}" as read`, exact: true });
  }

  deleteButton(section: Locator, subject: string): Locator {
    return section.getByRole("button", { name: `Delete message "${subject}"`, exact: true });
  }
}
