"use client";

import { useEffect } from "react";

const PENDING = ".reveal:not(.is-visible)";

/** On screen now, or above it (scrolled past before this ran). */
function alreadySeen(element: Element): boolean {
  return element.getBoundingClientRect().top < window.innerHeight;
}

/**
 * Scroll reveals: each .reveal element below the fold fades in the first time it scrolls
 * into view, then is forgotten (700 ms once; the timing and the reduced-motion opt-out
 * live in globals.css). What is on screen when this runs is marked seen first, so the
 * first screen is never hidden while the page's JavaScript loads. Elements that arrive
 * with client navigations are watched too.
 */
export function RevealObserver() {
  useEffect(() => {
    const root = document.documentElement;
    document.querySelectorAll(PENDING).forEach((element) => {
      if (alreadySeen(element)) element.classList.add("is-visible");
    });
    // Without IntersectionObserver (older than any browser Next supports) html[data-reveal]
    // is never set, and globals.css hides nothing.
    if (!window.IntersectionObserver) return;
    root.setAttribute("data-reveal", "");

    const seen = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add("is-visible");
          seen.unobserve(entry.target);
        }
      },
      { rootMargin: "0px 0px -8% 0px", threshold: 0.08 },
    );
    const observeAll = () => document.querySelectorAll(PENDING).forEach((element) => seen.observe(element));
    observeAll();
    const added = new MutationObserver(observeAll);
    added.observe(document.body, { childList: true, subtree: true });
    return () => {
      added.disconnect();
      seen.disconnect();
      root.removeAttribute("data-reveal");
    };
  }, []);
  return null;
}
