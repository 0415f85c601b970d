"use client";

import { useCallback, useLayoutEffect, useRef, useState } from "react";
import { apiRequest } from "@/lib/client/api";
import { useOwnerChange } from "@/lib/client/owner-change";
import { toast } from "@/lib/client/toast";
import { moveTo } from "./move";

export interface OrderedItem {
  id: string;
  /** The item's name: shown, and in the buttons' names ("Move Fieldnotes up"). */
  label: string;
  /** A short state beside the name (Draft, Archived…). */
  note?: string;
  /** False for an item visitors cannot see (a draft): it takes no place among those shown. */
  counts?: boolean;
}

export type SaveState = "idle" | "saving" | "saved";

const signatureOf = (items: readonly OrderedItem[]) =>
  items.map((item) => [item.id, item.label, item.note ?? ""].join("\u0000")).join("\u0001");

/**
 * A list's order as the owner arranges it, saved after each move: shown at once (optimistic),
 * PUT to `path` with `body` and the ids, and put back as last saved, with an error toast,
 * when the server refuses. Moves made while a save is under way are sent together once it
 * ends, so the requests never overtake each other. Once saved, the owner's other screens
 * and the public pages in this tab are refreshed (useOwnerChange).
 */
export function useSavedOrder({
  items,
  path,
  body,
  announce,
}: {
  items: OrderedItem[];
  path: string;
  body?: Record<string, string>;
  announce: (text: string) => void;
}) {
  const showOwnerChange = useOwnerChange();
  const [order, setOrder] = useState(items);
  const [state, setState] = useState<SaveState>("idle");
  // The items the server last rendered: a new list from it (after a save, or a change made
  // on another screen) replaces the one shown, unless the owner's own save is under way.
  const [rendered, setRendered] = useState(() => signatureOf(items));
  const signature = signatureOf(items);
  if (signature !== rendered) {
    setRendered(signature);
    if (state !== "saving") setOrder(items);
  }

  // What the owner sees and what the server last confirmed, for the saves in flight.
  const shown = useRef(items);
  const saved = useRef(items);
  const saving = useRef(false);
  const again = useRef(false);
  useLayoutEffect(() => {
    if (saving.current) return;
    shown.current = items;
    saved.current = items;
  }, [items]);

  const show = useCallback((next: OrderedItem[]) => {
    shown.current = next;
    setOrder(next);
  }, []);

  const persist = useCallback(async () => {
    if (saving.current) {
      again.current = true;
      return;
    }
    saving.current = true;
    setState("saving");
    let changed = false;
    try {
      do {
        again.current = false;
        const sending = shown.current;
        await apiRequest(path, { method: "PUT", body: { ...body, ids: sending.map((item) => item.id) } });
        saved.current = sending;
        changed = true;
      } while (again.current);
      setState("saved");
    } catch (error) {
      again.current = false;
      show(saved.current);
      setState("idle");
      const message = (error as Error).message;
      toast.error(message);
      announce(`The order could not be saved and is back as it was. ${message}`);
    } finally {
      saving.current = false;
      if (changed) showOwnerChange();
    }
  }, [path, body, show, announce, showOwnerChange]);

  /** Moves the item at `from` to `to`, says so, and saves. */
  const move = useCallback(
    (from: number, to: number) => {
      const list = shown.current;
      if (from === to || to < 0 || to >= list.length) return;
      const next = moveTo(list, from, to);
      show(next);
      announce(`${next[to]!.label} moved to position ${to + 1} of ${next.length}.`);
      void persist();
    },
    [show, announce, persist],
  );

  return { order, move, state };
}
