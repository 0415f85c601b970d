import { expect, type Locator, type Page } from "@playwright/test";

/** A sonner toast, found by its text (the first, when an earlier one still shows). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

/**
 * An <img> that has really loaded (scrolled into view first: images are lazy). Retried as a
 * whole: a re-render after a save may swap the element while it is being scrolled to.
 */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await expect(async () => {
    await image.scrollIntoViewIfNeeded({ timeout: 2_000 });
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), "the image loads").toBe(true);
  }).toPass({ timeout: 10_000 });
}

/**
 * Every visible control inside `scope` (links and buttons, or what `controls` names) is at
 * least 44 × 44 px: a finger's target on a phone.
 */
export async function expectTouchTargets(scope: Locator, controls = "a, button"): Promise<void> {
  const found = scope.locator(controls);
  const count = await found.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const control = found.nth(i);
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    const name = (await control.getAttribute("aria-label")) ?? (await control.textContent())?.trim() ?? (await control.getAttribute("id"));
    expect(box?.height, `height of "${name}"`).toBeGreaterThanOrEqual(44);
    expect(box?.width, `width of "${name}"`).toBeGreaterThanOrEqual(44);
  }
}
