"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError } from "@/lib/client/api";
import { knownUser } from "@/lib/client/current-user";
import { toast } from "@/lib/client/toast";
import { sendForm } from "@/lib/client/upload";
import { newCopyId, type FormCopy, type FormKey, type FoundCopy } from "@/lib/client/unsaved-work/form-copy";
import { moveFiles, readCopy, removeCopy, writeCopy } from "@/lib/client/unsaved-work/local-copies";
import { onLogout } from "@/lib/client/unsaved-work/owner-broadcast";
import { autosaveChanged, deleteAutosave, retryAutosave } from "@/lib/client/unsaved-work/server-autosave";
import { conflictsOf, type HunkChoice } from "@/lib/merge/three-way";
import { FORM_CHANGED_EVENT } from "../form-data";
import { ConflictDialog, type ConflictPart } from "../conflicts/conflict-dialog";
import { compareCopy } from "../drafts/compare-dialog";
import { CopyOffers } from "../drafts/copy-offers";
import { askAboutDeletedItem } from "../drafts/deleted-item-dialog";
import { LeaveGuard } from "../leave-guard/leave-guard";
import { ReloginDialog } from "../saving/relogin-dialog";
import { saveProblem } from "../saving/save-problem";
import { primaryButtonClass } from "../fields/styles";
import { bodyOf, initialSaveState, isBusy, saveReducer, type AfterSave, type Choosing, type SaveEvent, type SaveState, type Values } from "./save-machine";
import { requestedCopy, useCopyOffers } from "./use-copy-offers";
import { useFormCopy } from "./use-form-copy";

export type { AfterSave, Values } from "./save-machine";

/*
 * The core every admin form goes through (the five content forms and the profile), so that
 * nothing the owner types is lost, whichever way a save fails. It puts together the editing
 * model's parts, each in a file of its own:
 * - the copy of the form's unsaved work, on this device and as the server's autosave
 *   (use-form-copy.ts, src/lib/client/unsaved-work);
 * - what the form offers as it opens: copies left by other tabs, visits and devices
 *   (use-copy-offers.ts, drafts/copy-offers.tsx);
 * - the save as a state machine (save-machine.ts): If-Match, an ended session answered by
 *   logging in again over the form, a newer version merged (by paragraphs inside a text; the
 *   owner chooses only where both changed the same part), a deleted item;
 * - the dialogs, and the guard on leaving with unsaved changes.
 * The forms say how to read their values (`collect`, as they would send them) and how to
 * start again from given values (`start`, through a remount keyed by `generation`).
 */

/** The values a form (re)starts from: what it would send, and the images chosen or removed. */
export interface FormStart {
  values: Record<string, string>;
  files: Record<string, File | "removed">;
}

type Body = FormData | URLSearchParams;

export interface SaveRequest {
  body: Body;
  /** The form's values as sent (text), from `collect`. */
  now: Record<string, string>;
  /** Image fields with a file chosen (File) or removed (""). */
  files: Record<string, File | "">;
}

export interface OwnerFormOptions {
  formRef: React.RefObject<HTMLFormElement | null>;
  /** formKey("blogs", id) … "profile". */
  form: FormKey;
  /** 'the post "Edge caching"', for the owner. */
  label: string;
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
  groups?: readonly (readonly string[])[];
  /** Multi-line text: changes to different paragraphs merge by themselves. */
  textFields?: readonly string[];
  /** A field's value as the owner reads it, on either side of a conflict. */
  format?: (field: string, values: Values) => string;
  /** The form's values as it would send them, from the form element (which may have left the page). */
  collect: (form: HTMLFormElement) => Record<string, string>;
  /** Image fields with a file chosen (File) or removed (""). */
  chosenFiles: (form: HTMLFormElement) => Record<string, File | "">;
  /** Saved (and merged, when a newer version was met). */
  onSaved: (item: Record<string, unknown>, how: { after: AfterSave; merged: boolean }) => void;
  /** An edit whose item was deleted meanwhile: its list, and the add screen and form for "save as new". */
  deleted?: { listHref: string; addPath: string; addForm: FormKey };
  /** A refusal's msg → the form's field errors (or nothing). */
  showFieldError?: (msg: string) => void;
}

const sameEntries = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys({ ...a, ...b }).every((key) => (a[key] ?? "") === (b[key] ?? ""));

/** A value as text, for the conflict view. */
const asText = (value: unknown) =>
  value === null || value === undefined ? "" : typeof value === "string" ? value.trim() : typeof value === "object" ? JSON.stringify(value) : String(value);

export function useOwnerForm(options: OwnerFormOptions) {
  const router = useRouter();
  // The latest options, read by listeners and async steps without re-attaching them.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const adding = options.api.method === "POST";

  // The save machine: a ref for the steps of a save (read synchronously), a state to render.
  const [view, setView] = useState(() => initialSaveState<Body>(options.version, options.base ?? null));
  const machine = useRef<SaveState<Body>>(view);
  const dispatch = useCallback((event: SaveEvent<Body>) => {
    const o = latest.current;
    machine.current = saveReducer(machine.current, event, { fields: o.fields, groups: o.groups, textFields: o.textFields });
    setView(machine.current);
    return machine.current;
  }, []);

  const [start, setStart] = useState<FormStart | null>(null);
  const [generation, setGeneration] = useState(0);
  // Until the form is live in the browser (hydrated, its copies looked for), its fields stay
  // disabled: text typed into the server's HTML before then would be replaced by hydration.
  const [ready, setReady] = useState(false);
  const [dirty, setDirtyState] = useState(false);
  const dirtyNow = useRef(false);
  const setDirty = useCallback((next: boolean) => {
    dirtyNow.current = next;
    setDirtyState(next);
  }, []);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [relogin, setRelogin] = useState<{ resolve: (ok: boolean) => void; reason: "save" | "logged-out" } | null>(null);
  const [loggedOut, setLoggedOut] = useState(false);
  const [answeredOffer, setAnsweredOffer] = useState(false);
  const submitMode = useRef<AfterSave>("leave");
  // The e-mail the login dialog offers: the one this page last knew the owner by.
  const [lastEmail, setLastEmail] = useState<string | undefined>(undefined);

  const formNow = () => latest.current.formRef.current;

  const copy = useFormCopy({
    form: options.form,
    label: options.label,
    collect: (form) => latest.current.collect(form),
    chosenFiles: (form) => latest.current.chosenFiles(form),
    held: () => isBusy(machine.current),
    onWritten: (next) => {
      // A keystroke that keeps the form unsaved renders nothing.
      if (dirtyNow.current === next) return;
      dirtyNow.current = next;
      setDirty(next);
    },
    start: () => ({ baseVersion: machine.current.version ?? null, base: machine.current.base, initial: machine.current.initial }),
  });

  /** The form now, and whether it differs from what the owner started from. */
  const changedNow = useCallback(() => {
    const form = formNow();
    const initial = machine.current.initial;
    if (!form || !initial) return false;
    return !sameEntries(initial, latest.current.collect(form)) || Object.keys(latest.current.chosenFiles(form)).length > 0;
  }, []);

  /** The fields start again from `next` (null: the stored item); what they start from is re-read. */
  const restart = useCallback((next: FormStart | null) => {
    setStart(next);
    setGeneration((value) => value + 1);
  }, []);

  const offers = useCopyOffers({
    form: options.form,
    ownId: copy.idNow,
    loadedValues: () => {
      const form = formNow();
      return form ? latest.current.collect(form) : null;
    },
    onRestore: ({ copy: found, files, missing }) => {
      const o = latest.current;
      setAnsweredOffer(true);
      copy.adopt(toFormCopy(found), found.serverSavedAt === found.savedAt ? { at: found.savedAt } : null);
      dispatch({ type: "adopt", version: found.baseVersion ?? o.version, base: found.base ?? o.base ?? null, initial: found.initial });
      restart({ values: found.values, files });
      setDirty(true);
      setProblem(
        missing.length > 0
          ? `Restored, except an image this device does not have: choose it again: ${missing.map(({ field, name }) => `${o.labels[field] ?? field} (${name})`).join(", ")}.`
          : null,
      );
    },
  });

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
  }, []);

  // A logout in another tab: this form keeps nothing more on this device until the owner logs in again.
  useEffect(
    () =>
      onLogout(() => {
        // The e-mail to log in again with, read while this page still knows it.
        const email = knownUser()?.email;
        if (email) setLastEmail(email);
        setLoggedOut(true);
      }),
    [],
  );

  // The values the owner starts from: taken as they first touch the form (after every field
  // has settled: alt texts, local times), and again after each restart of the fields.
  useEffect(() => {
    const form = options.formRef.current;
    if (!form) return;
    const capture = () => {
      if (!machine.current.initial) dispatch({ type: "started", initial: latest.current.collect(form) });
    };
    const onEdit = () => {
      capture();
      copy.changed(form);
    };
    const firstTouch = ["focusin", "pointerdown", "dragenter", "keydown"];
    for (const type of firstTouch) form.addEventListener(type, capture, true);
    for (const type of ["input", "change", FORM_CHANGED_EVENT]) form.addEventListener(type, onEdit);
    return () => {
      for (const type of firstTouch) form.removeEventListener(type, capture, true);
      for (const type of ["input", "change", FORM_CHANGED_EVENT]) form.removeEventListener(type, onEdit);
    };
  }, [options.formRef, generation, dispatch, copy.changed]); // eslint-disable-line react-hooks/exhaustive-deps

  // Ctrl/Cmd+S saves (and stays on an edit screen).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "s" || !(event.ctrlKey || event.metaKey) || event.altKey) return;
      event.preventDefault();
      const form = latest.current.formRef.current;
      if (!form || isBusy(machine.current)) return;
      submitMode.current = latest.current.api.method === "PATCH" ? "stay" : "leave";
      form.requestSubmit();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const [choosing, setChoosing] = useState<{
    phase: Choosing<Body>;
    parts: ConflictPart[];
    resolve: (choices: Record<string, HunkChoice[]> | null) => void;
  } | null>(null);

  /** The parts of a conflict the owner decides, as the dialog shows them (a group once). */
  function conflictParts(phase: Choosing<Body>): ConflictPart[] {
    const o = latest.current;
    const now = phase.attempt.request.now;
    const parts: ConflictPart[] = [];
    const shownGroups = new Set<readonly string[]>();
    for (const conflict of phase.plan.conflicts) {
      const { field } = conflict;
      const label = o.labels[field] ?? field;
      if (conflict.by === "blocks") {
        for (const hunk of conflictsOf(conflict.hunks)) parts.push({ field, label, before: hunk.before, mine: hunk.mine, theirs: hunk.theirs, canKeepBoth: true });
        continue;
      }
      if (conflict.group) {
        if (shownGroups.has(conflict.group)) continue;
        shownGroups.add(conflict.group);
      }
      // A field (or the fields that are one decision) as the owner reads it.
      const members = conflict.group ?? [field];
      const show = (values: Values) => members.map((member) => (o.format ? o.format(member, values) : asText(values[member]))).filter(Boolean).join(" · ");
      parts.push({ field, label: o.labels[members[0]!] ?? label, before: "", mine: show(now), theirs: show(phase.current), canKeepBoth: false });
    }
    return parts;
  }

  /** What the owner was told when a save did not go through. */
  function showProblem(state: SaveState<Body>) {
    const o = latest.current;
    const found = state.problem;
    if (!found) return;
    if (found.kind === "failed") {
      // The toast is the server's own msg (spec); the form says what happened and what to do.
      setProblem(saveProblem(found.status, found.msg));
      toast.error(found.msg || "Something went wrong!");
      o.showFieldError?.(found.msg);
    } else if (found.kind === "login-declined") {
      setProblem(saveProblem(401, ""));
    } else {
      setProblem(`Not saved: this ${o.noun} was changed elsewhere since you opened it. Save again to compare and choose. Everything you typed is still here.`);
    }
  }

  /**
   * The item was deleted while the owner edited it: back to its list, and their text stays
   * theirs. With nothing unsaved, the toast is the server's own msg (spec).
   */
  async function deletedWhileEditing(msg: string) {
    const o = latest.current;
    // The copy as the save started (written then: the fields are held now).
    const id = copy.idNow();
    const kept = (id && readCopy(id)) || null;
    const deleted = o.deleted!;
    router.push(deleted.listHref);
    if (!kept) {
      toast.error(msg || `This ${o.noun} was deleted while you were editing it.`);
      return;
    }
    if ((await askAboutDeletedItem(kept, o.noun, o.labels)) !== "save-as-new") return;
    // A copy of its own for the new item: no other unsaved new item is touched.
    const next: FormCopy = {
      ...kept,
      id: newCopyId(),
      form: deleted.addForm,
      label: `a new ${o.noun}`,
      path: deleted.addPath,
      savedAt: Date.now(),
      serverSavedAt: null,
      baseVersion: null,
      base: null,
      // Everything in it is new to the site.
      initial: {},
    };
    writeCopy(next);
    await moveFiles(kept.id, next.id);
    autosaveChanged(next);
    removeCopy(kept.id);
    void deleteAutosave(kept.id);
    router.push(`${deleted.addPath}?copy=${next.id}`);
  }

  /**
   * Sends a save; true once the server confirmed it. The form calls it with what its submit
   * built (validated); `after` says whether the owner stays on the form.
   */
  async function save(request: SaveRequest, after: AfterSave = "leave"): Promise<boolean> {
    if (isBusy(machine.current)) return false;
    const o = latest.current;
    // Written now (before the fields are held): whatever happens to this request, the copy
    // holds what was sent, even when Save comes right after a keystroke.
    if (!machine.current.initial) dispatch({ type: "started", initial: request.now });
    copy.writeNow();
    let state = dispatch({ type: "submit", request, after });
    // A 404 on an edit: the server's msg, for when nothing unsaved is left to offer.
    let deletedMsg = "";
    setProblem(null);
    try {
      for (;;) {
        const phase = state.phase;
        if (phase.name === "saving") {
          const { attempt } = phase;
          const body = bodyOf(attempt);
          const withFiles = [...(body instanceof FormData ? body.values() : [])].some((value) => value instanceof File);
          setProgress(withFiles ? 0 : null);
          try {
            const headers: Record<string, string> = attempt.version !== undefined ? { "If-Match": `"${attempt.version}"` } : {};
            const answer = await sendForm<Record<string, unknown>>(o.api.path, {
              method: o.api.method,
              body,
              headers,
              onProgress: withFiles ? setProgress : undefined,
            });
            const item = (answer?.[o.api.single] ?? {}) as Record<string, unknown>;
            state = dispatch({ type: "saved", item, version: typeof item.version === "number" ? item.version : undefined, base: o.toValues(item) });
          } catch (error) {
            const failure = error instanceof ApiRequestError ? error : new ApiRequestError(0, "");
            if (failure.status === 401) state = dispatch({ type: "unauthorized" });
            else if (failure.status === 409 && failure.body?.conflict === "version") {
              const current = failure.body[o.api.single] as Record<string, unknown>;
              state = dispatch({
                type: "conflict",
                item: current,
                current: o.toValues(current),
                version: typeof current.version === "number" ? current.version : undefined,
              });
            } else if (failure.status === 404 && o.api.method === "PATCH" && o.deleted) {
              deletedMsg = failure.message;
              state = dispatch({ type: "deleted" });
            }
            else state = dispatch({ type: "failed", status: failure.status, msg: failure.message });
          } finally {
            setProgress(null);
          }
        } else if (phase.name === "login") {
          const email = knownUser()?.email;
          if (email) setLastEmail(email);
          const ok = await new Promise<boolean>((resolve) => setRelogin({ resolve, reason: "save" }));
          setRelogin(null);
          if (ok) setLoggedOut(false);
          state = dispatch({ type: "login", ok });
        } else if (phase.name === "choosing") {
          const choices = await new Promise<Record<string, HunkChoice[]> | null>((resolve) => setChoosing({ phase, parts: conflictParts(phase), resolve }));
          setChoosing(null);
          state = dispatch({ type: "choose", choices });
        } else if (phase.name === "saved") {
          // The server holds it: this tab's copy goes (here and on the server), and the next
          // change is a copy of its own.
          copy.finish();
          setDirty(false);
          dispatch({ type: "settled" });
          o.onSaved(phase.item, { after: phase.after, merged: phase.merged });
          return true;
        } else if (phase.name === "deleted") {
          dispatch({ type: "settled" });
          void deletedWhileEditing(deletedMsg);
          return false;
        } else {
          showProblem(state);
          return false;
        }
      }
    } finally {
      setProgress(null);
    }
  }

  /** The mode of the submit under way (Ctrl/Cmd+S asks to stay), then back to the default. */
  function takeSubmitMode(): AfterSave {
    const mode = submitMode.current;
    submitMode.current = "leave";
    return mode;
  }

  /**
   * After a save the fields start again from the stored item (a merge, the profile), and what
   * the owner starts from is read again at the next touch: a value the server stored
   * differently (trimmed) is not an unsaved change.
   */
  const reset = useCallback(() => {
    const { version, base } = machine.current;
    dispatch({ type: "adopt", version, base, initial: null });
    restart(null);
  }, [restart, dispatch]);

  /** The item changed on the server by the owner's own hand (a restored version): the form starts from it. */
  const adopt = useCallback(
    (item: Record<string, unknown>) => {
      const o = latest.current;
      dispatch({ type: "adopt", version: typeof item.version === "number" ? item.version : undefined, base: o.toValues(item), initial: null });
      copy.finish();
      setDirty(false);
      restart(null);
    },
    [restart, dispatch, copy, setDirty],
  );

  const dialogs = (
    <>
      <LeaveGuard
        shouldAsk={() => !isBusy(machine.current) && changedNow()}
        onLeave={() => copy.writeNow()}
        onDiscard={() => {
          copy.finish();
          setDirty(false);
        }}
      />
      <ReloginDialog
        open={relogin !== null}
        email={lastEmail}
        purpose={relogin?.reason === "logged-out" ? "continue" : "save"}
        onDone={(ok) => relogin?.resolve(ok)}
      />
      {choosing && (
        <ConflictDialog
          key={choosing.phase.currentVersion ?? 0}
          noun={options.noun}
          parts={choosing.parts}
          keptFromMine={labelsOf(choosing.phase.plan.mine)}
          keptFromSaved={labelsOf(choosing.phase.plan.theirs)}
          mergedByParts={labelsOf(Object.keys(choosing.phase.plan.merged))}
          onResolve={(picked) => {
            if (!picked) return choosing.resolve(null);
            const choices: Record<string, HunkChoice[]> = {};
            choosing.parts.forEach((part, index) => (choices[part.field] ??= []).push(picked[index]!));
            choosing.resolve(choices);
          }}
        />
      )}
    </>
  );

  function labelsOf(fields: string[]) {
    return [...new Set(fields.map((field) => options.labels[field] ?? field))];
  }

  async function logInAgain() {
    const email = knownUser()?.email;
    if (email) setLastEmail(email);
    const ok = await new Promise<boolean>((resolve) => setRelogin({ resolve, reason: "logged-out" }));
    setRelogin(null);
    if (!ok) return;
    setLoggedOut(false);
    // What was typed before the logout goes to the server again (refused while logged out).
    const id = copy.idNow();
    if (id) retryAutosave(id);
  }

  async function compare(found: FoundCopy) {
    const form = formNow();
    const saved = form ? latest.current.collect(form) : {};
    if (await compareCopy({ copy: found, saved, labels: latest.current.labels })) void offers.restore(found);
  }

  const heldForOffer = !answeredOffer && offers.offers.length > 0 && !adding;
  const lookingHolds = offers.looking && (!adding || requestedCopy() !== null);

  const offersNode = (
    <>
      {loggedOut && (
        <section role="alert" className="flex flex-col gap-3 rounded-2xl border border-danger/40 bg-danger/10 p-4 sm:flex-row sm:items-center">
          <p className="min-w-0 flex-1 text-pretty text-sm text-fg">
            You logged out, so this form is held and nothing more is kept on this device. What you typed before is on the server. Log in again to go on.
          </p>
          <button type="button" className={primaryButtonClass} onClick={() => void logInAgain()}>
            Log in again
          </button>
        </section>
      )}
      <CopyOffers
        offers={offers.offers}
        adding={adding}
        noun={options.noun}
        version={options.version}
        onRestore={(found) => void offers.restore(found)}
        onCompare={(found) => void compare(found)}
        onDiscard={(found) => {
          void offers.discard(found);
        }}
      />
    </>
  );


  const busy = isBusy(view);
  return {
    /** The fields' starting values after a restore (null: the stored item), and their remount key. */
    start,
    generation,
    /** Held read-only: not live yet, a save in flight, a copy offered and unanswered, or logged out. */
    locked: !ready || busy || heldForOffer || lookingHolds || loggedOut,
    saving: busy,
    progress,
    problem,
    setProblem,
    dirty,
    /** Whether the form differs from the stored item right now (read at the moment of asking). */
    changedNow,
    /** Where the unsaved work is kept: this device, the server's autosave. */
    copyStatus: copy.status,
    save,
    takeSubmitMode,
    reset,
    adopt,
    /** The form's values now, as it would send them. */
    collect: () => {
      const form = formNow();
      return form ? latest.current.collect(form) : {};
    },
    /** The offers of unsaved work (before the form), and the dialogs (rendered into <body>). */
    offersNode,
    dialogs,
  };
}

/** A copy found as the form opened, as the form keeps it. */
function toFormCopy(found: FoundCopy): FormCopy {
  const { source: _source, deviceName: _device, fromThisDevice: _mine, ...kept } = found; // eslint-disable-line @typescript-eslint/no-unused-vars
  return kept;
}
