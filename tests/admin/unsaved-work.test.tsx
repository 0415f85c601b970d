/** @jest-environment jsdom */
// The owner's unsaved work (issue 34; the local drafts of issue 21 before it), through real
// forms, as the owner meets it: each open form keeps a copy of its own (its own id) on this
// device as they type, sent to the server as an autosave; the form offers, as it opens, the
// copies left on this device and on the server (Restore / Compare / Discard with Undo);
// a confirmed save removes its own copy only, a failed one keeps it; the save bar says where
// the words are. The fetch mock (./fetch-mock.ts) is the server's autosave API; saves go
// through sendForm (mocked).
import "fake-indexeddb/auto";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ProjectForm } from "@/components/admin/forms/project-form";
import { TechStackForm } from "@/components/admin/forms/tech-stack-form";
import { projectFormValues } from "@/components/admin/forms/form-values";
import { collectFormData, textEntries } from "@/components/admin/form-data";
import { keptTime } from "@/components/admin/drafts/kept-time";
import { ProfileScreen } from "@/components/admin/profile/profile-form";
import type { ProfileFormValues, StoredResume } from "@/components/admin/profile/profile-values";
import type { Project } from "@/lib/data/projects";
import type { Autosave } from "@/lib/autosave/types";
import { apiRequest, ApiRequestError } from "@/lib/client/api";
import { deviceId } from "@/lib/client/unsaved-work/device";
import type { FormCopy } from "@/lib/client/unsaved-work/form-copy";
import { allowCopies, clearAllCopies, listCopies, readCopy, readCopyFiles, writeCopy, writeCopyFile } from "@/lib/client/unsaved-work/local-copies";
import { announceLogout } from "@/lib/client/unsaved-work/owner-broadcast";
import { toast } from "@/lib/client/toast";
import { sendForm } from "@/lib/client/upload";
import { AUTOSAVES, installFetch } from "./fetch-mock";
import { deferred, formIsLive, imageFile, installFakeDataTransfer, installStructuredClone, sentFields, stubObjectUrls, typeAsOwner } from "./helpers";

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
const mockShowOwnerChange = jest.fn();
jest.mock("@/lib/client/owner-change", () => ({ useOwnerChange: () => mockShowOwnerChange }));
jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/client/upload", () => ({ ...jest.requireActual("@/lib/client/upload"), sendForm: jest.fn() }));
jest.mock("@/lib/client/api", () => ({ ...jest.requireActual("@/lib/client/api"), apiRequest: jest.fn() }));

const sendFormMock = jest.mocked(sendForm);

const API_PROJECT = {
  _id: "3f6c1c8e-8d9b-4f0e-9a57-1b2c3d4e5f60",
  version: 1,
  title: "Fieldnotes",
  oneLineDescription: "Notes from the field",
  projectType: "frontend",
  liveUrl: "https://github.com/example/fieldnotes",
  technologiesUsed: ["React", "TypeScript"],
  keywordsAndTags: ["notes", "offline"],
  description: "An offline-first notebook.",
  isArchived: false,
  featured: false,
  logo: null,
  logoAlt: "",
  screenshot: null,
  screenshotAlt: "",
  status: "published",
  publishAt: null,
} as unknown as Project;
const PROJECT = projectFormValues(API_PROJECT);
const FORM = `projects:${PROJECT._id}`;
const ON_OPEN = `GET ${AUTOSAVES}?collection=projects&itemId=${PROJECT._id}`;
const put = (id: string) => `PUT ${AUTOSAVES}/${id}`;
const del = (id: string) => `DELETE ${AUTOSAVES}/${id}`;

let server: ReturnType<typeof installFetch>;
let copyNumber = 0;

/** A copy of this project's form, left on this device by another tab or an earlier visit. */
function leftCopy(over: Partial<FormCopy> = {}): FormCopy {
  return {
    id: `0c0c0000-0000-4000-8000-${String(++copyNumber).padStart(12, "0")}`,
    form: FORM,
    label: 'the project "Fieldnotes"',
    path: `/edit-project/${PROJECT._id}`,
    savedAt: Date.now() - 60_000,
    serverSavedAt: null,
    baseVersion: 1,
    base: PROJECT as unknown as Record<string, unknown>,
    values: { title: "Typed on the train", description: "Half a paragraph" },
    initial: { title: "Fieldnotes", description: "An offline-first notebook." },
    files: {},
    ...over,
  };
}

/** An autosave as GET /api/v1/autosaves answers it: from the owner's phone unless told. */
function serverAutosave(over: Partial<Autosave> = {}): Autosave {
  return {
    _id: `5e5e0000-0000-4000-8000-${String(++copyNumber).padStart(12, "0")}`,
    collection: "projects",
    itemId: PROJECT._id,
    title: "Fieldnotes",
    deviceId: "the-owners-phone",
    deviceName: "iPhone · Safari",
    baseVersion: 1,
    savedAt: new Date(Date.now() - 120_000).toISOString(),
    createdAt: new Date(Date.now() - 600_000).toISOString(),
    values: { title: "Typed on the phone" },
    initial: { title: "Fieldnotes" },
    base: PROJECT as unknown as Record<string, unknown>,
    ...over,
  };
}

/** The server holds these autosaves as the form opens. */
function serverHolds(autosaves: Autosave[], routes: Parameters<typeof installFetch>[0] = {}) {
  server = installFetch({ [`GET ${AUTOSAVES}?*`]: { body: { autosaves } }, ...routes });
}

/** navigator.locks as a browser has it; `elsewhere` are locks another tab holds. */
function stubLocks(elsewhere: string[] = []) {
  const held = new Set<string>(elsewhere.map((id) => `portfolio-copy:${id}`));
  // Shared requests waiting for a lock another tab holds, granted when it lets go (letGo).
  const waiting = new Map<string, Array<() => void>>();
  Object.defineProperty(navigator, "locks", {
    configurable: true,
    value: {
      request: (name: string, options: { mode?: string; signal?: AbortSignal }, run: () => unknown) => {
        // A shared request waits while another tab holds the lock (here: until it gives up).
        if (options.mode === "shared" && held.has(name)) {
          return new Promise((resolve, reject) => {
            waiting.set(name, [...(waiting.get(name) ?? []), () => resolve(run())]);
            options.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          });
        }
        if (options.mode !== "shared") held.add(name);
        return Promise.resolve(run()).then(() => held.delete(name));
      },
      query: async () => ({ held: [...held].map((name) => ({ name, mode: "exclusive" })) }),
    },
  });
  return {
    held,
    /** The other form lets go of a copy's lock (closed, or its tab gone). */
    letGo(id: string) {
      const name = `portfolio-copy:${id}`;
      held.delete(name);
      for (const grant of waiting.get(name) ?? []) grant();
      waiting.delete(name);
    },
  };
}

/**
 * jsdom takes only a real FileList for an input's `files`, which a script cannot build: here
 * an input keeps the stand-in DataTransfer's list, so a restored image goes back into its
 * input as it does in a browser.
 */
function letInputsHoldFileLists() {
  const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "files")!;
  const held = new WeakMap<HTMLInputElement, unknown>();
  Object.defineProperty(HTMLInputElement.prototype, "files", {
    configurable: true,
    get(this: HTMLInputElement) {
      return held.has(this) ? held.get(this) : native.get!.call(this);
    },
    set(this: HTMLInputElement, value: unknown) {
      held.set(this, value);
    },
  });
}

const offers = () => screen.queryByRole("region", { name: /^(Unsaved changes from |\d+ sets of unsaved changes|An unsaved new |\d+ unsaved new )/ });
const title = () => screen.getByLabelText("Title");
const fieldsHeld = () => document.querySelector("form > fieldset") as HTMLFieldSetElement;

/** The page is hidden (another app, a tab switch): the copy is written and sent at once. */
const hidePage = () => act(() => void window.dispatchEvent(new Event("pagehide")));

beforeAll(() => {
  installStructuredClone();
  installFakeDataTransfer();
  letInputsHoldFileLists();
  stubObjectUrls();
});

beforeEach(() => {
  jest.clearAllMocks();
  sendFormMock.mockReset();
  server = installFetch({});
});

afterEach(async () => {
  // Nothing of one test's copies (files included) is offered in the next.
  await clearAllCopies();
  allowCopies();
  window.history.replaceState(null, "", "/");
  Object.defineProperty(navigator, "locks", { configurable: true, value: undefined });
});

describe("a copy per open form", () => {
  test("typing writes a copy under the form's own id at each change; the save bar says so", async () => {
    render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    expect(screen.getByText("No unsaved changes.")).toBeInTheDocument();
    // The form looked for unsaved work of this project on the server as it opened.
    expect(server.count(ON_OPEN)).toBe(1);

    typeAsOwner("Title", "Fieldnotes, the field guide");
    await waitFor(() => expect(listCopies(FORM)).toHaveLength(1));
    const [first] = listCopies(FORM);
    expect(first).toMatchObject({
      form: FORM,
      label: 'the project "Fieldnotes"',
      baseVersion: 1,
      serverSavedAt: null,
      values: expect.objectContaining({ title: "Fieldnotes, the field guide", description: "An offline-first notebook." }),
      initial: expect.objectContaining({ title: "Fieldnotes", description: "An offline-first notebook." }),
      files: {},
    });
    expect(screen.getByText(/^Unsaved changes/)).toBeInTheDocument();

    // The next change rewrites the same copy (no pause needed).
    typeAsOwner("Description", "An offline-first notebook, now with maps.");
    await waitFor(() => expect(readCopy(first!.id)?.values.description).toBe("An offline-first notebook, now with maps."));
    expect(listCopies(FORM)).toHaveLength(1);
  });

  test("two forms of the same kind in one document keep two copies, under two ids", async () => {
    render(
      <>
        <ProjectForm project={PROJECT} />
        <ProjectForm project={PROJECT} />
      </>,
    );
    await formIsLive();
    const [one, two] = screen.getAllByLabelText("Title");
    typeAsOwner("Title", "Typed in the first", one);
    typeAsOwner("Title", "Typed in the second", two);
    await waitFor(() => expect(listCopies(FORM)).toHaveLength(2));
    const kept = listCopies(FORM);
    expect(new Set(kept.map((copy) => copy.id)).size).toBe(2);
    expect(kept.map((copy) => copy.values.title).sort()).toEqual(["Typed in the first", "Typed in the second"]);
  });

  test("Back right after a keystroke (the form gone before its copy's task): the copy is written from the form that left the page, and sent at once", async () => {
    const { unmount } = render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "Typed, then Back at once");
    unmount();
    expect(listCopies(FORM).map((copy) => copy.values.title)).toEqual(["Typed, then Back at once"]);
    const [copy] = listCopies(FORM);
    await waitFor(() => expect(server.count(put(copy!.id))).toBe(1));
    const sent = server.autosaveCalls().find((call) => call.key === put(copy!.id))!;
    expect(sent.init?.keepalive).toBe(true);
    expect(sent.body).toMatchObject({ collection: "projects", itemId: PROJECT._id, baseVersion: 1, values: expect.objectContaining({ title: "Typed, then Back at once" }) });
  });

  test("the page hidden (a phone switching apps) writes the copy at once and sends it", async () => {
    render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "Typed, then another app");
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    try {
      act(() => void document.dispatchEvent(new Event("visibilitychange")));
    } finally {
      Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "visible" });
    }
    expect(listCopies(FORM).map((copy) => copy.values.title)).toEqual(["Typed, then another app"]);
    await waitFor(() => expect(server.count(put(listCopies(FORM)[0]!.id))).toBe(1));
  });

  test("undoing the change by hand leaves nothing unsaved: the copy goes, here and on the server", async () => {
    render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "A rename");
    await waitFor(() => expect(listCopies(FORM)).toHaveLength(1));
    const [copy] = listCopies(FORM);
    hidePage();
    await waitFor(() => expect(server.count(put(copy!.id))).toBe(1));

    typeAsOwner("Title", "Fieldnotes");
    await waitFor(() => expect(listCopies(FORM)).toEqual([]));
    await waitFor(() => expect(server.count(del(copy!.id))).toBe(1));
    expect(screen.getByText("No unsaved changes.")).toBeInTheDocument();
  });
});

describe("saving", () => {
  test("a confirmed save removes only this form's copy, and deletes its autosave only once the server confirmed the save", async () => {
    render(
      <>
        <ProjectForm project={PROJECT} />
        <ProjectForm project={PROJECT} />
      </>,
    );
    await formIsLive();
    const [one, two] = screen.getAllByLabelText("Title");
    typeAsOwner("Title", "Saved from the first", one);
    typeAsOwner("Title", "Still typing in the second", two);
    await waitFor(() => expect(listCopies(FORM)).toHaveLength(2));
    const mine = listCopies(FORM).find((copy) => copy.values.title === "Saved from the first")!;
    const other = listCopies(FORM).find((copy) => copy !== mine)!;
    hidePage();
    await waitFor(() => expect(server.count(put(mine.id))).toBe(1));

    const answer = deferred<unknown>();
    sendFormMock.mockReturnValueOnce(answer.promise as Promise<never>);
    fireEvent.click(screen.getAllByRole("button", { name: "Update" })[0]!);
    await waitFor(() => expect(sendFormMock).toHaveBeenCalledTimes(1));
    // In flight: the copy and its autosave stay.
    await act(async () => {});
    expect(readCopy(mine.id)).not.toBeNull();
    expect(server.count(del(mine.id))).toBe(0);

    await act(async () => answer.resolve({ project: { ...API_PROJECT, title: "Saved from the first", version: 2 } }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
    await waitFor(() => expect(server.count(del(mine.id))).toBe(1));
    expect(readCopy(mine.id)).toBeNull();
    // The other form's copy is its own: untouched, and nothing of it deleted on the server.
    expect(readCopy(other.id)?.values.title).toBe("Still typing in the second");
    expect(server.count(del(other.id))).toBe(0);
  });

  test.each([
    ["the server fails (503)", new ApiRequestError(503, "The database is unavailable right now."), /^Not saved: the server could not save it right now \(error 503\)/],
    ["the network is down", new ApiRequestError(0, "Could not reach the server. Check your connection and try again."), /^Not saved: the server could not be reached/],
    ["too many requests (429)", new ApiRequestError(429, "Too many requests. Try again in a minute."), /^Not saved: too many requests/],
    ["a file too large (413)", new ApiRequestError(413, "The upload is too large."), /^Not saved: the upload is too large\. Choose a smaller file/],
  ])("a failed save (%s) keeps the values and the copy, and says so", async (_name, failure, message) => {
    sendFormMock.mockRejectedValue(failure);
    render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "Not lost");
    typeAsOwner("Description", "Written on a train.");
    await waitFor(() => expect(listCopies(FORM)).toHaveLength(1));
    const [copy] = listCopies(FORM);
    fireEvent.click(screen.getByRole("button", { name: "Update" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent("Everything you typed is still here");
    expect(title()).toHaveValue("Not lost");
    expect(screen.getByLabelText("Description")).toHaveValue("Written on a train.");
    expect(title()).toBeEnabled();
    expect(screen.getByRole("button", { name: "Update" })).toBeEnabled();
    expect(readCopy(copy!.id)?.values).toMatchObject({ title: "Not lost", description: "Written on a train." });
    expect(server.count(del(copy!.id))).toBe(0);
    expect(screen.getByText(/^Unsaved changes/)).toBeInTheDocument();
    expect(mockShowOwnerChange).not.toHaveBeenCalled();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  test("a save pressed right after a keystroke (before the copy's next task) that fails still keeps the copy, and the form knows it is unsaved", async () => {
    sendFormMock.mockRejectedValue(new ApiRequestError(503, "The database is unavailable right now."));
    render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "Typed, then Update at once");
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Not saved: the server could not save it right now/);
    expect(title()).toHaveValue("Typed, then Update at once");
    expect(listCopies(FORM).map((copy) => copy.values.title)).toEqual(["Typed, then Update at once"]);
    expect(screen.getByText(/^Unsaved changes/)).toBeInTheDocument();
  });

  test("a save pressed right after a keystroke that succeeds leaves nothing behind, here or on the server", async () => {
    jest.useFakeTimers();
    try {
      sendFormMock.mockResolvedValue({ project: { ...API_PROJECT, title: "Quick save", version: 2 } });
      render(<ProjectForm project={PROJECT} />);
      await formIsLive();
      typeAsOwner("Title", "Quick save");
      fireEvent.click(screen.getByRole("button", { name: "Update" }));
      await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
      // Past the copy's task and the autosave's pause and gap: no late copy, no autosave written after the save.
      await act(() => jest.advanceTimersByTimeAsync(15_000));
      expect(listCopies(FORM)).toEqual([]);
      expect(server.autosaveCalls().filter((call) => call.key.startsWith("PUT"))).toEqual([]);
    } finally {
      jest.clearAllTimers();
      jest.useRealTimers();
    }
  });

  test("while a save is in flight the fields are held and the bar says Saving…", async () => {
    const answer = deferred<unknown>();
    sendFormMock.mockReturnValue(answer.promise as Promise<never>);
    render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "In flight");
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(title()).toBeDisabled());
    expect(screen.getByLabelText("Description")).toBeDisabled();
    expect(screen.getByText("Saving…")).toBeInTheDocument();
    await act(async () => answer.resolve({ project: { ...API_PROJECT, title: "In flight", version: 2 } }));
    expect(toast.success).toHaveBeenCalledWith("Project updated successfully!");
  });
});

describe("what an edit form offers as it opens", () => {
  test("a reopened form offers the copy left behind first, Restore focused, and holds its fields until answered", async () => {
    const { unmount } = render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "Fieldnotes, the field guide");
    await waitFor(() => expect(listCopies(FORM)).toHaveLength(1));
    // Closed (a reload, Back): the copy stays.
    unmount();
    expect(listCopies(FORM)).toHaveLength(1);

    render(<ProjectForm project={PROJECT} />);
    const region = await screen.findByRole("region", { name: `Unsaved changes from ${keptTime(listCopies(FORM)[0]!.savedAt)} on this device` });
    expect(within(region).getByRole("button", { name: "Restore" })).toHaveFocus();
    expect(region.compareDocumentPosition(title()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(fieldsHeld()).toBeDisabled();
    expect(screen.getByRole("button", { name: "Update" })).toBeDisabled();
    // The stored values until the owner chooses.
    expect(title()).toHaveValue("Fieldnotes");
  });

  test("Restore puts the typed text back under that copy's id, and the form saves it from the copy's version", async () => {
    const left = leftCopy({ values: { title: "Typed on the train", description: "Half a paragraph", featured: "false" } });
    writeCopy(left);
    sendFormMock.mockResolvedValue({ project: { ...API_PROJECT, title: "Typed on the train", version: 2 } });
    render(<ProjectForm project={PROJECT} />);
    fireEvent.click(within(await screen.findByRole("region", { name: /^Unsaved changes from/ })).getByRole("button", { name: "Restore" }));

    await waitFor(() => expect(title()).toHaveValue("Typed on the train"));
    expect(offers()).not.toBeInTheDocument();
    expect(screen.getByLabelText("Description")).toHaveValue("Half a paragraph");
    expect(title()).toBeEnabled();
    // Untouched fields keep the stored values.
    expect(screen.getByLabelText("Live URL")).toHaveValue("https://github.com/example/fieldnotes");
    expect(screen.getByText(/^Unsaved changes/)).toBeInTheDocument();

    // Typing on continues the same copy (no second copy of the same work).
    typeAsOwner("Title", "Typed on the train, at home");
    await waitFor(() => expect(readCopy(left.id)?.values.title).toBe("Typed on the train, at home"));
    expect(listCopies(FORM)).toHaveLength(1);

    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(sendFormMock).toHaveBeenCalledTimes(1));
    expect(sentFields(sendFormMock.mock.calls[0]![1].body)).toMatchObject({ title: "Typed on the train, at home", description: "Half a paragraph" });
    expect(sendFormMock.mock.calls[0]![1].headers).toEqual({ "If-Match": '"1"' });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
    expect(listCopies(FORM)).toEqual([]);
  });

  test("copies from this device and from the server are offered together, each saying where and when", async () => {
    const local = leftCopy();
    writeCopy(local);
    const phone = serverAutosave();
    // The same copy kept here and on the server is offered once.
    const both = serverAutosave({ _id: local.id, deviceId: deviceId(), savedAt: new Date(local.savedAt).toISOString(), values: local.values, initial: local.initial });
    serverHolds([phone, both]);
    render(<ProjectForm project={PROJECT} />);

    const region = await screen.findByRole("region", { name: "2 sets of unsaved changes" });
    const items = within(region).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(`Changes · ${keptTime(local.savedAt)} on this device`);
    expect(items[1]).toHaveTextContent(`Changes · ${keptTime(Date.parse(phone.savedAt))} on another device (iPhone · Safari)`);
    expect(items[1]).toHaveTextContent("Kept on the server, not saved to the site yet.");
    expect(fieldsHeld()).toBeDisabled();

    // Restore the phone's: its words in the form, continued under its id; nothing sent until it changes.
    fireEvent.click(within(items[1]!).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(title()).toHaveValue("Typed on the phone"));
    expect(title()).toBeEnabled();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(server.count(put(phone._id))).toBe(0);
    typeAsOwner("Title", "Typed on the phone, finished on the laptop");
    await waitFor(() => expect(readCopy(phone._id)?.values.title).toBe("Typed on the phone, finished on the laptop"));
    hidePage();
    await waitFor(() => expect(server.count(put(phone._id))).toBe(1));
    // The other offer is still there, and the form is no longer held for it.
    expect(within(screen.getByRole("region", { name: /^Unsaved changes from/ })).getAllByRole("listitem")).toHaveLength(1);
  });

  test("a copy another open tab is typing into (its lock held) is not offered", async () => {
    const open = leftCopy();
    const left = leftCopy({ values: { title: "Left behind" } });
    writeCopy(open);
    writeCopy(left);
    stubLocks([open.id]);
    render(<ProjectForm project={PROJECT} />);
    const region = await screen.findByRole("region", { name: /^Unsaved changes from/ });
    expect(within(region).queryAllByRole("listitem")).toHaveLength(1);
    fireEvent.click(within(region).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(title()).toHaveValue("Left behind"));
    // Still there for its own tab.
    expect(readCopy(open.id)).not.toBeNull();
  });

  test("the copy of a form just left (its lock let go a moment after this form opened) is offered, with its last words", async () => {
    const left = leftCopy({ values: { title: "Typed, then Back" } });
    writeCopy(left);
    const locks = stubLocks([left.id]);
    render(<ProjectForm project={PROJECT} />);
    // The form that was left writes its last words as it goes, then lets go of its lock.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    writeCopy({ ...left, values: { title: "Typed, then Back, whole" }, savedAt: Date.now() });
    locks.letGo(left.id);
    const region = await screen.findByRole("region", { name: /^Unsaved changes from/ });
    fireEvent.click(within(region).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(title()).toHaveValue("Typed, then Back, whole"));
  });

  test("copies the saved item already holds, or holding no change, are not offered: cleaned up here and on the server", async () => {
    // What the form loads, as it would send it.
    const { unmount } = render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    const loaded = textEntries(collectFormData(document.querySelector("form")!));
    unmount();

    // Saved in another tab whose copy was left behind (sent to the server before), a copy
    // with nothing changed, and the phone's autosave of the same text.
    const saved = leftCopy({ values: loaded, serverSavedAt: Date.now() - 60_000, savedAt: Date.now() - 60_000 });
    const unchanged = leftCopy({ values: { title: "Fieldnotes" }, initial: { title: "Fieldnotes" } });
    const phone = serverAutosave({ values: loaded });
    writeCopy(saved);
    writeCopy(unchanged);
    serverHolds([phone]);
    server.calls.length = 0;

    render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    expect(offers()).not.toBeInTheDocument();
    expect(listCopies(FORM)).toEqual([]);
    await waitFor(() => expect(server.count(del(saved.id))).toBe(1));
    expect(server.count(del(phone._id))).toBe(1);
    // Never sent anywhere: nothing to delete on the server.
    expect(server.count(del(unchanged.id))).toBe(0);
  });

  test("a copy whose only change is a chosen image is offered, not cleaned up as if the saved item held it", async () => {
    const logo = imageFile("compass.png", "image/png", 256);
    const { unmount } = render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    const loaded = textEntries(collectFormData(document.querySelector("form")!));
    unmount();
    const withLogo = leftCopy({ values: loaded, initial: loaded, files: { logo: { name: "compass.png", type: "image/png", size: 256 } } });
    writeCopy(withLogo);
    await writeCopyFile(withLogo.id, "logo", logo);

    render(<ProjectForm project={PROJECT} />);
    fireEvent.click(within(await screen.findByRole("region", { name: /^Unsaved changes from/ })).getByRole("button", { name: "Restore" }));
    expect(await screen.findByText("Chosen: compass.png")).toBeInTheDocument();
    expect(readCopy(withLogo.id)).not.toBeNull();
  });

  test("a copy made over an older version says the saved project changed since", async () => {
    writeCopy(leftCopy({ baseVersion: 0 }));
    render(<ProjectForm project={PROJECT} />);
    expect(await screen.findByRole("region", { name: /^Unsaved changes from/ })).toHaveTextContent(
      "The saved project changed since: when you save, what differs is merged, and you choose where both changed the same part.",
    );
  });

  test("Discard: gone from this device and the server at once, with Undo that brings both back", async () => {
    const left = leftCopy({ values: { title: "Not wanted" }, initial: { title: "Fieldnotes" } });
    writeCopy(left);
    const phone = serverAutosave({ values: { title: "Not wanted either" } });
    serverHolds([phone], { [del(phone._id)]: { body: { msg: "Unsaved changes discarded.", autosave: phone } } });
    render(<ProjectForm project={PROJECT} />);
    const region = await screen.findByRole("region", { name: "2 sets of unsaved changes" });

    fireEvent.click(within(within(region).getAllByRole("listitem")[1]!).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    fireEvent.click(within(screen.getByRole("region", { name: /^Unsaved changes from/ })).getByRole("button", { name: "Discard" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(2));
    expect(offers()).not.toBeInTheDocument();
    expect(readCopy(left.id)).toBeNull();
    expect(server.count(del(phone._id))).toBe(1);
    expect(server.count(del(left.id))).toBe(1);
    // The form is the stored item's, and the owner's to edit.
    expect(title()).toHaveValue("Fieldnotes");
    expect(title()).toBeEnabled();
    expect(screen.getByText("No unsaved changes.")).toBeInTheDocument();

    const [[message, options], [, localOptions]] = jest.mocked(toast.success).mock.calls as unknown as Array<[string, { duration: number; action: { label: string; onClick: () => void } }]>;
    expect(message).toBe("Unsaved changes discarded.");
    expect(options.duration).toBe(10_000);
    expect(options.action.label).toBe("Undo");
    act(() => options.action.onClick());
    act(() => localOptions.action.onClick());
    // Undo: the phone's autosave goes back to the server as it was, this device's copy back here.
    await waitFor(() => expect(server.count(put(phone._id))).toBe(1));
    expect(server.autosaveCalls().find((call) => call.key === put(phone._id))!.body).toMatchObject({ values: phone.values, deviceId: "the-owners-phone", baseVersion: 1 });
    expect(readCopy(left.id)?.values.title).toBe("Not wanted");
    expect(within(screen.getByRole("region", { name: "2 sets of unsaved changes" })).getAllByRole("listitem")).toHaveLength(2);
  });

  test("Compare shows what the copy would change; Restore from there restores it", async () => {
    writeCopy(leftCopy({ values: { title: "Typed on the train", description: "One line.\n\nAnd a second paragraph." } }));
    render(<ProjectForm project={PROJECT} />);
    fireEvent.click(within(await screen.findByRole("region", { name: /^Unsaved changes from/ })).getByRole("button", { name: "Compare" }));

    const dialog = await screen.findByRole("dialog", { name: "Unsaved changes compared with the saved version" });
    const titleDiff = within(dialog).getByRole("region", { name: "Title: differences" });
    expect(titleDiff.querySelector("del")).toHaveTextContent("Fieldnotes");
    expect(titleDiff.querySelector("ins")).toHaveTextContent("Typed on the train");
    expect(within(dialog).getByRole("region", { name: "Description: differences" })).toHaveTextContent("And a second paragraph.");
    // Fields the copy does not change are not listed.
    expect(within(dialog).queryByRole("region", { name: "Live URL: differences" })).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(fieldsHeld()).toBeDisabled();
    fireEvent.click(within(offers()!).getByRole("button", { name: "Compare" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(title()).toHaveValue("Typed on the train"));
  });

  test("?copy=<id> (Save as new, the dashboard's Continue) restores that copy without asking", async () => {
    const other = leftCopy({ values: { title: "Another set" } });
    const phone = serverAutosave({ values: { title: "Continued from the dashboard" } });
    writeCopy(other);
    serverHolds([phone]);
    window.history.replaceState(null, "", `/edit-project/${PROJECT._id}?copy=${phone._id}`);
    render(<ProjectForm project={PROJECT} />);
    await waitFor(() => expect(title()).toHaveValue("Continued from the dashboard"));
    expect(title()).toBeEnabled();
    // The rest is still offered, without holding the form.
    expect(within(screen.getByRole("region", { name: /^Unsaved changes from/ })).getAllByRole("listitem")).toHaveLength(1);
  });

  test("a chosen image is kept with the copy (IndexedDB) and goes back into its file input on Restore", async () => {
    const { unmount } = render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "Fieldnotes with a logo");
    const logo = imageFile("compass.png", "image/png", 256);
    fireEvent.change(screen.getByLabelText(/^Logo/), { target: { files: [logo] } });
    expect(await screen.findByText("Chosen: compass.png")).toBeInTheDocument();
    await waitFor(() => expect(listCopies(FORM)[0]?.files.logo).toEqual({ name: "compass.png", type: "image/png", size: 256 }));
    const [copy] = listCopies(FORM);
    await waitFor(async () => expect(Object.keys(await readCopyFiles(copy!.id))).toEqual(["logo"]));
    unmount();

    render(<ProjectForm project={PROJECT} />);
    fireEvent.click(within(await screen.findByRole("region", { name: /^Unsaved changes from/ })).getByRole("button", { name: "Restore" }));
    expect(await screen.findByText("Kept from your unsaved changes.")).toBeInTheDocument();
    expect(screen.getByText("Chosen: compass.png")).toBeInTheDocument();
    const held = (screen.getByLabelText(/^Logo/) as HTMLInputElement).files?.[0];
    expect([held?.name, held?.type, held?.size]).toEqual(["compass.png", "image/png", 256]);
    expect(title()).toHaveValue("Fieldnotes with a logo");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    // And it is what a save sends.
    sendFormMock.mockResolvedValue({ project: { ...API_PROJECT, version: 2 } });
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(sendFormMock).toHaveBeenCalledTimes(1));
    const sent = (sendFormMock.mock.calls[0]![1].body as FormData).get("logo") as File;
    expect([sent.name, sent.size]).toEqual(["compass.png", 256]);
  });

  test("an image this device does not have (another device's copy, or one the browser could not keep): the text is restored and the form says which image to choose again", async () => {
    writeCopy(leftCopy({ values: { title: "With a lost logo" }, files: { logo: { name: "compass.png", type: "image/png", size: 256 } } }));
    render(<ProjectForm project={PROJECT} />);
    fireEvent.click(within(await screen.findByRole("region", { name: /^Unsaved changes from/ })).getByRole("button", { name: "Restore" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("choose it again: Logo (compass.png)");
    expect(title()).toHaveValue("With a lost logo");
  });
});

describe("an add form", () => {
  test("offers every unsaved new item beside it without holding it; typing starts a copy of its own", async () => {
    const one = leftCopy({ form: "techStack:new", path: "/add-techStack", baseVersion: null, base: null, values: { title: "Neovim", category: "Editor" }, initial: {} });
    const two = leftCopy({ form: "techStack:new", path: "/add-techStack", baseVersion: null, base: null, values: { title: "Helix" }, initial: {}, savedAt: Date.now() - 30_000 });
    writeCopy(one);
    writeCopy(two);
    render(<TechStackForm />);
    const region = await screen.findByRole("region", { name: "2 unsaved new tech stack items" });
    expect(within(region).getAllByRole("listitem").map((item) => item.querySelector("p")?.textContent)).toEqual([
      `Helix · ${keptTime(two.savedAt)} on this device`,
      `Neovim · ${keptTime(one.savedAt)} on this device`,
    ]);
    expect(fieldsHeld()).toBeEnabled();
    // The owner may be starting yet another: the focus is not taken from them.
    expect(within(region).getAllByRole("button", { name: "Restore" })[0]).not.toHaveFocus();

    typeAsOwner("Title", "Zed");
    await waitFor(() => expect(listCopies("techStack:new")).toHaveLength(3));
    expect(readCopy(one.id)?.values.title).toBe("Neovim");
    expect(readCopy(two.id)?.values.title).toBe("Helix");
  });

  test("restored, saved: only that copy goes", async () => {
    const one = leftCopy({ form: "techStack:new", path: "/add-techStack", baseVersion: null, base: null, values: { title: "Neovim", category: "Editor", url: "https://neovim.io" }, initial: {} });
    const two = leftCopy({ form: "techStack:new", path: "/add-techStack", baseVersion: null, base: null, values: { title: "Helix" }, initial: {} });
    writeCopy(one);
    writeCopy(two);
    render(<TechStackForm />);
    const region = await screen.findByRole("region", { name: "2 unsaved new tech stack items" });
    const neovim = within(region).getAllByRole("listitem").find((item) => item.textContent?.startsWith("Neovim"))!;
    fireEvent.click(within(neovim).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(title()).toHaveValue("Neovim"));
    expect(screen.getByLabelText("Category")).toHaveValue("Editor");
    fireEvent.change(screen.getByLabelText("Section"), { target: { value: screen.getByLabelText<HTMLSelectElement>("Section").options[1]!.value } });

    sendFormMock.mockRejectedValueOnce(new ApiRequestError(503, "Unavailable."));
    fireEvent.click(screen.getByRole("button", { name: "SAVE" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Not saved:/);
    expect(readCopy(one.id)?.values).toMatchObject({ title: "Neovim", url: "https://neovim.io" });

    sendFormMock.mockResolvedValueOnce({ techstack: { _id: "t1", version: 1 } });
    fireEvent.click(screen.getByRole("button", { name: "SAVE" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("TechStack added successfully!"));
    expect(sendFormMock.mock.calls[1]![1].headers).toEqual({}); // an add sends no version
    expect(readCopy(one.id)).toBeNull();
    expect(readCopy(two.id)?.values.title).toBe("Helix");
  });

  test("a new project's work, restored, still reads Publish now: only a stored item can be Published", async () => {
    // Found on a walk through: restored work of a new post said "Published".
    const { unmount } = render(<ProjectForm />);
    typeAsOwner("Title", "Side project");
    await waitFor(() => expect(listCopies("projects:new").map((copy) => copy.values.title)).toEqual(["Side project"]));
    unmount();
    render(<ProjectForm />);
    fireEvent.click(within(await screen.findByRole("region", { name: "An unsaved new project" })).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(title()).toHaveValue("Side project"));
    expect(screen.getByRole("radio", { name: "Publish now" })).toBeChecked();
    expect(screen.queryByRole("radio", { name: "Published" })).toBeNull();
  });
});

describe("the profile keeps a copy", () => {
  const PROFILE: ProfileFormValues = {
    version: 4,
    name: "Alex Morgan",
    role: "Full-stack engineer",
    location: "Lisbon, Portugal",
    availabilityShown: true,
    availabilityText: "Available for new projects",
    heroHeadline: "Hi, I'm Alex Morgan.",
    heroIntro: "I build fast, accessible web products.",
    avatar: null,
    avatarAlt: "",
    about: "I like **the whole problem**.",
    focus: [{ title: "Product engineering", text: "Ideas into shipped features." }],
    email: "hello@alexmorgan.dev",
    contactNote: "I reply within two working days.",
    resumeUrl: null,
    links: [{ network: "github", url: "https://github.com/alexmorgan" }],
    siteTitle: "Alex Morgan",
    siteDescription: "Portfolio of Alex Morgan.",
    siteUrl: "",
    timeZone: "UTC",
  };
  const NO_RESUME: StoredResume = null;
  const linksSection = () => screen.getByRole("region", { name: "Links" });
  const profileCopy = () => listCopies("profile")[0];

  test("a link added by its button and typed is kept, offered back and restored", async () => {
    const { unmount } = render(<ProfileScreen profile={PROFILE} resume={NO_RESUME} />);
    await formIsLive();
    expect(server.count(`GET ${AUTOSAVES}?collection=profile`)).toBe(1);
    typeAsOwner("Name", "Alex R. Morgan");
    const add = within(linksSection()).getByRole("button", { name: "Add Bluesky" });
    fireEvent.pointerDown(add);
    fireEvent.click(add);
    typeAsOwner("Bluesky", "https://bsky.app/profile/alex.bsky.social");

    await waitFor(() =>
      expect(JSON.parse(profileCopy()?.values.links ?? "[]")).toEqual([
        { network: "github", url: "https://github.com/alexmorgan" },
        { network: "bluesky", url: "https://bsky.app/profile/alex.bsky.social" },
      ]),
    );
    expect(profileCopy()).toMatchObject({ form: "profile", baseVersion: 4, values: expect.objectContaining({ name: "Alex R. Morgan" }) });
    unmount();

    render(<ProfileScreen profile={PROFILE} resume={NO_RESUME} />);
    const region = await screen.findByRole("region", { name: /^Unsaved changes from/ });
    expect(screen.getByLabelText("Name")).toBeDisabled();
    expect(screen.getByRole("button", { name: "Save profile" })).toBeDisabled();
    fireEvent.click(within(region).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("Alex R. Morgan"));
    expect(screen.getByLabelText("Bluesky")).toHaveValue("https://bsky.app/profile/alex.bsky.social");
    expect(screen.getByLabelText("GitHub")).toHaveValue("https://github.com/alexmorgan");
  });

  test("a link removed by its button (no typing at all) is a change the copy keeps", async () => {
    const { unmount } = render(<ProfileScreen profile={PROFILE} resume={NO_RESUME} />);
    await formIsLive();
    const remove = screen.getByRole("button", { name: "Remove GitHub" });
    fireEvent.pointerDown(remove);
    fireEvent.click(remove);
    await waitFor(() => expect(profileCopy()?.values.links).toBe("[]"));
    expect(screen.getByText(/^Unsaved changes/)).toBeInTheDocument();
    unmount();

    render(<ProfileScreen profile={PROFILE} resume={NO_RESUME} />);
    fireEvent.click(within(await screen.findByRole("region", { name: /^Unsaved changes from/ })).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(screen.getByText(/No links yet/)).toBeInTheDocument());
  });

  test("a failed profile save keeps the copy and the values; the confirmed one clears it", async () => {
    sendFormMock.mockRejectedValueOnce(new ApiRequestError(0, "Could not reach the server."));
    render(<ProfileScreen profile={PROFILE} resume={NO_RESUME} />);
    await formIsLive();
    typeAsOwner("Headline", "Hello, I'm Alex.");
    await waitFor(() => expect(profileCopy()).toBeDefined());
    fireEvent.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Not saved: the server could not be reached/);
    expect(screen.getByLabelText("Headline")).toHaveValue("Hello, I'm Alex.");
    expect(profileCopy()?.values.heroHeadline).toBe("Hello, I'm Alex.");

    sendFormMock.mockResolvedValueOnce({ profile: { ...PROFILE, heroHeadline: "Hello, I'm Alex.", version: 5 } });
    fireEvent.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Profile updated successfully!"));
    expect(listCopies("profile")).toEqual([]);
    expect(sendFormMock.mock.calls[1]![1].headers).toEqual({ "If-Match": '"4"' });
  });
});

describe("a logout in another tab", () => {
  test("holds the open form and writes no copy on this device any more; the words typed before are kept for the server", async () => {
    render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "Typed before the logout");
    await waitFor(() => expect(listCopies(FORM)).toHaveLength(1));
    const [copy] = listCopies(FORM);

    act(() => announceLogout());
    expect(await screen.findByRole("alert")).toHaveTextContent("You logged out, so this form is held and nothing more is kept on this device.");
    expect(screen.getByRole("button", { name: "Log in again" })).toBeInTheDocument();
    expect(fieldsHeld()).toBeDisabled();

    // Whatever still reaches the form (a late event) is not written here.
    typeAsOwner("Title", "Typed after the logout");
    hidePage();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(readCopy(copy!.id)?.values.title).toBe("Typed before the logout");
    expect(writeCopy({ ...copy!, values: { title: "late" } })).toBe(false);
  });

  test("'Log in again' over the form: it goes on, and what was typed before the logout goes to the server", async () => {
    // The sender waits out its 2 s gap before sending again: on fake timers.
    jest.useFakeTimers();
    try {
      jest.mocked(apiRequest).mockImplementation(async (path) => {
        if (path === "/auth/login") return { user: { _id: "u1", email: "owner@example.com", name: "Alex" } };
        throw new Error(`unexpected request ${path}`);
      });
      // The server refuses autosaves while logged out.
      let loggedIn = true;
      server = installFetch({ [`PUT ${AUTOSAVES}/*`]: () => (loggedIn ? { body: {} } : { status: 401, body: { msg: "You need to log in to do that." } }) });
      render(<ProjectForm project={PROJECT} />);
      await formIsLive();
      typeAsOwner("Title", "Typed before the logout");
      await waitFor(() => expect(listCopies(FORM)).toHaveLength(1));
      const [copy] = listCopies(FORM);
      loggedIn = false;
      hidePage();
      await waitFor(() => expect(screen.getByText("Not logged in — kept on this device")).toBeInTheDocument());
      act(() => announceLogout());

      fireEvent.click(await screen.findByRole("button", { name: "Log in again" }));
      const dialog = await screen.findByRole("dialog", { name: "Log in again to go on" });
      fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "owner@example.com" } });
      fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "correct horse battery staple" } });
      loggedIn = true;
      fireEvent.click(within(dialog).getByRole("button", { name: "Log in" }));

      await waitFor(() => expect(fieldsHeld()).toBeEnabled());
      expect(screen.queryByText(/^You logged out/)).not.toBeInTheDocument();
      await waitFor(() => expect(server.count(put(copy!.id))).toBe(2));
      expect(server.autosaveCalls().filter((call) => call.key === put(copy!.id))[1]!.body).toMatchObject({ values: expect.objectContaining({ title: "Typed before the logout" }) });
      // Copies are kept on this device again.
      typeAsOwner("Title", "Typed after logging in again");
      await waitFor(() => expect(readCopy(copy!.id)?.values.title).toBe("Typed after logging in again"));
    } finally {
      jest.clearAllTimers();
      jest.useRealTimers();
    }
  });
});

describe("the save bar says where the words are", () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: Date.parse("2026-11-29T14:30:00.000Z") });
  });
  afterEach(() => {
    jest.clearAllTimers();
    jest.useRealTimers();
  });

  test("'Unsaved changes' while typing, 'Saving…' while the autosave travels, then 'Saved to the server HH:MM'", async () => {
    const landing = deferred<{ status: number; body: unknown }>();
    server = installFetch({ [`PUT ${AUTOSAVES}/*`]: () => landing.promise });
    render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "Fieldnotes, autosaved");
    await act(() => jest.advanceTimersByTimeAsync(10));
    expect(screen.getByText(/^Unsaved changes, kept on this device/)).toBeInTheDocument();

    // Nothing before the pause.
    await act(() => jest.advanceTimersByTimeAsync(900));
    expect(server.autosaveCalls().filter((call) => call.key.startsWith("PUT"))).toEqual([]);
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(server.autosaveCalls().filter((call) => call.key.startsWith("PUT"))).toHaveLength(1);
    expect(screen.getByText("Saving…")).toBeInTheDocument();

    await act(async () => {
      landing.resolve({ status: 200, body: { msg: "Saved to the server." } });
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText(`Saved to the server ${keptTime(Date.now())}`)).toBeInTheDocument();
  });

  test("'Offline — kept on this device' when the server cannot be reached, and saved once it is back", async () => {
    let online = false;
    server = installFetch({
      [`PUT ${AUTOSAVES}/*`]: () => {
        if (!online) throw new TypeError("Failed to fetch");
        return { body: { msg: "Saved to the server." } };
      },
    });
    render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "Typed in a tunnel");
    await act(() => jest.advanceTimersByTimeAsync(1_010));
    expect(screen.getByText("Offline — kept on this device")).toBeInTheDocument();
    expect(listCopies(FORM).map((copy) => copy.values.title)).toEqual(["Typed in a tunnel"]);

    online = true;
    await act(async () => {
      window.dispatchEvent(new Event("online"));
      await jest.advanceTimersByTimeAsync(2_000);
    });
    expect(screen.getByText(`Saved to the server ${keptTime(Date.now())}`)).toBeInTheDocument();
  });
});
