"use client";

import { useSyncExternalStore } from "react";
import { MoonIcon, SunIcon } from "@/components/ui/nav-icons";
import { DEFAULT_THEME, THEME_STORAGE_KEY, applyTheme, type Theme } from "@/lib/site/theme";

const readTheme = (): Theme => (document.documentElement.getAttribute("data-theme") === "light" ? "light" : "dark");

/** <html data-theme> is the source of truth; this follows it wherever it is changed. */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
  return () => observer.disconnect();
}

/**
 * Switches between the dark default and the light theme and remembers the choice. The
 * icon follows <html data-theme> through CSS, so the server HTML is right before hydration.
 */
export function ThemeToggle({ className = "" }: { className?: string }) {
  const theme = useSyncExternalStore(subscribe, readTheme, () => DEFAULT_THEME);

  function toggle() {
    const next: Theme = readTheme() === "dark" ? "light" : "dark";
    applyTheme(document.documentElement, next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private mode without storage: the choice lasts for this page only.
    }
  }

  return (
    <button
      type="button"
      onClick={toggle}
      aria-label="Light theme"
      aria-pressed={theme === "light"}
      title={theme === "light" ? "Switch to dark theme" : "Switch to light theme"}
      className={`theme-toggle ${className}`}
    >
      <SunIcon className="hidden [[data-theme=light]_&]:block" />
      <MoonIcon className="block [[data-theme=light]_&]:hidden" />
    </button>
  );
}
