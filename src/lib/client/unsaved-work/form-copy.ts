import type { AutosaveCollection } from "@/lib/enums";

/*
 * A copy of one open form's unsaved work: what the owner typed and what it was typed over.
 * The same copy lives in two places under one id: on this device (local-copies.ts, written as
 * the owner types) and on the server as an autosave (server-autosave.ts, sent every few
 * seconds), so a reload, Back, a killed tab, a lost phone or another device loses nothing.
 * Each form, each time it opens, has a copy of its own (a new random id): two tabs never
 * write one copy. Restoring a copy continues it under its id.
 */

/** Which form a copy belongs to: "blogs:<itemId>", "blogs:new" (an unsaved new item), "profile". */
export type FormKey = string;

/** The collections whose forms are kept (the API's names), and the profile: the autosaves' own. */
export type CopyCollection = AutosaveCollection;

/** The image fields of a copy: chosen (kept in IndexedDB on this device only) or removed. */
export type CopyFile = { name: string; type: string; size: number } | "removed";

export interface FormCopy {
  /** A random UUID: the local key's and the server autosave's id. */
  id: string;
  form: FormKey;
  /** What it is, for the owner: 'the post "Edge caching"', "a new post", "your profile". */
  label: string;
  /** The screen that edits it ("/edit-blog/<id>", "/add-blog"). */
  path: string;
  /** When the owner last changed it (ms since the epoch). */
  savedAt: number;
  /** The `savedAt` of the text the server last confirmed holding (null: none yet). */
  serverSavedAt: number | null;
  /** The item's version the edit started from (If-Match); null on an add form. */
  baseVersion: number | null;
  /** The stored item's values the edit started from, to tell later what changed where. */
  base: Record<string, unknown> | null;
  /** The form's values as it would send them. */
  values: Record<string, string>;
  /** The values when the owner started editing: what they changed is what differs. */
  initial: Record<string, string>;
  /** Images chosen or removed (this device only: the server keeps words). */
  files: Record<string, CopyFile>;
}

/** A copy as the form's opening finds it: where it was kept, and on which device. */
export interface FoundCopy extends FormCopy {
  /** "device": this browser's storage (another tab, an earlier visit); "server": an autosave. */
  source: "device" | "server";
  /** The device that wrote it: "this device", or a name such as "iPhone · Safari". */
  deviceName: string;
  /** Written by this browser (its device id), wherever it was found. */
  fromThisDevice: boolean;
}

export const formKey = (collection: CopyCollection, itemId?: string | null): FormKey =>
  collection === "profile" ? "profile" : `${collection}:${itemId ?? "new"}`;

/** The collection and item a form key names (item null: a new item, or the profile). */
export function targetOf(form: FormKey): { collection: CopyCollection; itemId: string | null } {
  const [collection, item] = form.split(":") as [CopyCollection, string | undefined];
  return { collection, itemId: item && item !== "new" ? item : null };
}

export const sameValues = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys({ ...a, ...b }).every((key) => (a[key] ?? "") === (b[key] ?? ""));

/** Whether a copy holds anything the owner changed (text, or an image chosen or removed). */
export const hasChanges = (copy: Pick<FormCopy, "values" | "initial" | "files">) =>
  !sameValues(copy.values, copy.initial) || Object.keys(copy.files).length > 0;

/** A new copy id. */
export function newCopyId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // Older browsers (and test environments) without randomUUID: v4 from getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
