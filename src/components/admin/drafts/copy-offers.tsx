"use client";

import { useEffect, useRef } from "react";
import type { FoundCopy } from "@/lib/client/unsaved-work/form-copy";
import { primaryButtonClass, secondaryButtonClass } from "../fields/styles";
import { keptTime } from "./kept-time";

/** "on this device", "on another device (iPhone · Safari)". */
export const whereKept = (copy: FoundCopy) => (copy.fromThisDevice ? "on this device" : `on another device (${copy.deviceName})`);

export interface CopyOffersProps {
  offers: FoundCopy[];
  /** An add form: each offer is an unsaved new item, and the form stays usable beside them. */
  adding: boolean;
  /** "post", "project", "profile". */
  noun: string;
  /** The saved item's version (an edit): an offer made over an older one says so. */
  version?: number;
  onRestore: (copy: FoundCopy) => void;
  onCompare: (copy: FoundCopy) => void;
  onDiscard: (copy: FoundCopy) => void;
}

/**
 * Shown before the form when it opens with unsaved work from this device or another: each
 * offer says from when and where, and Restore puts it in the form, Compare shows what it
 * changes, Discard forgets it (with Undo). On an edit screen the form stays held until the
 * owner answers, so nothing typed meanwhile competes with it unseen.
 */
export function CopyOffers({ offers, adding, noun, version, onRestore, onCompare, onDiscard }: CopyOffersProps) {
  const firstRestore = useRef<HTMLButtonElement>(null);
  // The offers arrive after the form opened (the server is asked): the focus goes to the
  // first Restore when they do, and to the next one when the first is answered.
  const first = offers[0]?.id;
  useEffect(() => {
    if (!adding && first) firstRestore.current?.focus();
  }, [adding, first]);
  if (offers.length === 0) return null;
  return (
    <section
      aria-labelledby="copy-offers-title"
      className="flex flex-col gap-3 rounded-2xl border border-accent/50 bg-accent-soft p-4 shadow-card"
    >
      <h2 id="copy-offers-title" className="font-semibold text-fg">
        {adding
          ? offers.length === 1
            ? `An unsaved new ${noun}`
            : `${offers.length} unsaved new ${noun}s`
          : offers.length === 1
            ? `Unsaved changes from ${keptTime(offers[0]!.savedAt)} ${whereKept(offers[0]!)}`
            : `${offers.length} sets of unsaved changes`}
      </h2>
      <ul className="flex flex-col gap-3">
        {offers.map((copy, index) => {
          const changedSince = version !== undefined && copy.baseVersion !== null && copy.baseVersion !== version;
          const title = copy.values.title || copy.values.name || "";
          return (
            <li
              key={copy.id}
              data-copy-offer={copy.id}
              className="flex flex-col gap-3 border-t border-accent/30 pt-3 first:border-t-0 first:pt-0 sm:flex-row sm:items-center sm:gap-4"
            >
              <div className="min-w-0 flex-1">
                {(adding || offers.length > 1) && (
                  <p className="break-words font-medium text-fg">
                    {adding ? title || `Untitled ${noun}` : `Changes`} · {keptTime(copy.savedAt)} {whereKept(copy)}
                  </p>
                )}
                <p className="text-pretty text-sm text-muted">
                  {copy.source === "server" ? "Kept on the server, not saved to the site yet." : "Kept on this device, not saved to the site yet."}
                  {changedSince
                    ? ` The saved ${noun} changed since: when you save, what differs is merged, and you choose where both changed the same part.`
                    : adding
                      ? ""
                      : " Restore it to go on where you left off."}
                </p>
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row">
                <button type="button" className={secondaryButtonClass} onClick={() => onDiscard(copy)}>
                  Discard
                </button>
                <button type="button" className={secondaryButtonClass} onClick={() => onCompare(copy)}>
                  Compare
                </button>
                <button ref={index === 0 ? firstRestore : undefined} type="button" className={primaryButtonClass} onClick={() => onRestore(copy)}>
                  Restore
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
