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
