"use client";

import { useEffect } from "react";

/**
 * Adds .is-visible to each .reveal element the first time it scrolls into view, then
 * forgets it (the animation runs once; its 700 ms and the reduced-motion opt-out live in
 * globals.css). Watches the DOM for elements that arrive with client navigations.
 */
export function RevealObserver() {
  useEffect(() => {
    if (!("IntersectionObserver" in window)) {
      document.querySelectorAll(".reveal").forEach((el) => el.classList.add("is-visible"));
      return;
    }
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
    const observeAll = () =>
      document.querySelectorAll(".reveal:not(.is-visible)").forEach((el) => seen.observe(el));
    observeAll();
    const added = new MutationObserver(observeAll);
    added.observe(document.body, { childList: true, subtree: true });
    return () => {
      added.disconnect();
      seen.disconnect();
    };
  }, []);
  return null;
}
