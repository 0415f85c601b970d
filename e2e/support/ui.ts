import { expect, type Locator, type Page } from "@playwright/test";

/** A sonner toast, found by its text (the first, when an earlier one still shows). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator("[data-sonner-toast]").filter({ hasText: text }).first();
}

/** An <img> that has really loaded (scrolled into view first: images are lazy). */
export async function expectImageLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: "the image loads",
    })
    .toBe(true);
}
