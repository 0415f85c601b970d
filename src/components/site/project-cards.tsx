"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { buttonClasses } from "@/components/ui/button";
import { PlusIcon, SearchIcon } from "@/components/ui/icons";
import { useCurrentUser } from "@/lib/client/current-user";

const CARD =
  "flex h-full min-h-72 flex-col items-center justify-center gap-5 rounded-2xl border border-dashed border-line-strong bg-surface/40 p-8 text-center";

/**
 * The card after the project list: an invitation for visitors, an Add link for the owner.
 * Visitors (and the server HTML) get the invitation, so the page never shifts for them.
 */
export function ProjectClosingCard() {
  const { isOwner } = useCurrentUser();
  if (isOwner) {
    return (
      <div className={CARD}>
        <p className="text-sm font-semibold tracking-[0.12em] text-muted">ADD NEW PROJECT HERE</p>
        <IntentLink href="/add-project" className={buttonClasses()}>
          <PlusIcon size={18} />
          Add
        </IntentLink>
      </div>
    );
  }
  return (
    <div className={CARD}>
      <p className="text-sm font-semibold tracking-[0.12em] text-muted">YOUR PROJECT GOES HERE</p>
      <p className="max-w-xs text-sm text-muted">Have an idea that deserves care? Let&apos;s build it together.</p>
      <IntentLink href="/contact" className={buttonClasses()}>
        Get in Touch
      </IntentLink>
    </div>
  );
}

/** Shown when a search matches nothing. */
export function ProjectNotFoundCard({ onReset }: { onReset?: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-line bg-surface px-6 py-14 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-surface-2 text-muted">
        <SearchIcon size={22} />
      </span>
      <h2 className="text-xl font-semibold tracking-tight">Searched Project Not Found</h2>
      <p className="max-w-sm text-sm text-muted">No project matches this search. Try other words or another type.</p>
      <IntentLink href="/projects" onClick={onReset} className={buttonClasses({ variant: "secondary" })}>
        Reset
      </IntentLink>
    </div>
  );
}
