/** @jest-environment node */
// The save of an owner form as a pure state machine (src/components/admin/owner-form/
// save-machine.ts): every answer a save can meet, and above all the rule that keeps a merge
// from reverting another device's work (issue 34, point 4): the form moves onto a newer
// version only once a save over it succeeded.
import { bodyOf, initialSaveState, isBusy, saveReducer, type SaveConfig, type SaveEvent, type SaveState } from "@/components/admin/owner-form/save-machine";

type Body = URLSearchParams;
const CONFIG: SaveConfig = {
  fields: ["title", "summary", "content", "status", "publishAt"],
  groups: [["status", "publishAt"]],
  textFields: ["content", "summary"],
};

const BASE = { title: "Edge caching", summary: "A summary.", content: "First paragraph.\n\nSecond paragraph.\n", status: "published", publishAt: null };
const FORM = { title: "Edge caching", summary: "A summary.", content: "First paragraph.\n\nSecond paragraph.\n", status: "published", publishAt: "" };

const run = (state: SaveState<Body>, ...events: SaveEvent<Body>[]) => events.reduce((current, event) => saveReducer(current, event, CONFIG), state);
const request = (now: Record<string, string>) => ({ body: new URLSearchParams(now), now, files: {} });
const start = () => run(initialSaveState<Body>(3, BASE), { type: "started", initial: FORM });

test("a save goes over the loaded version; once saved, the form is on the new one", () => {
  const now = { ...FORM, title: "Edge caching, revisited" };
  let state = run(start(), { type: "submit", request: request(now), after: "stay" });
  expect(state.phase.name).toBe("saving");
  expect(isBusy(state)).toBe(true);
  if (state.phase.name !== "saving") throw new Error();
  expect(state.phase.attempt).toMatchObject({ version: 3, only: null, merged: false });
  state = run(state, { type: "saved", item: { version: 4 }, version: 4, base: { ...BASE, title: now.title } });
  expect(state).toMatchObject({ version: 4, base: { title: now.title }, initial: now, phase: { name: "saved", after: "stay", merged: false } });
  expect(run(state, { type: "settled" }).phase.name).toBe("editing");
});

test("a second submit while one is in flight changes nothing", () => {
  const state = run(start(), { type: "submit", request: request(FORM), after: "leave" });
  expect(run(state, { type: "submit", request: request({ ...FORM, title: "Other" }), after: "leave" })).toBe(state);
});

describe("a newer version met (409)", () => {
  const theirs = { ...BASE, summary: "Their new summary." };
  const mine = { ...FORM, content: "First paragraph.\n\nSecond paragraph.\n\nMy third paragraph.\n" };

  test("different fields: merged without asking, sent over the newer version, only my field", () => {
    const state = run(start(), { type: "submit", request: request(mine), after: "stay" }, { type: "conflict", item: { ...theirs, version: 5 }, current: theirs, version: 5 });
    if (state.phase.name !== "saving") throw new Error(state.phase.name);
    expect(state.phase.attempt).toMatchObject({ version: 5, only: ["content"], merged: true });
    expect(bodyOf(state.phase.attempt as never).toString()).toBe(new URLSearchParams({ content: mine.content }).toString());
    // The committed version is still the old one while the merged save travels.
    expect(state.version).toBe(3);
  });

  test("the merged resend fails: the form stays on its own base, so the next save meets the conflict again and never sends the old summary over theirs", () => {
    let state = run(start(), { type: "submit", request: request(mine), after: "stay" }, { type: "conflict", item: { ...theirs, version: 5 }, current: theirs, version: 5 });
    state = run(state, { type: "failed", status: 0, msg: "Could not reach the server." });
    expect(state).toMatchObject({ version: 3, base: BASE, phase: { name: "editing" }, problem: { kind: "failed", status: 0 } });
    // The next Save: the whole form, over version 3, as before the merge.
    state = run(state, { type: "submit", request: request(mine), after: "stay" });
    if (state.phase.name !== "saving") throw new Error();
    expect(state.phase.attempt).toMatchObject({ version: 3, only: null });
    // The server still has theirs: the conflict again, and again only my field goes.
    state = run(state, { type: "conflict", item: { ...theirs, version: 5 }, current: theirs, version: 5 });
    if (state.phase.name !== "saving") throw new Error();
    expect(state.phase.attempt.only).toEqual(["content"]);
    state = run(state, { type: "saved", item: { version: 6 }, version: 6, base: { ...theirs, content: mine.content } });
    expect(state).toMatchObject({ version: 6, base: { summary: "Their new summary.", content: mine.content }, phase: { name: "saved", merged: true } });
    // After a merge the fields start again from the stored item: what counts as changed is read again.
    expect(state.initial).toBeNull();
  });

  test("two devices add different paragraphs to the same text: both are kept, without asking", () => {
    const laptop = { ...BASE, content: "A paragraph from the laptop.\n\nFirst paragraph.\n\nSecond paragraph.\n" };
    let state = run(start(), { type: "submit", request: request(mine), after: "stay" });
    state = run(state, { type: "conflict", item: { ...laptop, version: 5 }, current: laptop, version: 5 });
    if (state.phase.name !== "saving") throw new Error(state.phase.name);
    expect(state.phase.attempt.values.content).toBe("A paragraph from the laptop.\n\nFirst paragraph.\n\nSecond paragraph.\n\nMy third paragraph.\n");
  });

  test("the same sentence changed on both: the owner is asked; Not now leaves the form on its base", () => {
    const laptop = { ...BASE, content: "First paragraph, as the laptop says it.\n\nSecond paragraph.\n" };
    const phone = { ...FORM, content: "First paragraph, as the phone says it.\n\nSecond paragraph.\n" };
    const asked = run(start(), { type: "submit", request: request(phone), after: "stay" }, { type: "conflict", item: { ...laptop, version: 5 }, current: laptop, version: 5 });
    if (asked.phase.name !== "choosing") throw new Error(asked.phase.name);
    expect(asked.phase.plan.conflicts).toHaveLength(1);
    const postponed = run(asked, { type: "choose", choices: null });
    expect(postponed).toMatchObject({ version: 3, phase: { name: "editing" }, problem: { kind: "conflict-postponed" } });

    const both = run(asked, { type: "choose", choices: { content: ["both"] } });
    if (both.phase.name !== "saving") throw new Error();
    expect(both.phase.attempt.values.content).toContain("as the phone says it");
    expect(both.phase.attempt.values.content).toContain("as the laptop says it");
    expect(both.phase.attempt.version).toBe(5);

    const theirsKept = run(asked, { type: "choose", choices: { content: ["theirs"] } });
    if (theirsKept.phase.name !== "saving") throw new Error();
    // The stored text as the merge reads it (trimmed).
    expect(theirsKept.phase.attempt.values.content).toBe(laptop.content.trim());
  });

  test("publishing both changed: one decision for the group; keeping the saved one sends neither field", () => {
    const saved = { ...BASE, status: "draft", publishAt: null };
    const phone = { ...FORM, status: "published", publishAt: "2027-01-01T10:00:00.000Z", title: "Mine" };
    const asked = run(start(), { type: "submit", request: request(phone), after: "stay" }, { type: "conflict", item: { ...saved, version: 5 }, current: saved, version: 5 });
    if (asked.phase.name !== "choosing") throw new Error(asked.phase.name);
    const state = run(asked, { type: "choose", choices: { status: ["theirs"] } });
    if (state.phase.name !== "saving") throw new Error();
    expect(state.phase.attempt.only).toEqual(["title"]);
  });

  test("a merged resend meeting yet another version merges against the form's own base again", () => {
    const first = { ...BASE, summary: "Their new summary." };
    const second = { ...first, content: "First paragraph.\n\nSecond paragraph, edited on a third device.\n" };
    let state = run(start(), { type: "submit", request: request(mine), after: "stay" }, { type: "conflict", item: { ...first, version: 5 }, current: first, version: 5 });
    state = run(state, { type: "conflict", item: { ...second, version: 6 }, current: second, version: 6 });
    if (state.phase.name !== "saving") throw new Error(state.phase.name);
    expect(state.phase.attempt).toMatchObject({ version: 6, only: ["content"] });
    expect(state.phase.attempt.values.content).toBe("First paragraph.\n\nSecond paragraph, edited on a third device.\n\nMy third paragraph.\n");
  });

  test("nothing of mine left to send (the saved one kept where both changed): the saved item is the result", () => {
    const saved = { ...BASE, title: "Their title" };
    const asked = run(start(), { type: "submit", request: request({ ...FORM, title: "My title" }), after: "leave" }, { type: "conflict", item: { ...saved, version: 5 }, current: saved, version: 5 });
    expect(asked.phase.name).toBe("choosing");
    const state = run(asked, { type: "choose", choices: { title: ["theirs"] } });
    expect(state).toMatchObject({ version: 5, base: saved, phase: { name: "saved", merged: true, after: "leave" } });
  });
});

test("an ended session: the owner logs in over the form and the same attempt goes; declining keeps the form", () => {
  const now = { ...FORM, title: "After a long lunch" };
  const login = run(start(), { type: "submit", request: request(now), after: "stay" }, { type: "unauthorized" });
  expect(login.phase.name).toBe("login");
  const again = run(login, { type: "login", ok: true });
  if (again.phase.name !== "saving") throw new Error();
  expect(again.phase.attempt).toMatchObject({ version: 3, request: { now } });
  expect(run(login, { type: "login", ok: false })).toMatchObject({ phase: { name: "editing" }, problem: { kind: "login-declined" }, version: 3 });
});

test("a deleted item (404 on an edit) ends in its own phase", () => {
  const state = run(start(), { type: "submit", request: request(FORM), after: "stay" }, { type: "deleted" });
  expect(state.phase.name).toBe("deleted");
  expect(run(state, { type: "settled" }).phase.name).toBe("editing");
});

test("adopting restored work puts the form on the copy's base", () => {
  const state = run(start(), { type: "adopt", version: 2, base: { title: "Older" }, initial: { title: "Older" } });
  expect(state).toMatchObject({ version: 2, base: { title: "Older" }, initial: { title: "Older" }, phase: { name: "editing" } });
});

test("bodyOf keeps only a merged attempt's fields, with its merged text, in FormData too", () => {
  const body = new FormData();
  body.set("title", "Mine");
  body.set("content", "form text");
  body.set("summary", "untouched");
  const attempt = { request: { body, now: {}, files: {} }, after: "stay" as const, version: 5, base: null, only: ["title", "content"], values: { content: "merged text" }, merged: true };
  const sent = bodyOf(attempt) as FormData;
  expect([...sent.entries()]).toEqual([
    ["title", "Mine"],
    ["content", "merged text"],
  ]);
  expect(bodyOf({ ...attempt, only: null })).toBe(body);
});
