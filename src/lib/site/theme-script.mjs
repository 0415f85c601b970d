// @ts-check
/**
 * Runs in <head> before the first paint: applies a stored light/dark choice, so there is
 * no flash of the wrong theme. A constant string with no interpolation, so a
 * Content-Security-Policy can allow it by its hash. Plain JavaScript: the page cache
 * handler (outside the bundler) knows it too. Keep the storage key in step with
 * THEME_STORAGE_KEY (src/lib/site/theme.ts; a test checks).
 */
export const THEME_SCRIPT =
  '(function(){var d=document.documentElement;try{var t=localStorage.getItem("theme");if(t==="light"||t==="dark"){d.setAttribute("data-theme",t);d.classList.toggle("dark",t==="dark")}}catch(e){}})()';
