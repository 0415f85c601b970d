// Shared fixtures for the admin component tests. The mocks themselves (next/navigation,
// sonner, the upload helper) are declared in each test file, where jest hoists them.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";

/** Types into a field the way React sees it (a change event with the new value). */
export function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

export function submit(name: string | RegExp) {
  fireEvent.click(screen.getByRole("button", { name }));
}

/** The text entries of what a form sent (FormData or URLSearchParams). */
export function sentFields(body: FormData | URLSearchParams): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [key, value] of body.entries()) {
    if (typeof value === "string") fields[key] = value;
  }
  return fields;
}

/**
 * An owner's edit form opens held (its fields disabled) until it has looked for unsaved work
 * left on this device and on the server (GET /api/v1/autosaves): waits until every form on
 * the page is live. An add form is live at once.
 */
export async function formIsLive() {
  await waitFor(() => {
    expect(document.querySelector("form > fieldset")).not.toBeNull();
    expect(document.querySelector("form fieldset:disabled")).toBeNull();
  });
}

/** A promise the test settles by hand, to look at the busy state in between. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const u16be = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const u16le = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const u32be = (n: number) => [(n >>> 24) & 0xff, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/**
 * The first bytes of an image of `type` and size, as the browser's header reader sees them
 * (src/lib/client/images/header.ts); no pixels. Unknown types get none.
 */
export function imageHeaderBytes(type: string, width = 4, height = 4): number[] {
  switch (type) {
    case "image/png":
      return [0x89, ...ascii("PNG\r\n\x1a\n"), ...u32be(13), ...ascii("IHDR"), ...u32be(width), ...u32be(height), 8, 6, 0, 0, 0, 0, 0, 0, 0];
    case "image/jpeg":
      return [0xff, 0xd8, 0xff, 0xc0, ...u16be(17), 8, ...u16be(height), ...u16be(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
    case "image/webp":
      return [...ascii("RIFF"), ...u32be(0), ...ascii("WEBPVP8X"), 10, 0, 0, 0, 0, 0, 0, 0, ...u24le(width - 1), ...u24le(height - 1)];
    case "image/gif":
      return [...ascii("GIF89a"), ...u16le(width), ...u16le(height), 0, 0, 0, 0x3b];
    default:
      return [];
  }
}

/** A file of `size` bytes that starts like an image of `type` (a header, then zeros). */
export function imageFile(name = "logo.png", type = "image/png", size = 128, { width = 4, height = 4 } = {}) {
  const bytes = new Uint8Array(size);
  bytes.set(imageHeaderBytes(type, width, height).slice(0, size));
  return new File([bytes], name, { type });
}

/**
 * jsdom has no DataTransfer constructor and only takes a real FileList: a stand-in whose
 * `files` is an array, which an input given files by fireEvent (an own, writable property) keeps.
 */
export class FakeDataTransfer {
  private list: File[] = [];
  items = { add: (file: File) => this.list.push(file) };
  get files() {
    return this.list;
  }
}

export function installFakeDataTransfer() {
  Object.assign(window, { DataTransfer: FakeDataTransfer });
}

/** jsdom has no object URLs; the image preview needs them. */
export function stubObjectUrls() {
  let next = 0;
  const created: string[] = [];
  const revoked: string[] = [];
  Object.assign(URL, {
    createObjectURL: jest.fn(() => {
      const url = `blob:preview-${++next}`;
      created.push(url);
      return url;
    }),
    revokeObjectURL: jest.fn((url: string) => revoked.push(url)),
  });
  return { created, revoked };
}

/**
 * Types into a field as a person does: the field takes focus first, then its value changes.
 * The admin forms note what the owner started from at the first touch (focus, pointer, key),
 * so a change with no focus before it is not how an owner edits.
 */
export function typeAsOwner(label: string | RegExp, value: string, field: HTMLElement = screen.getByLabelText(label)) {
  act(() => field.focus());
  fireEvent.change(field, { target: { value } });
}

/**
 * jsdom has no structuredClone, which fake-indexeddb needs to store values: a stand-in that
 * copies plain data and keeps Blobs (immutable, so a shared one reads as a copy).
 */
export function installStructuredClone() {
  if (typeof globalThis.structuredClone === "function") return;
  const clone = (value: unknown, seen: Map<object, unknown>): unknown => {
    if (value === null || typeof value !== "object") return value;
    if (value instanceof Blob) return value;
    if (value instanceof Date) return new Date(value.getTime());
    if (seen.has(value)) return seen.get(value);
    if (Array.isArray(value)) {
      const copy: unknown[] = [];
      seen.set(value, copy);
      for (const item of value) copy.push(clone(item, seen));
      return copy;
    }
    const copy: Record<string, unknown> = {};
    seen.set(value, copy);
    for (const [key, item] of Object.entries(value)) copy[key] = clone(item, seen);
    return copy;
  };
  Object.assign(globalThis, { structuredClone: (value: unknown) => clone(value, new Map()) });
}
