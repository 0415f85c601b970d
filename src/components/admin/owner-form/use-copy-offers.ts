"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { UNDO_MS } from "@/lib/client/undo-delete";
import { deviceId } from "@/lib/client/unsaved-work/device";
import { hasChanges, sameValues, type FormCopy, type FormKey, type FoundCopy } from "@/lib/client/unsaved-work/form-copy";
import { listCopies, openCopyIds, readCopyFiles, removeCopy, whenCopiesClosed, writeCopy, writeCopyFile } from "@/lib/client/unsaved-work/local-copies";
import { deleteAutosave, fetchAutosaves, putAutosaveBack, type ServerAutosave } from "@/lib/client/unsaved-work/server-autosave";

/*
 * What a form offers as it opens: every copy of its unsaved work kept on this device (another
 * tab's, a tab the phone killed, an earlier visit) or on the server (an autosave from this or
 * another device) that no open tab is still typing into and that the saved item does not hold
 * already. Copies the saved item already holds, or holding no change, are cleaned up here.
 */

/** How long the form waits for the server's autosaves before it opens with this device's alone. */
const SERVER_WAIT_MS = 3_000;

/**
 * How long the form waits for a copy some form still holds to be let go: the form this tab
 * just left (Back right after leaving) lets go of its copy a moment after this one opened.
 * One held longer is another open tab's, and is not offered.
 */
const CLOSING_WAIT_MS = 1_500;

const THIS_DEVICE = "this device";

export function fromServer(autosave: ServerAutosave, form: FormKey, path: string): FoundCopy {
  const savedAt = Date.parse(autosave.savedAt);
  const mine = autosave.deviceId === deviceId();
  return {
    id: autosave._id,
    form,
    label: autosave.title,
    path,
    savedAt,
    serverSavedAt: savedAt,
    baseVersion: autosave.baseVersion,
    base: autosave.base,
    values: autosave.values,
    initial: autosave.initial,
    files: {},
    source: "server",
    deviceName: mine ? THIS_DEVICE : autosave.deviceName,
    fromThisDevice: mine,
  };
}

const fromDevice = (copy: FormCopy): FoundCopy => ({ ...copy, source: "device", deviceName: THIS_DEVICE, fromThisDevice: true });

/** One list from both places: a copy found in both is the newer of the two (the server's text when equal). */
export function gatherCopies(local: FormCopy[], server: ServerAutosave[], form: FormKey, path: string): FoundCopy[] {
  const found = new Map<string, FoundCopy>();
  for (const copy of local) found.set(copy.id, fromDevice(copy));
  for (const autosave of server) {
    const remote = fromServer(autosave, form, path);
    const here = found.get(remote.id);
    // Kept here and newer than the server's: this device's text, which the server lacks.
    if (here && here.savedAt > remote.savedAt && !sameValues(here.values, remote.values)) continue;
    found.set(remote.id, here ? { ...remote, files: here.files, label: here.label || remote.label } : remote);
  }
  return [...found.values()].sort((a, b) => b.savedAt - a.savedAt);
}

export interface RestoredCopy {
  copy: FoundCopy;
  files: Record<string, File | "removed">;
  /** Images the copy had that this device cannot give back (labels of their fields and file names). */
  missing: Array<{ field: string; name: string }>;
}

export interface CopyOffersOptions {
  form: FormKey;
  /** This opening's own copy, never offered to itself (read as the form opens). */
  ownId: () => string | null;
  /** The form's values as loaded (the saved item), once its fields have settled. */
  loadedValues: () => Record<string, string> | null;
  onRestore: (restored: RestoredCopy) => void;
}

/** A copy asked for by the address (?copy=<id>: "Save as new", the dashboard's Continue): restored without asking. */
export const requestedCopy = () => (typeof window === "undefined" ? null : new URLSearchParams(window.location.search).get("copy"));

export function useCopyOffers({ form, ownId, loadedValues, onRestore }: CopyOffersOptions) {
  const [offers, setOffers] = useState<FoundCopy[]>([]);
  // Until both places have been looked in (or the server has not answered in time).
  const [looking, setLooking] = useState(true);
  const latest = useRef({ loadedValues, onRestore });
  useEffect(() => {
    latest.current = { loadedValues, onRestore };
  });

  const restore = useCallback(async (copy: FoundCopy) => {
    const kept = copy.fromThisDevice ? await readCopyFiles(copy.id) : {};
    const files: RestoredCopy["files"] = {};
    const missing: RestoredCopy["missing"] = [];
    for (const [field, meta] of Object.entries(copy.files)) {
      if (meta === "removed") files[field] = "removed";
      else if (kept[field]) files[field] = kept[field]!;
      else missing.push({ field, name: meta.name });
    }
    setOffers((current) => current.filter((offer) => offer.id !== copy.id));
    latest.current.onRestore({ copy, files, missing });
  }, []);

  useEffect(() => {
    let cancelled = false;
    const own = ownId();
    const requested = requestedCopy();
    void (async () => {
      const [held, server] = await Promise.all([
        openCopyIds(),
        Promise.race([fetchAutosaves(form), new Promise<null>((resolve) => setTimeout(() => resolve(null), SERVER_WAIT_MS))]),
      ]);
      if (cancelled) return;
      // Copies held by a form other than this one: wait a moment for those being closed.
      const heldElsewhere = [...held].filter((id) => id !== own && (listCopies(form).some((copy) => copy.id === id) || server?.some((autosave) => autosave._id === id)));
      const open = await whenCopiesClosed(heldElsewhere, CLOSING_WAIT_MS);
      if (cancelled) return;
      // Read after the wait: a form that closed meanwhile wrote its last words as it went.
      const local = listCopies(form).filter((copy) => copy.id !== own);
      const loaded = latest.current.loadedValues();
      const found = gatherCopies(local, server ?? [], form, window.location.pathname).filter((copy) => copy.id !== own);
      const offered: FoundCopy[] = [];
      for (const copy of found) {
        if (open.has(copy.id)) continue; // another tab is typing into it
        // An image chosen or removed is this device's alone (the saved item cannot hold it yet).
        const held = loaded !== null && sameValues(copy.values, loaded) && Object.keys(copy.files).length === 0;
        if (!hasChanges(copy) || held) {
          // Nothing in it the saved item lacks: cleaned up here and on the server.
          removeCopy(copy.id);
          if (copy.source === "server" || copy.serverSavedAt !== null) void deleteAutosave(copy.id);
          continue;
        }
        offered.push(copy);
      }
      const asked = requested ? offered.find((copy) => copy.id === requested) : undefined;
      setOffers(asked ? offered.filter((copy) => copy !== asked) : offered);
      setLooking(false);
      if (asked) void restore(asked);
    })();
    return () => {
      cancelled = true;
    };
    // Once per opening: the form's own copy changes when it restores one, and is not looked for again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, restore]);

  /** Discard: gone from this device and the server, with Undo for a while. */
  const discard = useCallback(async (copy: FoundCopy) => {
    setOffers((current) => current.filter((offer) => offer.id !== copy.id));
    const files = copy.fromThisDevice ? await readCopyFiles(copy.id) : {};
    removeCopy(copy.id);
    const held = await deleteAutosave(copy.id);
    toast.success("Unsaved changes discarded.", {
      duration: UNDO_MS,
      action: {
        label: "Undo",
        onClick: () => {
          const { source: _source, deviceName: _device, fromThisDevice: _mine, ...kept } = copy; // eslint-disable-line @typescript-eslint/no-unused-vars
          if (copy.fromThisDevice) {
            writeCopy(kept);
            for (const [field, file] of Object.entries(files)) void writeCopyFile(copy.id, field, file);
          }
          if (held) void putAutosaveBack(held).catch((error: Error) => toast.error(error.message));
          setOffers((current) => [...current, copy].sort((a, b) => b.savedAt - a.savedAt));
        },
      },
    });
  }, []);

  return { offers, looking, restore, discard };
}
