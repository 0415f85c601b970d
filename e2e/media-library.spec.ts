import { expectNoSeriousViolations, switchTheme } from "./support/axe";
import { pngFile } from "./support/files";
import { expect, expectImageLoaded, expectTouchTargets, test, toast } from "./support/fixtures";

/**
 * The media library (issue 24, point 4) on a phone and a desktop: reached from the More
 * menu/sheet, it lists every upload (the demo's, recorded at start-up, and one uploaded as
 * the post editor does) with its thumbnail, details and where it is used (links to the
 * items); the default alt text is saved and still there after a reload; an upload less than
 * a day old is kept (no Delete). Every control at least 44 × 44 px; axe in both themes.
 * (Deleting and cleaning up need an upload a day old: the API and component suites cover
 * them, tests/api/media.test.ts and tests/admin/media-library.test.tsx.)
 */
test.use({ loggedIn: true });

test("More → Media: every upload, where it is used, the alt text saved; a new upload kept", { tag: "@desktop" }, async ({ page, nav, ownerApi, unique, isPhone }, testInfo) => {
  const name = `${unique("diagram").replace(/\s+/g, "-")}.png`;
  const uploaded = await ownerApi.uploadMedia(pngFile(name, [200, 80, 40]), "First words");

  await page.goto("/");
  await nav.open("media");
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /uploads?, \d+ unused/ })).toBeVisible();

  // The new upload: first (newest), its details, kept for a day, no Delete.
  const card = page.getByRole("article", { name });
  await expect(page.getByRole("article").first()).toHaveAccessibleName(name);
  await expect(card).toContainText("WebP · ");
  await expect(card).toContainText("4 × 4");
  await expect(card).toContainText("New: kept for a day");
  await expect(card.getByRole("button", { name: /^Delete/ })).toHaveCount(0);
  await expectImageLoaded(card.locator("img"));

  // A demo upload is used by its item, linked to the item's edit screen.
  const usedCard = page.getByRole("article").filter({ hasText: "Used by", has: page.locator("img") }).first();
  const itemLink = usedCard.getByRole("link").first();
  await expect(itemLink).toHaveAttribute("href", /^\/(edit-(project|blog|certification|techStack)\/[0-9a-f-]{36}|admin\/profile)$/);
  await expectImageLoaded(usedCard.locator("img"));

  // The default alt text, saved on its own, still there after a reload.
  const alt = card.getByLabel("Default alt text");
  await expect(alt).toHaveValue("First words");
  await alt.fill("The request flow, step by step");
  await nav.choose(card.getByRole("button", { name: "Save" }));
  await expect(toast(page, "Alt text saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("article", { name }).getByLabel("Default alt text")).toHaveValue("The request flow, step by step");
  const res = await page.request.get(`/api/v1/media/${uploaded._id}`);
  expect(((await res.json()) as { media: { alt: string } }).media.alt).toBe("The request flow, step by step");

  // The phone: one column, nothing wider than the screen, every target 44 px.
  if (isPhone) {
    const widths = await page.getByRole("article").evaluateAll((cards) => cards.slice(0, 3).map((element) => element.getBoundingClientRect().width));
    for (const width of widths) expect(width).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  await expectTouchTargets(page.getByRole("main"), "a, button, input");

  for (const theme of ["dark", "light"] as const) {
    await switchTheme(page, theme);
    await expectNoSeriousViolations(page, testInfo, `media library (${theme})`, theme === "dark" ? "all" : "theme");
  }
});
