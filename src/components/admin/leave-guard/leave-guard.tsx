"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { dangerButtonClass, primaryButtonClass, secondaryButtonClass } from "../fields/styles";

export interface LeaveGuardProps {
  /** Asked at the moment of leaving: are there unsaved changes (then leaving asks first)? */
  shouldAsk: () => boolean;
  /** "Leave": the draft is written now (it is the owner's way back). */
  onLeave: () => void;
  /** "Discard changes": the draft goes too. */
  onDiscard: () => void;
}

/** The in-app link a click would follow, or null (another site, a new tab, a download, a hash). */
function internalTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * With unsaved changes, every in-app link (header, the phone's bottom bar and More sheet,
 * lists, Cancel) asks first in the product's dialog, and a reload or closing the tab gets the
 * browser's own question. The App Router has no cancelable navigation, so links are caught
 * in the capture phase, before Next's own handler; Back cannot be held, and iOS Safari never
 * asks before unload: there the draft kept while typing is the guarantee (docs/decisions.md).
 */
export function LeaveGuard({ shouldAsk, onLeave, onDiscard }: LeaveGuardProps) {
  const router = useRouter();
  const [pending, setPending] = useState<string | null>(null);
  const stayRef = useRef<HTMLButtonElement>(null);
  // Set once the owner chose to leave: the navigation they asked for is not asked again.
  const leaving = useRef(false);
  // Read at the moment of a click, so a tap right after a keystroke asks too.
  const ask = useRef(shouldAsk);
  useEffect(() => {
    ask.current = shouldAsk;
  });

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (leaving.current) return;
      const href = internalTarget(event);
      if (!href || !ask.current()) return;
      // Before React (and Next's <Link>) sees the click: nothing navigates until answered.
      event.preventDefault();
      event.stopPropagation();
      setPending(href);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current || !ask.current()) return;
      event.preventDefault();
      // Older Chromium and Safari need a value here to ask.
      event.returnValue = "";
    };
    window.addEventListener("click", onClick, true);
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => {
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("beforeunload", onBeforeUnload);
    };
  }, []);

  function go(href: string, discard: boolean) {
    setPending(null);
    if (discard) onDiscard();
    else onLeave();
    leaving.current = true;
    router.push(href);
  }

  return (
    <Dialog
      open={pending !== null}
      role="alertdialog"
      onClose={() => setPending(null)}
      title="Leave without saving?"
      description="Your changes are not saved yet. If you leave, they stay on this device as a draft, and this form offers them back when you open it again."
      initialFocus={stayRef}
      actions={
        <>
          <button type="button" className={dangerButtonClass} onClick={() => pending && go(pending, true)}>
            Discard changes
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => pending && go(pending, false)}>
            Leave
          </button>
          <button ref={stayRef} type="button" className={primaryButtonClass} onClick={() => setPending(null)}>
            Stay and keep editing
          </button>
        </>
      }
    />
  );
}
