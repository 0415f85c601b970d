"use client";

import { useEffect, useMemo, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { apiRequest } from "@/lib/client/api";
import { sendForm } from "@/lib/client/upload";
import { toast } from "@/lib/client/toast";
import { asText } from "@/lib/merge/fields";
import { keptTime } from "../drafts/kept-time";
import { primaryButtonClass, secondaryButtonClass } from "../fields/styles";
import type { HistoryButtonProps } from "./history-button";
import { DiffLines } from "./diff-lines";
import { diffSummary, markdownDiff, type DiffRow } from "./markdown-diff";

interface VersionSummary {
  version: number;
  changes: string[];
  savedAt: string;
  current: boolean;
}

interface VersionDetail extends VersionSummary {
  snapshot: Record<string, unknown>;
}

/** The Markdown each kind of item is mostly made of: what the diff compares. */
const TEXT_FIELD = { blogs: "content", projects: "description" } as const;

/** What a restore leaves as it is (its address, publication, place): not compared. */
const NOT_RESTORED = new Set(["slug", "status", "publishAt", "featured", "isArchived"]);

/** A stored value as the form shows it: lists as "a, b". */
const readable = (value: unknown) => (Array.isArray(value) ? value.join(", ") : asText(value));

export default function HistoryDialog({
  collection,
  item,
  config,
  dirty,
  currentText,
  onRestored,
  onClose,
}: HistoryButtonProps & { onClose: () => void }) {
  const base = `/${collection}/${item._id}/versions`;
  const [versions, setVersions] = useState<VersionSummary[] | null>(null);
  const [selected, setSelected] = useState<VersionDetail | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [restoring, setRestoring] = useState(false);
  // The form's values as the owner opened a version: what it is compared with.
  const [now, setNow] = useState<Record<string, string>>({});
  const label = (field: string) => config.labels[field] ?? field;
  const textField = TEXT_FIELD[collection];

  useEffect(() => {
    apiRequest<{ versions: VersionSummary[] }>(base).then(
      ({ versions }) => setVersions(versions),
      (error: Error) => setProblem(error.message),
    );
  }, [base]);

  async function open(version: number) {
    setProblem(null);
    setConfirming(false);
    setNow(currentText());
    try {
      const { version: detail } = await apiRequest<{ version: VersionDetail }>(`${base}/${version}`);
      setSelected(detail);
    } catch (error) {
      setProblem((error as Error).message);
    }
  }

  async function restore() {
    if (!selected) return;
    if (dirty && !confirming) {
      setConfirming(true);
      return;
    }
    setRestoring(true);
    setProblem(null);
    try {
      const answer = await sendForm<Record<string, unknown>>(`${base}/${selected.version}/restore`, {
        method: "POST",
        body: new FormData(),
        headers: { "If-Match": `"${item.version}"` },
      });
      toast.success(`Version ${selected.version} restored. It is now the current version.`);
      onRestored(answer[config.single] as Record<string, unknown>);
      onClose();
    } catch (error) {
      setProblem((error as Error).message);
      setRestoring(false);
    }
  }

  const rows = useMemo<DiffRow[]>(
    () => (selected ? markdownDiff(readable(selected.snapshot[textField]), now[textField] ?? "") : []),
    [selected, textField, now],
  );
  // The other fields a restore brings back that differ between that version and the form now.
  const otherDifferences = selected
    ? Object.keys(config.labels).filter(
        (field) =>
          field !== textField &&
          !NOT_RESTORED.has(field) &&
          field in selected.snapshot &&
          field in now &&
          readable(selected.snapshot[field]) !== readable(now[field]),
      )
    : [];

  return (
    <Dialog
      open
      size="lg"
      onClose={onClose}
      title={selected ? `Version ${selected.version}` : "History"}
      description={
        selected
          ? `Saved ${keptTime(Date.parse(selected.savedAt))}. Compared with the ${label(textField).toLowerCase()} in the form now: lines marked − are only in that version, + only in yours.`
          : `Every save keeps the version before it (the newest 50). Open one to compare it with what is in the form, and restore it if you want it back.`
      }
      actions={
        selected ? (
          <>
            <button type="button" className={secondaryButtonClass} onClick={() => setSelected(null)}>
              Back to versions
            </button>
            {!selected.current && (
              <button type="button" className={primaryButtonClass} onClick={() => void restore()} disabled={restoring}>
                {restoring ? "Restoring" : confirming ? "Restore and replace my changes" : `Restore version ${selected.version}`}
              </button>
            )}
          </>
        ) : (
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Close
          </button>
        )
      }
    >
      {problem && (
        <p role="alert" className="text-sm font-medium text-danger">
          {problem}
        </p>
      )}
      {!selected && versions === null && !problem && <p className="text-sm text-muted">Loading versions…</p>}
      {!selected && versions && (
        <ol className="flex flex-col gap-2" aria-label="Versions, newest first">
          {versions.map((version) => (
            <li key={version.version}>
              <button
                type="button"
                onClick={() => void open(version.version)}
                className="flex min-h-11 w-full flex-col items-start gap-0.5 rounded-xl border border-line bg-bg px-3 py-2 text-left hover:border-accent"
              >
                <span className="text-sm font-medium text-fg">
                  Version {version.version} · {keptTime(Date.parse(version.savedAt))}
                  {version.current && <span className="ml-2 rounded-full bg-accent-soft px-2 py-0.5 text-xs text-accent">Current</span>}
                </span>
                <span className="text-sm text-muted">
                  {version.changes.length === 0 ? "First kept version" : `Changed: ${version.changes.map(label).join(", ")}`}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
      {selected && (
        <div className="flex flex-col gap-4">
          {confirming && (
            <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 p-3 text-sm text-danger">
              The form has unsaved changes: restoring this version replaces them. Press the button again to go ahead.
            </p>
          )}
          {otherDifferences.length > 0 && (
            <dl className="flex flex-col gap-2 text-sm">
              {otherDifferences.map((field) => (
                <div key={field} className="flex min-w-0 flex-col gap-0.5">
                  <dt className="font-medium text-fg">{label(field)}</dt>
                  <dd className="min-w-0 break-words text-muted">
                    <del className="text-danger">{readable(selected.snapshot[field]) || "(empty)"}</del>
                    {" → "}
                    <ins className="text-fg no-underline">{asText(now[field]) || "(empty)"}</ins>
                  </dd>
                </div>
              ))}
            </dl>
          )}
          <section aria-label={`${label(textField)}: differences`} className="flex min-w-0 flex-col gap-1.5">
            <p className="text-sm font-medium text-fg">
              {label(textField)}: {diffSummary(rows)}
            </p>
            <DiffLines rows={rows} removedIs={`Only in version ${selected.version}`} addedIs="Only in the form now" />
          </section>
        </div>
      )}
    </Dialog>
  );
}
