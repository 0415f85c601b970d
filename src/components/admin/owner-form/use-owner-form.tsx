"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ApiRequestError } from "@/lib/client/api";
import { knownUser } from "@/lib/client/current-user";
import {
  deleteDraftFile,
  readDraft,
  readDraftFiles,
  removeDraft,
  writeDraft,
  writeDraftFile,
  type DraftFile,
  type LocalDraft,
} from "@/lib/client/drafts/draft-store";
import { toast } from "@/lib/client/toast";
import { sendForm } from "@/lib/client/upload";
import { FORM_CHANGED_EVENT } from "../form-data";
import { ConflictDialog, fieldsOfRow, type ConflictField, type Side } from "../conflicts/conflict-dialog";
import { asText, onlyFields, planMerge, type FieldGroups, type Values } from "../conflicts/merge";
import { noticeDeletedWhileEditing } from "../drafts/deleted-item-notice";
import { DraftOffer } from "../drafts/draft-offer";
import { LeaveGuard } from "../leave-guard/leave-guard";
import { ReloginDialog } from "../saving/relogin-dialog";
import { saveProblem } from "../saving/save-problem";

/*
 * The core every admin form goes through (the five content forms and the profile), so that
 * nothing the owner types is lost, whichever way a save fails:
 * - a local draft of the form while they type (src/lib/client/drafts), offered back when the
 *   form opens again, removed once the server confirmed a save;
 * - a guard on leaving with unsaved changes (in-app links, reload, closing the tab);
 * - the save itself: the fields held read-only while it is in flight, the version the form
 *   was loaded from sent as If-Match, and every failure answered on the form: a message that
 *   says what happened and what to do (network, 5xx, 429, 413…), a login dialog for an ended
 *   session (then the save goes on), a merge for a newer version (what only one side changed
 *   is kept from each; what both changed, the owner chooses), and for a deleted item a way
 *   back to what was typed.
 * The forms say how to read their values (`collect`, as they would send them) and how to
 * start again from given values (`start`, through a remount keyed by `generation`).
 */


/** The values a form (re)starts from: what it would send, and the images chosen or removed. */
export interface FormStart {
  values: Record<string, string>;
  files: Record<string, File | "removed">;
}

export interface SaveRequest {
  body: FormData | URLSearchParams;
  /** The form's values as sent (text), from `collect`. */
  now: Record<string, string>;
  /** Image fields with a file chosen (File) or removed (""). */
  files: Record<string, File | "">;
}

export type AfterSave = "leave" | "stay";

export interface OwnerFormOptions {
  formRef: React.RefObject<HTMLFormElement | null>;
  /** draftKey("blogs", id) … "profile". */
  draftKey: string;
  /** 'the post "Edge caching"', for the owner. */
  draftLabel: string;
  /** "post", "project", "profile". */
  noun: string;
  /** Where the form is saved. */
  api: { path: string; method: "POST" | "PATCH"; single: string };
  /** The loaded item's version and values (an edit); absent on an add form. */
  version?: number;
  base?: Values;
  /** An API item as `base` holds one, to compare a newer one with it. */
  toValues: (item: Record<string, unknown>) => Values;
  /** The fields a merge compares (the form's names), their labels, and those that go together. */
  fields: readonly string[];
  labels: Record<string, string>;
  groups?: FieldGroups;
  /** A field's value as the owner reads it, on either side of a conflict. */
  format?: (field: string, values: Values) => string;
  /** The form's values as it would send them. */
  collect: () => Record<string, string>;
  /** Image fields with a file chosen (File) or removed (""). */
  chosenFiles: () => Record<string, File | "">;
  /** Saved (and merged, when a newer version was met). */
  onSaved: (item: Record<string, unknown>, how: { after: AfterSave; merged: boolean }) => void;
  /** An edit whose item was deleted meanwhile: its list, and the add screen for "save as new". */
  deleted?: { listHref: string; addPath: string; addKey: string };
  /** A refusal's msg → the form's field errors (or nothing). */
  showFieldError?: (msg: string) => void;
}

const sameEntries = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys({ ...a, ...b }).every((key) => (a[key] ?? "") === (b[key] ?? ""));

const DRAFT_DELAY_MS = 400;

export function useOwnerForm(options: OwnerFormOptions) {
  const router = useRouter();
  // The latest options, read by listeners and async steps without re-attaching them.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const [start, setStart] = useState<FormStart | null>(null);
  const [generation, setGeneration] = useState(0);
  const [offer, setOffer] = useState<LocalDraft | null>(null);
  // Until the form is live in the browser (hydrated, its draft looked for), its fields stay
  // disabled: text typed into the server's HTML before then would be replaced by hydration.
  const [ready, setReady] = useState(false);
  const [dirty, setDirty] = useState(false);
  // The latest `dirty`, for the form's listeners.
  const dirtyNow = useRef(false);
  useEffect(() => {
    dirtyNow.current = dirty;
  }, [dirty]);
  const [draftSavedAt, setDraftSavedAt] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [relogin, setRelogin] = useState<{ resolve: (ok: boolean) => void } | null>(null);
  const [conflict, setConflict] = useState<{
    id: number;
    fields: ConflictField[];
    keptFromSaved: string[];
    keptFromMine: string[];
    resolve: (choices: Record<string, Side> | null) => void;
  } | null>(null);

  // What the edit started from: the item's version and values, and the form's values then.
  const version = useRef<number | undefined>(options.version);
  const base = useRef<Values | null>(options.base ?? null);
  const initial = useRef<Record<string, string> | null>(null);
  const savingNow = useRef(false);
  const submitMode = useRef<AfterSave>("leave");
  const persistedFiles = useRef(new WeakSet<File>());
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The e-mail the login dialog offers: the one this page last knew the owner by.
  const [lastEmail, setLastEmail] = useState<string | undefined>(undefined);

  /** The form now, and whether it differs from what the owner started from. */
  const readForm = useCallback(() => {
    const o = latest.current;
    const values = o.collect();
    const files = o.chosenFiles();
    const changed = initial.current !== null && (!sameEntries(initial.current, values) || Object.keys(files).length > 0);
    return { values, files, changed };
  }, []);
  const changedNow = useCallback(() => readForm().changed, [readForm]);

  /** Reads the form now and keeps (or forgets) its draft. */
  const sync = useCallback((): boolean => {
    const o = latest.current;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // While a save is in flight the fields are held (disabled): the copy taken as it started stands.
    if (!o.formRef.current || !initial.current || savingNow.current) return false;
    const { values, files, changed } = readForm();
    setDirty(changed);
    if (!changed) {
      if (readDraft(o.draftKey)) removeDraft(o.draftKey);
      setDraftSavedAt(null);
      return false;
    }
    const meta: Record<string, DraftFile> = {};
    for (const [field, file] of Object.entries(files)) {
      if (file === "") {
        meta[field] = "removed";
        void deleteDraftFile(o.draftKey, field);
      } else {
        meta[field] = { name: file.name, type: file.type, size: file.size };
        if (!persistedFiles.current.has(file)) {
          persistedFiles.current.add(file);
          void writeDraftFile(o.draftKey, field, file);
        }
      }
    }
    const draft: LocalDraft = {
      key: o.draftKey,
      label: o.draftLabel,
      path: window.location.pathname,
      savedAt: Date.now(),
      baseVersion: version.current ?? null,
      base: base.current,
      values,
      initial: initial.current,
      files: meta,
    };
    if (writeDraft(draft)) setDraftSavedAt(draft.savedAt);
    return true;
  }, [readForm]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(sync, DRAFT_DELAY_MS);
  }, [sync]);

  // Offered before anything else: unsaved work this device kept for this form.
  useEffect(() => {
    // The device's storage exists only in the browser, after hydration: read once, as the
    // form opens, and the form goes live in the same render as the offer (no gap to type in).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
    const draft = readDraft(options.draftKey);
    if (!draft) return;
    if (sameEntries(draft.initial, draft.values) && Object.keys(draft.files).length === 0) {
      removeDraft(draft.key);
      return;
    }
    if (draft.restoreOnOpen) void restoreDraft(draft);
    else setOffer(draft);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The values the owner starts from: taken as they first touch the form (after every field
  // has settled: alt texts, local times), and again after each restart of the fields.
  useEffect(() => {
    const form = options.formRef.current;
    if (!form || offer) return;
    const capture = () => {
      initial.current ??= latest.current.collect();
    };
    const onEdit = () => {
      capture();
      // Unsaved from this keystroke on (the leave guard asks at once); the copy is written
      // after a pause, and a change undone by hand is found clean then. Set after the event:
      // this listener runs before React's own, and a render here would put a controlled
      // field's old value back before React reads the new one (the keystroke would be lost).
      // Once unsaved, a keystroke needs no new look at the whole form (a long post's text
      // copied on every key): the pause's read below finds a change undone by hand.
      if (dirtyNow.current) {
        schedule();
        return;
      }
      setTimeout(() => {
        if (!savingNow.current) setDirty(changedNow());
      }, 0);
      schedule();
    };
    const firstTouch = ["focusin", "pointerdown", "dragenter", "keydown"];
    for (const type of firstTouch) form.addEventListener(type, capture, true);
    for (const type of ["input", "change", FORM_CHANGED_EVENT]) form.addEventListener(type, onEdit);
    return () => {
      for (const type of firstTouch) form.removeEventListener(type, capture, true);
      for (const type of ["input", "change", FORM_CHANGED_EVENT]) form.removeEventListener(type, onEdit);
    };
  }, [options.formRef, offer, generation, schedule, changedNow]);

  // A hidden page may never come back (a phone kills it): the copy is written now.
  useEffect(() => {
    const flush = () => {
      if (timer.current) sync();
    };
    const onVisibility = () => document.visibilityState === "hidden" && flush();
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      flush(); // leaving the screen (Back included) writes what is pending
    };
  }, [sync]);

  // Ctrl/Cmd+S saves (and stays on an edit screen).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "s" || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      const form = latest.current.formRef.current;
      if (!form || savingNow.current) return;
      submitMode.current = latest.current.api.method === "PATCH" ? "stay" : "leave";
      form.requestSubmit();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  /** The fields start again from `next` (null: the stored item); what they start from is re-read. */
  const restart = useCallback((next: FormStart | null, from?: Record<string, string>) => {
    setStart(next);
    setGeneration((value) => value + 1);
    initial.current = from ?? null;
  }, []);

  async function restoreDraft(draft: LocalDraft) {
    const kept = await readDraftFiles(draft.key);
    const files: FormStart["files"] = {};
    const missing: string[] = [];
    for (const [field, meta] of Object.entries(draft.files)) {
      if (meta === "removed") files[field] = "removed";
      else if (kept[field]) {
        files[field] = kept[field]!;
        persistedFiles.current.add(kept[field]!);
      } else missing.push(`${latest.current.labels[field] ?? field} (${meta.name})`);
    }
    version.current = draft.baseVersion ?? version.current;
    base.current = draft.base ?? base.current;
    setOffer(null);
    restart({ values: draft.values, files }, draft.initial);
    setDirty(true);
    setDraftSavedAt(draft.savedAt);
    if (missing.length > 0) {
      setProblem(`Restored, except an image this browser could not keep: choose it again: ${missing.join(", ")}.`);
    }
  }

  function discardDraft() {
    if (offer) removeDraft(offer.key);
    setOffer(null);
  }

  /** The values the owner can read on each side, for the conflict view. */
  function conflictRows(fields: string[], now: Record<string, string>, current: Values): ConflictField[] {
    const o = latest.current;
    const groups = o.groups ?? [];
    const rows: ConflictField[] = [];
    const seen = new Set<string>();
    for (const field of fields) {
      const group = groups.find((members) => members.includes(field));
      const row = group ? group[0]! : field;
      if (seen.has(row)) continue;
      seen.add(row);
      const show = (values: Values) =>
        fieldsOfRow(row, groups)
          .map((member) => (o.format ? o.format(member, values) : asText(values[member])))
          .filter(Boolean)
          .join(" · ");
      rows.push({ field: row, label: o.labels[row] ?? row, mine: show(now), theirs: show(current) });
    }
    return rows;
  }

  const labelsOf = (fields: string[]) => [...new Set(fields.map((field) => latest.current.labels[field] ?? field))];

  /**
   * Sends a save; true once the server confirmed it. The form calls it with what its submit
   * built (validated); `after` says whether the owner stays on the form.
   */
  async function save(request: SaveRequest, after: AfterSave = "leave"): Promise<boolean> {
    if (savingNow.current) return false;
    const o = latest.current;
    // Written now (before the fields are held): whatever happens to this request, the draft
    // holds what was sent, even when Save comes within the draft's pause after a keystroke.
    initial.current ??= request.now;
    sync();
    savingNow.current = true;
    setSaving(true);
    setProblem(null);
    const withFiles = Object.values(request.files).some((file) => file instanceof File);
    let body = request.body;
    let merged = false;
    try {
      for (;;) {
        setProgress(withFiles ? 0 : null);
        try {
          const headers: Record<string, string> = version.current !== undefined ? { "If-Match": `"${version.current}"` } : {};
          const answer = await sendForm<Record<string, unknown>>(o.api.path, {
            method: o.api.method,
            body,
            headers,
            onProgress: withFiles ? setProgress : undefined,
          });
          const item = (answer[o.api.single] ?? {}) as Record<string, unknown>;
          if (typeof item.version === "number") version.current = item.version;
          base.current = o.toValues(item);
          initial.current = request.now;
          removeDraft(o.draftKey);
          setDirty(false);
          setDraftSavedAt(null);
          o.onSaved(item, { after, merged });
          return true;
        } catch (error) {
          const failure = error instanceof ApiRequestError ? error : new ApiRequestError(0, "");
          if (failure.status === 401) {
            setLastEmail(knownUser()?.email);
            const loggedIn = await new Promise<boolean>((resolve) => setRelogin({ resolve }));
            setRelogin(null);
            if (loggedIn) continue;
            setProblem(saveProblem(401, failure.message));
            return false;
          }
          if (failure.status === 409 && failure.body?.conflict === "version") {
            const current = failure.body[o.api.single] as Record<string, unknown>;
            const theirs = o.toValues(current);
            const plan = planMerge({
              initial: initial.current ?? request.now,
              now: request.now,
              files: Object.keys(request.files),
              base: base.current ?? theirs,
              current: theirs,
              fields: o.fields,
              groups: o.groups,
            });
            let send = new Set(plan.mine);
            if (plan.both.length > 0) {
              const rows = conflictRows(plan.both, request.now, theirs);
              const choices = await new Promise<Record<string, Side> | null>((resolve) =>
                setConflict({ id: Date.now(), fields: rows, keptFromSaved: labelsOf(plan.theirs), keptFromMine: labelsOf(plan.mine), resolve }),
              );
              setConflict(null);
              if (!choices) {
                setProblem(
                  `Not saved: this ${o.noun} was changed elsewhere since you opened it. Save again to compare and choose. Everything you typed is still here.`,
                );
                return false;
              }
              for (const row of rows) {
                if (choices[row.field] !== "theirs") for (const field of fieldsOfRow(row.field, o.groups ?? [])) send.add(field);
              }
            }
            // The merged save: only what the owner changed (and kept), over the version now seen.
            send = new Set([...send].filter((field) => field in request.now || field in request.files));
            version.current = typeof current.version === "number" ? current.version : version.current;
            base.current = theirs;
            merged = true;
            if (send.size === 0) {
              // Nothing of theirs is left to send: what is saved is the result.
              removeDraft(o.draftKey);
              setDirty(false);
              o.onSaved(current, { after, merged });
              return true;
            }
            body = body instanceof URLSearchParams ? new URLSearchParams([...body].filter(([key]) => send.has(key))) : onlyFields(body, send);
            continue;
          }
          if (failure.status === 404 && o.api.method === "PATCH" && o.deleted) {
            const draft = readDraft(o.draftKey);
            const deleted = o.deleted;
            router.push(deleted.listHref);
            if (draft) {
              noticeDeletedWhileEditing({ draft, noun: o.noun, labels: o.labels, addPath: deleted.addPath, addKey: deleted.addKey, go: (path) => router.push(path) });
            } else {
              toast.error(failure.message);
            }
            return false;
          }
          // The toast is the server's own msg (spec); the form says what happened and what to do.
          setProblem(saveProblem(failure.status, failure.message));
          toast.error(failure.message || "Something went wrong!");
          o.showFieldError?.(failure.message);
          return false;
        }
      }
    } finally {
      savingNow.current = false;
      setSaving(false);
      setProgress(null);
    }
  }

  /** The mode of the submit under way (Ctrl/Cmd+S asks to stay), then back to the default. */
  function takeSubmitMode(): AfterSave {
    const mode = submitMode.current;
    submitMode.current = "leave";
    return mode;
  }

  /** After a save the fields start again from the stored item (a merge, a restored version). */
  const reset = useCallback(() => restart(null), [restart]);

  /** The item changed on the server by the owner's own hand (a restored version): the form starts from it. */
  const adopt = useCallback(
    (item: Record<string, unknown>) => {
      const o = latest.current;
      if (typeof item.version === "number") version.current = item.version;
      base.current = o.toValues(item);
      removeDraft(o.draftKey);
      setDirty(false);
      setDraftSavedAt(null);
      restart(null);
    },
    [restart],
  );

  const dialogs = useMemo(
    () => (
      <>
        <LeaveGuard
          shouldAsk={() => !savingNow.current && changedNow()}
          onLeave={() => sync()}
          onDiscard={() => {
            removeDraft(latest.current.draftKey);
            setDirty(false);
          }}
        />
        <ReloginDialog open={relogin !== null} email={lastEmail} onDone={(ok) => relogin?.resolve(ok)} />
        {conflict && (
          <ConflictDialog
            key={conflict.id}
            open
            noun={latest.current.noun}
            fields={conflict.fields}
            keptFromSaved={conflict.keptFromSaved}
            keptFromMine={conflict.keptFromMine}
            onResolve={conflict.resolve}
          />
        )}
      </>
    ),
    [relogin, conflict, sync, lastEmail, changedNow],
  );

  const offerNode = offer ? (
    <DraftOffer
      draft={offer}
      changedSince={offer.baseVersion !== null && options.version !== undefined && offer.baseVersion !== options.version}
      onRestore={() => void restoreDraft(offer)}
      onDiscard={discardDraft}
    />
  ) : null;

  return {
    /** The fields' starting values after a restore (null: the stored item), and their remount key. */
    start,
    generation,
    /** Held read-only: not live yet, a save is in flight, or a draft offer waits for an answer. */
    locked: !ready || saving || offer !== null,
    saving,
    progress,
    problem,
    setProblem,
    dirty,
    /** Whether the form differs from the stored item right now (read at the moment of asking). */
    changedNow,
    draftSavedAt,
    save,
    takeSubmitMode,
    reset,
    adopt,
    /** The form's values now, as it would send them. */
    collect: () => latest.current.collect(),
    /** The draft offer (before the form), and the dialogs (rendered into <body>). */
    offerNode,
    dialogs,
  };
}
