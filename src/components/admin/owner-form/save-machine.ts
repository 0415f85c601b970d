// The save of an owner form as a state machine: pure (no React, no network), so what happens
// on every answer is written once and tested on its own (tests/admin/save-machine.test.ts).
// The form core (use-owner-form.tsx) drives it: it sends what the state says to send, asks
// the owner what the state says to ask, and feeds back what came of it.
//
// The one rule that keeps a merge from reverting another device's work: the form moves onto
// a newer version (its If-Match and the values it compares against) only once a save over
// that version has succeeded. A merged resend that fails leaves the form on its own base, so
// the next Save meets the newer version again and merges again, instead of sending every
// field over it.
import { planMerge, type MergePlan } from "@/lib/merge/fields";
import { resolveHunks, type HunkChoice } from "@/lib/merge/three-way";

export type Values = Record<string, unknown>;
export type AfterSave = "leave" | "stay";

/** What differs between forms: the fields a merge compares, and how. */
export interface SaveConfig {
  fields: readonly string[];
  groups?: readonly (readonly string[])[];
  /** Multi-line text fields: changes to different paragraphs merge by themselves. */
  textFields?: readonly string[];
}

/** One Save as the form built it. The body stays opaque here; `now` is its text. */
export interface SaveRequest<Body = unknown> {
  body: Body;
  /** The form's values as sent (text). */
  now: Record<string, string>;
  /** Image fields with a file chosen (a File) or removed (""). */
  files: Record<string, unknown>;
}

/** A request to send: over which version, and which fields (all, or a merge's). */
export interface Attempt<Body = unknown> {
  request: SaveRequest<Body>;
  after: AfterSave;
  /** If-Match. */
  version: number | undefined;
  /** The stored values this attempt is made over: the form's base once it succeeds. */
  base: Values | null;
  /** A merged save: only these fields are sent (null: the whole form). */
  only: string[] | null;
  /** A merged save's values for fields whose text was merged (replacing the form's). */
  values: Record<string, string>;
  merged: boolean;
}

export interface Choosing<Body = unknown> {
  name: "choosing";
  attempt: Attempt<Body>;
  plan: MergePlan;
  /** The item as now saved (its values, version, and the API's own object). */
  current: Values;
  currentVersion: number | undefined;
  item: Record<string, unknown>;
}

export type SavePhase<Body = unknown> =
  | { name: "editing" }
  | { name: "saving"; attempt: Attempt<Body> }
  /** The session ended: the owner logs in again over the form, then the same attempt goes. */
  | { name: "login"; attempt: Attempt<Body> }
  | Choosing<Body>
  /** Saved (or nothing left to send after a merge): `item` is the item as stored. */
  | { name: "saved"; item: Record<string, unknown>; after: AfterSave; merged: boolean }
  /** The item was deleted meanwhile (a PATCH answered 404). */
  | { name: "deleted" };

export interface SaveState<Body = unknown> {
  /** The version the form is on (If-Match). */
  version: number | undefined;
  /** The stored values the form's edit started from. */
  base: Values | null;
  /** The form's values when the owner started editing (null: read at the next touch). */
  initial: Record<string, string> | null;
  phase: SavePhase<Body>;
  /** The sentence the form shows after a save did not go through. */
  problem: ProblemKind | null;
}

export type ProblemKind =
  | { kind: "failed"; status: number; msg: string }
  | { kind: "login-declined" }
  | { kind: "conflict-postponed" };

export type SaveEvent<Body = unknown> =
  | { type: "submit"; request: SaveRequest<Body>; after: AfterSave }
  | { type: "saved"; item: Record<string, unknown>; version: number | undefined; base: Values }
  | { type: "failed"; status: number; msg: string }
  | { type: "unauthorized" }
  | { type: "login"; ok: boolean }
  | { type: "conflict"; item: Record<string, unknown>; current: Values; version: number | undefined }
  | { type: "choose"; choices: Record<string, HunkChoice[]> | null }
  | { type: "deleted" }
  /** The form starts over from values the owner took (a restored copy or version). */
  | { type: "adopt"; version: number | undefined; base: Values | null; initial: Record<string, string> | null }
  /** The values the owner starts editing from, read at the first touch. */
  | { type: "started"; initial: Record<string, string> }
  /** The form's outcome was handled (a saved form went on, a problem was shown). */
  | { type: "settled" };

export function initialSaveState<Body>(version: number | undefined, base: Values | null): SaveState<Body> {
  return { version, base, initial: null, phase: { name: "editing" }, problem: null };
}

/** Whether a save is under way (the fields are held meanwhile). */
export const isBusy = (state: SaveState<unknown>) => ["saving", "login", "choosing"].includes(state.phase.name);

/**
 * The merged attempt after a conflict: the fields the owner changed (theirs kept as stored),
 * text merged by paragraphs, and the owner's choices where both changed the same part.
 * Null when nothing is left to send (the saved item already is the result).
 */
function mergedAttempt<Body>(
  attempt: Attempt<Body>,
  plan: MergePlan,
  choices: Record<string, HunkChoice[]>,
  current: Values,
  currentVersion: number | undefined,
): Attempt<Body> | null {
  const { request } = attempt;
  const fileFields = new Set(Object.keys(request.files));
  const send = new Set<string>(plan.mine);
  const values: Record<string, string> = {};
  for (const [field, value] of Object.entries(plan.merged)) {
    send.add(field);
    values[field] = value;
  }
  for (const conflict of plan.conflicts) {
    const { field } = conflict;
    if (conflict.by === "blocks") {
      send.add(field);
      values[field] = resolveHunks(conflict.hunks, choices[field] ?? []);
      continue;
    }
    // A whole value (a one-line field, an image, a group's member): the owner's, sent as it is
    // in the form; or the saved one, left as stored (not sent). A group follows any member's choice.
    const members = conflict.group ?? [field];
    const given = members.map((member) => choices[member]?.[0]).find((choice) => choice !== undefined) ?? "mine";
    if (given !== "theirs") send.add(field);
  }
  // Only what the form has (a field it does not send stays as stored).
  const only = [...send].filter((field) => field in request.now || fileFields.has(field));
  if (only.length === 0) return null;
  return { ...attempt, version: currentVersion, base: current, only, values, merged: true };
}

export function saveReducer<Body>(state: SaveState<Body>, event: SaveEvent<Body>, config: SaveConfig): SaveState<Body> {
  const { phase } = state;
  switch (event.type) {
    case "started":
      return state.initial ? state : { ...state, initial: event.initial };
    case "adopt":
      return { ...state, version: event.version, base: event.base, initial: event.initial, phase: { name: "editing" }, problem: null };
    case "submit": {
      if (isBusy(state)) return state;
      const attempt: Attempt<Body> = {
        request: event.request,
        after: event.after,
        version: state.version,
        base: state.base,
        only: null,
        values: {},
        merged: false,
      };
      // What the owner started from, if no touch was seen (a save straight after opening).
      return { ...state, initial: state.initial ?? event.request.now, phase: { name: "saving", attempt }, problem: null };
    }
    case "saved": {
      if (phase.name !== "saving") return state;
      const { attempt } = phase;
      return {
        ...state,
        // Only now does the form move onto the version it saved over.
        version: event.version ?? attempt.version,
        base: event.base,
        // After a merge the fields start again from the stored item: read again at the next touch.
        initial: attempt.merged ? null : attempt.request.now,
        phase: { name: "saved", item: event.item, after: attempt.after, merged: attempt.merged },
        problem: null,
      };
    }
    case "failed":
      if (phase.name !== "saving") return state;
      // The attempt is dropped with whatever version it was made over: the form stays on its own.
      return { ...state, phase: { name: "editing" }, problem: { kind: "failed", status: event.status, msg: event.msg } };
    case "unauthorized":
      return phase.name === "saving" ? { ...state, phase: { name: "login", attempt: phase.attempt } } : state;
    case "login":
      if (phase.name !== "login") return state;
      return event.ok
        ? { ...state, phase: { name: "saving", attempt: phase.attempt } }
        : { ...state, phase: { name: "editing" }, problem: { kind: "login-declined" } };
    case "conflict": {
      if (phase.name !== "saving") return state;
      const { attempt } = phase;
      const plan = planMerge({
        initial: state.initial ?? attempt.request.now,
        now: attempt.request.now,
        files: Object.keys(attempt.request.files),
        // Against the form's own base, also when a merged resend met yet another version:
        // what the first merge took in is then a change "elsewhere" again, and merged again.
        base: state.base ?? event.current,
        current: event.current,
        fields: config.fields,
        groups: config.groups,
        textFields: config.textFields,
      });
      if (plan.conflicts.length > 0) {
        return { ...state, phase: { name: "choosing", attempt, plan, current: event.current, currentVersion: event.version, item: event.item } };
      }
      const next = mergedAttempt(attempt, plan, {}, event.current, event.version);
      if (!next) {
        // Nothing of the owner's is left to send: what is saved is the result.
        return {
          ...state,
          version: event.version,
          base: event.current,
          initial: null,
          phase: { name: "saved", item: event.item, after: attempt.after, merged: true },
          problem: null,
        };
      }
      return { ...state, phase: { name: "saving", attempt: next } };
    }
    case "choose": {
      if (phase.name !== "choosing") return state;
      if (!event.choices) return { ...state, phase: { name: "editing" }, problem: { kind: "conflict-postponed" } };
      const next = mergedAttempt(phase.attempt, phase.plan, event.choices, phase.current, phase.currentVersion);
      if (!next) {
        return {
          ...state,
          version: phase.currentVersion,
          base: phase.current,
          initial: null,
          phase: { name: "saved", item: phase.item, after: phase.attempt.after, merged: true },
          problem: null,
        };
      }
      return { ...state, phase: { name: "saving", attempt: next } };
    }
    case "deleted":
      return phase.name === "saving" ? { ...state, phase: { name: "deleted" } } : state;
    case "settled":
      return phase.name === "saved" || phase.name === "deleted" ? { ...state, phase: { name: "editing" } } : state;
  }
}

/** The fields and values a merged attempt sends, applied to the form's body. */
export function bodyOf(attempt: Attempt<FormData | URLSearchParams>): FormData | URLSearchParams {
  const { body } = attempt.request;
  if (!attempt.only) return body;
  const only = new Set(attempt.only);
  const pick = (key: string, value: FormDataEntryValue): FormDataEntryValue =>
    typeof value === "string" && key in attempt.values ? attempt.values[key]! : value;
  if (body instanceof URLSearchParams) {
    return new URLSearchParams([...body].filter(([key]) => only.has(key)).map(([key, value]) => [key, pick(key, value) as string]));
  }
  const kept = new FormData();
  for (const [key, value] of body.entries()) if (only.has(key)) kept.append(key, pick(key, value));
  return kept;
}
