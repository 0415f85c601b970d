import { expectNoSeriousViolations, switchTheme } from "./support/axe";
import { pngFile } from "./support/files";
import { expect, expectImageLoaded, expectTouchTargets, test, toast } from "./support/fixtures";

/**
 * The media library (issue 24, point 4) on a phone: reached from the More sheet, it lists
 * every upload (the demo's, recorded at start-up, and one uploaded as the post editor does) with its thumbnail, details and where it is used (links to the
 * items); the default alt text is saved and still there after a reload; the new upload,
 * which nothing saved uses, is deleted after the question that says a draft may show it (an
 * upload less than a day old is left by Clean unused: the API and component suites cover
 * cleaning up, tests/api/media.test.ts and tests/admin/media-library.test.tsx). Every control
 * at least 44 × 44 px; axe in both themes. On a desktop only the way in differs (the header's
 * More menu: dashboard.spec.ts checks every owner link in it) and the grid is wider: the
 * same cards, the same controls, so the journey runs on the phone alone (docs/testing.md).
 */
test.use({ loggedIn: true });

test("More → Media: every upload, where it is used, the alt text saved; an unused new upload deleted", async ({ page, nav, ownerApi, unique, isPhone }, testInfo) => {
  const name = `${unique("diagram").replace(/\s+/g, "-")}.png`;
  const uploaded = await ownerApi.uploadMedia(pngFile(name, [200, 80, 40]), "First words");

  await page.goto("/");
  await nav.open("media");
  await expect(page.getByRole("heading", { level: 1, name: "Media" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /uploads?, \d+ unused/ })).toBeVisible();

  // The new upload: first (newest), its details, nothing saved uses it yet.
  const card = page.getByRole("article", { name });
  await expect(page.getByRole("article").first()).toHaveAccessibleName(name);
  await expect(card).toContainText("WebP · ");
  await expect(card).toContainText("4 × 4");
  await expect(card).toContainText("New: nothing saved uses it, but a draft may. Clean unused leaves it for a day.");
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

  // Nothing saved uses it: Delete asks first, saying a draft may show it, then it is gone.
  const uploads = async () => Number((await page.getByRole("status").filter({ hasText: /uploads?, \d+ unused/ }).textContent())?.match(/^(\d+) uploads?/)?.[1]);
  const before = await uploads();
  await nav.choose(page.getByRole("article", { name }).getByRole("button", { name: `Delete ${name}` }));
  const question = page.getByRole("alertdialog", { name: `Delete ${name}?` });
  await expect(question).toContainText("a draft not saved yet (on this device or another) may show it");
  await nav.choose(question.getByRole("button", { name: "Delete", exact: true }));
  await expect(question).toHaveCount(0);
  await expect(toast(page, `${name} deleted.`)).toBeVisible();
  await expect(page.getByRole("article", { name })).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: /uploads?, \d+ unused/ })).toContainText(`${before - 1} upload`);
  expect((await page.request.get(`/api/v1/media/${uploaded._id}`)).status()).toBe(404);

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
