"use client";

import { newCopyId, type FormCopy, type FormKey } from "./form-copy";

/*
 * The copies on this device: each open form's unsaved work, written as the owner types (and
 * at once as the page is hidden or left), so that Back, a reload, a crash or a tab the phone
 * kills loses nothing. One key per copy, and a copy per form per tab (form-copy.ts): no tab
 * overwrites another's, and a save or Discard removes only its own. Text goes to
 * localStorage (synchronous: the copy taken as the page is hidden is complete); chosen images
 * to IndexedDB, which keeps files (a browser that cannot keeps the text, and the restored
 * form says which image to choose again). A tab holds a Web Lock named after its copy while
 * the form is open, so another tab can tell a copy still being typed into from one left
 * behind. Logging out clears every copy, in every tab (owner-broadcast.ts).
 */

const PREFIX = "portfolio:copy:";
/** The part of a copy that changes only when editing starts again: written apart, rarely. */
const START_PREFIX = "portfolio:copy-start:";
/** Drafts kept by earlier versions of the site (one per form): turned into copies once. */
const OLD_DRAFT_PREFIX = "portfolio:draft:";
const FILE_DB = "portfolio-drafts";
const FILE_STORE = "files";
const LOCK_PREFIX = "portfolio-copy:";

/**
 * Set by logging out (here or in another tab): a form still on screen must not write again
 * what was just cleared. Logging in again allows copies again.
 */
let suspended = false;

export function allowCopies(): void {
  suspended = false;
}

export function suspendCopies(): void {
  suspended = true;
}

export const copiesSuspended = () => suspended;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage disabled (a privacy mode): nothing is kept here; the server's autosave still is.
    return null;
  }
}

type StoredCopy = Omit<FormCopy, "base" | "initial">;
type StoredStart = Pick<FormCopy, "base" | "initial">;

function parse<T>(raw: string | null): T | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function readCopy(id: string): FormCopy | null {
  const store = storage();
  const copy = parse<StoredCopy>(store?.getItem(PREFIX + id) ?? null);
  if (!copy || typeof copy !== "object" || copy.id !== id || !copy.values) return null;
  const start = parse<StoredStart>(store?.getItem(START_PREFIX + id) ?? null);
  // Without its start (lost), everything in it counts as changed: offered rather than dropped.
  return { ...copy, base: start?.base ?? null, initial: start?.initial ?? {} };
}

// What each copy's start was last written as (by reference): a keystroke rewrites the
// values, not the 50,000 characters of a post's text as it was loaded.
const startsWritten = new Map<string, StoredStart>();

/**
 * Writes the copy now; false when the browser refused it (storage full or disabled, or
 * logged out). A full storage first lets go of copies the server holds already.
 */
export function writeCopy(copy: FormCopy): boolean {
  const store = storage();
  if (!store || suspended) return false;
  const { base, initial, ...rest } = copy;
  const write = () => {
    const written = startsWritten.get(copy.id);
    if (!written || written.base !== base || written.initial !== initial) {
      store.setItem(START_PREFIX + copy.id, JSON.stringify({ base, initial }));
      startsWritten.set(copy.id, { base, initial });
    }
    store.setItem(PREFIX + copy.id, JSON.stringify(rest));
  };
  try {
    write();
    return true;
  } catch {
    // Full: copies the server holds are safe to let go of (not one with a chosen image: the
    // server keeps words only); then try once more.
    for (const other of listCopies()) {
      if (other.id !== copy.id && other.serverSavedAt === other.savedAt && Object.keys(other.files).length === 0) removeCopyText(other.id);
    }
    startsWritten.delete(copy.id);
    try {
      write();
      return true;
    } catch {
      return false;
    }
  }
}

/** Records that the server holds the copy as it was at `savedAt` (its text unchanged). */
export function markHeldByServer(id: string, savedAt: number): void {
  const store = storage();
  const copy = parse<StoredCopy>(store?.getItem(PREFIX + id) ?? null);
  if (!store || !copy || suspended) return;
  try {
    store.setItem(PREFIX + id, JSON.stringify({ ...copy, serverSavedAt: savedAt }));
  } catch {
    // Unrecorded, it is only sent again.
  }
}

function removeCopyText(id: string): void {
  const store = storage();
  store?.removeItem(PREFIX + id);
  store?.removeItem(START_PREFIX + id);
  startsWritten.delete(id);
}

/** Removes a copy (text and images) from this device. */
export function removeCopy(id: string): void {
  removeCopyText(id);
  void deleteCopyFiles(id);
}

/** Every copy on this device, newest first (a form's only: `form`). */
export function listCopies(form?: FormKey): FormCopy[] {
  const store = storage();
  if (!store) return [];
  migrateOldDrafts(store);
  const copies: FormCopy[] = [];
  for (let i = 0; i < store.length; i++) {
    const name = store.key(i);
    if (!name?.startsWith(PREFIX)) continue;
    const copy = readCopy(name.slice(PREFIX.length));
    if (copy && (form === undefined || copy.form === form)) copies.push(copy);
  }
  return copies.sort((a, b) => b.savedAt - a.savedAt);
}

/** Logging out: no unsaved text stays on a shared device (the server's autosaves stay). */
export async function clearAllCopies(): Promise<void> {
  suspended = true;
  const store = storage();
  if (store) {
    const names: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const name = store.key(i);
      if (name && (name.startsWith(PREFIX) || name.startsWith(START_PREFIX) || name.startsWith(OLD_DRAFT_PREFIX))) names.push(name);
    }
    for (const name of names) store.removeItem(name);
  }
  startsWritten.clear();
  await new Promise<void>((resolve) => {
    try {
      const request = indexedDB.deleteDatabase(FILE_DB);
      request.onsuccess = request.onerror = request.onblocked = () => resolve();
    } catch {
      resolve();
    }
  });
}

/**
 * Drafts kept before copies (one per form, "portfolio:draft:<form>") become copies, so an
 * update of the site loses none. Their images move with them.
 */
function migrateOldDrafts(store: Storage): void {
  const old: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const name = store.key(i);
    if (name?.startsWith(OLD_DRAFT_PREFIX)) old.push(name);
  }
  for (const name of old) {
    const draft = parse<Omit<FormCopy, "id" | "form" | "serverSavedAt"> & { key: string }>(store.getItem(name));
    store.removeItem(name);
    if (!draft?.values || suspended) continue;
    const id = newCopyId();
    const { key, ...rest } = draft;
    const copy: FormCopy = { ...rest, id, form: key, serverSavedAt: null, files: rest.files ?? {}, initial: rest.initial ?? rest.values, base: rest.base ?? null };
    try {
      store.setItem(START_PREFIX + id, JSON.stringify({ base: copy.base, initial: copy.initial }));
      const { base: _base, initial: _initial, ...stored } = copy; // eslint-disable-line @typescript-eslint/no-unused-vars
      store.setItem(PREFIX + id, JSON.stringify(stored));
    } catch {
      continue;
    }
    void moveFiles(key, id);
  }
}

// Which copies a form still has open, in this tab or another (Web Locks: released when the
// tab closes or dies, so a killed tab's copy shows as left behind).

/** Holds the copy's lock while its form is open; returns the release. */
export function holdCopy(id: string): () => void {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks?.request) return () => {};
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  locks.request(LOCK_PREFIX + id, { mode: "exclusive" }, () => held).catch(() => {});
  return () => release();
}

/** The ids of copies some open form holds (empty where the browser cannot tell). */
export async function openCopyIds(): Promise<Set<string>> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks?.query) return new Set();
  try {
    const { held = [] } = await locks.query();
    return new Set(held.map((lock) => lock.name ?? "").filter((name) => name.startsWith(LOCK_PREFIX)).map((name) => name.slice(LOCK_PREFIX.length)));
  } catch {
    return new Set();
  }
}

/**
 * Waits until none of `ids` is held by an open form, or `ms` have passed; resolves with the
 * ids still held then. A form that was just left (Back, a link) lets its lock go a moment
 * after the next form has opened: its copy is then offered, not mistaken for another tab's.
 */
export async function whenCopiesClosed(ids: readonly string[], ms: number): Promise<Set<string>> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (ids.length === 0 || !locks?.request) return new Set(ids);
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), ms);
  const still = new Set(ids);
  await Promise.all(
    ids.map((id) =>
      locks
        .request(LOCK_PREFIX + id, { mode: "shared", signal: stop.signal }, () => {
          still.delete(id);
        })
        .catch(() => {}),
    ),
  );
  clearTimeout(timer);
  return still;
}

// Chosen images, in IndexedDB (keyed "<copy id>|<field>").

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

const fileRange = (id: string) => (typeof IDBKeyRange === "undefined" ? null : IDBKeyRange.bound(`${id}|`, `${id}|\uffff`));

/** Keeps a chosen image of a copy; false when this browser cannot keep files. */
export async function writeCopyFile(id: string, field: string, file: File): Promise<boolean> {
  if (suspended) return false;
  // Stored as a Blob with its name beside it: some browsers keep Files' names, some do not.
  const saved = await withFileStore("readwrite", (store) =>
    store.put({ name: file.name, type: file.type, lastModified: file.lastModified, blob: file.slice(0, file.size, file.type) }, `${id}|${field}`),
  );
  return saved !== null;
}

export async function deleteCopyFile(id: string, field: string): Promise<void> {
  await withFileStore("readwrite", (store) => store.delete(`${id}|${field}`));
}

/** The images kept with a copy, as Files, by field. */
export async function readCopyFiles(id: string): Promise<Record<string, File>> {
  const range = fileRange(id);
  if (!range) return {};
  const keys = (await withFileStore<IDBValidKey[]>("readonly", (store) => store.getAllKeys(range))) ?? [];
  const values = (await withFileStore<unknown[]>("readonly", (store) => store.getAll(range))) ?? [];
  const files: Record<string, File> = {};
  keys.forEach((key, index) => {
    const value = values[index] as { name: string; type: string; lastModified: number; blob: Blob } | undefined;
    if (!value?.blob) return;
    files[String(key).slice(id.length + 1)] = new File([value.blob], value.name, { type: value.type, lastModified: value.lastModified });
  });
  return files;
}

async function deleteCopyFiles(id: string): Promise<void> {
  const range = fileRange(id);
  if (range) await withFileStore("readwrite", (store) => store.delete(range));
}

/** Moves a copy's images to another copy (a copy continued under a new id). */
export async function moveFiles(from: string, to: string): Promise<void> {
  const files = await readCopyFiles(from);
  for (const [field, file] of Object.entries(files)) await writeCopyFile(to, field, file);
  await deleteCopyFiles(from);
}
