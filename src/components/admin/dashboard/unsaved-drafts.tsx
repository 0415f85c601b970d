"use client";

import Link from "next/link";
import { useEffect, useId, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import type { AutosaveSummary } from "@/lib/autosave/types";
import type { AutosaveCollection } from "@/lib/enums";
import { toast } from "@/lib/client/toast";
import { UNDO_MS } from "@/lib/client/undo-delete";
import { deviceId } from "@/lib/client/unsaved-work/device";
import { targetOf } from "@/lib/client/unsaved-work/form-copy";
import { listCopies, openCopyIds, readCopyFiles, removeCopy, writeCopy, writeCopyFile } from "@/lib/client/unsaved-work/local-copies";
import { deleteAutosave, putAutosaveBack } from "@/lib/client/unsaved-work/server-autosave";
import { keptTime } from "../drafts/kept-time";

/** How the dashboard names each kind, and where its forms are. */
const FORMS: Record<AutosaveCollection, { noun: string; edit: (id: string) => string; add: string }> = {
  blogs: { noun: "post", edit: (id) => `/edit-blog/${id}`, add: "/add-blog" },
  projects: { noun: "project", edit: (id) => `/edit-project/${id}`, add: "/add-project" },
  experiences: { noun: "experience", edit: (id) => `/edit-experience/${id}`, add: "/add-experience" },
  certification: { noun: "certification", edit: (id) => `/edit-certification/${id}`, add: "/add-certification" },
  techStack: { noun: "tech stack item", edit: (id) => `/edit-techStack/${id}`, add: "/add-techStack" },
  profile: { noun: "profile", edit: () => "/admin/profile", add: "/admin/profile" },
};

/** One row: an autosave on the server, or a copy only this device has (not sent yet). */
interface UnsavedRow {
  _id: string;
  collection: AutosaveCollection;
  itemId: string | null;
  title: string;
  savedAt: number;
  where: string;
  /** Only on this device (the server could not be reached yet). */
  deviceOnly: boolean;
  /** For Undo: the server's autosave as it was. */
  summary?: AutosaveSummary;
}

/** Where the row's work is continued: its form, asked to restore exactly this copy. */
const continueHref = (row: UnsavedRow) => {
  const form = FORMS[row.collection];
  return `${row.itemId ? form.edit(row.itemId) : form.add}?copy=${row._id}`;
};

const describe = (row: UnsavedRow) =>
  row.collection === "profile"
    ? "Unsaved changes to your profile"
    : row.itemId
      ? `Unsaved changes to the ${FORMS[row.collection].noun} “${row.title || "Untitled"}”`
      : `${row.title || `Untitled ${FORMS[row.collection].noun}`}`;

/**
 * "Unsaved drafts" on the dashboard: every autosave the server keeps (from any device) and
 * every copy this device kept but could not send yet, newest first, each with Continue (its
 * form, restoring it) and Discard (one tap, with Undo). An unsaved new post or project is
 * listed as "Unsaved draft": it becomes an item only when saved.
 */
export function UnsavedDrafts({ autosaves }: { autosaves: AutosaveSummary[] }) {
  const headingId = useId();
  const [rows, setRows] = useState<UnsavedRow[]>(() =>
    autosaves.map((autosave) => ({
      _id: autosave._id,
      collection: autosave.collection,
      itemId: autosave.itemId,
      title: autosave.title,
      savedAt: Date.parse(autosave.savedAt),
      where: autosave.deviceName,
      deviceOnly: false,
      summary: autosave,
    })),
  );

  // In the browser: which rows are this device's, and the copies only this device has.
  useEffect(() => {
    let cancelled = false;
    void openCopyIds().then((open) => {
      if (cancelled) return;
      const mine = deviceId();
      const onServer = new Set(autosaves.map((autosave) => autosave._id));
      const local: UnsavedRow[] = listCopies()
        .filter((copy) => !onServer.has(copy.id) && !open.has(copy.id))
        .map((copy) => {
          const { collection, itemId } = targetOf(copy.form);
          return { _id: copy.id, collection, itemId, title: copy.values.title ?? copy.values.name ?? "", savedAt: copy.savedAt, where: "this device", deviceOnly: true };
        });
      setRows((current) =>
        [...current.map((row) => (row.summary?.deviceId === mine ? { ...row, where: "this device" } : row)), ...local].sort((a, b) => b.savedAt - a.savedAt),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [autosaves]);

  async function discard(row: UnsavedRow) {
    setRows((current) => current.filter((other) => other._id !== row._id));
    const kept = listCopies().find((copy) => copy.id === row._id) ?? null;
    const files = kept ? await readCopyFiles(row._id) : {};
    removeCopy(row._id);
    const held = await deleteAutosave(row._id);
    toast.success("Unsaved changes discarded.", {
      duration: UNDO_MS,
      action: {
        label: "Undo",
        onClick: () => {
          if (kept) {
            writeCopy(kept);
            for (const [field, file] of Object.entries(files)) void writeCopyFile(row._id, field, file);
          }
          if (held) void putAutosaveBack(held).catch((error: Error) => toast.error(error.message));
          setRows((current) => [...current, row].sort((a, b) => b.savedAt - a.savedAt));
        },
      },
    });
  }

  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <div>
        <h2 id={headingId} className="text-xl font-semibold tracking-tight text-fg">
          Unsaved drafts <span className="font-normal text-muted">({rows.length})</span>
        </h2>
        <p className="mt-1 text-sm text-muted">What you typed and did not save yet, on any device. Continue it where you left off, or discard it.</p>
      </div>
      <ul className="grid gap-3 md:grid-cols-2">
        {rows.map((row) => (
          <li key={row._id}>
            <article data-unsaved-draft={row._id} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card">
              <div className="flex min-w-0 flex-col gap-1.5">
                {!row.itemId && row.collection !== "profile" && (
                  <span className="w-fit rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent">Unsaved draft</span>
                )}
                <h3 className="break-words font-semibold text-fg">{describe(row)}</h3>
                <p className="text-sm text-muted">
                  {keptTime(row.savedAt)} on {row.where}
                  {row.deviceOnly ? " (not sent to the server yet)" : ""}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link href={continueHref(row)} className={buttonClasses({ variant: "primary" })} aria-label={`Continue: ${describe(row)}`}>
                  Continue
                </Link>
                <button type="button" className={buttonClasses({ variant: "secondary" })} onClick={() => void discard(row)} aria-label={`Discard: ${describe(row)}`}>
                  Discard
                </button>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
