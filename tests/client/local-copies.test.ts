/** @jest-environment jsdom */
/**
 * The copies of unsaved work on this device (src/lib/client/unsaved-work/local-copies.ts):
 * one pair of localStorage keys per copy id (the copy, and its rarely changing start), chosen
 * images in IndexedDB (fake-indexeddb), what a full storage lets go of, the drafts of earlier
 * versions of the site turned into copies, the locks that tell an open copy from one left
 * behind, and logging out.
 */
import "fake-indexeddb/auto";
import { waitFor } from "@testing-library/react";
import type { FormCopy } from "@/lib/client/unsaved-work/form-copy";
import {
  allowCopies,
  clearAllCopies,
  copiesSuspended,
  deleteCopyFile,
  holdCopy,
  listCopies,
  markHeldByServer,
  moveFiles,
  openCopyIds,
  readCopy,
  readCopyFiles,
  removeCopy,
  suspendCopies,
  writeCopy,
  writeCopyFile,
} from "@/lib/client/unsaved-work/local-copies";
import { imageFile, installStructuredClone } from "../admin/helpers";

const ITEM = "9b1e2c3d-4f5a-4b6c-8d7e-0f1a2b3c4d5e";
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const BASE = { title: "Edge caching", content: "Caches near the reader.", tags: ["web"] };
const INITIAL = { title: "Edge caching", content: "Caches near the reader." };

function copy(n: number, over: Partial<FormCopy> = {}): FormCopy {
  return {
    id: id(n),
    form: `blogs:${ITEM}`,
    label: 'the post "Edge caching"',
    path: `/edit-blog/${ITEM}`,
    savedAt: 1_000 * n,
    serverSavedAt: null,
    baseVersion: 4,
    base: BASE,
    values: { title: `Edge caching, take ${n}`, content: "Caches near the reader." },
    initial: INITIAL,
    files: {},
    ...over,
  };
}

const stored = (key: string) => {
  const raw = window.localStorage.getItem(key);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
};

beforeAll(() => installStructuredClone());

afterEach(async () => {
  jest.restoreAllMocks();
  await clearAllCopies();
  allowCopies();
  window.localStorage.clear();
});

describe("one copy, one pair of keys", () => {
  test("each copy is kept under its own id; two copies of one form never share a key; removing one leaves the other", () => {
    const first = copy(1);
    const second = copy(2, { values: { title: "Typed in another tab" } });
    expect(writeCopy(first)).toBe(true);
    expect(writeCopy(second)).toBe(true);
    window.localStorage.setItem("theme", "dark");

    // The copy without its start; the start apart.
    const { base, initial, ...rest } = first;
    expect(stored(`portfolio:copy:${first.id}`)).toEqual(rest);
    expect(stored(`portfolio:copy-start:${first.id}`)).toEqual({ base, initial });
    expect(readCopy(first.id)).toEqual(first);
    expect(readCopy(second.id)).toEqual(second);

    expect(listCopies().map((found) => found.id)).toEqual([second.id, first.id]);
    expect(listCopies(`blogs:${ITEM}`)).toHaveLength(2);
    expect(listCopies("blogs:new")).toEqual([]);

    removeCopy(second.id);
    expect(readCopy(second.id)).toBeNull();
    expect(window.localStorage.getItem(`portfolio:copy-start:${second.id}`)).toBeNull();
    expect(listCopies().map((found) => found.id)).toEqual([first.id]);
    expect(window.localStorage.getItem("theme")).toBe("dark");
  });

  test("a damaged or foreign entry reads as no copy; a copy whose start was lost counts every value as changed", () => {
    window.localStorage.setItem(`portfolio:copy:${id(1)}`, "{not json");
    window.localStorage.setItem(`portfolio:copy:${id(2)}`, JSON.stringify({ ...copy(3), initial: undefined, base: undefined }));
    window.localStorage.setItem(`portfolio:copy:${id(4)}`, JSON.stringify({ id: id(4), form: "profile" }));
    expect(readCopy(id(1))).toBeNull();
    expect(readCopy(id(2))).toBeNull();
    expect(readCopy(id(4))).toBeNull();
    expect(listCopies()).toEqual([]);

    writeCopy(copy(5));
    window.localStorage.removeItem(`portfolio:copy-start:${id(5)}`);
    expect(readCopy(id(5))).toMatchObject({ base: null, initial: {}, values: copy(5).values });
  });

  test("the start (the item as loaded: up to a 50,000-character text) is written only when it changes, not at every keystroke", () => {
    const setItem = jest.spyOn(Storage.prototype, "setItem");
    const keys = () => setItem.mock.calls.map(([key]) => key);
    let current = copy(1);
    writeCopy(current);
    expect(keys()).toEqual([`portfolio:copy-start:${id(1)}`, `portfolio:copy:${id(1)}`]);

    for (let i = 0; i < 3; i++) {
      current = { ...current, savedAt: current.savedAt + 100, values: { ...current.values, title: `Typed ${i}` } };
      writeCopy(current);
    }
    expect(keys().slice(2)).toEqual([`portfolio:copy:${id(1)}`, `portfolio:copy:${id(1)}`, `portfolio:copy:${id(1)}`]);

    // Editing starts again (a restore, a save that stays): the start is written again.
    setItem.mockClear();
    writeCopy({ ...current, initial: { ...INITIAL, title: "Saved title" } });
    expect(keys()).toEqual([`portfolio:copy-start:${id(1)}`, `portfolio:copy:${id(1)}`]);
    expect(readCopy(id(1))?.initial.title).toBe("Saved title");
  });

  test("markHeldByServer records what the server holds, leaving the text as it is", () => {
    writeCopy(copy(1));
    markHeldByServer(id(1), 1_000);
    expect(readCopy(id(1))).toEqual({ ...copy(1), serverSavedAt: 1_000 });
    // A copy removed meanwhile is not written back.
    removeCopy(id(1));
    markHeldByServer(id(1), 1_000);
    expect(readCopy(id(1))).toBeNull();
  });
});

describe("a full storage", () => {
  /** localStorage with room for `limit` characters (keys and values), as a browser's quota. */
  function limitStorage(limit: number) {
    const setItem = Storage.prototype.setItem;
    return jest.spyOn(Storage.prototype, "setItem").mockImplementation(function (this: Storage, key: string, value: string) {
      let used = 0;
      for (let i = 0; i < this.length; i++) {
        const name = this.key(i)!;
        if (name !== key) used += name.length + (this.getItem(name)?.length ?? 0);
      }
      if (used + key.length + value.length > limit) throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      setItem.call(this, key, value);
    });
  }

  test("lets go first of copies the server holds already, keeps those it does not, and writes the new one", () => {
    const big = "x".repeat(2_000);
    const held = copy(1, { values: { content: big }, serverSavedAt: 1_000 });
    const unsent = copy(2, { values: { content: big } });
    writeCopy(held);
    writeCopy(unsent);
    limitStorage(6_000);

    const next = copy(3, { values: { content: big } });
    expect(writeCopy(next)).toBe(true);
    expect(readCopy(held.id)).toBeNull();
    expect(readCopy(unsent.id)).toEqual(unsent);
    expect(readCopy(next.id)).toEqual(next);
  });

  test("a copy the server holds but with a chosen image is kept: the server keeps words, not this device's images", () => {
    const big = "x".repeat(2_000);
    const withImage = copy(1, { values: { content: big }, serverSavedAt: 1_000, files: { logo: { name: "compass.png", type: "image/png", size: 64 } } });
    const held = copy(2, { values: { content: big }, serverSavedAt: 2_000 });
    writeCopy(withImage);
    writeCopy(held);
    limitStorage(6_000);
    expect(writeCopy(copy(3, { values: { content: big } }))).toBe(true);
    expect(readCopy(withImage.id)).toEqual(withImage);
    expect(readCopy(held.id)).toBeNull();
  });

  test("still full with only unsent copies: the write is refused (false), nothing else is lost", () => {
    const big = "x".repeat(2_000);
    writeCopy(copy(1, { values: { content: big } }));
    writeCopy(copy(2, { values: { content: big } }));
    limitStorage(6_000);
    expect(writeCopy(copy(3, { values: { content: big } }))).toBe(false);
    expect(listCopies().map((found) => found.id)).toEqual([id(2), id(1)]);
  });
});

describe("chosen images (IndexedDB)", () => {
  test("kept by copy and field, read back as Files, moved to another copy, and removed with their copy", async () => {
    const logo = imageFile("compass.png", "image/png", 64);
    expect(await writeCopyFile(id(1), "logo", logo)).toBe(true);
    expect(await writeCopyFile(id(1), "screenshot", imageFile("shot.webp", "image/webp", 32))).toBe(true);
    expect(await writeCopyFile(id(11), "logo", imageFile("other.png"))).toBe(true);

    const kept = await readCopyFiles(id(1));
    expect(Object.keys(kept).sort()).toEqual(["logo", "screenshot"]);
    expect([kept.logo!.name, kept.logo!.type, kept.logo!.size]).toEqual(["compass.png", "image/png", 64]);

    await deleteCopyFile(id(1), "screenshot");
    expect(Object.keys(await readCopyFiles(id(1)))).toEqual(["logo"]);

    await moveFiles(id(1), id(2));
    expect(await readCopyFiles(id(1))).toEqual({});
    expect(Object.keys(await readCopyFiles(id(2)))).toEqual(["logo"]);
    // Another copy whose id starts alike is not touched.
    expect(Object.keys(await readCopyFiles(id(11)))).toEqual(["logo"]);

    writeCopy(copy(2));
    removeCopy(id(2));
    await waitFor(async () => expect(await readCopyFiles(id(2))).toEqual({}));
  });
});

describe("drafts of earlier versions of the site", () => {
  test("each old 'portfolio:draft:<form>' becomes a copy of its own (a new id), its images with it, and the old key goes", async () => {
    const old = {
      key: `projects:${ITEM}`,
      label: 'the project "Fieldnotes"',
      path: `/edit-project/${ITEM}`,
      savedAt: 5_000,
      baseVersion: 2,
      base: { title: "Fieldnotes" },
      values: { title: "Fieldnotes, renamed" },
      initial: { title: "Fieldnotes" },
      files: { logo: { name: "compass.png", type: "image/png", size: 64 } },
    };
    window.localStorage.setItem(`portfolio:draft:${old.key}`, JSON.stringify(old));
    window.localStorage.setItem("portfolio:draft:blogs:new", JSON.stringify({ key: "blogs:new", label: "a new post", path: "/add-blog", savedAt: 6_000, baseVersion: null, base: null, values: { title: "New" } }));
    window.localStorage.setItem("portfolio:draft:broken", "{not json");
    // The old store kept images under the draft's key.
    await writeCopyFile(old.key, "logo", imageFile("compass.png", "image/png", 64));

    const found = listCopies();
    expect(found.map((item) => item.form)).toEqual(["blogs:new", `projects:${ITEM}`]);
    const [newPost, project] = found;
    expect(project).toMatchObject({ form: old.key, label: old.label, path: old.path, savedAt: 5_000, baseVersion: 2, base: old.base, values: old.values, initial: old.initial, files: old.files, serverSavedAt: null });
    expect(project!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // A draft kept before "initial" existed: everything in it counts as changed against what it had.
    expect(newPost).toMatchObject({ initial: { title: "New" }, files: {}, baseVersion: null });
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith("portfolio:draft:"))).toEqual([]);

    await waitFor(async () => expect(Object.keys(await readCopyFiles(project!.id))).toEqual(["logo"]));
    expect(await readCopyFiles(old.key)).toEqual({});
    // Once: listed again, the same copies.
    expect(listCopies().map((item) => item.id)).toEqual(found.map((item) => item.id));
  });
});

describe("open copies (Web Locks)", () => {
  test("a copy is held while its form is open and let go when it closes; without Web Locks nothing is held", async () => {
    const held = new Map<string, () => void>();
    const locks = {
      request: jest.fn((name: string, _options: unknown, run: () => Promise<void>) => {
        const until = run();
        held.set(name, () => {});
        return until.then(() => held.delete(name));
      }),
      query: jest.fn(async () => ({ held: [...held.keys()].map((name) => ({ name, mode: "exclusive" })).concat([{ name: "another-lock", mode: "exclusive" }]) })),
    };
    Object.defineProperty(navigator, "locks", { configurable: true, value: locks });
    try {
      const release = holdCopy(id(1));
      holdCopy(id(2));
      expect(locks.request).toHaveBeenCalledWith(`portfolio-copy:${id(1)}`, { mode: "exclusive" }, expect.any(Function));
      expect(await openCopyIds()).toEqual(new Set([id(1), id(2)]));
      release();
      await waitFor(async () => expect(await openCopyIds()).toEqual(new Set([id(2)])));
    } finally {
      Object.defineProperty(navigator, "locks", { configurable: true, value: undefined });
    }
    expect(await openCopyIds()).toEqual(new Set());
    expect(() => holdCopy(id(3))()).not.toThrow();
  });
});

describe("logging out", () => {
  test("clears every copy, start, old draft and image of this device, and nothing is written again until the owner logs in", async () => {
    writeCopy(copy(1));
    writeCopy(copy(2, { form: "profile" }));
    await writeCopyFile(id(1), "imageUrl", imageFile());
    window.localStorage.setItem("portfolio:draft:blogs:new", JSON.stringify({ key: "blogs:new", values: { title: "Old" } }));
    window.localStorage.setItem("theme", "dark");
    window.localStorage.setItem("portfolio:device", "this-browser");

    await clearAllCopies();
    expect(Object.keys(window.localStorage).sort()).toEqual(["portfolio:device", "theme"]);
    expect(listCopies()).toEqual([]);
    expect(await readCopyFiles(id(1))).toEqual({});
    expect(copiesSuspended()).toBe(true);

    // A form still on screen writes its last copy as it unmounts: refused.
    expect(writeCopy(copy(3))).toBe(false);
    expect(await writeCopyFile(id(3), "imageUrl", imageFile())).toBe(false);
    expect(readCopy(id(3))).toBeNull();
    // An old draft met while logged out is dropped, not turned into a copy.
    window.localStorage.setItem("portfolio:draft:blogs:new", JSON.stringify({ key: "blogs:new", values: { title: "Old" } }));
    expect(listCopies()).toEqual([]);
    expect(window.localStorage.getItem("portfolio:draft:blogs:new")).toBeNull();

    allowCopies();
    expect(writeCopy(copy(4))).toBe(true);
    expect(readCopy(id(4))).toEqual(copy(4));
  });

  test("a logout in another tab (suspendCopies) stops writing here too, until allowCopies", () => {
    suspendCopies();
    expect(writeCopy(copy(1))).toBe(false);
    allowCopies();
    expect(writeCopy(copy(1))).toBe(true);
  });
});
