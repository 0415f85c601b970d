import type { ReactElement } from "react";
import { NotFoundPage } from "@/components/site/not-found-page";

/**
 * The page answered with the site's 404 page (src/components/site/not-found-page.tsx): the
 * screen inside the layout, and Next's not-found signal below it for the status.
 */
export async function expectNotFoundPage(page: unknown): Promise<void> {
  expect(((await page) as ReactElement).type).toBe(NotFoundPage);
}
