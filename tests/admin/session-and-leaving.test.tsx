/** @jest-environment jsdom */
// A lost session recovered in place, leaving a form with unsaved changes, and an item deleted
// while it was being edited (issue 21): through the project form, as the owner meets them.
import "fake-indexeddb/auto";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ProjectForm } from "@/components/admin/forms/project-form";
import { projectFormValues } from "@/components/admin/forms/form-values";
import type { Project } from "@/lib/data/projects";
import { apiRequest, ApiRequestError } from "@/lib/client/api";
import { allowDrafts, clearAllDrafts, type LocalDraft } from "@/lib/client/drafts/draft-store";
import { toast } from "@/lib/client/toast";
import { sendForm } from "@/lib/client/upload";
import { installStructuredClone, sentFields, stubObjectUrls, typeAsOwner } from "./helpers";

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
const mockShowOwnerChange = jest.fn();
jest.mock("@/lib/client/owner-change", () => ({ useOwnerChange: () => mockShowOwnerChange }));
jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/client/upload", () => ({ ...jest.requireActual("@/lib/client/upload"), sendForm: jest.fn() }));
jest.mock("@/lib/client/api", () => ({ ...jest.requireActual("@/lib/client/api"), apiRequest: jest.fn() }));

const sendFormMock = jest.mocked(sendForm);
const apiRequestMock = jest.mocked(apiRequest);

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
const PROJECT_KEY = `projects:${PROJECT._id}`;
const OWNER = { _id: "u1", email: "owner@example.com", name: "Alex" };

const stored = (key: string) => {
  const raw = window.localStorage.getItem(`portfolio:draft:${key}`);
  return raw ? (JSON.parse(raw) as LocalDraft) : null;
};

/** An in-app link as next/link renders one: it navigates through the router on a click. */
function NavLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        mockRouter.push(href);
      }}
    >
      {children}
    </a>
  );
}

/** The edit screen with the site's navigation beside it. */
function EditScreen() {
  return (
    <>
      <nav aria-label="Main">
        <NavLink href="/projects">Projects</NavLink>
      </nav>
      <ProjectForm project={PROJECT} />
    </>
  );
}

beforeAll(() => {
  installStructuredClone();
  stubObjectUrls();
});

beforeEach(() => {
  jest.clearAllMocks();
  apiRequestMock.mockImplementation(async (path) => {
    if (path === "/auth/login") return { user: OWNER };
    if (path === "/users/current-user") return { user: OWNER, unreadMessages: 0 };
    throw new Error(`unexpected request ${path}`);
  });
});

afterEach(async () => {
  await clearAllDrafts();
  allowDrafts();
});

describe("a session that ended while editing", () => {
  test("the save opens 'Log in again to save' over the form; logging in sends the same save, nothing typed lost", async () => {
    sendFormMock
      .mockRejectedValueOnce(new ApiRequestError(401, "You need to log in to do that."))
      .mockResolvedValueOnce({ project: { ...API_PROJECT, title: "Written before the session ended", version: 2 } });
    render(<EditScreen />);
    typeAsOwner("Title", "Written before the session ended");
    typeAsOwner("Description", "A long description typed over many minutes.");
    fireEvent.click(screen.getByRole("button", { name: "Update" }));

    const dialog = await screen.findByRole("dialog", { name: "Log in again to save" });
    expect(dialog).toHaveTextContent("Everything you typed is still in the form");
    // Behind the dialog the form is as the owner left it.
    expect(screen.getByLabelText("Title")).toHaveValue("Written before the session ended");
    expect(screen.getByLabelText("Description")).toHaveValue("A long description typed over many minutes.");
    expect(mockRouter.push).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "owner@example.com" } });
    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "correct horse battery staple" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Log in and save" }));

    await waitFor(() => expect(sendFormMock).toHaveBeenCalledTimes(2));
    expect(apiRequestMock).toHaveBeenCalledWith("/auth/login", {
      method: "POST",
      body: { email: "owner@example.com", password: "correct horse battery staple" },
    });
    // The same save again: same place, same version, same fields.
    const [first, second] = sendFormMock.mock.calls;
    expect(second![0]).toBe(`/projects/${PROJECT._id}`);
    expect(second![1].method).toBe("PATCH");
    expect(second![1].headers).toEqual({ "If-Match": '"1"' });
    expect(sentFields(second![1].body)).toEqual(sentFields(first![1].body));
    expect(sentFields(second![1].body)).toMatchObject({
      title: "Written before the session ended",
      description: "A long description typed over many minutes.",
    });

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
    expect(screen.queryByRole("dialog", { name: "Log in again to save" })).not.toBeInTheDocument();
    expect(mockShowOwnerChange).toHaveBeenCalledWith("/projects");
    expect(screen.getByLabelText("Title")).toHaveValue("Written before the session ended");
  });

  test("a wrong password is said in the dialog; the form waits, and the save goes once the login works", async () => {
    sendFormMock
      .mockRejectedValueOnce(new ApiRequestError(401, "You need to log in to do that."))
      .mockResolvedValueOnce({ project: { ...API_PROJECT, version: 2 } });
    apiRequestMock.mockRejectedValueOnce(new ApiRequestError(401, "Invalid email or password."));
    render(<EditScreen />);
    typeAsOwner("Title", "Kept through a typo");
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    const dialog = await screen.findByRole("dialog", { name: "Log in again to save" });
    fireEvent.change(within(dialog).getByLabelText("Email"), { target: { value: "owner@example.com" } });
    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "wrong password" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Log in and save" }));

    expect(await within(dialog).findByText("Invalid email or password.")).toBeInTheDocument();
    expect(sendFormMock).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText("Title")).toHaveValue("Kept through a typo");

    fireEvent.change(within(dialog).getByLabelText("Password"), { target: { value: "correct horse battery staple" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Log in and save" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
    expect(sendFormMock).toHaveBeenCalledTimes(2);
  });

  test("'Not now' keeps the form and the draft, and says how to save", async () => {
    sendFormMock.mockRejectedValueOnce(new ApiRequestError(401, "You need to log in to do that."));
    render(<EditScreen />);
    typeAsOwner("Title", "Saved later");
    await waitFor(() => expect(stored(PROJECT_KEY)).not.toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    const dialog = await screen.findByRole("dialog", { name: "Log in again to save" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("alert")).toHaveTextContent(/^Not saved: your session has ended\. Log in again to save\./);
    expect(screen.getByLabelText("Title")).toHaveValue("Saved later");
    expect(stored(PROJECT_KEY)?.values.title).toBe("Saved later");
    expect(mockRouter.push).not.toHaveBeenCalled();
  });
});

describe("leaving a form with unsaved changes", () => {
  const leaveDialog = () => screen.findByRole("alertdialog", { name: "Leave without saving?" });

  async function typeAndWaitForTheDraft() {
    render(<EditScreen />);
    typeAsOwner("Title", "Half-way through a rename");
    await waitFor(() => expect(stored(PROJECT_KEY)).not.toBeNull());
    // The save bar says so, and the guard's listeners (an effect of that render) are on.
    expect(await screen.findByText(/^Unsaved changes/)).toBeInTheDocument();
    await act(async () => {});
  }

  test("an in-app link asks first; 'Stay and keep editing' keeps everything and goes nowhere", async () => {
    await typeAndWaitForTheDraft();
    fireEvent.click(screen.getByRole("link", { name: "Projects" }));
    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent("Your changes are not saved yet.");
    expect(within(dialog).getByRole("button", { name: "Stay and keep editing" })).toHaveFocus();

    fireEvent.click(within(dialog).getByRole("button", { name: "Stay and keep editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Title")).toHaveValue("Half-way through a rename");
    expect(stored(PROJECT_KEY)?.values.title).toBe("Half-way through a rename");
  });

  test("'Leave' goes where the link pointed and keeps the draft, to be offered next time", async () => {
    await typeAndWaitForTheDraft();
    fireEvent.click(screen.getByRole("link", { name: "Projects" }));
    fireEvent.click(within(await leaveDialog()).getByRole("button", { name: "Leave" }));
    expect(mockRouter.push).toHaveBeenCalledTimes(1);
    expect(mockRouter.push).toHaveBeenCalledWith("/projects");
    expect(stored(PROJECT_KEY)?.values.title).toBe("Half-way through a rename");
  });

  test("'Discard changes' goes and removes the draft", async () => {
    await typeAndWaitForTheDraft();
    fireEvent.click(screen.getByRole("link", { name: "Projects" }));
    fireEvent.click(within(await leaveDialog()).getByRole("button", { name: "Discard changes" }));
    expect(mockRouter.push).toHaveBeenCalledWith("/projects");
    expect(stored(PROJECT_KEY)).toBeNull();
  });

  test("Cancel under the form is guarded too", async () => {
    await typeAndWaitForTheDraft();
    fireEvent.click(screen.getByRole("link", { name: "Cancel" }));
    expect(await leaveDialog()).toBeInTheDocument();
  });

  test("a clean form does not ask: the link navigates", () => {
    render(<EditScreen />);
    fireEvent.click(screen.getByRole("link", { name: "Projects" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(mockRouter.push).toHaveBeenCalledWith("/projects");
  });

  test("after a confirmed save nothing asks", async () => {
    sendFormMock.mockResolvedValueOnce({ project: { ...API_PROJECT, title: "Half-way through a rename", version: 2 } });
    await typeAndWaitForTheDraft();
    fireEvent.keyDown(window, { key: "s", ctrlKey: true });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
    fireEvent.click(screen.getByRole("link", { name: "Projects" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(mockRouter.push).toHaveBeenCalledWith("/projects");
  });

  test("a reload or closing the tab gets the browser's question while there are unsaved changes", async () => {
    await typeAndWaitForTheDraft();
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  // The save bar, the leave guard and the draft all follow `dirty`, which use-owner-form.tsx
  // sets only in the draft's debounced write (sync, 400 ms after the last keystroke). A link
  // tapped within that pause leaves without asking (the draft written on unmount still keeps
  // the text, but the issue asks that every in-app link ask first with unsaved changes).
  test("a link tapped right after typing (before the draft's pause is over) asks too", async () => {
    render(<EditScreen />);
    typeAsOwner("Title", "Typed and tapped at once");
    fireEvent.click(screen.getByRole("link", { name: "Projects" }));
    expect(screen.queryByRole("alertdialog", { name: "Leave without saving?" })).toBeInTheDocument();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });
});

describe("an item deleted while it was being edited", () => {
  test("404 on the save: back to the list, a notice offers the text; 'Save as a new project' opens the add form with it", async () => {
    sendFormMock.mockRejectedValueOnce(new ApiRequestError(404, "Project not found."));
    const { unmount } = render(<EditScreen />);
    typeAsOwner("Title", "Worth keeping");
    typeAsOwner("Description", "Paragraphs written before it was deleted.");
    await waitFor(() => expect(stored(PROJECT_KEY)).not.toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "Update" }));

    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith("/projects"));
    expect(toast.error).toHaveBeenCalledTimes(1);
    const [message, options] = jest.mocked(toast.error).mock.calls[0]!;
    expect(message).toContain("deleted while you were editing");
    expect(message).toContain("kept on this device");
    const action = options?.action as { label: string; onClick: (event: { preventDefault: () => void }) => void };
    const cancel = options?.cancel as { label: string; onClick: () => void };
    expect(action.label).toBe("Copy my text");
    expect(cancel.label).toBe("Save as a new project");
    expect(options?.duration).toBe(Infinity);

    // Copy my text: the typed fields, under their labels.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    await act(async () => action.onClick({ preventDefault: () => {} }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining("Title:\nWorth keeping"));
    expect(writeText.mock.calls[0]![0]).toContain("Description:\nParagraphs written before it was deleted.");

    unmount();
    mockRouter.push.mockClear();
    await act(async () => cancel.onClick());
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith("/add-project"));
    expect(stored(PROJECT_KEY)).toBeNull();
    expect(stored("projects:new")).toMatchObject({ restoreOnOpen: true, path: "/add-project", baseVersion: null });

    // The add screen opens with the text, without asking.
    render(<ProjectForm />);
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue("Worth keeping"));
    expect(screen.getByLabelText("Description")).toHaveValue("Paragraphs written before it was deleted.");
    expect(screen.getByLabelText("Live URL")).toHaveValue("https://github.com/example/fieldnotes");
    expect(screen.queryByRole("region", { name: /^Unsaved changes from/ })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "SAVE" })).toBeEnabled();

    // Saved as a new project: a POST with no version.
    sendFormMock.mockResolvedValueOnce({ project: { ...API_PROJECT, _id: "new-id" } });
    fireEvent.click(screen.getByRole("button", { name: "SAVE" }));
    await waitFor(() => expect(sendFormMock).toHaveBeenCalledTimes(2));
    expect(sendFormMock.mock.calls[1]![0]).toBe("/projects");
    expect(sendFormMock.mock.calls[1]![1]).toMatchObject({ method: "POST", headers: {} });
    expect(sentFields(sendFormMock.mock.calls[1]![1].body)).toMatchObject({ title: "Worth keeping" });
    await waitFor(() => expect(stored("projects:new")).toBeNull());
  });

  // Same cause as drafts.test.tsx's "a save pressed right after typing…": save() marks the
  // save in flight before its sync(), so sync() writes nothing, the 404 branch's own sync()
  // bails too, readDraft() finds no draft, and the owner is sent to the list with the plain
  // msg: the text is gone (src/components/admin/owner-form/use-owner-form.tsx, save()).
  test("404 on a save pressed right after typing: the text is still offered", async () => {
    sendFormMock.mockRejectedValueOnce(new ApiRequestError(404, "Project not found."));
    render(<EditScreen />);
    typeAsOwner("Title", "Typed and saved at once");
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith("/projects"));
    const [message, options] = jest.mocked(toast.error).mock.calls[0]!;
    expect(message).toContain("deleted while you were editing");
    expect((options?.cancel as { label: string } | undefined)?.label).toBe("Save as a new project");
    expect(stored(PROJECT_KEY)?.values.title).toBe("Typed and saved at once");
  });

  test("404 with nothing unsaved: back to the list with the server's msg", async () => {
    sendFormMock.mockRejectedValueOnce(new ApiRequestError(404, "Project not found."));
    render(<EditScreen />);
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith("/projects"));
    expect(toast.error).toHaveBeenCalledWith("Project not found.");
  });
});
