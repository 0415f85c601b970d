import type { Page } from "@playwright/test";
import { ContactPage } from "./pages/contact-page";
import { DASHBOARD_CONTENT, type DashboardContent } from "./pages/dashboard-page";
import type { Collection } from "./support/api";
import { expectNoSeriousViolations, switchTheme, type Theme } from "./support/axe";
import { E2E_MARKER, expect, expectTouchTargets, test, toast } from "./support/fixtures";

/**
 * The owner's studio beyond the spec's screens, on the desktop and on a phone: the
 * dashboard reached from the More menu/sheet, the unread count in the navigation following
 * new, read and deleted messages without a reload, the inbox 50 messages at a time, and axe
 * on both screens in both themes. Every message made here carries the E2E marker and is
 * deleted afterwards.
 */
test.use({ loggedIn: true });

test.afterEach(async ({ ownerApi }) => {
  await ownerApi.removeMatching("messages", E2E_MARKER);
});

/** What the API lists for each dashboard count (projects: active and archived). */
const SOURCES: Record<DashboardContent, Collection[]> = {
  projects: ["projects", "archivedProjects"],
  blogs: ["blogs"],
  experiences: ["experiences"],
  certifications: ["certification"],
  techStack: ["techStack"],
};

/** The accessible name of the Messages link with `unread` messages unread. */
const messagesName = (unread: number) => (unread > 0 ? `Messages ${unread} unread` : "Messages");

/** Marks the document, so a later check can tell that no reload happened in between. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument), "no reload").toBe(true);
}

test("More → Dashboard: every count and the inbox, then New project opens the add form", { tag: "@desktop" }, async ({
  page,
  nav,
  dashboardPage,
  formPage,
  ownerApi,
}) => {
  await page.goto("/");
  await nav.open("dashboard");
  await dashboardPage.expectLoaded();

  for (const type of Object.keys(DASHBOARD_CONTENT) as DashboardContent[]) {
    let expected = 0;
    for (const collection of SOURCES[type]) expected += (await ownerApi.list(collection)).length;
    await expect(dashboardPage.countLink(type)).toBeVisible();
    expect(await dashboardPage.count(type), `${type} count`).toBe(expected);
    await expect(dashboardPage.newButton(type)).toHaveAttribute("href", DASHBOARD_CONTENT[type].add);
  }
  const { unread, total } = await ownerApi.inboxCounts();
  const main = page.getByRole("main");
  await expect(main.getByText(unread > 0 ? `${unread} unread message${unread === 1 ? "" : "s"}` : "No unread messages")).toBeVisible();
  await expect(main.getByText(`${total} message${total === 1 ? "" : "s"} in the inbox`)).toBeVisible();
  await expect(dashboardPage.latestMessages.getByRole("listitem")).toHaveCount(Math.min(total, 5));
  await expect(dashboardPage.latestActivity.getByRole("link", { name: "All activity" })).toHaveAttribute("href", "/activity");
  await expectTouchTargets(main);

  await nav.choose(dashboardPage.newButton("projects"));
  await expect(page).toHaveURL(/\/add-project$/);
  await expect(formPage.heading).toHaveText("Add project");
});

test("a visitor's message shows in the owner's Messages badge after a navigation, and Read and Delete take it away, without a reload", { tag: "@desktop" }, async ({
  page,
  nav,
  messagesPage,
  visitorPage,
  ownerApi,
  unique,
}) => {
  const subject = unique("Badge");
  await page.goto("/");
  const { unread } = await ownerApi.inboxCounts();
  await expect(nav.link("messages")).toHaveAccessibleName(messagesName(unread));
  await markDocument(page);

  // A visitor writes, in their own anonymous context.
  const visitor = new ContactPage(await visitorPage());
  await visitor.goto();
  await visitor.sendMessage({ name: "E2E Visitor", email: "visitor@example.org", subject, message: "Count me." });

  // The owner moves on through the navigation: the count follows.
  await nav.open("about");
  await expect(nav.link("messages")).toHaveAccessibleName(messagesName(unread + 1));
  await nav.open("messages");
  await expect(messagesPage.card(messagesPage.unread, subject, "Unread")).toBeVisible();

  await messagesPage.readButton(messagesPage.unread, subject).click();
  await expect(toast(page, "Message read successfully!")).toBeVisible();
  await expect(nav.link("messages")).toHaveAccessibleName(messagesName(unread));

  await messagesPage.deleteButton(messagesPage.all, subject).click();
  await expect(toast(page, "Message deleted successfully!")).toBeVisible();
  await expect(page.getByRole("article", { name: new RegExp(subject) })).toHaveCount(0);
  await expect(nav.link("messages")).toHaveAccessibleName(messagesName(unread));
  await expectSameDocument(page);
});

test("Load more: an inbox of more than 50 messages shows 50, then the next ones", async ({
  page,
  nav,
  messagesPage,
  ownerApi,
  unique,
}) => {
  const prefix = unique("Bulk");
  // Enough for a second page, and at least one of our own to look for.
  const needed = Math.max(1, 51 - (await ownerApi.inboxCounts()).total);
  for (let i = 1; i <= needed; i++) {
    await ownerApi.sendMessage({ name: "E2E Visitor", email: "visitor@example.org", subject: `${prefix} ${i}`, message: "One of many." });
  }
  const { total } = await ownerApi.inboxCounts();
  expect(total).toBeGreaterThan(50);

  await page.goto("/");
  await nav.open("messages");
  await expect(messagesPage.allCards).toHaveCount(50);
  await expect(messagesPage.shown).toHaveText(`Showing 50 of ${total} messages`);
  // Newest first: the last one sent leads the list.
  await expect(messagesPage.allCards.first()).toHaveAccessibleName(`Unread message: ${prefix} ${needed}`);

  await messagesPage.loadMore.scrollIntoViewIfNeeded();
  await nav.choose(messagesPage.loadMore);
  const shown = Math.min(total, 100);
  await expect(messagesPage.allCards).toHaveCount(shown);
  await expect(messagesPage.shown).toHaveText(`Showing ${shown} of ${total} messages`);
  if (total <= 100) await expect(messagesPage.loadMore).toHaveCount(0);
  // Nothing listed twice.
  const names = await messagesPage.allCards.evaluateAll((cards) => cards.map((card) => card.getAttribute("aria-label")));
  const ours = names.filter((name) => name?.includes(prefix));
  expect(new Set(ours).size).toBe(ours.length);
  expect(ours).toHaveLength(Math.min(needed, shown));
});

test.describe("axe", () => {
  test.use({ reducedMotion: "reduce" });
  const THEMES: Theme[] = ["dark", "light"];

  async function auditBothThemes(page: Page, testInfo: import("@playwright/test").TestInfo, path: string, ready: () => Promise<void>) {
    await page.goto(path);
    for (const theme of THEMES) {
      if (theme !== "dark") await switchTheme(page, theme);
      else await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      await ready();
      await expectNoSeriousViolations(page, testInfo, `${path} (${theme})`, theme === "dark" ? "all" : "theme");
    }
  }

  test("axe: /admin", async ({ page, dashboardPage }, testInfo) => {
    await auditBothThemes(page, testInfo, "/admin", () => dashboardPage.expectLoaded());
  });

  test("axe: /message, with a long message collapsed and its Show more button", async ({ page, messagesPage, ownerApi, unique }, testInfo) => {
    const subject = unique("Long");
    const message = Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of a long message that the inbox collapses.`).join("\n");
    await ownerApi.sendMessage({ name: "E2E Visitor", email: "visitor@example.org", subject, message });
    const card = messagesPage.card(messagesPage.all, subject, "Unread");
    await auditBothThemes(page, testInfo, "/message", async () => {
      await expect(card).toBeVisible();
      await expect(card.getByRole("button", { name: "Show more" })).toHaveAttribute("aria-expanded", "false");
    });
    // Collapsed, the text is cut (taller than its box); Show more shows all of it.
    const toggle = card.getByRole("button", { name: "Show more" });
    const text = page.locator(`[id="${await toggle.getAttribute("aria-controls")}"]`);
    await expect(text).toContainText("Line 12 of a long message");
    const clipped = () => text.evaluate((element) => element.scrollHeight > element.clientHeight + 1);
    expect(await clipped(), "collapsed text is clipped").toBe(true);
    await toggle.click();
    await expect(card.getByRole("button", { name: "Show less" })).toHaveAttribute("aria-expanded", "true");
    expect(await clipped(), "expanded text is whole").toBe(false);
    const reply = card.getByRole("link", { name: /^Reply to E2E Visitor/ });
    await expect(reply).toHaveAttribute("href", `mailto:visitor@example.org?subject=${encodeURIComponent(`Re: ${subject}`)}`);
    const box = await reply.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  });
});
