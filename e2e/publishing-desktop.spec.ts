import { ArrangePage } from "./pages/arrange-page";
import { expect, test } from "./support/fixtures";

/**
 * Issue 13.3 on the desktop (the `desktop` project only: playwright.config.ts): the owner
 * moves a featured project up on /admin/arrange with its Move up button, and a visitor's
 * home page then shows Selected Work in that order.
 */

test.describe("featured projects in the owner's order", { tag: "@desktop" }, () => {
  test.use({ loggedIn: true });

  let before: string[] = [];

  test.beforeEach(async ({ ownerApi }) => {
    before = await ownerApi.featuredOrder();
  });

  test.afterEach(async ({ ownerApi }) => {
    // The demo's order back, for the journeys that read Selected Work.
    if (before.length > 0) await ownerApi.setFeaturedOrder(before);
  });

  test("Move up on /admin/arrange reorders the visitor's Selected Work", async ({ page, nav, visitorPage }) => {
    const arrange = new ArrangePage(page);
    const visitor = await visitorPage();
    const selectedWork = (on: typeof page) =>
      on.getByRole("region", { name: "Selected Work" }).getByRole("article").getByRole("heading", { level: 3 });

    await page.goto("/");
    await nav.open("arrange");
    await expect(arrange.main.getByRole("heading", { level: 1 })).toHaveText("Arrange");
    await expect(arrange.featured).toBeVisible();
    const order = await arrange.featuredTitles();
    expect(order.length, "the demo features at least two projects").toBeGreaterThanOrEqual(2);
    const [first, second] = order as [string, string];

    // What the visitor's home page shows first: the featured projects, in this order.
    await visitor.goto("/");
    await expect(selectedWork(visitor).nth(0)).toHaveText(first);
    await expect(selectedWork(visitor).nth(1)).toHaveText(second);

    // The owner moves the second one up: the screen says so and saves at once.
    await arrange.moveButton(second, "up").click();
    await expect(arrange.announcement(`${second} moved to position 1 of ${order.length}.`)).toBeAttached();
    await expect(arrange.main.getByText("Order saved", { exact: true })).toBeVisible();
    expect(await arrange.featuredTitles()).toEqual([second, first, ...order.slice(2)]);
    await expect(arrange.moveButton(second, "up")).toHaveAttribute("aria-disabled", "true");
    await expect(arrange.moveButton(second, "up")).toBeFocused();

    // The visitor's home page, opened again, leads with it.
    await visitor.goto("/");
    await expect(selectedWork(visitor).nth(0)).toHaveText(second);
    await expect(selectedWork(visitor).nth(1)).toHaveText(first);

    // The owner's Arrange screen, visited again, keeps the order.
    await nav.open("home");
    await nav.open("arrange");
    await expect.poll(() => arrange.featuredTitles()).toEqual([second, first, ...order.slice(2)]);
  });
});
