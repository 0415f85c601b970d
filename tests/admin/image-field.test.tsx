/** @jest-environment jsdom */
// The image fields in the forms: a large photo is prepared on the device (progress bar, the
// prepared file in the input, the resize in the caption), a submit waits for it, a file the
// browser cannot read is not sent; and every image has its alt text beside it. jsdom has no
// decoder or canvas: the browser's decoder is replaced by a stand-in (the real one runs in
// Chromium, e2e/photo-upload.spec.ts).
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { BlogForm } from "@/components/admin/forms/blog-form";
import { CertificationForm } from "@/components/admin/forms/certification-form";
import type { ProjectFormValues } from "@/components/admin/forms/form-values";
import { ProjectForm } from "@/components/admin/forms/project-form";
import { TechStackForm } from "@/components/admin/forms/tech-stack-form";
import { decodeInBrowser, type DecodedImage } from "@/lib/client/images/canvas";
import { UNREADABLE_MESSAGE } from "@/lib/client/images/prepare";
import { toast } from "@/lib/client/toast";
import { sendForm } from "@/lib/client/upload";
import { deferred, imageFile, installFakeDataTransfer, sentFields, stubObjectUrls, submit, type } from "./helpers";

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
const mockShowOwnerChange = jest.fn();
jest.mock("@/lib/client/owner-change", () => ({ useOwnerChange: () => mockShowOwnerChange }));
jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/client/upload", () => ({ ...jest.requireActual("@/lib/client/upload"), sendForm: jest.fn() }));
jest.mock("@/lib/client/images/canvas", () => ({ decodeInBrowser: jest.fn() }));

const sendFormMock = jest.mocked(sendForm);
const decodeMock = jest.mocked(decodeInBrowser);
const objectUrls = stubObjectUrls();

beforeEach(() => {
  jest.clearAllMocks();
  installFakeDataTransfer();
  sendFormMock.mockResolvedValue({ project: {} });
});

/** A 12 MP photo as the header reader sees it (its pixels are the decoder's business). */
const phonePhoto = () => imageFile("IMG_2041.jpg", "image/jpeg", 9 * 1024 * 1024, { width: 4000, height: 3000 });

/** What the stand-in decoder gives: an upright image whose encoder writes `bytes` bytes. */
function decodedImage(width: number, height: number, bytes = 1_258_291): DecodedImage {
  return {
    width,
    height,
    encode: async (_size, type) => new Blob([new Uint8Array(bytes)], { type }),
    close: () => {},
  };
}

const fileInput = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const heldFile = (label: RegExp) => (fileInput(label).files as unknown as File[])[0];

function fillValidProject() {
  type("Title", "Harbour");
  type("One-line description", "Tides, to the minute");
  type("Live URL", "https://example.com");
  type("Technologies used", "Rust");
  type("Keywords and tags", "sea");
  type("Description", "A tide table.");
}

describe("a large photo", () => {
  test("shows a labelled progress bar while it is prepared, then the resized file is in the input and the caption says so", async () => {
    const decoding = deferred<DecodedImage>();
    decodeMock.mockReturnValue(decoding.promise);
    render(<ProjectForm />);
    const original = phonePhoto();
    fireEvent.change(fileInput(/^Screenshot/), { target: { files: [original] } });

    const bar = await screen.findByRole("progressbar", { name: "Preparing screenshot" });
    expect(screen.getByText("Preparing screenshot…")).toBeInTheDocument();
    await waitFor(() => expect(decodeMock).toHaveBeenCalledWith(original));

    await act(async () => decoding.resolve(decodedImage(4000, 3000)));
    expect(await screen.findByText("Resized from 4000 × 3000 to 2560 × 1920 (1.2 MB).")).toBeInTheDocument();
    expect(bar).not.toBeInTheDocument();
    expect(screen.getByText("Chosen: IMG_2041.jpg")).toBeInTheDocument();

    const held = heldFile(/^Screenshot/);
    expect(held).not.toBe(original);
    expect([held.name, held.type, held.size]).toEqual(["IMG_2041.webp", "image/webp", 1_258_291]);
    // The preview is the prepared file, not the original.
    expect(jest.mocked(URL.createObjectURL)).toHaveBeenLastCalledWith(held);
    expect(screen.getByAltText("Screenshot preview")).toHaveAttribute("src", objectUrls.created.at(-1));
  });

  test("a submit while it is prepared waits, then sends the prepared file, never the original", async () => {
    const decoding = deferred<DecodedImage>();
    decodeMock.mockReturnValue(decoding.promise);
    render(<ProjectForm />);
    fillValidProject();
    fireEvent.change(fileInput(/^Screenshot/), { target: { files: [phonePhoto()] } });
    await screen.findByRole("progressbar", { name: "Preparing screenshot" });

    submit("SAVE");
    expect(await screen.findByRole("button", { name: "Submitting" })).toBeDisabled();
    expect(sendFormMock).not.toHaveBeenCalled();

    await act(async () => decoding.resolve(decodedImage(3000, 4000)));
    await waitFor(() => expect(sendFormMock).toHaveBeenCalledTimes(1));
    const body = sendFormMock.mock.calls[0]![1].body as FormData;
    const sent = body.get("screenshot") as File;
    expect([sent.name, sent.type, sent.size]).toEqual(["IMG_2041.webp", "image/webp", 1_258_291]);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Project added successfully!"));
  });

  test("an animated GIF made into a still says so", async () => {
    decodeMock.mockResolvedValue(decodedImage(3000, 200));
    // GIF89a, two image descriptors: an animation, 3000 px wide.
    const gif = new Uint8Array([
      ...[0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0xb8, 0x0b, 0xc8, 0x00, 0, 0, 0],
      ...[0x2c, 0, 0, 0, 0, 0xb8, 0x0b, 0xc8, 0x00, 0, 2, 1, 0, 0],
      ...[0x2c, 0, 0, 0, 0, 0xb8, 0x0b, 0xc8, 0x00, 0, 2, 1, 0, 0],
      0x3b,
    ]);
    render(<ProjectForm />);
    fireEvent.change(fileInput(/^Logo/), { target: { files: [new File([gif], "wave.gif", { type: "image/gif" })] } });
    expect(await screen.findByText("It was animated; only its first frame is kept, as a still image.")).toBeInTheDocument();
    expect(heldFile(/^Logo/).name).toBe("wave.webp");
  });
});

describe("a file the browser cannot read", () => {
  test("is named in the field and taken out of the input: nothing is uploaded", async () => {
    decodeMock.mockRejectedValue(new Error("EncodingError"));
    render(<ProjectForm />);
    fillValidProject();
    fireEvent.change(fileInput(/^Screenshot/), { target: { files: [phonePhoto()] } });
    expect(await screen.findByText(UNREADABLE_MESSAGE)).toBeInTheDocument();
    expect(fileInput(/^Screenshot/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByAltText("Screenshot preview")).not.toBeInTheDocument();

    submit("SAVE");
    await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
    expect((sendFormMock.mock.calls[0]![1].body as FormData).has("screenshot")).toBe(false);
  });

  test("a submit waiting for it stops there, on the field", async () => {
    const decoding = deferred<DecodedImage>();
    decodeMock.mockReturnValue(decoding.promise);
    render(<ProjectForm />);
    fillValidProject();
    fireEvent.change(fileInput(/^Screenshot/), { target: { files: [phonePhoto()] } });
    await screen.findByRole("progressbar", { name: "Preparing screenshot" });
    submit("SAVE");
    await act(async () => decoding.reject(new Error("EncodingError")));

    expect(await screen.findByText(UNREADABLE_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(fileInput(/^Screenshot/)).toHaveFocus());
    expect(screen.getByRole("button", { name: "SAVE" })).toBeEnabled();
    expect(sendFormMock).not.toHaveBeenCalled();
  });
});

describe("alt text", () => {
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
    featured: false,
    logo: "/uploads/logo.png",
    // As the API returns them: the logo's is the default, the screenshot's the owner's.
    logoAlt: "Fieldnotes logo",
    screenshot: "/uploads/shot.png",
    screenshotAlt: "A notebook open on the map screen",
  };

  test("every form has one beside each image, named `${F}Alt`, with a hint and a 200-character counter", () => {
    const forms = [
      [<ProjectForm key="p" />, ["logoAlt", "screenshotAlt"]],
      [<BlogForm key="b" today="2026-01-01" />, ["imageUrlAlt", "socialImageAlt"]],
      [<CertificationForm key="c" />, ["imageAlt"]],
      [<TechStackForm key="t" />, ["imageUrlAlt"]],
    ] as const;
    for (const [form, names] of forms) {
      const { container, unmount } = render(form);
      const alts = Array.from(container.querySelectorAll<HTMLInputElement>('input[name$="Alt"]'));
      expect(alts.map((input) => input.name)).toEqual(names);
      for (const input of alts) {
        expect(input).toHaveAttribute("maxLength", "200");
        expect(input).toHaveAccessibleName(/^Alt text for the /);
        expect(input).toHaveAccessibleDescription(/What a screen reader says instead of the image\. .*0\/200 characters/);
      }
      unmount();
    }
  });

  test("on an add form it is written from the title as the server would, and sent empty while it is that default", async () => {
    render(<ProjectForm />);
    const alt = screen.getByLabelText(/^Alt text for the screenshot/);
    expect(alt).toHaveValue("");
    fillValidProject();
    // It follows once the typing event is over (src/components/admin/fields/alt-text-field.tsx).
    await waitFor(() => expect(alt).toHaveValue("Screenshot of Harbour"));
    expect(screen.getByLabelText(/^Alt text for the logo/)).toHaveValue("Harbour logo");
    expect(screen.getAllByText("21/200")).toHaveLength(1);
    type("Title", "Harbour Tides");
    await waitFor(() => expect(alt).toHaveValue("Screenshot of Harbour Tides"));

    submit("SAVE");
    await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
    // Left as the default: stored as none, so it follows a later new title.
    expect(sentFields(sendFormMock.mock.calls[0]![1].body)).toMatchObject({ screenshotAlt: "", logoAlt: "" });
  });

  test("what the owner writes is kept as written, and no longer follows the title", async () => {
    render(<ProjectForm />);
    fillValidProject();
    type(/^Alt text for the screenshot/, "Tide table on a phone, high water at 14:32");
    type("Title", "Harbour Tides");
    expect(screen.getByLabelText(/^Alt text for the screenshot/)).toHaveValue("Tide table on a phone, high water at 14:32");
    submit("SAVE");
    await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
    expect(sentFields(sendFormMock.mock.calls[0]![1].body)).toMatchObject({
      screenshotAlt: "Tide table on a phone, high water at 14:32",
      logoAlt: "",
    });
  });

  test("on an edit form it is prefilled with what the API returns; a default one follows a new title", async () => {
    render(<ProjectForm project={stored} />);
    expect(screen.getByLabelText(/^Alt text for the logo/)).toHaveValue("Fieldnotes logo");
    expect(screen.getByLabelText(/^Alt text for the screenshot/)).toHaveValue("A notebook open on the map screen");
    type("Title", "Fieldnotes 2");
    await waitFor(() => expect(screen.getByLabelText(/^Alt text for the logo/)).toHaveValue("Fieldnotes 2 logo"));
    expect(screen.getByLabelText(/^Alt text for the screenshot/)).toHaveValue("A notebook open on the map screen");
    submit("Update");
    await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
    expect(sentFields(sendFormMock.mock.calls[0]![1].body)).toMatchObject({
      logoAlt: "",
      screenshotAlt: "A notebook open on the map screen",
    });
  });

  test("a certificate's default needs its title and organisation", async () => {
    render(<CertificationForm />);
    const alt = screen.getByLabelText(/^Alt text for the screenshot/);
    type("Title", "Cloud Practitioner");
    expect(alt).toHaveValue("");
    type("Organization", "AWS");
    await waitFor(() => expect(alt).toHaveValue("Cloud Practitioner certificate from AWS"));
  });
});
