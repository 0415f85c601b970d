/** Where the visitor's theme choice is kept. Dark is the default when nothing is stored. */
export const THEME_STORAGE_KEY = "theme";
export type Theme = "dark" | "light";
export const DEFAULT_THEME: Theme = "dark";

export { THEME_SCRIPT } from "./theme-script.mjs";

/**
 * Applies a theme to <html>: `data-theme` drives the site's colour variables, and the
 * `dark` class drives Tailwind's `dark:` variants (the admin screens use them).
 */
export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.setAttribute("data-theme", theme);
  root.classList.toggle("dark", theme === "dark");
}
