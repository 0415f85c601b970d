"use client";

import type { Autosave } from "@/lib/autosave/types";
import { API_BASE, ApiRequestError } from "../api";
import { deviceId } from "./device";
import { targetOf, type FormCopy } from "./form-copy";
import { copiesSuspended, listCopies, markHeldByServer } from "./local-copies";

/*
 * The server's autosave of each copy (form-copy.ts): PUT /api/v1/autosaves/{copy id}, sent
 * once typing pauses, at most one request per 2 s per form, and while the owner types on at
 * least every 10 s. Module state rather than a component's: a send still due when the form
 * closes (Back, a link) goes out after it, from the copy it was given. Offline, or refused, the
 * copy stays on this device (the guarantee) and is sent again when the browser is back
 * online, at the next change, or when the owner logs out (sendUnsent). Never the live item:
 * only Save (the form's submit) changes that.
 */

/** A pause in typing this long sends the text. */
export const AUTOSAVE_PAUSE_MS = 1_000;
/** At most one request per form this often (the server refuses two within a second). */
export const AUTOSAVE_MIN_GAP_MS = 2_000;
/** Typing on without a pause still sends after this (plus the gap: within 10 s). */
export const AUTOSAVE_MAX_WAIT_MS = 8_000;
/** What a request sent as the page goes away may carry (the browsers' keepalive budget). */
export const KEEPALIVE_MAX_BYTES = 64 * 1024;
const RETRY_MS = [5_000, 10_000, 20_000, 30_000];

export type AutosaveState =
  /** Nothing to send. */
  | { kind: "idle" }
  /** Changes the server does not have yet; a send is due. */
  | { kind: "waiting" }
  | { kind: "sending" }
  /** The server holds the text as it is now; `at`: when it confirmed it. */
  | { kind: "saved"; at: number }
  /** The server could not be reached: kept on this device, sent when back online. */
  | { kind: "offline" }
  /** The server answered no (an ended session, a deleted item, a 5xx): kept on this device. */
  | { kind: "refused"; status: number; msg: string };

interface Entry {
  /** The copy as last changed. */
  copy: FormCopy | null;
  /** The `savedAt` of the text the server holds. */
  heldSavedAt: number | null;
  lastSendAt: number;
  lastChangeAt: number;
  /** The first change the server does not have yet. */
  firstUnsentAt: number | null;
  timer: ReturnType<typeof setTimeout> | null;
  inFlight: Promise<boolean> | null;
  /** A request went out for it (in this page): the server may hold it. */
  sent: boolean;
  failures: number;
  stopped: boolean;
  state: AutosaveState;
  listeners: Set<() => void>;
}

const entries = new Map<string, Entry>();
const IDLE: AutosaveState = { kind: "idle" };

function entryOf(id: string): Entry {
  let entry = entries.get(id);
  if (!entry) {
    entry = {
      copy: null,
      heldSavedAt: null,
      lastSendAt: 0,
      lastChangeAt: 0,
      firstUnsentAt: null,
      timer: null,
      inFlight: null,
      sent: false,
      failures: 0,
      stopped: false,
      state: IDLE,
      listeners: new Set(),
    };
    entries.set(id, entry);
  }
  return entry;
}

const sameState = (a: AutosaveState, b: AutosaveState) => JSON.stringify(a) === JSON.stringify(b);

function setState(entry: Entry, state: AutosaveState) {
  // Told only of a change: a keystroke that leaves it "waiting" re-renders nothing.
  if (sameState(entry.state, state)) return;
  entry.state = state;
  for (const listener of entry.listeners) listener();
}

const unsent = (entry: Entry) => entry.copy !== null && entry.copy.savedAt !== entry.heldSavedAt;

/** When the next request may go: after a pause, or the longest wait, and never within the gap. */
export function nextSendAt(entry: Pick<Entry, "lastSendAt" | "lastChangeAt" | "firstUnsentAt">): number {
  const wanted = Math.min(entry.lastChangeAt + AUTOSAVE_PAUSE_MS, (entry.firstUnsentAt ?? entry.lastChangeAt) + AUTOSAVE_MAX_WAIT_MS);
  return Math.max(entry.lastSendAt + AUTOSAVE_MIN_GAP_MS, wanted);
}

function schedule(entry: Entry, at = nextSendAt(entry)) {
  if (entry.stopped || entry.inFlight || !unsent(entry)) return;
  if (entry.timer) clearTimeout(entry.timer);
  entry.timer = setTimeout(() => {
    entry.timer = null;
    void send(entry);
  }, Math.max(0, at - Date.now()));
}

/** The body of PUT /autosaves/{id}. */
export function autosaveBody(copy: FormCopy) {
  const { collection, itemId } = targetOf(copy.form);
  return { collection, itemId, values: copy.values, initial: copy.initial, base: copy.base, baseVersion: copy.baseVersion, deviceId: deviceId() };
}

/** PUT the copy; resolves with the answer's status (0: no answer). */
async function put(copy: FormCopy, keepalive: boolean): Promise<{ status: number; msg: string; retryAfter: number | null }> {
  const body = JSON.stringify(autosaveBody(copy));
  try {
    const res = await fetch(`${API_BASE}/autosaves/${copy.id}`, {
      method: "PUT",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body,
      keepalive: keepalive && new Blob([body]).size <= KEEPALIVE_MAX_BYTES,
    });
    const data = (await res.json().catch(() => null)) as { msg?: string } | null;
    const retry = Number(res.headers?.get?.("Retry-After"));
    return { status: res.status, msg: data?.msg ?? res.statusText, retryAfter: Number.isFinite(retry) && retry > 0 ? retry * 1000 : null };
  } catch {
    return { status: 0, msg: "", retryAfter: null };
  }
}

function send(entry: Entry, keepalive = false): Promise<boolean> {
  if (entry.inFlight) return entry.inFlight;
  const copy = entry.copy;
  if (!copy || entry.stopped || copiesSuspended() || !unsent(entry)) return Promise.resolve(!unsent(entry));
  entry.lastSendAt = Date.now();
  entry.sent = true;
  setState(entry, { kind: "sending" });
  const work = (async () => {
    const answer = await put(copy, keepalive);
    entry.inFlight = null;
    if (entry.stopped) return answer.status === 200;
    if (answer.status >= 200 && answer.status < 300) {
      entry.failures = 0;
      entry.heldSavedAt = copy.savedAt;
      markHeldByServer(copy.id, copy.savedAt);
      if (unsent(entry)) {
        // Typed on while it travelled: the rest goes next.
        entry.firstUnsentAt = entry.lastChangeAt;
        setState(entry, { kind: "waiting" });
        schedule(entry);
      } else {
        entry.firstUnsentAt = null;
        setState(entry, { kind: "saved", at: Date.now() });
      }
      return true;
    }
    if (answer.status === 429) {
      setState(entry, { kind: "waiting" });
      schedule(entry, Date.now() + (answer.retryAfter ?? AUTOSAVE_MIN_GAP_MS));
      return false;
    }
    entry.failures += 1;
    if (answer.status === 0) {
      setState(entry, { kind: "offline" });
      schedule(entry, Date.now() + RETRY_MS[Math.min(entry.failures - 1, RETRY_MS.length - 1)]!);
    } else {
      setState(entry, { kind: "refused", status: answer.status, msg: answer.msg });
      // A server error may pass; a refusal (ended session, deleted item, too large) waits
      // for the next change or for the owner (logging in again).
      if (answer.status >= 500) schedule(entry, Date.now() + RETRY_MS[Math.min(entry.failures - 1, RETRY_MS.length - 1)]!);
    }
    return false;
  })();
  entry.inFlight = work;
  return work;
}

// Back online: what waited goes now (within the gap).
if (typeof window !== "undefined") {
  window.addEventListener("online", () => {
    for (const entry of entries.values()) if (entry.state.kind === "offline") schedule(entry, entry.lastSendAt + AUTOSAVE_MIN_GAP_MS);
  });
}

/** The form's copy changed (already written on this device): the server gets it in time. */
export function autosaveChanged(copy: FormCopy): void {
  const entry = entryOf(copy.id);
  entry.stopped = false;
  entry.copy = copy;
  entry.lastChangeAt = Date.now();
  entry.firstUnsentAt ??= entry.lastChangeAt;
  // Failing (checked before the state changes): the retry keeps its own timing and the status
  // what went wrong (a keystroke does not hammer a dead server).
  const failing = entry.state.kind === "offline" || (entry.state.kind === "refused" && entry.state.status >= 500);
  if (failing) {
    if (!entry.timer) schedule(entry);
    return;
  }
  if (!entry.inFlight) setState(entry, { kind: "waiting" });
  schedule(entry);
}

/** A copy the server already holds (restored from it): nothing to send until it changes. */
export function autosaveHeld(copy: FormCopy, at: number): void {
  const entry = entryOf(copy.id);
  entry.stopped = false;
  entry.copy = copy;
  entry.heldSavedAt = copy.savedAt;
  entry.firstUnsentAt = null;
  setState(entry, { kind: "saved", at });
}

/**
 * The page is going away (hidden, closed): what is due goes now, with keepalive, if the gap
 * allows; otherwise the copy on this device holds it until the next visit.
 */
export function flushAutosave(id: string): void {
  const entry = entries.get(id);
  if (!entry || !unsent(entry) || entry.inFlight || Date.now() - entry.lastSendAt < AUTOSAVE_MIN_GAP_MS) return;
  if (entry.timer) clearTimeout(entry.timer);
  entry.timer = null;
  void send(entry, true);
}

/** Sends again now what a refusal held (after logging in again). */
export function retryAutosave(id: string): void {
  const entry = entries.get(id);
  if (entry && unsent(entry)) schedule(entry, entry.lastSendAt + AUTOSAVE_MIN_GAP_MS);
}

/** The `savedAt` of the copy's text the server holds (null: none known). */
export function heldSavedAt(id: string): number | null {
  return entries.get(id)?.heldSavedAt ?? null;
}

export function autosaveState(id: string): AutosaveState {
  return entries.get(id)?.state ?? IDLE;
}

export function subscribeAutosave(id: string, listener: () => void): () => void {
  const entry = entryOf(id);
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}

/**
 * Stops sending a copy, after any request in flight has landed. Resolves false when there is
 * nothing to delete: this page made it and never sent it, or it changed again meanwhile.
 */
async function stop(id: string): Promise<boolean> {
  const entry = entries.get(id);
  if (!entry) return true;
  entry.stopped = true;
  if (entry.timer) clearTimeout(entry.timer);
  entry.timer = null;
  if (entry.inFlight) await entry.inFlight;
  // Changed again while the request landed (typed on in the same form): it is still unsaved
  // work, sent on as usual; a DELETE now would be overtaken by its next PUT.
  if (!entry.stopped) return false;
  setState(entry, IDLE);
  entries.delete(id);
  return entry.sent || entry.heldSavedAt !== null;
}

/** An autosave as the API answers it (values included). */
export type ServerAutosave = Autosave;

/**
 * The copy goes from the server (saved, or discarded): nothing more is sent, and a request
 * still travelling cannot bring it back. Resolves with what the server held (for Undo), or
 * null (none, or the server could not be reached: then the next opening cleans it up).
 */
export async function deleteAutosave(id: string): Promise<ServerAutosave | null> {
  if (!(await stop(id))) return null;
  try {
    const res = await fetch(`${API_BASE}/autosaves/${id}`, { method: "DELETE", credentials: "same-origin" });
    if (!res.ok) return null;
    const data = (await res.json().catch(() => null)) as { autosave?: ServerAutosave } | null;
    return data?.autosave ?? null;
  } catch {
    return null;
  }
}

/** Undo of a discard: the autosave as it was. */
export async function putAutosaveBack(autosave: ServerAutosave): Promise<void> {
  const { _id, collection, itemId, values, initial, base, baseVersion, deviceId: device } = autosave;
  const res = await fetch(`${API_BASE}/autosaves/${_id}`, {
    method: "PUT",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ collection, itemId, values, initial, base, baseVersion, deviceId: device }),
  }).catch(() => null);
  if (!res?.ok) {
    const data = (await res?.json().catch(() => null)) as { msg?: string } | null;
    throw new ApiRequestError(res?.status ?? 0, data?.msg ?? "Could not reach the server. Check your connection and try again.");
  }
}

/** The autosaves of one form ("blogs:<id>", "blogs:new", "profile"); null when they could not be read. */
export async function fetchAutosaves(form: string): Promise<ServerAutosave[] | null> {
  const { collection, itemId } = targetOf(form);
  const query = new URLSearchParams({ collection });
  if (collection !== "profile") query.set("itemId", itemId ?? "new");
  try {
    const res = await fetch(`${API_BASE}/autosaves?${query}`, { credentials: "same-origin" });
    if (!res.ok) return null;
    const data = (await res.json().catch(() => null)) as { autosaves?: ServerAutosave[] } | null;
    return Array.isArray(data?.autosaves) ? data.autosaves : null;
  } catch {
    return null;
  }
}

/**
 * Logging out: every copy on this device the server does not hold yet is sent now (a send
 * due or refused for a while is tried once more). Resolves with the copies that could not be.
 */
export async function sendUnsent(): Promise<FormCopy[]> {
  const failed: FormCopy[] = [];
  for (const copy of listCopies()) {
    if (copy.serverSavedAt === copy.savedAt) continue;
    const entry = entryOf(copy.id);
    if (entry.inFlight) await entry.inFlight;
    if (entry.heldSavedAt === copy.savedAt) continue;
    entry.copy = copy;
    entry.stopped = false;
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    // Within the server's one-second guard of a send just made: wait it out once.
    const since = Date.now() - entry.lastSendAt;
    if (since < 1_100) await new Promise((resolve) => setTimeout(resolve, 1_100 - since));
    let sent = await send(entry);
    if (!sent && entry.state.kind === "waiting") {
      // Refused for a moment (429): the tab typing into it sent it within the last second,
      // which this tab cannot know. Once more after the server's guard, not "could not be sent".
      if (entry.timer) clearTimeout(entry.timer);
      entry.timer = null;
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      sent = await send(entry);
    }
    if (!sent) failed.push(copy);
  }
  return failed;
}
