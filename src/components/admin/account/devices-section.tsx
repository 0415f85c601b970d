"use client";

import { useState } from "react";
import useSWR from "swr";
import { buttonClasses } from "@/components/ui/button";
import { confirmAction } from "@/components/ui/confirm";
import { swrFetcher } from "@/lib/client/api";
import { errorMessage } from "../use-entity-form";
import { deleteAndShow, Outcome, sectionClass, shownAt as when, type Shown } from "./account-forms";

interface SignedInDevice {
  _id: string;
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

export const SESSIONS_KEY = "/sessions";


/**
 * Every browser signed in as the owner (GET /api/v1/sessions), this one marked: sign one out
 * (its next request is refused) or every other one at once, e.g. after losing a phone.
 */
export function DevicesSection() {
  const { data, error, isLoading, mutate } = useSWR<{ sessions: SignedInDevice[] }>(SESSIONS_KEY, swrFetcher);
  const [working, setWorking] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Shown>(null);
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current);

  async function signOut(path: string, key: string, question: { title: string; description: string; confirmLabel: string }) {
    if (!(await confirmAction({ ...question, danger: true }))) return;
    setWorking(key);
    await deleteAndShow(path, setOutcome);
    setWorking(null);
    void mutate();
  }

  return (
    <section aria-labelledby="devices-heading" className={sectionClass}>
      <div className="flex flex-col gap-1">
        <h2 id="devices-heading" className="text-lg font-semibold text-fg">Signed-in devices</h2>
        <p className="text-sm text-muted">Every browser logged in as you. Sign out one you do not recognise, or a phone you lost.</p>
      </div>
      {isLoading ? (
        <p className="text-sm text-muted">Loading the devices…</p>
      ) : error ? (
        <p role="alert" className="text-sm text-danger">{errorMessage(error)}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line" aria-label="Signed-in devices">
          {sessions.map((session) => (
            <li key={session._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="font-medium text-fg">
                  {session.device}
                  {session.current && <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">This device</span>}
                </p>
                <p className="text-sm text-muted">
                  Logged in <time dateTime={session.createdAt}>{when(session.createdAt)}</time>
                  {" · "}last seen <time dateTime={session.lastSeenAt}>{when(session.lastSeenAt)}</time>
                </p>
              </div>
              {!session.current && (
                <button
                  type="button"
                  className={buttonClasses({ variant: "danger" })}
                  disabled={working !== null}
                  aria-label={`Sign out ${session.device}, logged in ${when(session.createdAt)}`}
                  onClick={() =>
                    void signOut(`/sessions/${session._id}`, session._id, {
                      title: `Sign out ${session.device}?`,
                      description: "Its next request is refused; logging in there again needs your password or a passkey.",
                      confirmLabel: "Sign out",
                    })
                  }
                >
                  {working === session._id ? "Signing out" : "Sign out"}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <div>
          <button
            type="button"
            className={buttonClasses({ variant: "secondary" })}
            disabled={working !== null}
            onClick={() =>
              void signOut(SESSIONS_KEY, "others", {
                title: "Sign out every other device?",
                description: `${others.length === 1 ? "The other device" : `${others.length} other devices`} will need your password or a passkey again. This one stays signed in.`,
                confirmLabel: "Sign out the others",
              })
            }
          >
            {working === "others" ? "Signing out" : "Sign out every other device"}
          </button>
        </div>
      )}
      <Outcome outcome={outcome} />
    </section>
  );
}
