import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type TestInfo } from "@playwright/test";

export type Theme = "dark" | "light";

/** Impacts that fail the suite; minor and moderate findings are attached to the report. */
const BLOCKING = new Set(["serious", "critical"]);

/** axe's rules whose answer depends on colours, the one thing a theme changes. */
const THEME_RULES = ["color-contrast", "link-in-text-block"];

/**
 * Switches the page to `theme` as the header's toggle does (<html data-theme> and the `dark`
 * class, the choice stored), without a reload: the same document in the other colours. The
 * reload path (the head script applying a stored theme before paint) is visitor.spec.ts's.
 * Waits for the colour transitions to end, so axe reads the final colours.
 */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((value) => {
    const root = document.documentElement;
    root.setAttribute("data-theme", value);
    root.classList.toggle("dark", value === "dark");
    localStorage.setItem("theme", value);
  }, theme);
  await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
  await expect.poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === "running").length)).toBe(0);
}

/**
 * Runs axe-core on the page as it is and fails on any serious or critical violation,
 * naming the rule, the elements and why. Every result is attached to the test. `"theme"`:
 * only the rules a change of theme can break, for a page already audited in another theme.
 */
export async function expectNoSeriousViolations(
  page: Page,
  testInfo: TestInfo,
  label: string,
  rules: "all" | "theme" = "all",
): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  const builder = new AxeBuilder({ page });
  // A second theme changes colours only (the same document, other custom properties): the
  // rules that read colours are what it can break; the others gave their answer already.
  if (rules === "theme") builder.withRules(THEME_RULES);
  const results = await builder.analyze();
  await testInfo.attach(`axe ${label}`, { body: JSON.stringify(results.violations, null, 2), contentType: "application/json" });
  const blocking = results.violations.filter((violation) => BLOCKING.has(violation.impact ?? ""));
  const report = blocking
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 5)
        .map((node) => `    - ${node.target.join(" ")}\n      ${node.failureSummary?.replace(/\n/g, "\n      ")}`)
        .join("\n");
      return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length} element(s))\n${nodes}`;
    })
    .join("\n");
  expect(blocking, `${label}: axe found serious or critical violations\n${report}`).toEqual([]);
}
