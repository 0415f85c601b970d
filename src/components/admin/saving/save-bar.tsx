"use client";

import { useEffect, useRef, useState } from "react";

/**
 * How far the on-screen keyboard covers the bottom of the layout viewport (0 without one):
 * a bar kept above it stays in reach while the owner types. iOS Safari and Chrome on
 * Android shrink only the visual viewport, so fixed and sticky bottoms end up behind the
 * keyboard unless lifted by this much.
 */
export function useKeyboardInset(): number {
  const [inset, setInset] = useState(0);
  useEffect(() => {
    const viewport = window.visualViewport;
    if (!viewport) return;
    const update = () => setInset(Math.max(0, Math.round(window.innerHeight - viewport.height - viewport.offsetTop)));
    update();
    viewport.addEventListener("resize", update);
    viewport.addEventListener("scroll", update);
    return () => {
      viewport.removeEventListener("resize", update);
      viewport.removeEventListener("scroll", update);
    };
  }, []);
  // Under 80 px is browser chrome coming and going, not a keyboard.
  return inset > 80 ? inset : 0;
}

/**
 * Keeps toasts just above the save bar wherever it is: stuck to the bottom (the stylesheet's
 * default for forms, globals.css "Toasts") or, at the end of a form, in its place higher up,
 * where a toast at the stuck bar's height would cover it or the buttons after it (a failed
 * save's toast over Update would take the owner's retry).
 */
function useToastsAbove(bar: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = document.documentElement;
    let frame = 0;
    const place = () => {
      frame = 0;
      const element = bar.current;
      if (!element) return;
      const { top } = element.getBoundingClientRect();
      if (top <= 0 || top >= window.innerHeight) root.style.removeProperty("--toast-offset-bottom");
      else root.style.setProperty("--toast-offset-bottom", `${Math.round(window.innerHeight - top + 8)}px`);
    };
    const soon = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener("scroll", soon, { passive: true });
    window.addEventListener("resize", soon);
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(soon) : null;
    observer?.observe(document.body);
    return () => {
      window.removeEventListener("scroll", soon);
      window.removeEventListener("resize", soon);
      observer?.disconnect();
      cancelAnimationFrame(frame);
      root.style.removeProperty("--toast-offset-bottom");
    };
  }, [bar]);
}

/**
 * The save bar of every admin form: stuck to the bottom of the screen while the form scrolls
 * under it, so Save is in reach on a long post; on a phone above the bottom navigation bar,
 * and above the on-screen keyboard while it is open.
 */
export function SaveBar({ status, children }: { status: React.ReactNode; children: React.ReactNode }) {
  const keyboard = useKeyboardInset();
  const bar = useRef<HTMLDivElement>(null);
  useToastsAbove(bar);
  return (
    <div
      ref={bar}
      data-save-bar
      style={keyboard ? { bottom: `${keyboard + 8}px` } : undefined}
      className="sticky bottom-[calc(4.75rem+env(safe-area-inset-bottom))] z-30 flex flex-col gap-2 rounded-2xl border border-line bg-bg/90 p-2 shadow-card backdrop-blur-md sm:p-3 md:bottom-4"
    >
      {/* One row on a phone too: the status beside the buttons, never above them. */}
      <div className="flex items-center gap-2 sm:gap-3">
        <div className="min-w-0 flex-1 px-1 text-xs leading-snug text-muted sm:text-sm" aria-live="polite">
          {status}
        </div>
        <div className="flex shrink-0 items-center gap-2">{children}</div>
      </div>
    </div>
  );
}
