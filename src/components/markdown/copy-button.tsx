"use client";

import { useEffect, useRef } from "react";
import { iconHref } from "@/components/ui/sprite-icon";

/** How long the button reads 'Copied!' (spec point 9). */
export const COPIED_LABEL_MS = 2000;

/** Copies text: the Clipboard API, or the textarea fallback where it is missing (plain http). */
export async function writeToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Older browsers and non-secure origins: the textarea + execCommand fallback.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand("copy");
  area.remove();
  if (!ok) throw new Error("Copy is not available in this browser.");
}

/** A Copy button's icon and label: 'Copied!' with a check, or 'Copy'. */
function showCopied(button: HTMLButtonElement, copied: boolean) {
  button.querySelector("use")?.setAttribute("href", iconHref(copied ? "check" : "copy"));
  const label = [...button.childNodes].find((node) => node.nodeType === Node.TEXT_NODE);
  if (label) label.textContent = copied ? "Copied!" : "Copy";
}

/**
 * The Copy buttons of the code blocks around it (a post's body is HTML, ./markdown-html.ts):
 * one listener on the body for all of them. A button copies its block's code and reads
 * 'Copied!' for 2 seconds; each copy restarts the 2 seconds, even while 'Copied!' shows; a
 * refused clipboard leaves it reading 'Copy'. Renders an empty hidden span to find the body.
 */
export function CodeCopy() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const frame = marker.current?.parentElement;
    if (!frame) return;
    const timers = new Map<HTMLButtonElement, ReturnType<typeof setTimeout>>();
    const onClick = async (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.<HTMLButtonElement>("button[data-copy-code]");
      if (!button || !frame.contains(button)) return;
      const code = button.closest(".code-block")?.querySelector("pre")?.textContent ?? "";
      try {
        await writeToClipboard(code.replace(/\n$/, ""));
      } catch {
        clearTimeout(timers.get(button));
        showCopied(button, false);
        return;
      }
      showCopied(button, true);
      clearTimeout(timers.get(button));
      timers.set(
        button,
        setTimeout(() => showCopied(button, false), COPIED_LABEL_MS),
      );
    };
    frame.addEventListener("click", onClick);
    return () => {
      frame.removeEventListener("click", onClick);
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, []);
  return <span ref={marker} hidden />;
}
