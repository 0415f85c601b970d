// What a stale save (409) does with both sides' changes: pure functions, no React.
//
// "Mine" are the fields whose value in the form now differs from the value when the owner
// started editing (both read from the form, so they compare like with like); "theirs" are the
// fields whose stored value differs between the item the form was loaded from and the item
// as it is now (both from the server). Fields only one side changed merge by themselves; only
// fields both changed, to different values, are the owner's to decide.

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

export interface MergePlan {
  /** Changed here only: sent. */
  mine: string[];
  /** Changed elsewhere only: kept as stored (not sent). */
  theirs: string[];
  /** Changed on both sides to different values: the owner chooses. */
  both: string[];
}

export function planMerge(input: {
  initial: Record<string, string>;
  now: Record<string, string>;
  files: readonly string[];
  base: Values;
  current: Values;
  fields: readonly string[];
  groups?: FieldGroups;
}): MergePlan {
  const { initial, now, files, base, current, fields, groups = [] } = input;
  const mine = changedByMe(initial, now, files, groups);
  const theirs = changedElsewhere(base, current, fields, groups);
  const both = [...mine].filter((field) => theirs.has(field) && (files.includes(field) || asText(now[field]) !== asText(current[field])));
  const decided = new Set(both);
  return {
    mine: [...mine].filter((field) => !decided.has(field)),
    theirs: [...theirs].filter((field) => !decided.has(field) && !mine.has(field)),
    both,
  };
}

/** The body of a merged save: only the fields to send (the rest stay as stored). */
export function onlyFields(body: FormData, send: ReadonlySet<string>): FormData {
  const kept = new FormData();
  for (const [key, value] of body.entries()) if (send.has(key)) kept.append(key, value);
  return kept;
}
