/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { toast } from "@/lib/client/toast";
import { ProjectForm } from "@/components/admin/forms/project-form";
import type { ProjectFormValues } from "@/components/admin/forms/form-values";
import { apiRequest, ApiRequestError } from "@/lib/client/api";
import { sendForm } from "@/lib/client/upload";
import { listCopies } from "@/lib/client/unsaved-work/local-copies";
import { formIsLive, deferred, imageFile, sentFields, stubObjectUrls, submit, type } from "./helpers";

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
// What an owner action does after the server said yes (router cache, lists, unread count)
// is src/lib/client/owner-change.ts's, tested in tests/site/owner-change.test.ts.
const mockShowOwnerChange = jest.fn();
jest.mock("@/lib/client/owner-change", () => ({ useOwnerChange: () => mockShowOwnerChange }));
jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/client/upload", () => ({ ...jest.requireActual("@/lib/client/upload"), sendForm: jest.fn() }));
jest.mock("@/lib/client/api", () => ({ ...jest.requireActual("@/lib/client/api"), apiRequest: jest.fn() }));

const sendFormMock = jest.mocked(sendForm);
const apiRequestMock = jest.mocked(apiRequest);

const stored: ProjectFormValues = {
  _id: "3f6c1c8e-8d9b-4f0e-9a57-1b2c3d4e5f60",
  version: 1,
  title: "Fieldnotes",
  oneLineDescription: "Notes from the field",
  projectType: "frontend",
  liveUrl: "https://github.com/example/fieldnotes",
  technologiesUsed: "React, TypeScript",
  keywordsAndTags: "notes, offline",
  description: "An offline-first notebook.",
  isArchived: false,
  featured: true,
  logo: "/uploads/logo.png",
  logoAlt: "Fieldnotes logo",
  screenshot: null,
  screenshotAlt: "A notebook open on the map screen",
};

function fillValidProject() {
  type("Title", "New project");
  type("One-line description", "Does one thing well");
  type("Live URL", "https://example.com");
  type("Technologies used", " Next.js,  PostgreSQL , ");
  type("Keywords and tags", "web");
  type("Description", "A longer description.");
}

beforeAll(() => {
  stubObjectUrls();
});

beforeEach(() => {
  jest.clearAllMocks();
});

describe("add-project", () => {
  test("shows the required errors next to each field and sends nothing", () => {
    render(<ProjectForm />);
    submit("SAVE");
    const title = screen.getByLabelText("Title");
    expect(title).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("Title is required.")).toBeInTheDocument();
    expect(title.getAttribute("aria-describedby")).toContain(screen.getByText("Title is required.").id);
    expect(screen.getByText("Live URL is required.")).toBeInTheDocument();
    expect(screen.getByText("Description is required.")).toBeInTheDocument();
    // Files are optional: no error for them.
    expect(screen.getByLabelText(/Logo/)).not.toHaveAttribute("aria-invalid");
    expect(title).toHaveFocus();
    expect(sendFormMock).not.toHaveBeenCalled();
  });

  test("shows the shared schema's length, URL and list errors", () => {
    render(<ProjectForm />);
    fillValidProject();
    type("Title", "x".repeat(201));
    type("Live URL", "ftp://example.com");
    type("Keywords and tags", " , ,");
    type("Description", "y".repeat(1001));
    submit("SAVE");
    expect(screen.getByText("Title must be at most 200 characters.")).toBeInTheDocument();
    expect(screen.getByText("Live URL must be an http(s) URL.")).toBeInTheDocument();
    expect(screen.getByText("Keywords and tags is required.")).toBeInTheDocument();
    expect(screen.getByText("Description must be at most 1000 characters.")).toBeInTheDocument();
    expect(sendFormMock).not.toHaveBeenCalled();
  });

  test("defaults the project type to full-stack and offers the enum's options", () => {
    render(<ProjectForm />);
    const select = screen.getByLabelText("Project type") as HTMLSelectElement;
    expect(select.value).toBe("full-stack");
    expect(Array.from(select.options).map((o) => o.value)).toEqual(["frontend", "full-stack", "backend"]);
  });

  test("posts multipart with the chosen images, shows Submitting and upload progress, then goes to the list", async () => {
    const pending = deferred<unknown>();
    sendFormMock.mockReturnValue(pending.promise);
    render(<ProjectForm />);
    fillValidProject();
    const logo = imageFile("logo.png");
    fireEvent.change(screen.getByLabelText(/^Logo/), { target: { files: [logo] } });
    // A small image is ready once its header is read: it is sent as chosen.
    expect(await screen.findByText("Chosen: logo.png")).toBeInTheDocument();
    submit("SAVE");

    const button = screen.getByRole("button", { name: "Submitting" });
    expect(button).toBeDisabled();
    const [path, options] = sendFormMock.mock.calls[0];
    expect(path).toBe("/projects");
    expect(options.method).toBe("POST");
    expect(options.body).toBeInstanceOf(FormData);
    const body = options.body as FormData;
    expect(body.get("logo")).toBe(logo);
    expect(body.has("screenshot")).toBe(false); // no file chosen: nothing sent
    expect(sentFields(body)).toMatchObject({ title: "New project", projectType: "full-stack" });

    act(() => options.onProgress?.(42));
    expect(screen.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("value", "42");
    expect(screen.getByText("Uploading: 42%")).toBeInTheDocument();

    await act(async () => pending.resolve({ project: {} }));
    expect(toast.success).toHaveBeenCalledWith("Project added successfully!");
    expect(toast.error).not.toHaveBeenCalled();
    expect(mockShowOwnerChange).toHaveBeenCalledWith("/projects");
  });

  test("a failed add toasts the server's msg and stays on the form with what was typed", async () => {
    sendFormMock.mockRejectedValue(new ApiRequestError(415, "logo must be a PNG, JPEG, WebP, GIF or AVIF image."));
    render(<ProjectForm />);
    fillValidProject();
    submit("SAVE");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("logo must be a PNG, JPEG, WebP, GIF or AVIF image."));
    expect(toast.success).not.toHaveBeenCalled();
    expect(mockShowOwnerChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText("Title")).toHaveValue("New project");
    expect(screen.getByLabelText("Description")).toHaveValue("A longer description.");
    expect(screen.getByRole("button", { name: "SAVE" })).toBeEnabled();
  });

  test("refuses a chosen file that is not an image before sending", () => {
    render(<ProjectForm />);
    fillValidProject();
    fireEvent.change(screen.getByLabelText(/Screenshot/), {
      target: { files: [new File(["<svg/>"], "x.svg", { type: "image/svg+xml" })] },
    });
    submit("SAVE");
    expect(screen.getByText("Screenshot must be a PNG, JPEG, WebP, GIF or AVIF image.")).toBeInTheDocument();
    expect(sendFormMock).not.toHaveBeenCalled();
  });

  test("has no Archived box and no Delete on add", () => {
    render(<ProjectForm />);
    expect(screen.queryByLabelText("Archived")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete" })).not.toBeInTheDocument();
  });

  test.each([
    [false, "false"],
    [true, "true"],
  ])("'Feature on the home page' (ticked: %s) is sent as featured=%s, with a link to Arrange", async (ticked, sent) => {
    sendFormMock.mockResolvedValue({ project: {} });
    render(<ProjectForm />);
    const box = screen.getByLabelText("Feature on the home page");
    expect(box).not.toBeChecked();
    expect(screen.getByRole("link", { name: "Arrange" })).toHaveAttribute("href", "/admin/arrange");
    fillValidProject();
    if (ticked) fireEvent.click(box);
    submit("SAVE");
    await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
    expect((sendFormMock.mock.calls[0][1].body as FormData).getAll("featured")).toEqual([sent]);
  });
});

describe("edit-project", () => {
  test("is prefilled with the stored project and shows the current image", async () => {
    render(<ProjectForm project={stored} />);
    await formIsLive();
    expect(screen.getByLabelText("Title")).toHaveValue("Fieldnotes");
    expect(screen.getByLabelText("One-line description")).toHaveValue("Notes from the field");
    expect(screen.getByLabelText("Project type")).toHaveValue("frontend");
    expect(screen.getByLabelText("Live URL")).toHaveValue("https://github.com/example/fieldnotes");
    expect(screen.getByLabelText("Technologies used")).toHaveValue("React, TypeScript");
    expect(screen.getByLabelText("Keywords and tags")).toHaveValue("notes, offline");
    expect(screen.getByLabelText("Description")).toHaveValue("An offline-first notebook.");
    expect(screen.getByLabelText("Archived")).not.toBeChecked();
    expect(screen.getByAltText("Logo preview")).toHaveAttribute("src", "/uploads/logo.png");
    expect(screen.getByRole("button", { name: "Update" })).toBeEnabled();
  });

  test.each([
    [false, "false"],
    [true, "true"],
  ])("sends isArchived explicitly (checked: %s → %s) with PATCH to the item", async (checked, sent) => {
    sendFormMock.mockResolvedValue({ msg: "Project updated successfully!" });
    render(<ProjectForm project={stored} />);
    await formIsLive();
    if (checked) fireEvent.click(screen.getByLabelText("Archived"));
    submit("Update");
    await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
    const [path, options] = sendFormMock.mock.calls[0];
    expect(path).toBe(`/projects/${stored._id}`);
    expect(options.method).toBe("PATCH");
    const body = options.body as FormData;
    expect(body.getAll("isArchived")).toEqual([sent]);
    expect(body.has("logo")).toBe(false); // no new file: the stored logo is kept
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
    expect(mockShowOwnerChange).toHaveBeenCalledWith("/projects");
  });

  test("a featured project's box is ticked; unticking it sends featured=false", async () => {
    sendFormMock.mockResolvedValue({ msg: "Project updated successfully!" });
    render(<ProjectForm project={stored} />);
    await formIsLive();
    const box = screen.getByLabelText("Feature on the home page");
    expect(box).toBeChecked();
    fireEvent.click(box);
    submit("Update");
    await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
    expect((sendFormMock.mock.calls[0][1].body as FormData).getAll("featured")).toEqual(["false"]);
  });

  test("Remove on the stored logo sends logo as an empty value (the API's 'remove'); the screenshot is left out", async () => {
    sendFormMock.mockResolvedValue({ msg: "Project updated successfully!" });
    render(<ProjectForm project={stored} />);
    await formIsLive();
    fireEvent.click(screen.getByRole("button", { name: "Remove logo" }));
    submit("Update");
    await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
    const body = sendFormMock.mock.calls[0][1].body as FormData;
    expect(body.getAll("logo")).toEqual([""]);
    expect(body.has("screenshot")).toBe(false);
    // No file: no upload progress.
    expect(sendFormMock.mock.calls[0][1].onProgress).toBeUndefined();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
  });

  test("Remove, then a new file: the new file is sent (replace), not the removal", async () => {
    sendFormMock.mockResolvedValue({ msg: "Project updated successfully!" });
    render(<ProjectForm project={stored} />);
    await formIsLive();
    fireEvent.click(screen.getByRole("button", { name: "Remove logo" }));
    const replacement = imageFile("fresh.webp", "image/webp");
    fireEvent.change(screen.getByLabelText(/^Logo/), { target: { files: [replacement] } });
    submit("Update"); // while the file is still being prepared: the submit waits for it
    await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
    const body = sendFormMock.mock.calls[0][1].body as FormData;
    expect(body.getAll("logo")).toEqual([replacement]);
  });

  test("Remove then Keep it sends nothing for the logo: the stored one stays", async () => {
    sendFormMock.mockResolvedValue({ msg: "Project updated successfully!" });
    render(<ProjectForm project={stored} />);
    await formIsLive();
    fireEvent.click(screen.getByRole("button", { name: "Remove logo" }));
    fireEvent.click(screen.getByRole("button", { name: "Keep it (logo)" }));
    submit("Update");
    await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
    expect((sendFormMock.mock.calls[0][1].body as FormData).has("logo")).toBe(false);
  });

  test("a failed update toasts the server's msg and stays on the form with what was typed (decisions.md, 2026-11-27)", async () => {
    sendFormMock.mockRejectedValue(new ApiRequestError(503, "The database is unavailable right now. Please try again shortly."));
    render(<ProjectForm project={stored} />);
    await formIsLive();
    type("Title", "Fieldnotes, renamed");
    submit("Update");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("The database is unavailable right now. Please try again shortly."));
    expect(toast.success).not.toHaveBeenCalled();
    expect(mockShowOwnerChange).not.toHaveBeenCalled();
    expect(screen.getByRole("alert")).toHaveTextContent(/Not saved: the server could not save it right now \(error 503\)\. Try again in a moment\./);
    expect(screen.getByLabelText("Title")).toHaveValue("Fieldnotes, renamed");
    expect(screen.getByRole("button", { name: "Update" })).toBeEnabled();
    // Sent with the version it was loaded from.
    expect(sendFormMock).toHaveBeenCalledWith(`/projects/${stored._id}`, expect.objectContaining({ method: "PATCH", headers: { "If-Match": '"1"' } }));
  });

  test("an ended session opens the login dialog over the form; nothing is left", async () => {
    sendFormMock.mockRejectedValue(new ApiRequestError(401, "You need to log in to do that."));
    render(<ProjectForm project={stored} />);
    await formIsLive();
    type("Title", "Typed before the session ended");
    submit("Update");
    expect(await screen.findByRole("dialog", { name: "Log in again to save" })).toBeInTheDocument();
    expect(mockShowOwnerChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("alert")).toHaveTextContent(/your session has ended\. Log in again to save/);
    expect(screen.getByLabelText("Title")).toHaveValue("Typed before the session ended");
  });

  test("Delete asks nothing (the project goes to the trash), shows Deleting, toasts with Undo and goes to the list", async () => {
    const pending = deferred<unknown>();
    apiRequestMock.mockReturnValue(pending.promise as Promise<Record<string, unknown>>);
    render(<ProjectForm project={stored} />);
    await formIsLive();
    submit("Delete");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Deleting" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Update" })).toBeDisabled();
    expect(apiRequestMock).toHaveBeenCalledWith(`/projects/${stored._id}`, { method: "DELETE" });
    await act(async () => pending.resolve({ msg: "Project deleted successfully!" }));
    expect(toast.success).toHaveBeenCalledWith(
      "Project deleted successfully!",
      expect.objectContaining({ duration: 10_000, action: expect.objectContaining({ label: "Undo" }) }),
    );
    expect(mockShowOwnerChange).toHaveBeenCalledWith("/projects");
  });

  test("Undo in the delete toast restores the project and shows it again; a failed Undo says why", async () => {
    apiRequestMock.mockResolvedValue({ msg: "Project deleted successfully!" });
    render(<ProjectForm project={stored} />);
    await formIsLive();
    submit("Delete");
    await waitFor(() => expect(toast.success).toHaveBeenCalledTimes(1));
    const undo = () => (jest.mocked(toast.success).mock.calls[0][1]?.action as unknown as { onClick: () => void }).onClick();
    mockShowOwnerChange.mockClear();

    apiRequestMock.mockRejectedValueOnce(new ApiRequestError(404, "Project not found in the trash."));
    await act(async () => undo());
    expect(toast.error).toHaveBeenCalledWith("Project not found in the trash.");
    expect(mockShowOwnerChange).not.toHaveBeenCalled();

    apiRequestMock.mockResolvedValueOnce({ msg: "Project restored successfully!" });
    await act(async () => undo());
    expect(apiRequestMock).toHaveBeenLastCalledWith(`/projects/${stored._id}/restore`, { method: "POST" });
    expect(toast.success).toHaveBeenLastCalledWith("Project restored successfully!");
    // Through the owner's refresh: the list the owner is on shows it again.
    expect(mockShowOwnerChange).toHaveBeenCalledTimes(1);
  });

  // Delete is one tap everywhere in the admin, with Undo (docs/admin.md). Unsaved changes are
  // not lost with it: the form's copy stays on this device (and its autosave goes to the trash
  // with the item on the server), offered again if the item comes back.
  test("Delete with unsaved changes is one tap: the item goes to the trash with Undo, and the unsaved copy stays on this device", async () => {
    apiRequestMock.mockResolvedValue({ msg: "Project deleted successfully!" });
    const { unmount } = render(<ProjectForm project={stored} />);
    await formIsLive();
    // As a person types: the field gets the focus first (the form notes where it started).
    act(() => screen.getByLabelText("Title").focus());
    type("Title", "A better title");
    submit("Delete");
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    await waitFor(() => expect(apiRequestMock).toHaveBeenCalledWith(`/projects/${stored._id}`, { method: "DELETE" }));
    await waitFor(() => expect(mockShowOwnerChange).toHaveBeenCalledWith("/projects"));
    expect(toast.success).toHaveBeenCalledWith("Project deleted successfully!", expect.objectContaining({ action: expect.objectContaining({ label: "Undo" }) }));
    // The screen goes (the list opens): the copy is written as the form leaves, and kept.
    unmount();
    expect(listCopies(`projects:${stored._id}`).map((copy) => copy.values.title)).toEqual(["A better title"]);
  });

  test("a failed delete toasts the msg and stays, ready to try again", async () => {
    apiRequestMock.mockRejectedValue(new ApiRequestError(503, "The database is unavailable right now."));
    render(<ProjectForm project={stored} />);
    await formIsLive();
    submit("Delete");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("The database is unavailable right now."));
    expect(mockShowOwnerChange).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Delete" })).toBeEnabled();
  });
});
