// What the API says of an autosave (no server code: the owner's screens use it too).
import type { AutosaveCollection } from "@/lib/enums";

export type { AutosaveCollection };

/** A form's values as it would send them: text by field name. */
export type AutosaveValues = Record<string, string>;

/** An autosave as lists name it (GET /api/v1/autosaves, a PUT's answer). */
export interface AutosaveSummary {
  /** The copy id: one per open form, made by the browser. */
  _id: string;
  collection: AutosaveCollection;
  /** The item edited; null for an unsaved new item and for the profile. */
  itemId: string | null;
  /** The item's title (the profile: the owner's name) as the values have it; may be "". */
  title: string;
  /** The browser's own id ("this device" or "another device"), and its device's name. */
  deviceId: string;
  deviceName: string;
  /** The version of the item the editing started from; null for a new item. */
  baseVersion: number | null;
  savedAt: string;
  createdAt: string;
}

/** An autosave with its values: what a form restores or compares. */
export interface Autosave extends AutosaveSummary {
  values: AutosaveValues;
  /** The form's values when the editing started. */
  initial: AutosaveValues;
  /** The stored item's values the editing started from; null for a new item. */
  base: Record<string, unknown> | null;
}
