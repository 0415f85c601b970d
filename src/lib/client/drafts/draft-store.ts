"use client";

/*
 * The owner's local drafts: a copy of every admin form's unsaved values, kept on this device
 * while they type, so that a reload, a closed tab, a crash, a lost session or a failed save
 * loses nothing. Text and settings go to localStorage (written synchronously, so the copy
 * taken as the page is hidden or left is complete); chosen images to IndexedDB, which keeps
 * files (a browser that cannot keeps the text, and the draft says which image to choose
 * again). Both survive a browser restart; logging out clears them (useLogout).
 */

/** One form's unsaved work, as kept on this device. */
export interface LocalDraft {
  /** Which form: "blogs:<id>", "blogs:new", "profile" (draftKey). */
  key: string;
  /** What the form is, for the owner: 'the post "Edge caching"'. */
  label: string;
  /** The screen that edits it, e.g. "/edit-blog/<id>". */
  path: string;
  /** When it was last written (ms since the epoch). */
  savedAt: number;
  /** The item's version the edit started from (If-Match), null on an add form. */
  baseVersion: number | null;
  /** The stored item's values the edit started from, to tell later what changed where. */
  base: Record<string, unknown> | null;
  /** The form's values as it would send them (text). */
  values: Record<string, string>;
  /** The values when the owner started editing: what they changed is what differs. */
  initial: Record<string, string>;
  /** The images chosen (name and type; the bytes are in IndexedDB) or removed. */
  files: Record<string, DraftFile>;
  /** Set by "Save as new" of a deleted item: the add form takes it without asking. */
  restoreOnOpen?: boolean;
}

export type DraftFile = { name: string; type: string; size: number } | "removed";

const PREFIX = "portfolio:draft:";
const FILE_DB = "portfolio-drafts";
const FILE_STORE = "files";

/**
 * Set by logging out: a form still on screen (its last copy is written as it unmounts) must
 * not write again what was just cleared. Logging in again allows drafts again.
 */
let suspended = false;

export function allowDrafts(): void {
  suspended = false;
}

/** The key of a form's draft: per item, and one per collection for a new item. */
export const draftKey = (collection: string, id?: string) => (id ? `${collection}:${id}` : `${collection}:new`);

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage disabled (a privacy mode): nothing is kept, the form still works.
    return null;
  }
}

export function readDraft(key: string): LocalDraft | null {
  const raw = storage()?.getItem(PREFIX + key);
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as LocalDraft;
    return draft && typeof draft === "object" && draft.key === key && draft.values ? draft : null;
  } catch {
    return null;
  }
}

/** Writes the draft's text now; false when the browser refused it (full, disabled). */
export function writeDraft(draft: LocalDraft): boolean {
  const store = storage();
  if (!store || suspended) return false;
  try {
    store.setItem(PREFIX + draft.key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeDraft(key: string): void {
  storage()?.removeItem(PREFIX + key);
  void deleteDraftFiles(key);
}

/** Every draft on this device, newest first. */
export function listDrafts(): LocalDraft[] {
  const store = storage();
  if (!store) return [];
  const drafts: LocalDraft[] = [];
  for (let i = 0; i < store.length; i++) {
    const name = store.key(i);
    if (!name?.startsWith(PREFIX)) continue;
    const draft = readDraft(name.slice(PREFIX.length));
    if (draft) drafts.push(draft);
  }
  return drafts.sort((a, b) => b.savedAt - a.savedAt);
}

/** Logging out: no unpublished text stays on a shared device. */
export async function clearAllDrafts(): Promise<void> {
  suspended = true;
  for (const draft of listDrafts()) storage()?.removeItem(PREFIX + draft.key);
  await new Promise<void>((resolve) => {
    try {
      const request = indexedDB.deleteDatabase(FILE_DB);
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });
}

/** Moves a draft to another key (a deleted item's edit becomes a new item's). */
export async function moveDraft(from: string, to: LocalDraft): Promise<void> {
  const files = await readDraftFiles(from);
  writeDraft(to);
  for (const [field, file] of Object.entries(files)) await writeDraftFile(to.key, field, file);
  removeDraft(from);
}

// Chosen images, in IndexedDB (keyed "<draft key>|<field>").

function openFiles(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      if (typeof indexedDB === "undefined") return resolve(null);
      const request = indexedDB.open(FILE_DB, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(FILE_STORE);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
}

async function withFileStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T | null> {
  const db = await openFiles();
  if (!db) return null;
  return new Promise<T | null>((resolve) => {
    try {
      const tx = db.transaction(FILE_STORE, mode);
      const request = run(tx.objectStore(FILE_STORE));
      tx.oncomplete = () => {
        db.close();
        resolve(request ? (request.result as T) : null);
      };
      tx.onerror = tx.onabort = () => {
        db.close();
        resolve(null);
      };
    } catch {
      db.close();
      resolve(null);
    }
  });
}

/** Keeps a chosen image of a draft; false when this browser cannot keep files. */
export async function writeDraftFile(key: string, field: string, file: File): Promise<boolean> {
  if (suspended) return false;
  // Stored as a Blob with its name beside it: some browsers keep Files' names, some do not.
  const saved = await withFileStore("readwrite", (store) =>
    store.put({ name: file.name, type: file.type, lastModified: file.lastModified, blob: file.slice(0, file.size, file.type) }, `${key}|${field}`),
  );
  return saved !== null;
}

export async function deleteDraftFile(key: string, field: string): Promise<void> {
  await withFileStore("readwrite", (store) => store.delete(`${key}|${field}`));
}

/** The images kept with a draft, as Files, by field. */
export async function readDraftFiles(key: string): Promise<Record<string, File>> {
  const range = typeof IDBKeyRange === "undefined" ? null : IDBKeyRange.bound(`${key}|`, `${key}|\uffff`);
  if (!range) return {};
  const keys = (await withFileStore<IDBValidKey[]>("readonly", (store) => store.getAllKeys(range))) ?? [];
  const values = (await withFileStore<unknown[]>("readonly", (store) => store.getAll(range))) ?? [];
  const files: Record<string, File> = {};
  keys.forEach((id, index) => {
    const value = values[index] as { name: string; type: string; lastModified: number; blob: Blob } | undefined;
    if (!value?.blob) return;
    files[String(id).slice(key.length + 1)] = new File([value.blob], value.name, { type: value.type, lastModified: value.lastModified });
  });
  return files;
}

async function deleteDraftFiles(key: string): Promise<void> {
  if (typeof IDBKeyRange === "undefined") return;
  await withFileStore("readwrite", (store) => store.delete(IDBKeyRange.bound(`${key}|`, `${key}|\uffff`)));
}
