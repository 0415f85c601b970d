"use client";

import { useEffect, useState } from "react";
import { CheckIcon, CopyIcon } from "@/components/ui/icons";

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

/** Copies a code block; its label reads 'Copied!' for 2 seconds afterwards. */
export function CopyButton({ text }: { text: string }) {
  // How many copies so far: each one restarts the 2 seconds, even while 'Copied!' shows.
  const [copies, setCopies] = useState(0);
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (copies === 0) return;
    const timer = setTimeout(() => setCopied(false), COPIED_LABEL_MS);
    return () => clearTimeout(timer);
  }, [copies]);

  async function copy() {
    try {
      await writeToClipboard(text);
      setCopied(true);
      setCopies((n) => n + 1);
    } catch {
      setCopied(false);
    }
  }

  return (
    <button
      type="button"
      onClick={copy}
      aria-live="polite"
      // Drawn 36 px high to sit in the code block's header; the ::before makes the tap target 44.
      className="relative inline-flex min-h-9 items-center gap-1.5 rounded-lg border border-line bg-surface px-2.5 text-xs font-medium text-muted transition-colors before:absolute before:-inset-1 before:content-[''] hover:border-line-strong hover:text-fg"
    >
      {copied ? <CheckIcon size={14} /> : <CopyIcon size={14} />}
      {copied ? "Copied!" : "Copy"}
    </button>
  );
}
