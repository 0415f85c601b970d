"use client";

import { useId, useState, useSyncExternalStore } from "react";
import { localInputToIso, toLocalInput } from "@/lib/publishing/local-time";
import { publicationState } from "@/lib/publishing/visibility";
import { useFieldError } from "./field-errors";
import { controlClass, errorClass, focusRing, hintClass, labelClass } from "./styles";

type Mode = "now" | "schedule" | "draft";

const noSubscription = () => () => {};
/** The owner's time zone and clock are the browser's: unknown while the server renders. */
const useInBrowser = () => useSyncExternalStore(noSubscription, () => true, () => false);

export interface PublicationFieldProps {
  /** The publication the form starts with: the stored item's, or restored unsaved work. */
  initial?: { status: string; publishAt: string | null };
  /**
   * Whether the stored item is public now (the first option then reads "Published"); false
   * for a new item, whatever restored work says.
   */
  live: boolean;
  /**
   * Told the day (YYYY-MM-DD, the owner's local date) of a time the owner picks while
   * Schedule is chosen, and null when there is none (another option, no time yet).
   */
  onScheduledDayChange?: (day: string | null) => void;
  className?: string;
}

/** The owner's local day of a time typed under Schedule ("2026-11-24T09:00" → "2026-11-24"). */
function scheduledDayOf(mode: Mode, typed: string | null): string | null {
  return mode === "schedule" && typed && /^\d{4}-\d{2}-\d{2}T/.test(typed) ? typed.slice(0, 10) : null;
}

function initialMode(initial: PublicationFieldProps["initial"]): Mode {
  if (!initial) return "now";
  const state = publicationState(initial);
  return state === "draft" ? "draft" : state === "scheduled" ? "schedule" : "now";
}

/**
 * Publish now, Schedule or Save as draft: a segmented control (radios named `status`, so
 * the form sends "published" or "draft") above the one submit button. Schedule reveals a
 * date and time in the owner's own time zone (`publishAt`, sent as ISO 8601 with this
 * device's offset by collectFormData); otherwise that input is disabled, which the form
 * sends as "" (no schedule). Every option is a 44 px target; arrow keys move between them.
 */
export function PublicationField({ initial, live, onScheduledDayChange, className = "" }: PublicationFieldProps) {
  const inBrowser = useInBrowser();
  const [mode, setMode] = useState<Mode>(() => initialMode(initial));
  // The stored time, in the owner's local time once in the browser; then what they type.
  const [typed, setTyped] = useState<string | null>(null);
  const local = typed ?? (inBrowser && initial?.publishAt ? toLocalInput(initial.publishAt) : "");
  const error = useFieldError("publishAt");
  const id = useId();

  const options: Array<{ mode: Mode; label: string; status: "published" | "draft" }> = [
    { mode: "now", label: live ? "Published" : "Publish now", status: "published" },
    { mode: "schedule", label: "Schedule", status: "published" },
    { mode: "draft", label: "Save as draft", status: "draft" },
  ];

  // Checked as the owner picks a time (a stored schedule is still to come).
  const [inThePast, setInThePast] = useState(false);
  // The form is told from the owner's own choices: a stored schedule says nothing new.
  function choose(next: Mode) {
    setMode(next);
    onScheduledDayChange?.(scheduledDayOf(next, typed));
  }
  function pick(value: string) {
    setTyped(value);
    onScheduledDayChange?.(scheduledDayOf(mode, value));
    const iso = localInputToIso(value);
    setInThePast(iso !== null && Date.parse(iso) <= Date.now());
  }
  const zone = inBrowser ? Intl.DateTimeFormat().resolvedOptions().timeZone : null;
  const explanation: Record<Mode, string> = {
    now: live ? "Visitors see it now." : "Visitors see it as soon as you save.",
    schedule: "It goes live by itself at this time; until then only you see it.",
    draft: "Only you see it (and anyone you send a preview link) until you publish it.",
  };

  return (
    <fieldset className={`flex min-w-0 flex-col gap-3 rounded-2xl border border-line bg-surface/40 p-4 md:col-span-2 ${className}`}>
      <legend className={`${labelClass} px-1`}>Publishing</legend>
      <div className="grid grid-cols-3 gap-1 rounded-2xl border border-line-strong bg-bg p-1">
        {options.map((option) => (
          <label
            key={option.mode}
            className={[
              "flex min-h-11 cursor-pointer items-center justify-center rounded-xl px-2 py-1.5 text-center text-sm font-medium leading-tight text-muted transition-colors",
              "hover:text-fg has-[:checked]:bg-accent-strong has-[:checked]:text-accent-contrast",
              "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring",
            ].join(" ")}
          >
            <input
              type="radio"
              name="status"
              value={option.status}
              checked={mode === option.mode}
              onChange={() => choose(option.mode)}
              aria-describedby={`${id}-explanation`}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
      <p id={`${id}-explanation`} className={hintClass} aria-live="polite">
        {explanation[mode]}
      </p>
      <div hidden={mode !== "schedule"} className="flex min-w-0 flex-col gap-1.5">
        <label htmlFor={`${id}-at`} className={labelClass}>
          Publish on
        </label>
        <input
          id={`${id}-at`}
          name="publishAt"
          type="datetime-local"
          required
          disabled={mode !== "schedule"}
          value={local}
          onChange={(event) => pick(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : "", `${id}-zone`].filter(Boolean).join(" ")}
          className={`${controlClass} ${focusRing}`}
        />
        <p id={`${id}-zone`} className={hintClass}>
          {inThePast
            ? "This time has passed: it will be public as soon as you save."
            : `Your local time${zone ? ` (${zone.replace(/_/g, " ")})` : ""}.`}
        </p>
        {error && (
          <p id={`${id}-error`} className={errorClass}>
            Publish on {error}.
          </p>
        )}
      </div>
    </fieldset>
  );
}
