"use client";

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { hasChanges, newCopyId, type CopyFile, type FormCopy, type FormKey } from "@/lib/client/unsaved-work/form-copy";
import { deleteCopyFile, holdCopy, readCopy, removeCopy, writeCopy, writeCopyFile } from "@/lib/client/unsaved-work/local-copies";
import {
  autosaveChanged,
  autosaveHeld,
  autosaveState,
  deleteAutosave,
  flushAutosave,
  heldSavedAt,
  subscribeAutosave,
  type AutosaveState,
} from "@/lib/client/unsaved-work/server-autosave";

/*
 * The open form's copy (src/lib/client/unsaved-work): written on this device a moment after
 * every change (in the next task, so a framework's own handler has updated the field first),
 * and at once as the page is hidden, left or the form closes (Back included: the form element
 * is read even after it left the page); sent to the server as an autosave by the sender's own
 * timing. The copy has an id of its own, held (a Web Lock) while the form is open.
 */

export interface FormCopySource {
  form: FormKey;
  label: string;
  /** The form's values as it would send them (from the element given, which may have left the page). */
  collect: (form: HTMLFormElement) => Record<string, string>;
  /** Image fields with a file chosen (File) or removed (""). */
  chosenFiles: (form: HTMLFormElement) => Record<string, File | "">;
  /** Told after each write whether the form holds unsaved changes. */
  onWritten?: (dirty: boolean) => void;
  /** While true, the form is held (a save in flight): nothing new to write. */
  held?: () => boolean;
  /** The edit's start as the save machine holds it now. */
  start: () => { baseVersion: number | null; base: Record<string, unknown> | null; initial: Record<string, string> | null };
}

export interface CopyStatus {
  /** When this device last kept the form's unsaved text (null: nothing unsaved, or not kept). */
  keptAt: number | null;
  server: AutosaveState;
}

const NO_COPY: AutosaveState = { kind: "idle" };

export function useFormCopy(source: FormCopySource) {
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  });
  // One per opening of the form (the server's render makes one too, never used: no copy is
  // written before the form is live in the browser).
  const [id, setId] = useState<string>(newCopyId);
  const idNow = useRef<string>(id);
  const lastForm = useRef<HTMLFormElement | null>(null);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const keptFiles = useRef(new WeakSet<File>());
  const [keptAt, setKeptAt] = useState<number | null>(null);

  const use = useCallback((next: string) => {
    idNow.current = next;
    setId(next);
  }, []);

  // Held while the form is open under this id: other tabs see the copy is being typed into.
  useEffect(() => holdCopy(id), [id]);

  /** Writes the copy from the form now; true when the form holds unsaved changes. */
  const writeNow = useCallback((form: HTMLFormElement | null = lastForm.current): boolean => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    const copyId = idNow.current;
    const s = latest.current;
    const start = s.start();
    // Not written before editing started (the values then are what it is compared with), nor
    // while the fields are held (a save in flight, an offer, logged out): a held field is
    // left out of what a form sends, and the copy taken before stands.
    if (!form || !copyId || !start.initial || s.held?.() || form.querySelector("fieldset:disabled")) return false;
    const values = s.collect(form);
    const chosen = s.chosenFiles(form);
    const files: Record<string, CopyFile> = {};
    for (const [field, file] of Object.entries(chosen)) {
      if (file === "") {
        files[field] = "removed";
        void deleteCopyFile(copyId, field);
      } else {
        files[field] = { name: file.name, type: file.type, size: file.size };
        if (!keptFiles.current.has(file)) {
          keptFiles.current.add(file);
          void writeCopyFile(copyId, field, file);
        }
      }
    }
    const copy: FormCopy = {
      id: copyId,
      form: s.form,
      label: s.label,
      path: window.location.pathname,
      savedAt: Date.now(),
      serverSavedAt: heldSavedAt(copyId),
      baseVersion: start.baseVersion,
      base: start.base,
      values,
      initial: start.initial,
      files,
    };
    if (!hasChanges(copy)) {
      // Back to what was saved (undone by hand): nothing is unsaved, here or on the server.
      if (readCopy(copyId)) removeCopy(copyId);
      if (autosaveState(copyId).kind !== "idle") void deleteAutosave(copyId);
      setKeptAt(null);
      s.onWritten?.(false);
      return false;
    }
    // The bar shows the minute: a keystroke within the same one re-renders nothing.
    if (writeCopy(copy)) setKeptAt((shown) => (shown !== null && Math.floor(shown / 60_000) === Math.floor(copy.savedAt / 60_000) ? shown : copy.savedAt));
    autosaveChanged(copy);
    s.onWritten?.(true);
    return true;
  }, []);

  /** A change in the form: the copy is written in the next task. */
  const changed = useCallback(
    (form: HTMLFormElement) => {
      lastForm.current = form;
      if (!pending.current) pending.current = setTimeout(() => writeNow(form), 0);
    },
    [writeNow],
  );

  // A hidden page may never come back (a phone kills it): the copy is written now, and the
  // server gets it if its budget allows. Leaving the form (Back, a link) writes it too.
  useEffect(() => {
    const flush = () => {
      if (pending.current) writeNow();
      if (idNow.current) flushAutosave(idNow.current);
    };
    const onVisibility = () => document.visibilityState === "hidden" && flush();
    window.addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.removeEventListener("pagehide", flush);
      document.removeEventListener("visibilitychange", onVisibility);
      flush();
    };
  }, [writeNow]);

  /** The form goes on with another copy (restored): written here, and sent unless the server has it. */
  const adopt = useCallback(
    (copy: FormCopy, held: { at: number } | null) => {
      use(copy.id);
      const kept: FormCopy = { ...copy, serverSavedAt: held ? copy.savedAt : null };
      if (writeCopy(kept)) setKeptAt(kept.savedAt);
      if (held) autosaveHeld(kept, held.at);
      else autosaveChanged(kept);
    },
    [use],
  );

  /**
   * Saved: this tab's copy goes, here and on the server (after the server confirmed the save),
   * and what the owner types next is a copy of its own.
   */
  const finish = useCallback(() => {
    const copyId = idNow.current;
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
    removeCopy(copyId);
    void deleteAutosave(copyId);
    setKeptAt(null);
    use(newCopyId());
  }, [use]);

  const server = useSyncExternalStore(
    useCallback((listener: () => void) => subscribeAutosave(id, listener), [id]),
    () => autosaveState(id),
    () => NO_COPY,
  );

  return {
    /** The copy's id. */
    id,
    idNow: () => idNow.current,
    changed,
    writeNow,
    adopt,
    finish,
    status: { keptAt, server } satisfies CopyStatus,
  };
}
