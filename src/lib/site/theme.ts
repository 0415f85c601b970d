/** Where the visitor's theme choice is kept. Dark is the default when nothing is stored. */
export const THEME_STORAGE_KEY = "theme";
export type Theme = "dark" | "light";
export const DEFAULT_THEME: Theme = "dark";

/**
 * Runs in <head> before the first paint: applies a stored light/dark choice, so there is
 * no flash of the wrong theme. A constant string with no interpolation, so a
 * Content-Security-Policy can allow it by its hash.
 */
export const THEME_SCRIPT =
  '(function(){var d=document.documentElement;try{var t=localStorage.getItem("theme");if(t==="light"||t==="dark"){d.setAttribute("data-theme",t);d.classList.toggle("dark",t==="dark")}}catch(e){}})()';

/**
 * Applies a theme to <html>: `data-theme` drives the site's colour variables, and the
 * `dark` class drives Tailwind's `dark:` variants (the admin screens use them).
 */
export function applyTheme(root: HTMLElement, theme: Theme): void {
  root.setAttribute("data-theme", theme);
  root.classList.toggle("dark", theme === "dark");
}
