/** @jest-environment jsdom */
// "Unsaved drafts" on the dashboard (src/components/admin/dashboard/unsaved-drafts.tsx): every
// autosave the server keeps, from any device, and every copy only this device has (not sent
// yet), newest first; an unsaved new item is an "Unsaved draft" until it is saved; Continue
// opens its form restoring exactly that copy (?copy=), Discard is one tap with Undo.
import "fake-indexeddb/auto";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { UnsavedDrafts } from "@/components/admin/dashboard/unsaved-drafts";
import { keptTime } from "@/components/admin/drafts/kept-time";
import type { Autosave, AutosaveSummary } from "@/lib/autosave/types";
import { deviceId } from "@/lib/client/unsaved-work/device";
import type { FormCopy } from "@/lib/client/unsaved-work/form-copy";
import { allowCopies, clearAllCopies, readCopy, writeCopy } from "@/lib/client/unsaved-work/local-copies";
import { toast } from "@/lib/client/toast";
import { AUTOSAVES, installFetch } from "./fetch-mock";
import { installStructuredClone } from "./helpers";

jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const POST = "9b1e2c3d-4f5a-4b6c-8d7e-0f1a2b3c4d5e";
const now = Date.now();
const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

const summary = (over: Partial<AutosaveSummary>): AutosaveSummary => ({
  _id: "5e5e0000-0000-4000-8000-000000000000",
  collection: "blogs",
  itemId: null,
  title: "",
  deviceId: "the-owners-phone",
  deviceName: "iPhone · Safari",
  baseVersion: null,
  savedAt: at(1),
  createdAt: at(30),
  ...over,
});

const NEW_POST = summary({ _id: "5e5e0000-0000-4000-8000-000000000001", title: "Caching, part 2", savedAt: at(2) });
const EDITED = summary({ _id: "5e5e0000-0000-4000-8000-000000000002", itemId: POST, title: "Edge caching", baseVersion: 4, savedAt: at(5) });
const PROFILE = summary({ _id: "5e5e0000-0000-4000-8000-000000000003", collection: "profile", title: "Alex Morgan", savedAt: at(9) });

function localCopy(over: Partial<FormCopy>): FormCopy {
  return {
    id: "0c0c0000-0000-4000-8000-000000000000",
    form: "projects:new",
    label: "a new project",
    path: "/add-project",
    savedAt: now - 60_000,
    serverSavedAt: null,
    baseVersion: null,
    base: null,
    values: { title: "Offline idea" },
    initial: {},
    files: {},
    ...over,
  };
}

const drafts = () => screen.getByRole("region", { name: /^Unsaved drafts/ });
const cards = () => within(drafts()).getAllByRole("article");

beforeAll(() => installStructuredClone());

beforeEach(() => {
  jest.clearAllMocks();
});

afterEach(async () => {
  await clearAllCopies();
  allowCopies();
  Object.defineProperty(navigator, "locks", { configurable: true, value: undefined });
});

test("lists the server's autosaves and this device's unsent copies, newest first, each with Continue to its form", async () => {
  installFetch({});
  // Only on this device (the server could not be reached), and one another tab is typing into.
  const unsent = localCopy({ id: "0c0c0000-0000-4000-8000-000000000001", savedAt: now - 60_000 });
  const open = localCopy({ id: "0c0c0000-0000-4000-8000-000000000002", savedAt: now - 30_000, values: { title: "Being typed" } });
  writeCopy(unsent);
  writeCopy(open);
  Object.defineProperty(navigator, "locks", {
    configurable: true,
    value: { request: jest.fn(), query: async () => ({ held: [{ name: `portfolio-copy:${open.id}`, mode: "exclusive" }] }) },
  });
  const mine = { ...EDITED, deviceId: deviceId() };
  render(<UnsavedDrafts autosaves={[NEW_POST, mine, PROFILE]} />);

  await waitFor(() => expect(cards()).toHaveLength(4));
  expect(within(drafts()).getByRole("heading", { level: 2 })).toHaveTextContent("Unsaved drafts (4)");
  const [first, second, third, fourth] = cards();
  expect(within(first!).getByRole("heading")).toHaveTextContent("Offline idea");
  expect(first).toHaveTextContent("Unsaved draft");
  expect(first).toHaveTextContent(`${keptTime(unsent.savedAt)} on this device (not sent to the server yet)`);
  expect(within(first!).getByRole("link", { name: "Continue: Offline idea" })).toHaveAttribute("href", `/add-project?copy=${unsent.id}`);

  expect(within(second!).getByRole("heading")).toHaveTextContent("Caching, part 2");
  expect(second).toHaveTextContent("Unsaved draft");
  expect(second).toHaveTextContent(`${keptTime(Date.parse(NEW_POST.savedAt))} on iPhone · Safari`);
  expect(within(second!).getByRole("link", { name: /^Continue/ })).toHaveAttribute("href", `/add-blog?copy=${NEW_POST._id}`);

  expect(within(third!).getByRole("heading")).toHaveTextContent("Unsaved changes to the post “Edge caching”");
  expect(third).not.toHaveTextContent("Unsaved draft");
  expect(third).toHaveTextContent("on this device");
  expect(within(third!).getByRole("link", { name: /^Continue/ })).toHaveAttribute("href", `/edit-blog/${POST}?copy=${EDITED._id}`);

  expect(within(fourth!).getByRole("heading")).toHaveTextContent("Unsaved changes to your profile");
  expect(within(fourth!).getByRole("link", { name: /^Continue/ })).toHaveAttribute("href", `/admin/profile?copy=${PROFILE._id}`);
  expect(screen.queryByText("Being typed")).not.toBeInTheDocument();
});

test("nothing unsaved anywhere: no section at all", async () => {
  render(<UnsavedDrafts autosaves={[]} />);
  await act(async () => {});
  expect(screen.queryByRole("region", { name: /^Unsaved drafts/ })).not.toBeInTheDocument();
});

test("Discard is one tap: gone from the server (and this device), with Undo that puts it back", async () => {
  const full: Autosave = { ...NEW_POST, values: { title: "Caching, part 2", content: "Draft" }, initial: {}, base: null };
  const server = installFetch({ [`DELETE ${AUTOSAVES}/${NEW_POST._id}`]: { body: { msg: "Unsaved changes discarded.", autosave: full } } });
  const unsent = localCopy({ id: "0c0c0000-0000-4000-8000-000000000003" });
  writeCopy(unsent);
  render(<UnsavedDrafts autosaves={[NEW_POST]} />);
  await waitFor(() => expect(cards()).toHaveLength(2));

  fireEvent.click(screen.getByRole("button", { name: "Discard: Caching, part 2" }));
  fireEvent.click(screen.getByRole("button", { name: "Discard: Offline idea" }));
  await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
  expect(screen.queryByRole("region", { name: /^Unsaved drafts/ })).not.toBeInTheDocument();
  expect(server.count(`DELETE ${AUTOSAVES}/${NEW_POST._id}`)).toBe(1);
  expect(readCopy(unsent.id)).toBeNull();

  const undo = (call: number) =>
    (jest.mocked(toast.success).mock.calls[call]![1] as { action: { label: string; onClick: () => void } }).action;
  expect(undo(0).label).toBe("Undo");
  act(() => undo(0).onClick());
  act(() => undo(1).onClick());
  await waitFor(() => expect(server.count(`PUT ${AUTOSAVES}/${NEW_POST._id}`)).toBe(1));
  expect(server.autosaveCalls().find((call) => call.key.startsWith("PUT"))!.body).toMatchObject({ collection: "blogs", itemId: null, values: full.values });
  expect(readCopy(unsent.id)).toEqual(unsent);
  expect(cards()).toHaveLength(2);
});
