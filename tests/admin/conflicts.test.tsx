/** @jest-environment jsdom */
// No silent overwrite (issue 21): a save from an older version meets 409 {conflict: "version"}
// with the item as it is now. What only one side changed merges by itself and the save is
// sent again with only the owner's changes over the version now seen; what both changed is
// shown side by side for the owner to choose.
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ProjectForm } from "@/components/admin/forms/project-form";
import { projectFormValues } from "@/components/admin/forms/form-values";
import { ProfileScreen } from "@/components/admin/profile/profile-form";
import type { ProfileFormValues } from "@/components/admin/profile/profile-values";
import type { Project } from "@/lib/data/projects";
import { ApiRequestError } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { sendForm } from "@/lib/client/upload";
import { formIsLive, sentFields, stubObjectUrls, typeAsOwner } from "./helpers";

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
const mockShowOwnerChange = jest.fn();
jest.mock("@/lib/client/owner-change", () => ({ useOwnerChange: () => mockShowOwnerChange }));
jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/client/upload", () => ({ ...jest.requireActual("@/lib/client/upload"), sendForm: jest.fn() }));
jest.mock("@/lib/client/api", () => ({ ...jest.requireActual("@/lib/client/api"), apiRequest: jest.fn() }));

const sendFormMock = jest.mocked(sendForm);

/** The project as the API answers with it (lists as arrays), and as the edit form loads it. */
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

const CHANGED_MSG = "This project changed since you opened it. Reload it to see the changes, then save again.";

/** The server's 409 for a stale If-Match: its msg, and the project as it is now. */
const staleSave = (current: Record<string, unknown>) =>
  new ApiRequestError(409, CHANGED_MSG, { msg: CHANGED_MSG, conflict: "version", project: current });

const call = (n: number) => sendFormMock.mock.calls[n]![1];
const sentBody = (n: number) => call(n).body as FormData;

beforeAll(() => {
  stubObjectUrls();
});

beforeEach(() => {
  jest.clearAllMocks();
});

describe("a project changed elsewhere in another field", () => {
  test("merges by itself: sent again with only the owner's change, over the version now seen; no question asked", async () => {
    const elsewhere = { ...API_PROJECT, isArchived: true, version: 2 };
    sendFormMock
      .mockRejectedValueOnce(staleSave(elsewhere))
      .mockResolvedValueOnce({ msg: "Project updated successfully!", project: { ...elsewhere, title: "Fieldnotes, the field guide", version: 3 } });
    render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "Fieldnotes, the field guide");
    fireEvent.click(screen.getByRole("button", { name: "Update" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
    expect(sendFormMock).toHaveBeenCalledTimes(2);
    // The first save: everything, from version 1.
    expect(call(0).headers).toEqual({ "If-Match": '"1"' });
    expect(sentFields(sentBody(0))).toMatchObject({ title: "Fieldnotes, the field guide", isArchived: "false" });
    // The merged save: only the title, from version 2; the archive set elsewhere is not undone.
    expect(sendFormMock.mock.calls[1]![0]).toBe(`/projects/${PROJECT._id}`);
    expect(call(1).method).toBe("PATCH");
    expect(call(1).headers).toEqual({ "If-Match": '"2"' });
    expect([...sentBody(1).keys()]).toEqual(["title"]);
    expect(sentBody(1).get("title")).toBe("Fieldnotes, the field guide");

    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(toast.error).not.toHaveBeenCalled();
    expect(mockShowOwnerChange).toHaveBeenCalledWith("/projects");
  });

  test("the merged resend fails: the form stays on its own version, and the next Save merges again instead of undoing the other change", async () => {
    const elsewhere = { ...API_PROJECT, isArchived: true, version: 2 };
    sendFormMock
      .mockRejectedValueOnce(staleSave(elsewhere))
      .mockRejectedValueOnce(new ApiRequestError(503, "The database is unavailable right now."))
      .mockRejectedValueOnce(staleSave(elsewhere))
      .mockResolvedValueOnce({ project: { ...elsewhere, title: "Fieldnotes, the field guide", version: 3 } });
    render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "Fieldnotes, the field guide");
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Not saved: the server could not save it right now/);
    expect(sendFormMock).toHaveBeenCalledTimes(2);
    expect([...sentBody(1).keys()]).toEqual(["title"]);

    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
    // Still from version 1: the newer version was never saved over, so it is met, and merged, again.
    expect(call(2).headers).toEqual({ "If-Match": '"1"' });
    expect(call(3).headers).toEqual({ "If-Match": '"2"' });
    expect([...sentBody(3).keys()]).toEqual(["title"]);
    // The archive set elsewhere is never sent back as it was.
    for (const n of [1, 3]) expect(sentBody(n).has("isArchived")).toBe(false);
  });

  test("saved with Ctrl+S (staying on the form): the form then shows the merged project, and the next save goes from its version", async () => {
    const elsewhere = { ...API_PROJECT, isArchived: true, version: 2 };
    sendFormMock
      .mockRejectedValueOnce(staleSave(elsewhere))
      .mockResolvedValueOnce({ project: { ...elsewhere, title: "Fieldnotes, merged", version: 3 } })
      .mockResolvedValueOnce({ project: { ...elsewhere, title: "Fieldnotes, merged", description: "Again.", version: 4 } });
    render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "Fieldnotes, merged");
    fireEvent.keyDown(window, { key: "s", ctrlKey: true });

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
    expect(call(1).headers).toEqual({ "If-Match": '"2"' });
    // Still on the form, which now holds both sides' changes.
    expect(mockShowOwnerChange).not.toHaveBeenCalledWith("/projects");
    await waitFor(() => expect(screen.getByLabelText("Archived")).toBeChecked());
    expect(screen.getByLabelText("Title")).toHaveValue("Fieldnotes, merged");
    expect(screen.getByText("No unsaved changes.")).toBeInTheDocument();

    typeAsOwner("Description", "Again.");
    fireEvent.keyDown(window, { key: "s", ctrlKey: true });
    await waitFor(() => expect(sendFormMock).toHaveBeenCalledTimes(3));
    expect(call(2).headers).toEqual({ "If-Match": '"3"' });
    expect(sentFields(sentBody(2))).toMatchObject({ description: "Again.", isArchived: "true", title: "Fieldnotes, merged" });
  });

  test("both made the same change: nothing to ask, the owner's change is sent over the new version", async () => {
    const elsewhere = { ...API_PROJECT, title: "Fieldnotes 2", version: 2 };
    sendFormMock.mockRejectedValueOnce(staleSave(elsewhere)).mockResolvedValueOnce({ project: { ...elsewhere, version: 3 } });
    render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "Fieldnotes 2");
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(call(1).headers).toEqual({ "If-Match": '"2"' });
  });

  test("a 409 for a taken address (no version conflict) is not a merge: the server's msg, the form kept", async () => {
    sendFormMock.mockRejectedValueOnce(new ApiRequestError(409, "A project with that title already exists.", { msg: "A project with that title already exists." }));
    render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "Taken");
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/^Not saved: a project with that title already exists/);
    expect(sendFormMock).toHaveBeenCalledTimes(1);
    expect(toast.error).toHaveBeenCalledWith("A project with that title already exists.");
    expect(screen.getByLabelText("Title")).toHaveValue("Taken");
  });
});

describe("a project whose title was changed on both sides", () => {
  const elsewhere = { ...API_PROJECT, title: "Fieldnotes (renamed on the laptop)", featured: true, version: 2 };

  /** The owner renames it and changes the one-line description, then saves. */
  async function saveAndMeetTheConflict() {
    render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "Fieldnotes (renamed on the phone)");
    typeAsOwner("One-line description", "Field notes that work offline");
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    return screen.findByRole("alertdialog", { name: "This project was changed elsewhere" });
  }

  test("shows both titles side by side, and says what merged by itself", async () => {
    sendFormMock.mockRejectedValueOnce(staleSave(elsewhere));
    const dialog = await saveAndMeetTheConflict();
    const title = within(dialog).getByRole("group", { name: "Title" });
    expect(within(title).getByRole("radio", { name: /Keep yours/ })).toBeChecked();
    expect(within(title).getByRole("radio", { name: /Keep the saved one/ })).not.toBeChecked();
    expect(title.querySelector('[data-conflict-value="mine"]')).toHaveTextContent("Fieldnotes (renamed on the phone)");
    expect(title.querySelector('[data-conflict-value="theirs"]')).toHaveTextContent("Fieldnotes (renamed on the laptop)");
    // Only the title is asked: the description (mine only) and featured (theirs only) are listed.
    expect(within(dialog).getAllByRole("group").map((group) => group.querySelector("legend")?.textContent)).toEqual(["Title"]);
    expect(dialog).toHaveTextContent("Saved from your changes: One-line description.");
    expect(dialog).toHaveTextContent("Kept as saved elsewhere: Feature on the home page.");
    expect(dialog).toHaveTextContent("Nothing has been overwritten.");
    expect(sendFormMock).toHaveBeenCalledTimes(1);
  });

  test("'Keep the saved one' resends without the title: only the owner's other change, over version 2", async () => {
    sendFormMock.mockRejectedValueOnce(staleSave(elsewhere)).mockResolvedValueOnce({ project: { ...elsewhere, version: 3 } });
    const dialog = await saveAndMeetTheConflict();
    fireEvent.click(within(dialog).getByRole("radio", { name: /Keep the saved one/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save with these choices" }));

    await waitFor(() => expect(sendFormMock).toHaveBeenCalledTimes(2));
    expect(call(1).headers).toEqual({ "If-Match": '"2"' });
    expect(sentBody(1).has("title")).toBe(false);
    expect(sentBody(1).has("featured")).toBe(false);
    expect(sentFields(sentBody(1))).toEqual({ oneLineDescription: "Field notes that work offline" });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  test("'Keep yours' resends with the owner's title", async () => {
    sendFormMock.mockRejectedValueOnce(staleSave(elsewhere)).mockResolvedValueOnce({ project: { ...elsewhere, version: 3 } });
    const dialog = await saveAndMeetTheConflict();
    fireEvent.click(within(dialog).getByRole("radio", { name: /Keep yours/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save with these choices" }));

    await waitFor(() => expect(sendFormMock).toHaveBeenCalledTimes(2));
    expect(call(1).headers).toEqual({ "If-Match": '"2"' });
    expect(sentFields(sentBody(1))).toEqual({
      title: "Fieldnotes (renamed on the phone)",
      oneLineDescription: "Field notes that work offline",
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
  });

  test("'Not now' leaves the form as it was, unsaved, and says why", async () => {
    sendFormMock.mockRejectedValueOnce(staleSave(elsewhere));
    const dialog = await saveAndMeetTheConflict();
    fireEvent.click(within(dialog).getByRole("button", { name: "Not now" }));

    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByRole("alert")).toHaveTextContent(/^Not saved: this project was changed elsewhere since you opened it\./);
    expect(screen.getByRole("alert")).toHaveTextContent("Everything you typed is still here.");
    expect(screen.getByLabelText("Title")).toHaveValue("Fieldnotes (renamed on the phone)");
    expect(screen.getByLabelText("One-line description")).toHaveValue("Field notes that work offline");
    expect(screen.getByLabelText("Title")).toBeEnabled();
    expect(sendFormMock).toHaveBeenCalledTimes(1);
    expect(toast.success).not.toHaveBeenCalled();
    expect(mockShowOwnerChange).not.toHaveBeenCalled();
  });

  test("taking the saved one for the only change the owner made: nothing left to send, nothing sent again", async () => {
    sendFormMock.mockRejectedValueOnce(staleSave(elsewhere));
    render(<ProjectForm project={PROJECT} />);
    await formIsLive();
    typeAsOwner("Title", "Fieldnotes (renamed on the phone)");
    fireEvent.click(screen.getByRole("button", { name: "Update" }));
    const dialog = await screen.findByRole("alertdialog", { name: "This project was changed elsewhere" });
    fireEvent.click(within(dialog).getByRole("radio", { name: /Keep the saved one/ }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save with these choices" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
    expect(sendFormMock).toHaveBeenCalledTimes(1);
  });
});

describe("a project whose description both sides changed", () => {
  const DESCRIPTION = ["An offline-first notebook.", "", "It syncs when it can."].join("\n");
  const stored = { ...API_PROJECT, description: DESCRIPTION };
  const loaded = projectFormValues(stored as unknown as Project);

  test("different paragraphs: merged by themselves, both kept, sent over the newer version without a question", async () => {
    const elsewhere = { ...stored, description: ["An offline-first notebook.", "", "It syncs when it can, over any network."].join("\n"), version: 2 };
    sendFormMock.mockRejectedValueOnce(staleSave(elsewhere)).mockResolvedValueOnce({ project: { ...elsewhere, version: 3 } });
    render(<ProjectForm project={loaded} />);
    await formIsLive();
    typeAsOwner("Description", ["An offline-first notebook for field work.", "", "It syncs when it can."].join("\n"));
    fireEvent.click(screen.getByRole("button", { name: "Update" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(call(1).headers).toEqual({ "If-Match": '"2"' });
    expect(sentFields(sentBody(1))).toEqual({
      description: ["An offline-first notebook for field work.", "", "It syncs when it can, over any network."].join("\n"),
    });
  });

  test("the same paragraph: only that part is shown, side by side, and 'Keep both' sends both", async () => {
    const elsewhere = { ...stored, description: ["An offline-first notebook.", "", "It syncs over any network."].join("\n"), version: 2 };
    sendFormMock.mockRejectedValueOnce(staleSave(elsewhere)).mockResolvedValueOnce({ project: { ...elsewhere, version: 3 } });
    render(<ProjectForm project={loaded} />);
    await formIsLive();
    typeAsOwner("Description", ["An offline-first notebook.", "", "It syncs at night."].join("\n"));
    fireEvent.click(screen.getByRole("button", { name: "Update" }));

    const dialog = await screen.findByRole("alertdialog", { name: "This project was changed elsewhere" });
    const part = within(dialog).getByRole("group", { name: "Description" });
    expect(part.querySelector('[data-conflict-value="mine"]')).toHaveTextContent(/^It syncs at night\.$/);
    expect(part.querySelector('[data-conflict-value="theirs"]')).toHaveTextContent(/^It syncs over any network\.$/);
    // Where it is: after the paragraph before it.
    expect(part).toHaveTextContent("After: “An offline-first notebook.”");
    expect(within(part).getAllByRole("radio").map((radio) => radio.parentElement?.textContent)).toEqual(["Keep yours", "Keep the saved one", "Keep both"]);
    fireEvent.click(within(part).getByRole("radio", { name: "Keep both" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Save with these choices" }));

    await waitFor(() => expect(sendFormMock).toHaveBeenCalledTimes(2));
    expect(call(1).headers).toEqual({ "If-Match": '"2"' });
    const sent = sentFields(sentBody(1)).description!;
    expect(sent.startsWith("An offline-first notebook.\n\n")).toBe(true);
    expect(sent).toContain("It syncs at night.");
    expect(sent).toContain("It syncs over any network.");
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project updated successfully!"));
  });
});

describe("the profile changed elsewhere", () => {
  const PROFILE: ProfileFormValues = {
    version: 7,
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

  test("another field changed elsewhere merges by itself: only the owner's field is sent again, over the new version", async () => {
    const elsewhere = { ...PROFILE, heroHeadline: "Hello from the laptop.", availabilityShown: false, version: 8 };
    sendFormMock
      .mockRejectedValueOnce(new ApiRequestError(409, "The profile changed since you opened it.", { conflict: "version", profile: elsewhere }))
      .mockResolvedValueOnce({ profile: { ...elsewhere, location: "Porto, Portugal", version: 9 } });
    render(<ProfileScreen profile={PROFILE} resume={null} />);
    await formIsLive();
    typeAsOwner(/^Location/, "Porto, Portugal");
    fireEvent.click(screen.getByRole("button", { name: "Save profile" }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Profile updated successfully!"));
    expect(sendFormMock).toHaveBeenCalledTimes(2);
    expect(call(0).headers).toEqual({ "If-Match": '"7"' });
    expect(call(1).headers).toEqual({ "If-Match": '"8"' });
    expect(sentFields(sentBody(1))).toEqual({ location: "Porto, Portugal" });
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    // The screen stays and shows the merged profile: the headline set elsewhere, the owner's location.
    await waitFor(() => expect(screen.getByLabelText("Headline")).toHaveValue("Hello from the laptop."));
    expect(screen.getByLabelText(/^Location/)).toHaveValue("Porto, Portugal");
    expect(screen.getByLabelText("Show the availability badge")).not.toBeChecked();
  });

  test("the same field changed on both sides is asked", async () => {
    const elsewhere = { ...PROFILE, heroHeadline: "Hello from the laptop.", version: 8 };
    sendFormMock.mockRejectedValueOnce(new ApiRequestError(409, "The profile changed since you opened it.", { conflict: "version", profile: elsewhere }));
    render(<ProfileScreen profile={PROFILE} resume={null} />);
    await formIsLive();
    typeAsOwner("Headline", "Hello from the phone.");
    fireEvent.click(screen.getByRole("button", { name: "Save profile" }));
    const dialog = await screen.findByRole("alertdialog", { name: "This profile was changed elsewhere" });
    const headline = within(dialog).getByRole("group", { name: "Headline" });
    expect(headline.querySelector('[data-conflict-value="mine"]')).toHaveTextContent("Hello from the phone.");
    expect(headline.querySelector('[data-conflict-value="theirs"]')).toHaveTextContent("Hello from the laptop.");
  });
});
