/** @jest-environment jsdom */
/**
 * The server's autosave of each open form's copy (src/lib/client/unsaved-work/server-autosave.ts),
 * on fake timers and a fetch stub: when PUT /api/v1/autosaves/{id} goes (after a pause, never
 * two within 2 s, within 10 s while typing on), what a 429, a refusal or no network do, the
 * flush as the page goes away, that a DELETE lands after any request in flight, and what a
 * logout sends first.
 */
import type { FormCopy } from "@/lib/client/unsaved-work/form-copy";

type Autosave = typeof import("@/lib/client/unsaved-work/server-autosave");
type Copies = typeof import("@/lib/client/unsaved-work/local-copies");

interface Sent {
  at: number;
  method: string;
  url: string;
  init: RequestInit;
  body: Record<string, unknown> | undefined;
}
type Answer = { status?: number; body?: unknown; headers?: Record<string, string> } | "offline";

let autosave: Autosave;
let copies: Copies;
let requests: Sent[];
let answer: (request: Sent) => Answer | Promise<Answer>;

const START = Date.parse("2026-11-29T14:32:00.000Z");
const ITEM = "9b1e2c3d-4f5a-4b6c-8d7e-0f1a2b3c4d5e";

/** The requests made so far, as "METHOD url @ms since the start". */
const puts = () => requests.filter((request) => request.method === "PUT");
const sentAt = (list: Sent[]) => list.map((request) => request.at - START);

function installFetch() {
  requests = [];
  answer = () => ({ status: 200, body: { msg: "Saved to the server." } });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const sent: Sent = {
      at: Date.now(),
      method: init.method ?? "GET",
      url: String(input),
      init,
      body: typeof init.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    };
    requests.push(sent);
    const given = await answer(sent);
    if (given === "offline") throw new TypeError("Failed to fetch");
    const { status = 200, body = {}, headers = {} } = given;
    return {
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: { get: (name: string) => headers[name] ?? null },
      json: async () => body,
    } as unknown as Response;
  }) as unknown as typeof fetch;
}

/** A promise settled by hand: a request still travelling. */
function travelling() {
  let land!: (value: Answer) => void;
  const promise = new Promise<Answer>((resolve) => (land = resolve));
  return { promise, land };
}

let nextId = 0;
/** The form's copy after a change: written on this device first, as the form does. */
function change(copy: FormCopy | null, values: Record<string, string>): FormCopy {
  const next: FormCopy = copy
    ? { ...copy, savedAt: Date.now(), values }
    : {
        id: `00000000-0000-4000-8000-${String(++nextId).padStart(12, "0")}`,
        form: `blogs:${ITEM}`,
        label: 'the post "Edge caching"',
        path: `/edit-blog/${ITEM}`,
        savedAt: Date.now(),
        serverSavedAt: null,
        baseVersion: 4,
        base: { title: "Edge caching", content: "Caches near the reader." },
        values,
        initial: { title: "Edge caching", content: "Caches near the reader." },
        files: {},
      };
  copies.writeCopy(next);
  autosave.autosaveChanged(next);
  return next;
}

/** Lets a request's answer be read (its promise chain), without moving the clock. */
const settle = () => jest.advanceTimersByTimeAsync(0);

beforeEach(async () => {
  jest.useFakeTimers({ now: START });
  window.localStorage.clear();
  // Fresh module state per test: no schedule, state or listener of the test before.
  jest.resetModules();
  autosave = await import("@/lib/client/unsaved-work/server-autosave");
  copies = await import("@/lib/client/unsaved-work/local-copies");
  installFetch();
});

afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe("when a copy is sent", () => {
  test("nothing before a 1 s pause; then one PUT of the copy under its own id, and the state says the server holds it", async () => {
    const copy = change(null, { title: "Edge caching, part 2", content: "Caches near the reader." });
    expect(autosave.autosaveState(copy.id)).toEqual({ kind: "waiting" });
    await jest.advanceTimersByTimeAsync(999);
    expect(requests).toEqual([]);

    await jest.advanceTimersByTimeAsync(1);
    expect(sentAt(puts())).toEqual([1_000]);
    const [put] = puts();
    expect(put!.url).toBe(`/api/v1/autosaves/${copy.id}`);
    expect(put!.init).toMatchObject({ method: "PUT", credentials: "same-origin", keepalive: false });
    expect(put!.body).toEqual({
      collection: "blogs",
      itemId: ITEM,
      values: copy.values,
      initial: copy.initial,
      base: copy.base,
      baseVersion: 4,
      deviceId: expect.any(String),
    });
    expect(autosave.autosaveState(copy.id)).toEqual({ kind: "saved", at: START + 1_000 });
    expect(autosave.heldSavedAt(copy.id)).toBe(copy.savedAt);
    // The copy on this device records that the server holds it (as it was then).
    expect(copies.readCopy(copy.id)?.serverSavedAt).toBe(copy.savedAt);
  });

  test("each keystroke within the pause waits again; an add form's copy goes as itemId null", async () => {
    let copy = change(null, { title: "E" });
    copy = { ...copy, form: "blogs:new" };
    for (let i = 0; i < 5; i++) {
      await jest.advanceTimersByTimeAsync(600);
      copy = change(copy, { title: `Ed${"g".repeat(i)}` });
    }
    expect(requests).toEqual([]);
    await jest.advanceTimersByTimeAsync(1_000);
    expect(sentAt(puts())).toEqual([4_000]);
    expect(puts()[0]!.body).toMatchObject({ collection: "blogs", itemId: null, values: { title: "Edgggg" } });
  });

  test("never two requests within 2 s: a change right after a send waits for the gap", async () => {
    const copy = change(null, { title: "One" });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(sentAt(puts())).toEqual([1_000]);
    change(copy, { title: "One, two" });
    // The pause is over at 2.0 s; the gap allows the next request at 3.0 s only.
    await jest.advanceTimersByTimeAsync(1_999);
    expect(sentAt(puts())).toEqual([1_000]);
    await jest.advanceTimersByTimeAsync(1);
    expect(sentAt(puts())).toEqual([1_000, 3_000]);
    expect(puts()[1]!.body).toMatchObject({ values: { title: "One, two" } });
  });

  test("typing on without a pause still sends within 10 s, and never two requests within 2 s", async () => {
    let copy: FormCopy | null = null;
    for (let t = 0; t < 30_000; t += 250) {
      copy = change(copy, { content: `word `.repeat(t / 250 + 1) });
      await jest.advanceTimersByTimeAsync(250);
    }
    const times = sentAt(puts());
    expect(times.length).toBeGreaterThanOrEqual(3);
    expect(times[0]).toBeLessThanOrEqual(10_000);
    times.slice(1).forEach((time, index) => {
      expect(time - times[index]!).toBeGreaterThanOrEqual(2_000);
      expect(time - times[index]!).toBeLessThanOrEqual(10_000);
    });
  });

  test("typed on while a request travels: the rest goes once it lands, not within the gap", async () => {
    const slow = travelling();
    answer = () => slow.promise;
    let copy = change(null, { title: "First" });
    await jest.advanceTimersByTimeAsync(1_000);
    copy = change(copy, { title: "First and second" });
    expect(autosave.autosaveState(copy.id)).toEqual({ kind: "sending" });
    await jest.advanceTimersByTimeAsync(500);

    answer = () => ({ status: 200 });
    slow.land({ status: 200 });
    await settle();
    expect(puts()).toHaveLength(1);
    expect(autosave.autosaveState(copy.id)).toEqual({ kind: "waiting" });
    // The server holds the first text, not the second.
    expect(autosave.heldSavedAt(copy.id)).toBe(START);
    await jest.advanceTimersByTimeAsync(1_499);
    expect(puts()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(sentAt(puts())).toEqual([1_000, 3_000]);
    expect(puts()[1]!.body).toMatchObject({ values: { title: "First and second" } });
    expect(autosave.autosaveState(copy.id)).toMatchObject({ kind: "saved" });
  });

  test("a copy the server already holds (restored from it) sends nothing until it changes", async () => {
    const held: FormCopy = { ...change(null, { title: "From the phone" }), serverSavedAt: START };
    autosave.autosaveHeld(held, START);
    await jest.advanceTimersByTimeAsync(5_000);
    expect(requests).toEqual([]);
    expect(autosave.autosaveState(held.id)).toEqual({ kind: "saved", at: START });
    change(held, { title: "From the phone, on the laptop" });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(puts()).toHaveLength(1);
  });

  test("after a logout (copies suspended) nothing goes to the server", async () => {
    const copy = change(null, { title: "Typed before the logout" });
    copies.suspendCopies();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(requests).toEqual([]);
    expect(autosave.autosaveState(copy.id)).toEqual({ kind: "waiting" });
  });
});

describe("when the server cannot take it", () => {
  test("429: waits as Retry-After says, then sends again", async () => {
    answer = () => ({ status: 429, body: { msg: "Autosaved less than a second ago: send at most one autosave a second." }, headers: { "Retry-After": "3" } });
    const copy = change(null, { title: "Too soon" });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(autosave.autosaveState(copy.id)).toEqual({ kind: "waiting" });
    answer = () => ({ status: 200 });
    await jest.advanceTimersByTimeAsync(2_999);
    expect(sentAt(puts())).toEqual([1_000]);
    await jest.advanceTimersByTimeAsync(1);
    expect(sentAt(puts())).toEqual([1_000, 4_000]);
    expect(autosave.autosaveState(copy.id)).toMatchObject({ kind: "saved" });
  });

  test("no network: 'offline', tried again later, and at once (within the gap) when the browser is back online", async () => {
    answer = () => "offline";
    let copy = change(null, { title: "On a train" });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(autosave.autosaveState(copy.id)).toEqual({ kind: "offline" });
    // Typing on while offline keeps the retry's own timing: no request per pause.
    await jest.advanceTimersByTimeAsync(500);
    copy = change(copy, { title: "On a train, in a tunnel" });
    expect(autosave.autosaveState(copy.id)).toEqual({ kind: "offline" });
    await jest.advanceTimersByTimeAsync(2_000);
    expect(sentAt(puts())).toEqual([1_000]);
    // The retry (5 s after the failure) fails too.
    await jest.advanceTimersByTimeAsync(2_500);
    expect(sentAt(puts())).toEqual([1_000, 6_000]);

    answer = () => ({ status: 200 });
    window.dispatchEvent(new Event("online"));
    await jest.advanceTimersByTimeAsync(1_999);
    expect(puts()).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(sentAt(puts())).toEqual([1_000, 6_000, 8_000]);
    expect(puts()[2]!.body).toMatchObject({ values: { title: "On a train, in a tunnel" } });
    expect(autosave.autosaveState(copy.id)).toEqual({ kind: "saved", at: START + 8_000 });
  });

  test("a server error (5xx) is tried again on its own timing; a keystroke does not hammer the server", async () => {
    answer = () => ({ status: 503, body: { msg: "The database is unavailable right now." } });
    let copy = change(null, { title: "Unlucky" });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(autosave.autosaveState(copy.id)).toEqual({ kind: "refused", status: 503, msg: "The database is unavailable right now." });
    await jest.advanceTimersByTimeAsync(500);
    copy = change(copy, { title: "Unlucky twice" });
    expect(autosave.autosaveState(copy.id)).toMatchObject({ kind: "refused", status: 503 });
    // The pause and the gap are over at 3.0 s: still nothing until the retry, 5 s after the failure.
    await jest.advanceTimersByTimeAsync(4_499);
    expect(sentAt(puts())).toEqual([1_000]);
    answer = () => ({ status: 200 });
    await jest.advanceTimersByTimeAsync(1);
    expect(sentAt(puts())).toEqual([1_000, 6_000]);
    expect(puts()[1]!.body).toMatchObject({ values: { title: "Unlucky twice" } });
  });

  test("a refusal (an ended session) waits for the owner: the next change, or logging in again", async () => {
    answer = () => ({ status: 401, body: { msg: "You need to log in to do that." } });
    const copy = change(null, { title: "Session over" });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(autosave.autosaveState(copy.id)).toEqual({ kind: "refused", status: 401, msg: "You need to log in to do that." });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(puts()).toHaveLength(1);

    answer = () => ({ status: 200 });
    autosave.retryAutosave(copy.id);
    await settle();
    expect(sentAt(puts())).toEqual([1_000, 61_000]);
    expect(autosave.autosaveState(copy.id)).toMatchObject({ kind: "saved" });
  });
});

describe("the page going away", () => {
  test("the flush sends what is due at once, with keepalive, when the gap allows", async () => {
    const copy = change(null, { title: "Back right after typing" });
    autosave.flushAutosave(copy.id);
    await settle();
    expect(sentAt(puts())).toEqual([0]);
    expect(puts()[0]!.init.keepalive).toBe(true);
    // Nothing left to send: the scheduled send does not go again.
    await jest.advanceTimersByTimeAsync(5_000);
    expect(puts()).toHaveLength(1);
    autosave.flushAutosave(copy.id);
    expect(puts()).toHaveLength(1);
  });

  test("within 2 s of the last request the flush sends nothing (the copy on this device holds it); the schedule still does", async () => {
    let copy = change(null, { title: "One" });
    await jest.advanceTimersByTimeAsync(1_000);
    copy = change(copy, { title: "One, two" });
    await jest.advanceTimersByTimeAsync(500);
    autosave.flushAutosave(copy.id);
    await settle();
    expect(sentAt(puts())).toEqual([1_000]);
    await jest.advanceTimersByTimeAsync(1_500);
    expect(sentAt(puts())).toEqual([1_000, 3_000]);
  });

  test("keepalive only for a body within the browsers' 64 KB: a longer text goes as a plain request", async () => {
    const long = change(null, { content: "x".repeat(70_000) });
    autosave.flushAutosave(long.id);
    await settle();
    expect(puts()).toHaveLength(1);
    expect(new Blob([puts()[0]!.init.body as string]).size).toBeGreaterThan(autosave.KEEPALIVE_MAX_BYTES);
    expect(puts()[0]!.init.keepalive).toBe(false);

    const short = change(null, { content: "x".repeat(60_000) });
    autosave.flushAutosave(short.id);
    await settle();
    expect(new Blob([puts()[1]!.init.body as string]).size).toBeLessThanOrEqual(autosave.KEEPALIVE_MAX_BYTES);
    expect(puts()[1]!.init.keepalive).toBe(true);
  });
});

describe("deleteAutosave (saved, or discarded)", () => {
  test("a request in flight cannot bring the row back: the DELETE goes after it lands, and nothing after the DELETE", async () => {
    const slow = travelling();
    answer = (request) => (request.method === "PUT" ? slow.promise : { status: 200, body: { msg: "Unsaved changes discarded." } });
    let copy = change(null, { title: "Saved in a moment" });
    await jest.advanceTimersByTimeAsync(1_000);
    copy = change(copy, { title: "Saved in a moment, with more" });

    const deleted = autosave.deleteAutosave(copy.id);
    await jest.advanceTimersByTimeAsync(3_000);
    expect(requests.map((request) => request.method)).toEqual(["PUT"]);

    slow.land({ status: 200 });
    await expect(deleted).resolves.toBeNull();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([`PUT /api/v1/autosaves/${copy.id}`, `DELETE /api/v1/autosaves/${copy.id}`]);
    // The change typed while the PUT travelled is not sent after the DELETE.
    await jest.advanceTimersByTimeAsync(30_000);
    expect(requests).toHaveLength(2);
    expect(autosave.autosaveState(copy.id)).toEqual({ kind: "idle" });
  });

  test("typed on again while the delete waited for a request in flight (a change undone by hand, then a new one): no DELETE, the new text goes, once", async () => {
    const slow = travelling();
    answer = (request) => (request.method === "PUT" && puts().length === 1 ? slow.promise : { status: 200 });
    let copy = change(null, { title: "A rename" });
    await jest.advanceTimersByTimeAsync(1_000);
    // Back to the saved text: the form asks for the autosave to go…
    const deleted = autosave.deleteAutosave(copy.id);
    // …and the owner types again, in the same form (the same copy id).
    await jest.advanceTimersByTimeAsync(100);
    copy = change(copy, { title: "Another rename" });
    slow.land({ status: 200 });
    await expect(deleted).resolves.toBeNull();

    await jest.advanceTimersByTimeAsync(10_000);
    expect(requests.map((request) => request.method)).toEqual(["PUT", "PUT"]);
    expect(puts()[1]!.body).toMatchObject({ values: { title: "Another rename" } });
    expect(sentAt(puts())).toEqual([1_000, 3_000]);
    expect(autosave.autosaveState(copy.id)).toMatchObject({ kind: "saved" });
    expect(autosave.heldSavedAt(copy.id)).toBe(copy.savedAt);
  });

  test("a copy this page made and never sent: nothing to delete, no request", async () => {
    const copy = change(null, { title: "Saved at once" });
    await expect(autosave.deleteAutosave(copy.id)).resolves.toBeNull();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(requests).toEqual([]);
  });

  test("another device's autosave (never seen here): the DELETE goes, and the server's answer is kept for Undo", async () => {
    const kept = { _id: "6f1c0000-0000-4000-8000-000000000001", collection: "blogs", itemId: ITEM, title: "Edge caching", values: { title: "x" } };
    answer = () => ({ status: 200, body: { msg: "Unsaved changes discarded.", autosave: kept } });
    await expect(autosave.deleteAutosave(kept._id)).resolves.toEqual(kept);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([`DELETE /api/v1/autosaves/${kept._id}`]);
  });

  test("putAutosaveBack (Undo) sends the autosave's own fields under its id; a refusal throws the server's msg", async () => {
    const kept = {
      _id: "6f1c0000-0000-4000-8000-000000000002",
      collection: "blogs" as const,
      itemId: ITEM,
      title: "Edge caching",
      deviceId: "the-phone",
      deviceName: "iPhone · Safari",
      baseVersion: 4,
      savedAt: "2026-11-29T14:00:00.000Z",
      createdAt: "2026-11-29T13:50:00.000Z",
      values: { title: "Edge caching, from the phone" },
      initial: { title: "Edge caching" },
      base: { title: "Edge caching" },
    };
    await autosave.putAutosaveBack(kept);
    expect(requests[0]).toMatchObject({ method: "PUT", url: `/api/v1/autosaves/${kept._id}` });
    expect(requests[0]!.body).toEqual({
      collection: "blogs",
      itemId: ITEM,
      values: kept.values,
      initial: kept.initial,
      base: kept.base,
      baseVersion: 4,
      deviceId: "the-phone",
    });

    answer = () => ({ status: 404, body: { msg: "This post no longer exists or is in the trash, so its unsaved changes were not kept on the server." } });
    await expect(autosave.putAutosaveBack(kept)).rejects.toMatchObject({ status: 404, message: expect.stringContaining("no longer exists") });
  });
});

describe("fetchAutosaves", () => {
  test("asks for one form's autosaves (an item's, the new items', the profile's); null when they cannot be read", async () => {
    answer = () => ({ body: { autosaves: [{ _id: "a" }] } });
    await expect(autosave.fetchAutosaves(`blogs:${ITEM}`)).resolves.toEqual([{ _id: "a" }]);
    await autosave.fetchAutosaves("projects:new");
    await autosave.fetchAutosaves("profile");
    expect(requests.map((request) => request.url)).toEqual([
      `/api/v1/autosaves?collection=blogs&itemId=${ITEM}`,
      "/api/v1/autosaves?collection=projects&itemId=new",
      "/api/v1/autosaves?collection=profile",
    ]);
    answer = () => ({ status: 401, body: { msg: "You need to log in to do that." } });
    await expect(autosave.fetchAutosaves("profile")).resolves.toBeNull();
    answer = () => "offline";
    await expect(autosave.fetchAutosaves("profile")).resolves.toBeNull();
  });
});

describe("sendUnsent (logging out)", () => {
  test("sends every copy on this device the server lacks, skips those it holds, and returns the ones it could not take", async () => {
    const held = change(null, { title: "Held already" });
    await jest.advanceTimersByTimeAsync(1_000);
    expect(copies.readCopy(held.id)?.serverSavedAt).toBe(held.savedAt);

    // Left by an earlier visit (not known to this page), and another whose item is gone.
    const left: FormCopy = { ...held, id: "00000000-0000-4000-8000-0000000000aa", savedAt: Date.now(), serverSavedAt: null, values: { title: "Left behind" } };
    const gone: FormCopy = { ...left, id: "00000000-0000-4000-8000-0000000000bb", form: "blogs:00000000-0000-4000-8000-00000000dead", values: { title: "Its post is gone" } };
    copies.writeCopy(left);
    copies.writeCopy(gone);
    answer = (request) =>
      request.url.endsWith(gone.id) ? { status: 404, body: { msg: "This post no longer exists or is in the trash, so its unsaved changes were not kept on the server." } } : { status: 200 };

    const failed = await autosave.sendUnsent();
    expect(failed.map((copy) => copy.id)).toEqual([gone.id]);
    expect(puts().map((request) => request.url)).toEqual([
      `/api/v1/autosaves/${held.id}`,
      expect.stringMatching(new RegExp(`/(${left.id}|${gone.id})$`)),
      expect.stringMatching(new RegExp(`/(${left.id}|${gone.id})$`)),
    ]);
    expect(copies.readCopy(left.id)?.serverSavedAt).toBe(left.savedAt);
  });

  test("a copy sent less than a second ago waits out the server's one-second guard before it goes again", async () => {
    const copy = change(null, { title: "Sent" });
    await jest.advanceTimersByTimeAsync(1_300);
    change(copy, { title: "Sent, then changed" });

    let failed: FormCopy[] | undefined;
    void autosave.sendUnsent().then((result) => (failed = result));
    await jest.advanceTimersByTimeAsync(799);
    expect(sentAt(puts())).toEqual([1_000]);
    await jest.advanceTimersByTimeAsync(1);
    expect(sentAt(puts())).toEqual([1_000, 2_100]);
    expect(failed).toEqual([]);
  });

  test("refused for a moment because the tab typing into it sent it within the second (429): sent again after the guard, not asked about", async () => {
    // Kept on this device by another tab: this page has never sent it.
    const copy: FormCopy = { ...change(null, { title: "x" }), id: "00000000-0000-4000-8000-0000000000cc", savedAt: Date.now(), serverSavedAt: null, values: { title: "Typed in the other tab" } };
    copies.writeCopy(copy);
    let refused = 0;
    answer = (request) =>
      request.url.endsWith(copy.id) && refused++ === 0
        ? { status: 429, body: { msg: "Autosaved less than a second ago: send at most one autosave a second." }, headers: { "Retry-After": "1" } }
        : { status: 200 };
    let failed: FormCopy[] | undefined;
    void autosave.sendUnsent().then((result) => (failed = result));
    await jest.advanceTimersByTimeAsync(3_000);
    expect(failed?.map((found) => found.id) ?? "still sending").not.toContain(copy.id);
    expect(copies.readCopy(copy.id)?.serverSavedAt).toBe(copy.savedAt);
  });

  test("offline: every unsent copy comes back, to be asked about", async () => {
    answer = () => "offline";
    const copy = change(null, { title: "Offline at logout" });
    const failed = await autosave.sendUnsent();
    expect(failed.map((found) => found.id)).toEqual([copy.id]);
  });
});
