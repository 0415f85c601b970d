/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ProfileScreen } from "@/components/admin/profile/profile-form";
import { draftFrom, type ProfileFormValues, type StoredResume } from "@/components/admin/profile/profile-values";
import { ApiRequestError } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { sendForm } from "@/lib/client/upload";
import { decodeInBrowser, type DecodedImage } from "@/lib/client/images/canvas";
import { formIsLive, deferred, imageFile, installFakeDataTransfer, sentFields, stubObjectUrls, type, typeAsOwner } from "./helpers";

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
// What happens after the server said yes (router cache, lists, the navigation) is
// src/lib/client/owner-change.ts's, tested in tests/site/owner-change.test.ts.
const mockShowOwnerChange = jest.fn();
jest.mock("@/lib/client/owner-change", () => ({ useOwnerChange: () => mockShowOwnerChange }));
jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/client/upload", () => ({ ...jest.requireActual("@/lib/client/upload"), sendForm: jest.fn() }));
// jsdom cannot decode images: a stand-in decoder (the real one runs in e2e/photo-upload.spec.ts).
jest.mock("@/lib/client/images/canvas", () => ({ decodeInBrowser: jest.fn() }));

const sendFormMock = jest.mocked(sendForm);

const PROFILE: ProfileFormValues = {
  version: 1,
  name: "Alex Morgan",
  role: "Full-stack engineer",
  location: "Lisbon, Portugal",
  availabilityShown: true,
  availabilityText: "Available for new projects",
  heroHeadline: "Hi, I'm Alex Morgan.",
  heroIntro: "I build fast, accessible web products.",
  avatar: "/uploads/avatar.png",
  avatarAlt: "Alex on a balcony",
  about: "I like **the whole problem**.",
  focus: [
    { title: "Product engineering", text: "Ideas into shipped features." },
    { title: "Performance", text: "Fast pages on slow phones." },
  ],
  email: "hello@alexmorgan.dev",
  contactNote: "I reply within two working days.",
  resumeUrl: "/uploads/resume.pdf",
  links: [
    { network: "email", url: "mailto:hello@alexmorgan.dev" },
    { network: "github", url: "https://github.com/alexmorgan" },
    { network: "linkedin", url: "https://www.linkedin.com/in/alexmorgan" },
  ],
  siteTitle: "Alex Morgan · Full-stack engineer",
  siteDescription: "Portfolio of Alex Morgan.",
  siteUrl: "https://alexmorgan.dev",
  timeZone: "UTC",
};

const UPLOADED: StoredResume = { kind: "upload", url: "/uploads/resume.pdf" };

function renderScreen(profile: ProfileFormValues = PROFILE, resume: StoredResume = UPLOADED) {
  return render(<ProfileScreen profile={profile} resume={resume} />);
}

const linksSection = () => screen.getByRole("region", { name: "Links" });
const aboutSection = () => screen.getByRole("region", { name: "About" });
/** The link rows' labels, in the order shown. */
const linkOrder = () =>
  within(linksSection())
    .getAllByRole("listitem")
    .map((row) => row.querySelector("label")?.textContent);
const focusTitles = () =>
  within(aboutSection())
    .queryAllByLabelText("Title")
    .map((input) => (input as HTMLInputElement).value);

/** What a button does when it has focus and Enter or Space is pressed: a click on it. */
function pressWithKeyboard(button: HTMLElement) {
  act(() => button.focus());
  fireEvent.click(button);
}

function save() {
  fireEvent.click(screen.getByRole("button", { name: "Save profile" }));
}

/** The FormData of the n-th PATCH. */
function sent(call = 0): FormData {
  const [path, options] = sendFormMock.mock.calls[call]!;
  expect(path).toBe("/profile");
  expect(options.method).toBe("PATCH");
  expect(options.body).toBeInstanceOf(FormData);
  return options.body as FormData;
}

const pdfFile = (name = "cv.pdf", size = 64) => new File([new Uint8Array(size)], name, { type: "application/pdf" });

beforeAll(() => {
  stubObjectUrls();
  installFakeDataTransfer();
});
beforeEach(() => {
  jest.clearAllMocks();
  // The server answers with what it stored: here, what was sent.
  sendFormMock.mockImplementation(async (_path, { body }) => {
    const fields = sentFields(body);
    return {
      msg: "Profile updated successfully!",
      profile: {
        ...PROFILE,
        ...fields,
        availabilityShown: fields.availabilityShown === "true",
        focus: JSON.parse(fields.focus!),
        links: JSON.parse(fields.links!),
        resumeUrl: "resumeUrl" in fields ? fields.resumeUrl || null : PROFILE.resumeUrl,
      },
    };
  });
});

describe("the screen", () => {
  test("starts from the stored profile, section by section", async () => {
    renderScreen();
    await formIsLive();
    for (const section of ["Identity", "Availability", "Home page", "About", "Contact", "Résumé", "Links", "Site"]) {
      expect(screen.getByRole("region", { name: section })).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Name")).toHaveValue("Alex Morgan");
    expect(screen.getByLabelText("Show the availability badge")).toBeChecked();
    expect(screen.getByAltText("Photo preview")).toHaveAttribute("src", "/uploads/avatar.png");
    expect(screen.getByRole("link", { name: /Open the PDF/ })).toHaveAttribute("href", "/uploads/resume.pdf");
    expect(screen.getByLabelText(/Or a link to your résumé/)).toHaveValue("");
    expect(linkOrder()).toEqual(["Email", "GitHub", "LinkedIn"]);
    expect(focusTitles()).toEqual(["Product engineering", "Performance"]);
    // The About preview renders the Markdown as the public page does.
    expect(within(aboutSection()).getByText("the whole problem").tagName).toBe("STRONG");
  });

  test("the rows' ids are the same on every render (server and browser), so the page hydrates as rendered", () => {
    const ids = () => draftFrom(PROFILE, UPLOADED).focus.map((item) => item.id);
    expect(ids()).toEqual(ids());
  });

  test("an external résumé link shows in the link field, with no file", async () => {
    renderScreen({ ...PROFILE, resumeUrl: "https://cv.example.com/alex.pdf" }, { kind: "link", url: "https://cv.example.com/alex.pdf" });
    await formIsLive();
    expect(screen.getByLabelText(/Or a link to your résumé/)).toHaveValue("https://cv.example.com/alex.pdf");
    expect(screen.queryByRole("link", { name: /Open the PDF/ })).not.toBeInTheDocument();
    expect(screen.getByText("Choose a PDF")).toBeInTheDocument();
  });
});

describe("links", () => {
  test("add, reorder by keyboard (focus stays on the moved row's button), remove, and an empty one is dropped", async () => {
    renderScreen();
    await formIsLive();
    // Only the networks not listed yet can be added.
    const add = within(linksSection()).getByRole("group", { name: "Add a link" });
    expect(within(add).queryByRole("button", { name: "Add GitHub" })).not.toBeInTheDocument();
    pressWithKeyboard(within(add).getByRole("button", { name: "Add Bluesky" }));
    const bluesky = screen.getByLabelText("Bluesky");
    expect(bluesky).toHaveFocus();
    expect(within(add).queryByRole("button", { name: "Add Bluesky" })).not.toBeInTheDocument();
    fireEvent.change(bluesky, { target: { value: "https://bsky.app/profile/alex.bsky.social" } });

    const up = screen.getByRole("button", { name: "Move Bluesky up" });
    pressWithKeyboard(up);
    expect(linkOrder()).toEqual(["Email", "GitHub", "Bluesky", "LinkedIn"]);
    expect(screen.getByRole("button", { name: "Move Bluesky up" })).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Move Bluesky up" }));
    expect(linkOrder()).toEqual(["Email", "Bluesky", "GitHub", "LinkedIn"]);
    expect(screen.getByText("Bluesky moved up, now 2 of 4.")).toBeInTheDocument();

    // The first row cannot go further up; the button says so and keeps its focus.
    const emailUp = screen.getByRole("button", { name: "Move Email up" });
    expect(emailUp).toHaveAttribute("aria-disabled", "true");
    pressWithKeyboard(emailUp);
    expect(linkOrder()).toEqual(["Email", "Bluesky", "GitHub", "LinkedIn"]);
    pressWithKeyboard(screen.getByRole("button", { name: "Move Email down" }));
    expect(linkOrder()).toEqual(["Bluesky", "Email", "GitHub", "LinkedIn"]);
    expect(screen.getByRole("button", { name: "Move Email down" })).toHaveFocus();

    // Remove GitHub: focus goes to the row that took its place.
    pressWithKeyboard(screen.getByRole("button", { name: "Remove GitHub" }));
    expect(linkOrder()).toEqual(["Bluesky", "Email", "LinkedIn"]);
    expect(screen.getByLabelText("LinkedIn")).toHaveFocus();
    expect(within(add).getByRole("button", { name: "Add GitHub" })).toBeInTheDocument();

    // LinkedIn left empty: said on the row, and not sent.
    fireEvent.change(screen.getByLabelText("LinkedIn"), { target: { value: "  " } });
    expect(within(linksSection()).getByText("Empty: dropped when you save.")).toBeInTheDocument();

    save();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Profile updated successfully!"));
    expect(JSON.parse(sentFields(sent()).links!)).toEqual([
      { network: "bluesky", url: "https://bsky.app/profile/alex.bsky.social" },
      { network: "email", url: "mailto:hello@alexmorgan.dev" },
    ]);
    // The screen stays, showing what was stored: the empty row is gone.
    expect(linkOrder()).toEqual(["Bluesky", "Email"]);
    expect(mockShowOwnerChange).toHaveBeenCalledWith();
    expect(mockRouter.push).not.toHaveBeenCalled();
  });

  test("removing every link sends an empty list", async () => {
    renderScreen();
    await formIsLive();
    for (const name of ["Email", "GitHub", "LinkedIn"]) fireEvent.click(screen.getByRole("button", { name: `Remove ${name}` }));
    expect(screen.getByText(/No links yet/)).toBeInTheDocument();
    expect(within(linksSection()).getByRole("button", { name: "Add Email" })).toHaveFocus();
    save();
    await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
    expect(sentFields(sent()).links).toBe("[]");
  });
});

describe("What I do", () => {
  test("add, reorder by keyboard, remove; sent in order, a wholly empty item dropped", async () => {
    renderScreen();
    await formIsLive();
    pressWithKeyboard(within(aboutSection()).getByRole("button", { name: "Add an item" }));
    const titles = within(aboutSection()).getAllByLabelText("Title");
    expect(titles[2]).toHaveFocus();
    fireEvent.change(titles[2]!, { target: { value: "Data & APIs" } });
    fireEvent.change(within(aboutSection()).getAllByLabelText("Text")[2]!, { target: { value: "Schemas that last." } });

    pressWithKeyboard(screen.getByRole("button", { name: "Move Data & APIs up" }));
    expect(focusTitles()).toEqual(["Product engineering", "Data & APIs", "Performance"]);
    expect(screen.getByRole("button", { name: "Move Data & APIs up" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Move Performance down" })).toHaveAttribute("aria-disabled", "true");

    pressWithKeyboard(screen.getByRole("button", { name: "Remove Product engineering" }));
    expect(focusTitles()).toEqual(["Data & APIs", "Performance"]);
    expect(within(aboutSection()).getAllByLabelText("Title")[0]).toHaveFocus();

    // One more, left empty: dropped, not refused.
    fireEvent.click(within(aboutSection()).getByRole("button", { name: "Add an item" }));
    save();
    await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
    expect(JSON.parse(sentFields(sent()).focus!)).toEqual([
      { title: "Data & APIs", text: "Schemas that last." },
      { title: "Performance", text: "Fast pages on slow phones." },
    ]);
  });

  test("a half-filled item is marked by the shared schema and nothing is sent", async () => {
    renderScreen();
    await formIsLive();
    fireEvent.click(within(aboutSection()).getByRole("button", { name: "Add an item" }));
    fireEvent.change(within(aboutSection()).getAllByLabelText("Text")[2]!, { target: { value: "No title yet" } });
    save();
    expect(sendFormMock).not.toHaveBeenCalled();
    const third = within(aboutSection()).getByRole("group", { name: "Item 3" });
    expect(within(third).getByLabelText("Title")).toHaveAttribute("aria-invalid", "true");
    expect(within(third).getByText("Title is required.")).toBeInTheDocument();
    expect(within(third).getByLabelText("Title")).toHaveFocus();
  });
});

describe("what is sent", () => {
  test("every text field, the flag and both lists as JSON text; nothing about files left alone", async () => {
    renderScreen();
    await formIsLive();
    type("Name", "Sam Rivera");
    fireEvent.click(screen.getByLabelText("Show the availability badge"));
    save();
    await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
    const body = sent();
    expect(sentFields(body)).toEqual({
      name: "Sam Rivera",
      role: "Full-stack engineer",
      location: "Lisbon, Portugal",
      availabilityText: "Available for new projects",
      heroHeadline: "Hi, I'm Alex Morgan.",
      heroIntro: "I build fast, accessible web products.",
      avatarAlt: "Alex on a balcony",
      about: "I like **the whole problem**.",
      email: "hello@alexmorgan.dev",
      contactNote: "I reply within two working days.",
      siteTitle: "Alex Morgan · Full-stack engineer",
      siteDescription: "Portfolio of Alex Morgan.",
      siteUrl: "https://alexmorgan.dev",
      timeZone: "UTC",
      availabilityShown: "false",
      focus: JSON.stringify(PROFILE.focus),
      links: JSON.stringify(PROFILE.links),
    });
    // Untouched: the stored photo and PDF stay (no avatar, resume or resumeUrl at all).
    expect(body.has("avatar")).toBe(false);
    expect(body.has("resume")).toBe(false);
    expect(body.has("resumeUrl")).toBe(false);
    expect(sendFormMock.mock.calls[0]![1].onProgress).toBeUndefined();
  });

  test("the photo description starts as the default when none was written, follows the name, and is sent empty while it is", async () => {
    renderScreen({ ...PROFILE, avatarAlt: "" });
    await formIsLive();
    const description = screen.getByLabelText(/^Photo description/);
    expect(description).toHaveValue("Photo of Alex Morgan");
    expect(description).toHaveAttribute("maxLength", "200");
    expect(screen.getByText("20/200")).toBeInTheDocument();
    type("Name", "Sam Rivera");
    // The name keeps what was typed (a description updated inside the typing event put the
    // controlled name back: issue 25), and the description follows once the event is over.
    expect(screen.getByLabelText("Name")).toHaveValue("Sam Rivera");
    await waitFor(() => expect(description).toHaveValue("Photo of Sam Rivera"));
    save();
    await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
    expect(sent().get("avatarAlt")).toBe("");
  });

  test("a large photo is resized on the device before the PATCH, which waits for it", async () => {
    const decoding = deferred<DecodedImage>();
    jest.mocked(decodeInBrowser).mockReturnValue(decoding.promise);
    renderScreen({ ...PROFILE, avatar: null });
    await formIsLive();
    const original = imageFile("portrait.jpg", "image/jpeg", 6 * 1024 * 1024, { width: 3024, height: 4032 });
    fireEvent.change(screen.getByLabelText(/^Photo(?! description)/), { target: { files: [original] } });
    expect(await screen.findByRole("progressbar", { name: "Preparing photo" })).toBeInTheDocument();
    save();
    expect(sendFormMock).not.toHaveBeenCalled();
    await act(async () =>
      decoding.resolve({
        width: 3024,
        height: 4032,
        encode: async (_size, type) => new Blob([new Uint8Array(900_000)], { type }),
        close: () => {},
      }),
    );
    await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
    const avatar = sent().get("avatar") as File;
    expect([avatar.name, avatar.type, avatar.size]).toEqual(["portrait.webp", "image/webp", 900_000]);
  });

  test("Remove on the photo and on the uploaded PDF sends both as empty values", async () => {
    renderScreen();
    await formIsLive();
    fireEvent.click(screen.getByRole("button", { name: "Remove photo" }));
    expect(screen.getByText("The current image is removed when you save.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Remove résumé PDF" }));
    expect(screen.getByText("The current PDF is removed when you save.")).toBeInTheDocument();
    save();
    await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
    const body = sent();
    expect(body.get("avatar")).toBe("");
    expect(body.get("resume")).toBe("");
    expect(body.has("resumeUrl")).toBe(false);
  });

  test("a new photo and a PDF are sent as files, with upload progress", async () => {
    renderScreen({ ...PROFILE, avatar: null, resumeUrl: null }, null);
    await formIsLive();
    const photo = imageFile("me.png");
    const pdf = pdfFile("cv.pdf");
    fireEvent.change(screen.getByLabelText(/^Photo(?! description)/), { target: { files: [photo] } });
    fireEvent.change(screen.getByLabelText(/Résumé PDF/), { target: { files: [pdf] } });
    expect(screen.getByText("Chosen: cv.pdf (1 KB)")).toBeInTheDocument();
    // One résumé at a time: the link field waits while a PDF is chosen.
    expect(screen.getByLabelText(/Or a link to your résumé/)).toBeDisabled();
    save();
    await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
    const body = sent();
    expect(body.get("avatar")).toBe(photo);
    expect(body.get("resume")).toBe(pdf);
    expect(body.has("resumeUrl")).toBe(false);
    expect(sendFormMock.mock.calls[0]![1].onProgress).toEqual(expect.any(Function));
  });

  test("a typed link replaces the uploaded PDF; clearing a stored link removes it", async () => {
    const { unmount } = renderScreen();
    await formIsLive();
    type(/Or a link to your résumé/, "https://cv.example.com/alex.pdf");
    expect(screen.getByText("This link replaces the uploaded PDF when you save.")).toBeInTheDocument();
    save();
    await waitFor(() => expect(sendFormMock).toHaveBeenCalledTimes(1));
    expect(sent(0).get("resumeUrl")).toBe("https://cv.example.com/alex.pdf");
    expect(sent(0).has("resume")).toBe(false);
    unmount();

    renderScreen({ ...PROFILE, resumeUrl: "https://cv.example.com/alex.pdf" }, { kind: "link", url: "https://cv.example.com/alex.pdf" });
    await formIsLive();
    type(/Or a link to your résumé/, "");
    save();
    await waitFor(() => expect(sendFormMock).toHaveBeenCalledTimes(2));
    expect(sent(1).get("resumeUrl")).toBe("");
    expect(sent(1).has("resume")).toBe(false);
  });

  test("a file that is not a PDF is refused before anything is sent", async () => {
    renderScreen();
    await formIsLive();
    fireEvent.change(screen.getByLabelText(/Résumé PDF/), { target: { files: [imageFile("cv.png")] } });
    save();
    expect(sendFormMock).not.toHaveBeenCalled();
    expect(screen.getByText("Résumé PDF must be a PDF file.")).toBeInTheDocument();
  });
});

describe("errors", () => {
  test("the shared schema marks a link on the wrong host, focuses it, and nothing is sent", async () => {
    renderScreen();
    await formIsLive();
    type("GitHub", "https://gitlab.com/alex");
    save();
    expect(sendFormMock).not.toHaveBeenCalled();
    const github = screen.getByLabelText("GitHub");
    expect(github).toHaveAttribute("aria-invalid", "true");
    expect(github).toHaveFocus();
    expect(screen.getByText("GitHub must be a GitHub address (https://github.com/…).")).toBeInTheDocument();
  });

  test("a required field left empty is named next to it", async () => {
    renderScreen();
    await formIsLive();
    type("Name", "  ");
    save();
    expect(sendFormMock).not.toHaveBeenCalled();
    expect(screen.getByText("Name is required.")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveFocus();
  });

  test("the server's msg is toasted and marks its field; the row index maps past dropped rows", async () => {
    renderScreen();
    await formIsLive();
    // GitHub emptied (dropped): the server's links[1] is LinkedIn, the third row on screen.
    type("GitHub", "");
    sendFormMock.mockRejectedValueOnce(new ApiRequestError(400, "links[1].url must be an https URL."));
    save();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("links[1].url must be an https URL."));
    expect(screen.getByLabelText("LinkedIn")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByText("LinkedIn must be an https URL.")).toBeInTheDocument();
    expect(screen.getByLabelText("GitHub")).not.toHaveAttribute("aria-invalid");
    // Still on the form with what was typed, and the button is back.
    expect(screen.getByRole("button", { name: "Save profile" })).toBeEnabled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(mockShowOwnerChange).not.toHaveBeenCalled();
  });

  test("a 413 on the photo is toasted and marks the photo", async () => {
    renderScreen();
    await formIsLive();
    fireEvent.change(screen.getByLabelText(/^Photo(?! description)/), { target: { files: [imageFile("big.png")] } });
    sendFormMock.mockRejectedValueOnce(new ApiRequestError(413, "avatar is too large: images may be at most 4 MB."));
    save();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("avatar is too large: images may be at most 4 MB."));
    expect(screen.getByText("Photo is too large: images may be at most 4 MB.")).toBeInTheDocument();
  });
});

test("after a save the screen shows what the server stored and the Save button has focus", async () => {
  sendFormMock.mockImplementationOnce(async () => ({
    msg: "Profile updated successfully!",
    profile: {
      ...PROFILE,
      name: "Sam Rivera",
      avatar: "/uploads/new-avatar.png",
      resumeUrl: "/uploads/new-resume.pdf",
      email: "sam@example.com",
      links: [{ network: "email", url: "mailto:sam@example.com" }],
    },
  }));
  renderScreen();
  await formIsLive();
  type("Name", "Sam Rivera ");
  type(/^Public e-mail/, "sam@example.com");
  fireEvent.change(screen.getByLabelText(/^Photo(?! description)/), { target: { files: [imageFile("me.png")] } });
  fireEvent.change(screen.getByLabelText(/Résumé PDF/), { target: { files: [pdfFile()] } });
  save();
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Profile updated successfully!"));
  expect(await screen.findByAltText("Photo preview")).toHaveAttribute("src", "/uploads/new-avatar.png");
  expect(screen.getByLabelText("Name")).toHaveValue("Sam Rivera");
  // The Email link shows the one public e-mail the server stored.
  expect(screen.getByLabelText("Email")).toHaveValue("sam@example.com");
  expect(screen.getByLabelText("Email")).toHaveAttribute("readonly");
  expect(linkOrder()).toEqual(["Email"]);
  expect(screen.getByRole("link", { name: /Open the PDF/ })).toHaveAttribute("href", "/uploads/new-resume.pdf");
  expect(screen.queryByText(/^Chosen:/)).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Save profile" })).toHaveFocus();
  expect(mockShowOwnerChange).toHaveBeenCalledTimes(1);
});

test("after a save nothing counts as unsaved, though the server stored a value differently: leaving asks nothing", async () => {
  // The server trims what it stores (as the API does).
  sendFormMock.mockImplementationOnce(async (_path, { body }) => {
    const fields = sentFields(body);
    return {
      msg: "Profile updated successfully!",
      profile: { ...PROFILE, version: 2, name: fields.name!.trim(), avatar: "/uploads/new-avatar.webp", avatarAlt: fields.avatarAlt!.trim() },
    };
  });
  renderScreen();
  await formIsLive();
  typeAsOwner("Name", "Inés Ferrer ");
  typeAsOwner(/^Photo description/, "Inés at her desk");
  fireEvent.change(screen.getByLabelText(/^Photo(?! description)/), { target: { files: [imageFile("me.png")] } });
  save();
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Profile updated successfully!"));
  expect(await screen.findByAltText("Photo preview")).toHaveAttribute("src", "/uploads/new-avatar.webp");
  expect(screen.getByLabelText("Name")).toHaveValue("Inés Ferrer");
  expect(screen.queryByText(/^Unsaved changes/)).not.toBeInTheDocument();
  // An in-app link right after the save: no "Leave without saving?".
  const link = document.body.appendChild(Object.assign(document.createElement("a"), { href: "/admin", textContent: "Dashboard" }));
  act(() => link.click());
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  link.remove();
  // And the next change is unsaved again, from what the screen now shows.
  typeAsOwner("Role", "Data engineer");
  await waitFor(() => expect(screen.getByText(/^Unsaved changes/)).toBeInTheDocument());
});
