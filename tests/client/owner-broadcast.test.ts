/** @jest-environment jsdom */
/**
 * A logout told to every tab (src/lib/client/unsaved-work/owner-broadcast.ts): the tab that
 * logs out and each other tab of the site stop keeping copies at once, their open forms hear
 * it, and the other tabs show a visitor's navigation. BroadcastChannel is stubbed: one
 * channel per tab, a message reaching every other tab's.
 */
type Broadcast = typeof import("@/lib/client/unsaved-work/owner-broadcast");
type Copies = typeof import("@/lib/client/unsaved-work/local-copies");
type User = typeof import("@/lib/client/current-user");

class FakeChannel {
  static open: FakeChannel[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  posted: unknown[] = [];
  constructor(readonly name: string) {
    FakeChannel.open.push(this);
  }
  postMessage(data: unknown) {
    this.posted.push(data);
  }
  /** A message from another tab's channel of the same name. */
  receive(data: unknown) {
    this.onmessage?.({ data } as MessageEvent);
  }
}

let broadcast: Broadcast;
let copies: Copies;
let user: User;

beforeEach(async () => {
  FakeChannel.open = [];
  Object.assign(globalThis, { BroadcastChannel: FakeChannel });
  jest.resetModules();
  broadcast = await import("@/lib/client/unsaved-work/owner-broadcast");
  copies = await import("@/lib/client/unsaved-work/local-copies");
  user = await import("@/lib/client/current-user");
});

afterEach(() => {
  delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
});

test("logging out here: this tab's forms hear it, copies stop, and every other tab is told", () => {
  const heard = jest.fn();
  const stop = broadcast.onLogout(heard);
  expect(copies.copiesSuspended()).toBe(false);

  broadcast.announceLogout();
  expect(heard).toHaveBeenCalledTimes(1);
  expect(copies.copiesSuspended()).toBe(true);
  expect(FakeChannel.open).toHaveLength(1);
  expect(FakeChannel.open[0]!.name).toBe("portfolio-owner");
  expect(FakeChannel.open[0]!.posted).toEqual([{ type: "logged-out" }]);

  // A form that closed hears nothing more.
  stop();
  broadcast.announceLogout();
  expect(heard).toHaveBeenCalledTimes(1);
});

test("a logout in another tab: the open forms here hear it, copies stop, and this tab's navigation is a visitor's; the listeners read who was logged in first", () => {
  user.setCurrentUser({ _id: "u1", email: "owner@example.com", name: "Alex" });
  const seen: Array<string | undefined> = [];
  broadcast.onLogout(() => seen.push(user.knownUser()?.email));

  FakeChannel.open[0]!.receive({ type: "something else" });
  expect(seen).toEqual([]);
  expect(copies.copiesSuspended()).toBe(false);

  FakeChannel.open[0]!.receive({ type: "logged-out" });
  expect(seen).toEqual(["owner@example.com"]);
  expect(copies.copiesSuspended()).toBe(true);
  expect(user.knownUser()).toBeNull();
  expect(copies.writeCopy({ id: "x", form: "profile", label: "your profile", path: "/admin/profile", savedAt: 1, serverSavedAt: null, baseVersion: 1, base: null, values: { name: "late" }, initial: {}, files: {} })).toBe(false);
});

test("a browser without BroadcastChannel: this tab still stops keeping copies", () => {
  delete (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel;
  const heard = jest.fn();
  broadcast.onLogout(heard);
  expect(() => broadcast.announceLogout()).not.toThrow();
  expect(heard).toHaveBeenCalledTimes(1);
  expect(copies.copiesSuspended()).toBe(true);
});
