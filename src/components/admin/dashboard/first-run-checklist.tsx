"use client";

import Link from "next/link";
import { useState, useSyncExternalStore } from "react";
import { buttonClasses } from "@/components/ui/button";
import { confirmAction } from "@/components/ui/confirm";
import { apiRequest, ApiRequestError } from "@/lib/client/api";
import { useOwnerChange } from "@/lib/client/owner-change";
import { toast } from "@/lib/client/toast";
import type { Checklist, ChecklistItem } from "@/lib/first-run/checklist";

const noSubscription = () => () => {};

/** An address only this machine reaches: never offered as the one shared links name. */
const isLocal = (hostname: string) => /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i.test(hostname) || hostname.endsWith(".localhost");

/**
 * "Make this site yours" (issue 25): while the identity is unfinished or demo content
 * remains, what is left to do, with progress. Each item is done when the site says so (the
 * server computes it, src/lib/first-run/checklist.ts), not when it is clicked. Two items act
 * here: the site's address (the one this browser is on, in one tap) and Remove demo content.
 */
export function FirstRunChecklist({ checklist, demoItems }: { checklist: Checklist; demoItems: number }) {
  const showOwnerChange = useOwnerChange();
  const [busy, setBusy] = useState(false);
  // Read in the browser only: the server does not know which address the owner's browser is on.
  const here = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => null,
  );

  async function act(run: () => Promise<{ msg?: string }>, fallback: string) {
    setBusy(true);
    try {
      const answer = await run();
      toast.success(answer.msg ?? fallback);
      showOwnerChange();
    } catch (error) {
      toast.error(error instanceof ApiRequestError ? error.message : "Something went wrong!");
    } finally {
      setBusy(false);
    }
  }

  async function removeDemo() {
    const yes = await confirmAction({
      title: "Remove the demo content?",
      description: (
        <>
          {demoItems > 0 ? `The demo's ${demoItems} item${demoItems === 1 ? "" : "s"} go to the trash, where you can restore them for 30 days. ` : ""}
          The demo&rsquo;s name, photo, words and links still in your profile go back to neutral placeholders. Items you have
          edited or added are yours and stay.
        </>
      ),
      confirmLabel: "Remove demo content",
    });
    if (yes) await act(() => apiRequest("/demo-content", { method: "DELETE" }), "Demo content removed.");
  }

  async function confirmAddress(origin: string) {
    await act(
      () => apiRequest("/profile", { method: "PATCH", body: { siteUrl: origin } }).then(() => ({ msg: `The site's address is ${origin}.` })),
      "Saved.",
    );
  }

  const action = (item: ChecklistItem) => {
    if (item.done) return null;
    if (item.id === "demo") {
      return (
        <button type="button" disabled={busy} onClick={() => void removeDemo()} className={buttonClasses({ variant: "secondary" })}>
          Remove demo content
        </button>
      );
    }
    if (item.id === "address") {
      if (here === null) return null;
      if (isLocal(new URL(here).hostname)) {
        return (
          <div className="flex max-w-md flex-col items-start gap-2">
            <p className="text-sm text-muted">
              This browser is on a local address ({here}) that others cannot open. Open the site at its public address to
              set it in one tap, or write it on your profile.
            </p>
            <Link href="/admin/profile#site" className={buttonClasses({ variant: "secondary" })}>
              Set the address
            </Link>
          </div>
        );
      }
      return (
        <button type="button" disabled={busy} onClick={() => void confirmAddress(here)} className={buttonClasses({ variant: "secondary" })}>
          Use {here}
        </button>
      );
    }
    return item.href ? (
      <Link href={item.href} className={buttonClasses({ variant: "secondary" })}>
        {item.id === "login" ? "Choose a password" : "Edit profile"}
      </Link>
    ) : null;
  };

  return (
    <section aria-labelledby="first-run" className="flex flex-col gap-4 rounded-2xl border border-accent/60 bg-surface p-4 sm:p-5">
      <div className="flex flex-col gap-2">
        <h2 id="first-run" className="text-xl font-semibold tracking-tight text-fg">
          Make this site yours
        </h2>
        <p className="text-sm text-muted">
          Visitors still see placeholder or demo content until these are done.
        </p>
        <div className="flex items-center gap-3">
          <progress
            value={checklist.done}
            max={checklist.total}
            aria-label="Progress"
            className="h-2 flex-1 overflow-hidden rounded-full accent-[var(--accent)]"
          />
          <span className="text-sm font-medium text-fg">
            {checklist.done} of {checklist.total} done
          </span>
        </div>
      </div>
      <ol className="flex flex-col divide-y divide-line" aria-label="Checklist">
        {checklist.items.map((item) => (
          <li key={item.id} data-done={item.done} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="flex min-w-0 items-start gap-3">
              <span
                aria-hidden="true"
                className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border text-xs font-bold ${
                  item.done ? "border-accent bg-accent-strong text-accent-contrast" : "border-line-strong text-transparent"
                }`}
              >
                ✓
              </span>
              <p className="flex min-w-0 flex-col">
                <span className={`font-medium ${item.done ? "text-muted line-through" : "text-fg"}`}>
                  {item.label}
                  <span className="sr-only">{item.done ? " (done)" : " (to do)"}</span>
                </span>
                <span className="text-sm text-muted">{item.hint}</span>
              </p>
            </div>
            {action(item)}
          </li>
        ))}
      </ol>
    </section>
  );
}
