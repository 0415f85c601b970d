/** @jest-environment jsdom */
// A lost session recovered in place, leaving a form with unsaved changes, and an item deleted
// while it was being edited (issues 21 and 34): through the project form, as the owner meets
// them. The form's unsaved work is kept as a copy on this device (listCopies) and on the
// server (the autosave routes, answered by ./fetch-mock.ts).
import "fake-indexeddb/auto";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ProjectForm } from "@/components/admin/forms/project-form";
import { projectFormValues } from "@/components/admin/forms/form-values";
import type { Project } from "@/lib/data/projects";
import { apiRequest, ApiRequestError } from "@/lib/client/api";
import type { FormCopy } from "@/lib/client/unsaved-work/form-copy";
import { allowCopies, clearAllCopies, listCopies, readCopy, writeCopy } from "@/lib/client/unsaved-work/local-copies";
import { toast } from "@/lib/client/toast";
import { sendForm } from "@/lib/client/upload";
import { AUTOSAVES, installFetch } from "./fetch-mock";
import { formIsLive, installStructuredClone, sentFields, stubObjectUrls, typeAsOwner } from "./helpers";

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
const FORM = `projects:${PROJECT._id}`;
const OWNER = { _id: "u1", email: "owner@example.com", name: "Alex" };

/** This form's copy of the owner's unsaved work on this device (undefined: none). */
const kept = () => listCopies(FORM)[0];
let server: ReturnType<typeof installFetch>;

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

/** The edit screen with the site's navigation beside it (live once it has looked for unsaved work). */
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
  sendFormMock.mockReset();
  server = installFetch({});
  apiRequestMock.mockImplementation(async (path) => {
    if (path === "/auth/login") return { user: OWNER };
    if (path === "/users/current-user") return { user: OWNER, unreadMessages: 0 };
    throw new Error(`unexpected request ${path}`);
  });
});

afterEach(async () => {
  await clearAllCopies();
  allowCopies();
  window.history.replaceState(null, "", "/");
});

describe("a session that ended while editing", () => {
  test("the save opens 'Log in again to save' over the form; logging in sends the same save, nothing typed lost", async () => {
    sendFormMock
      .mockRejectedValueOnce(new ApiRequestError(401, "You need to log in to do that."))
      .mockResolvedValueOnce({ project: { ...API_PROJECT, title: "Written before the session ended", version: 2 } });
    render(<EditScreen />);
    await formIsLive();
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
    await formIsLive();
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

  test("'Not now' keeps the form and the copy, and says how to save", async () => {
    sendFormMock.mockRejectedValueOnce(new ApiRequestError(401, "You need to log in to do that."));
    render(<EditScreen />);
    await formIsLive();
    typeAsOwner("Title", "Saved later");
    await waitFor(() => expect(kept()).toBeDefined());
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    const dialog = await screen.findByRole("dialog", { name: "Log in again to save" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("alert")).toHaveTextContent(/^Not saved: your session has ended\. Log in again to save\./);
    expect(screen.getByLabelText("Title")).toHaveValue("Saved later");
    expect(kept()?.values.title).toBe("Saved later");
    expect(server.autosaveCalls().filter((call) => call.key.startsWith("DELETE"))).toEqual([]);
    expect(mockRouter.push).not.toHaveBeenCalled();
  });
});

describe("leaving a form with unsaved changes", () => {
  const leaveDialog = () => screen.findByRole("alertdialog", { name: "Leave without saving?" });

  async function typeAndWaitForTheCopy() {
    render(<EditScreen />);
    await formIsLive();
    typeAsOwner("Title", "Half-way through a rename");
    await waitFor(() => expect(kept()).toBeDefined());
    // The save bar says so, and the guard's listeners (an effect of that render) are on.
    expect(await screen.findByText(/^Unsaved changes/)).toBeInTheDocument();
    await act(async () => {});
  }

  test("an in-app link asks first; 'Stay and keep editing' keeps everything and goes nowhere", async () => {
    await typeAndWaitForTheCopy();
    fireEvent.click(screen.getByRole("link", { name: "Projects" }));
    const dialog = await leaveDialog();
    expect(dialog).toHaveTextContent("Your changes are not saved yet.");
    expect(within(dialog).getByRole("button", { name: "Stay and keep editing" })).toHaveFocus();

    fireEvent.click(within(dialog).getByRole("button", { name: "Stay and keep editing" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(mockRouter.push).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Title")).toHaveValue("Half-way through a rename");
    expect(kept()?.values.title).toBe("Half-way through a rename");
  });

  test("'Leave' goes where the link pointed and keeps the copy, to be offered next time", async () => {
    await typeAndWaitForTheCopy();
    fireEvent.click(screen.getByRole("link", { name: "Projects" }));
    fireEvent.click(within(await leaveDialog()).getByRole("button", { name: "Leave" }));
    expect(mockRouter.push).toHaveBeenCalledTimes(1);
    expect(mockRouter.push).toHaveBeenCalledWith("/projects");
    expect(kept()?.values.title).toBe("Half-way through a rename");
  });

  test("'Discard changes' goes, and the copy goes too: here and on the server", async () => {
    await typeAndWaitForTheCopy();
    const { id } = kept()!;
    // Sent already (the page was hidden a moment).
    act(() => void window.dispatchEvent(new Event("pagehide")));
    await waitFor(() => expect(server.count(`PUT ${AUTOSAVES}/${id}`)).toBe(1));
    fireEvent.click(screen.getByRole("link", { name: "Projects" }));
    fireEvent.click(within(await leaveDialog()).getByRole("button", { name: "Discard changes" }));
    expect(mockRouter.push).toHaveBeenCalledWith("/projects");
    expect(kept()).toBeUndefined();
    await waitFor(() => expect(server.count(`DELETE ${AUTOSAVES}/${id}`)).toBe(1));
  });

  test("Cancel under the form is guarded too", async () => {
    await typeAndWaitForTheCopy();
    fireEvent.click(screen.getByRole("link", { name: "Cancel" }));
    expect(await leaveDialog()).toBeInTheDocument();
  });

  test("a clean form does not ask: the link navigates", async () => {
    render(<EditScreen />);
    await formIsLive();
    fireEvent.click(screen.getByRole("link", { name: "Projects" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(mockRouter.push).toHaveBeenCalledWith("/projects");
  });

  test("after a confirmed save nothing asks", async () => {
    sendFormMock.mockResolvedValueOnce({ project: { ...API_PROJECT, title: "Half-way through a rename", version: 2 } });
    await typeAndWaitForTheCopy();
    fireEvent.keyDown(window, { key: "s", ctrlKey: true });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
    fireEvent.click(screen.getByRole("link", { name: "Projects" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(mockRouter.push).toHaveBeenCalledWith("/projects");
  });

  test("a reload or closing the tab gets the browser's question while there are unsaved changes", async () => {
    await typeAndWaitForTheCopy();
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  // The guard reads the form at the moment of the click, not the copy (written in the next
  // task): a link tapped right after a keystroke asks too.
  test("a link tapped right after typing (before the copy is written) asks too", async () => {
    render(<EditScreen />);
    await formIsLive();
    typeAsOwner("Title", "Typed and tapped at once");
    fireEvent.click(screen.getByRole("link", { name: "Projects" }));
    expect(screen.queryByRole("alertdialog", { name: "Leave without saving?" })).toBeInTheDocument();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });
});

describe("an item deleted while it was being edited", () => {
  const deletedDialog = () => screen.findByRole("alertdialog", { name: "This project was deleted while you were editing it" });

  /** An unsaved new project another tab left on this device. */
  const otherNewProject: FormCopy = {
    id: "0c0c0000-0000-4000-8000-00000000beef",
    form: "projects:new",
    label: "a new project",
    path: "/add-project",
    savedAt: Date.now() - 60_000,
    serverSavedAt: null,
    baseVersion: null,
    base: null,
    values: { title: "Another new project" },
    initial: {},
    files: {},
  };

  test("404 on the save: back to the list, and a dialog offers the text: 'Copy my text' copies it under its labels", async () => {
    sendFormMock.mockRejectedValueOnce(new ApiRequestError(404, "Project not found."));
    render(<EditScreen />);
    await formIsLive();
    typeAsOwner("Title", "Worth keeping");
    typeAsOwner("Description", "Paragraphs written before it was deleted.");
    fireEvent.click(screen.getByRole("button", { name: "Update" }));

    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith("/projects"));
    const dialog = await deletedDialog();
    expect(dialog).toHaveTextContent("So your changes could not be saved to it. They are kept: copy them, or save them as a new project.");
    expect(within(dialog).getByRole("button", { name: "Save as a new project" })).toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();

    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Copy my text" }));
    expect(await within(dialog).findByRole("status")).toHaveTextContent("Copied: paste it wherever you like.");
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining("Title:\nWorth keeping"));
    expect(writeText.mock.calls[0]![0]).toContain("Description:\nParagraphs written before it was deleted.");

    // Close: the dialog goes, the copy stays on this device.
    fireEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(kept()?.values.title).toBe("Worth keeping");
  });

  test("'Save as a new project': a copy of its own for the add form (no other unsaved new project touched), which opens with it without asking and saves it as new", async () => {
    writeCopy(otherNewProject);
    sendFormMock.mockRejectedValueOnce(new ApiRequestError(404, "Project not found."));
    const { unmount } = render(<EditScreen />);
    await formIsLive();
    typeAsOwner("Title", "Worth keeping");
    typeAsOwner("Description", "Paragraphs written before it was deleted.");
    await waitFor(() => expect(kept()).toBeDefined());
    const edited = kept()!;
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    fireEvent.click(within(await deletedDialog()).getByRole("button", { name: "Save as a new project" }));

    await waitFor(() => expect(mockRouter.push).toHaveBeenLastCalledWith(expect.stringMatching(/^\/add-project\?copy=/)));
    const id = new URLSearchParams(String(mockRouter.push.mock.lastCall![0]).split("?")[1]).get("copy")!;
    expect(id).not.toBe(edited.id);
    expect(id).not.toBe(otherNewProject.id);
    expect(readCopy(id)).toMatchObject({
      form: "projects:new",
      label: "a new project",
      path: "/add-project",
      baseVersion: null,
      base: null,
      serverSavedAt: null,
      initial: {},
      values: expect.objectContaining({ title: "Worth keeping", description: "Paragraphs written before it was deleted." }),
    });
    // The edit's copy is gone (its item is), and the other unsaved new project is as it was.
    expect(readCopy(edited.id)).toBeNull();
    expect(readCopy(otherNewProject.id)).toEqual(otherNewProject);
    unmount();

    // The add screen opens with the text, without asking; the other new project is still offered.
    window.history.replaceState(null, "", `/add-project?copy=${id}`);
    render(<ProjectForm />);
    await waitFor(() => expect(screen.getByLabelText("Title")).toHaveValue("Worth keeping"));
    expect(screen.getByLabelText("Description")).toHaveValue("Paragraphs written before it was deleted.");
    expect(screen.getByLabelText("Live URL")).toHaveValue("https://github.com/example/fieldnotes");
    const offered = screen.getByRole("region", { name: "An unsaved new project" });
    expect(offered).toHaveTextContent("Another new project");
    expect(screen.getByRole("button", { name: "SAVE" })).toBeEnabled();

    // Saved as a new project: a POST with no version; only its own copy goes.
    sendFormMock.mockResolvedValueOnce({ project: { ...API_PROJECT, _id: "new-id" } });
    fireEvent.click(screen.getByRole("button", { name: "SAVE" }));
    await waitFor(() => expect(sendFormMock).toHaveBeenCalledTimes(2));
    expect(sendFormMock.mock.calls[1]![0]).toBe("/projects");
    expect(sendFormMock.mock.calls[1]![1]).toMatchObject({ method: "POST", headers: {} });
    expect(sentFields(sendFormMock.mock.calls[1]![1].body)).toMatchObject({ title: "Worth keeping" });
    await waitFor(() => expect(readCopy(id)).toBeNull());
    expect(readCopy(otherNewProject.id)).toEqual(otherNewProject);
  });

  test("404 on a save pressed right after typing: the text is still offered", async () => {
    sendFormMock.mockRejectedValueOnce(new ApiRequestError(404, "Project not found."));
    render(<EditScreen />);
    await formIsLive();
    typeAsOwner("Title", "Typed and saved at once");
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith("/projects"));
    expect(await deletedDialog()).toBeInTheDocument();
    expect(kept()?.values.title).toBe("Typed and saved at once");
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
  });

  test("404 with nothing unsaved: back to the list with the server's msg", async () => {
    sendFormMock.mockRejectedValueOnce(new ApiRequestError(404, "Project not found."));
    render(<EditScreen />);
    await formIsLive();
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(mockRouter.push).toHaveBeenCalledWith("/projects"));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Project not found."));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });
});
