// What a stale save (409) does with both sides' changes, field by field: pure, no React.
//
// "Mine" are the fields whose value in the form now differs from the value when the owner
// started editing (both read from the form, so they compare like with like); "theirs" are the
// fields whose stored value differs between the item the form was loaded from and the item
// as it is now (both from the server). Fields only one side changed merge by themselves. A
// multi-line text field both changed merges by blocks (./three-way.ts): different paragraphs
// merge by themselves, only overlapping changes are the owner's to decide, hunk by hunk.
// Other fields both changed to different values are the owner's to decide, whole.
//
// (The successor of src/components/admin/conflicts/merge.ts's planMerge, with the same
// comparison rules.)

import { mergeText, resolveHunks, type HunkChoice, type MergeHunk } from "./three-way";

export type Values = Record<string, unknown>;

/** Fields that are one decision (publish now / schedule / draft, and the time). */
export type FieldGroups = readonly (readonly string[])[];

/** A value as text, for comparing a form's text with a stored value (true ~ "true", null ~ ""). */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

const sameStored = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Every field of a group changes with any of them. */
function withGroups(fields: Set<string>, groups: FieldGroups): Set<string> {
  for (const group of groups) if (group.some((field) => fields.has(field))) for (const field of group) fields.add(field);
  return fields;
}

/** The fields the owner changed in the form (`files`: image fields with a file chosen or removed). */
export function changedByMe(initial: Record<string, string>, now: Record<string, string>, files: readonly string[], groups: FieldGroups = []): Set<string> {
  const changed = new Set(files);
  for (const key of new Set([...Object.keys(initial), ...Object.keys(now)])) {
    if ((initial[key] ?? "") !== (now[key] ?? "")) changed.add(key);
  }
  return withGroups(changed, groups);
}

/** The fields the form knows (`fields`) whose stored value changed between `base` and `current`. */
export function changedElsewhere(base: Values, current: Values, fields: readonly string[], groups: FieldGroups = []): Set<string> {
  return withGroups(new Set(fields.filter((field) => !sameStored(base[field], current[field]))), groups);
}

export interface FieldConflict {
  field: string;
  /**
   * "blocks": a text field merged by blocks; the "same" hunks are merged already, one choice per
   * conflict hunk. "whole": one conflict hunk holding the two whole values (a one-line field, a
   * file, a member of a group).
   */
  by: "blocks" | "whole";
  hunks: MergeHunk[];
  /** The fields that are one decision with this one (this one among them): one choice for them all. */
  group?: readonly string[];
}

export interface MergePlan {
  /** Changed here only (or to the same value on both sides): send the form's value. */
  mine: string[];
  /** Changed elsewhere only: keep the stored value (not sent). */
  theirs: string[];
  /** Text fields changed on both sides and merged without a conflict: send this value. */
  merged: Record<string, string>;
  /** Changed on both sides, differently: the owner decides (text fields per conflict hunk). */
  conflicts: FieldConflict[];
}

export function planMerge(input: {
  initial: Record<string, string>;
  now: Record<string, string>;
  files: readonly string[];
  base: Values;
  current: Values;
  fields: readonly string[];
  groups?: FieldGroups;
  textFields?: readonly string[];
}): MergePlan {
  const { initial, now, files, base, current, fields, groups = [], textFields = [] } = input;
  const mine = changedByMe(initial, now, files, groups);
  const theirs = changedElsewhere(base, current, fields, groups);
  const differs = (field: string) => files.includes(field) || asText(now[field]) !== asText(current[field]);
  const whole = (field: string): MergeHunk => ({ kind: "conflict", base: initial[field] ?? "", mine: now[field] ?? "", theirs: asText(current[field]) });

  const merged: Record<string, string> = {};
  const conflicts: FieldConflict[] = [];
  const decided = new Set<string>();
  for (const field of mine) {
    if (!theirs.has(field) || decided.has(field)) continue;
    const group = groups.find((members) => members.includes(field));
    if (group) {
      // One decision: the whole group conflicts when any member differs, or none does.
      if (!group.some(differs)) continue;
      for (const member of group) {
        decided.add(member);
        conflicts.push({ field: member, by: "whole", hunks: [whole(member)], group });
      }
      continue;
    }
    if (!differs(field)) continue;
    decided.add(field);
    if (textFields.includes(field) && !files.includes(field)) {
      const hunks = mergeText(initial[field] ?? "", now[field] ?? "", asText(current[field]));
      if (hunks.some((hunk) => hunk.kind === "conflict")) conflicts.push({ field, by: "blocks", hunks });
      else merged[field] = resolveHunks(hunks, []);
    } else {
      conflicts.push({ field, by: "whole", hunks: [whole(field)] });
    }
  }
  return {
    mine: [...mine].filter((field) => !decided.has(field)),
    theirs: [...theirs].filter((field) => !decided.has(field) && !mine.has(field)),
    merged,
    conflicts,
  };
}

/**
 * The values to send once the owner decided: every field in `mine` (the form's value), in
 * `merged`, and in `conflicts`. `choices[field]` holds one choice per conflict hunk of a
 * "blocks" conflict, and one choice for a "whole" conflict, where "both" means "mine" (two
 * whole one-line values cannot both be kept). A group takes the choice given for any of its
 * members (the first given, in the group's order). A missing choice throws (a RangeError):
 * nothing is chosen for the owner.
 */
export function resolvePlan(plan: MergePlan, choices: Record<string, readonly HunkChoice[]>, now: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of plan.mine) values[field] = now[field] ?? "";
  Object.assign(values, plan.merged);
  for (const conflict of plan.conflicts) {
    if (conflict.by === "blocks") {
      values[conflict.field] = resolveHunks(conflict.hunks, choices[conflict.field] ?? []);
      continue;
    }
    const members = conflict.group ?? [conflict.field];
    const given = members.map((field) => choices[field]?.[0]).find((choice) => choice !== undefined);
    if (!given) throw new RangeError(`resolvePlan: no choice for ${conflict.field}`);
    const hunk = conflict.hunks[0];
    values[conflict.field] = hunk.kind === "conflict" ? (given === "theirs" ? hunk.theirs : hunk.mine) : hunk.text;
  }
  return values;
}
