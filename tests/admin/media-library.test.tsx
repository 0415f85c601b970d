/** @jest-environment jsdom */
/**
 * /admin/media's screen (issue 24, point 4): every upload with its thumbnail (at its own size
 * and placeholder), kind, size and dimensions, where it is used (links to the items), its
 * default alt text (saved on its own), Delete for an unused one and "Clean unused" in one
 * step, each asked in the product's dialog first.
 */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MediaLibrary } from "@/components/admin/media/media-library";
import { formatBytes, hrefOfUse, markdownOf } from "@/components/admin/media/media-view";
import { toast } from "@/lib/client/toast";
import type { MediaItem } from "@/lib/media/types";
import { installFetch } from "./fetch-mock";
import { OPAQUE_PLACEHOLDER, srcsetWidths } from "../helpers/images";

jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const mockShowOwnerChange = jest.fn();
jest.mock("@/lib/client/owner-change", () => ({ useOwnerChange: () => mockShowOwnerChange }));

const POST_ID = "3f6c1c8e-8d9b-4f0e-9a57-1b2c3d4e5f60";

const item = (overrides: Partial<MediaItem>): MediaItem => ({
  _id: "11111111-1111-4111-8111-111111111111",
  url: "/uploads/7d4c2a10-9b1e-4f55-8a0c-3e2d1f0a9b8c.webp",
  name: "diagram.png",
  contentType: "image/webp",
  bytes: 250_880,
  width: 1600,
  height: 900,
  placeholder: OPAQUE_PLACEHOLDER,
  alt: "The request flow",
  createdAt: "2026-11-27T10:00:00.000Z",
  origin: "media",
  usedBy: [],
  keptBecause: null,
  ...overrides,
});

const used = item({
  usedBy: [
    { kind: "blogs", id: POST_ID, title: "Caching", field: "content", inTrash: false },
    { kind: "profile", id: "profile", title: "Rosa", field: "about", inTrash: false },
  ],
  keptBecause: "items",
});
const unused = item({ _id: "22222222-2222-4222-8222-222222222222", url: "/uploads/aaaaaaaa-9b1e-4f55-8a0c-3e2d1f0a9b8c.jpg", name: "old photo.jpg", contentType: "image/jpeg", bytes: 3_250_000, alt: "" });
const pdf = item({
  _id: "33333333-3333-4333-8333-333333333333",
  url: "/uploads/bbbbbbbb-9b1e-4f55-8a0c-3e2d1f0a9b8c.pdf",
  name: "resume.pdf",
  contentType: "application/pdf",
  bytes: 812,
  width: null,
  height: null,
  placeholder: null,
  alt: "",
  origin: "item",
  usedBy: [{ kind: "profile", id: "profile", title: "Rosa", field: "resumeUrl", inTrash: false }],
  keptBecause: "items",
});
const fresh = item({ _id: "44444444-4444-4444-8444-444444444444", name: "fresh.png", keptBecause: "recent" });

beforeEach(() => jest.clearAllMocks());

test("the words: sizes, links, Markdown", () => {
  expect([formatBytes(812), formatBytes(250_880), formatBytes(3_250_000), formatBytes(52_000_000), formatBytes(null)]).toEqual(["812 B", "245 KB", "3.1 MB", "50 MB", null]);
  expect(hrefOfUse({ kind: "blogs", id: POST_ID, title: "", field: "content", inTrash: false })).toBe(`/edit-blog/${POST_ID}`);
  expect(hrefOfUse({ kind: "techStack", id: POST_ID, title: "", field: "imageUrl", inTrash: false })).toBe(`/edit-techStack/${POST_ID}`);
  expect(hrefOfUse({ kind: "projects", id: POST_ID, title: "", field: "logo", inTrash: true })).toBe("/admin/trash");
  // Unsaved changes lead to their form, which restores them: an item's edit screen, a new item's add screen.
  const AUTOSAVE_ID = "55555555-5555-4555-8555-555555555555";
  expect(hrefOfUse({ kind: "blogs", id: POST_ID, title: "", field: "autosave", inTrash: false, autosaveId: AUTOSAVE_ID })).toBe(`/edit-blog/${POST_ID}?copy=${AUTOSAVE_ID}`);
  expect(hrefOfUse({ kind: "projects", id: AUTOSAVE_ID, title: "", field: "autosave", inTrash: false, autosaveId: AUTOSAVE_ID })).toBe(`/add-project?copy=${AUTOSAVE_ID}`);
  expect(hrefOfUse({ kind: "profile", id: "profile", title: "", field: "autosave", inTrash: false, autosaveId: AUTOSAVE_ID })).toBe(`/admin/profile?copy=${AUTOSAVE_ID}`);
  expect(markdownOf(used)).toBe(`![The request flow](${used.url})`);
  expect(markdownOf({ ...used, alt: "", name: "my_old-photo.jpg" })).toBe(`![my old photo](${used.url})`);
});

test("an empty library says what would be there", () => {
  render(<MediaLibrary items={[]} />);
  expect(screen.getByText("No uploads yet")).toBeInTheDocument();
});

test("each upload: its thumbnail at its size, its details, where it is used; Delete only when unused", () => {
  render(<MediaLibrary items={[used, unused, pdf, fresh]} />);
  expect(screen.getByRole("status")).toHaveTextContent("4 uploads, 1 unused. Newest first.");
  const [first, second, third, fourth] = screen.getAllByRole("article");
  expect(first).toHaveAccessibleName("diagram.png");
  expect(first).toHaveTextContent("WebP · 245 KB · 1600 × 900");
  expect(first).toHaveTextContent("Uploaded 27 Nov 2026");
  const img = first.querySelector("img")!;
  expect(img).toHaveAttribute("alt", "");
  expect(img).toHaveAttribute("width", "1600");
  expect(img).toHaveAttribute("height", "900");
  expect(img).toHaveAttribute("loading", "lazy");
  expect(Math.max(...srcsetWidths(img.getAttribute("srcset")))).toBeLessThanOrEqual(1600);
  expect(img.getAttribute("style") ?? "").toMatch(/background-size: cover/);
  // Where it is used, each a link to the item.
  expect(within(first).getByRole("link", { name: "The post “Caching” (text)" })).toHaveAttribute("href", `/edit-blog/${POST_ID}`);
  expect(within(first).getByRole("link", { name: "The profile (About text)" })).toHaveAttribute("href", "/admin/profile");
  expect(within(first).queryByRole("button", { name: /^Delete/ })).toBeNull();
  // Unused: Delete.
  expect(second).toHaveTextContent("JPEG · 3.1 MB · 1600 × 900");
  expect(second).toHaveTextContent("Not used anywhere.");
  expect(within(second).getByRole("button", { name: "Delete old photo.jpg" })).toBeEnabled();
  // A PDF: its kind instead of a picture, no alt text.
  expect(third.querySelector("img")).toBeNull();
  expect(third).toHaveTextContent("PDF · 812 B");
  expect(within(third).queryByLabelText("Default alt text")).toBeNull();
  // New: Clean unused leaves it, but the owner may delete it (after the question below).
  expect(fourth).toHaveTextContent("New: nothing saved uses it, but a draft may. Clean unused leaves it for a day.");
  expect(within(fourth).getByRole("button", { name: "Delete fresh.png" })).toBeEnabled();
});

test("a new upload: the question says a draft may show it, and the delete says the owner confirmed", async () => {
  const { count } = installFetch({ [`DELETE /api/v1/media/${fresh._id}?confirm=recent`]: { body: { msg: "fresh.png deleted." } } });
  render(<MediaLibrary items={[used, fresh]} />);
  fireEvent.click(screen.getByRole("button", { name: "Delete fresh.png" }));
  const dialog = screen.getByRole("alertdialog", { name: "Delete fresh.png?" });
  expect(dialog).toHaveTextContent("a draft not saved yet (on this device or another) may show it, and would then show a missing image");
  await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete" })));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("fresh.png deleted."));
  expect(count(`DELETE /api/v1/media/${fresh._id}?confirm=recent`)).toBe(1);
  expect(screen.getAllByRole("article")).toHaveLength(1);
});

test("the default alt text is saved on its own", async () => {
  const { calls } = installFetch({ [`PATCH /api/v1/media/${used._id}`]: { body: { msg: "Alt text saved.", media: { ...used, alt: "A clearer one" } } } });
  render(<MediaLibrary items={[used]} />);
  const input = screen.getByLabelText("Default alt text");
  expect(input).toHaveValue("The request flow");
  const save = screen.getByRole("button", { name: "Save" });
  expect(save).toBeDisabled();
  fireEvent.change(input, { target: { value: "A clearer one" } });
  fireEvent.click(save);
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Alt text saved."));
  expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ alt: "A clearer one" });
  expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
});

test("Delete asks in the dialog, then deletes and takes the card away", async () => {
  const { count } = installFetch({ [`DELETE /api/v1/media/${unused._id}`]: { body: { msg: "old photo.jpg deleted." } } });
  render(<MediaLibrary items={[used, unused]} />);
  fireEvent.click(screen.getByRole("button", { name: "Delete old photo.jpg" }));
  const dialog = screen.getByRole("alertdialog", { name: "Delete old photo.jpg?" });
  // Cancel asks nothing of the server.
  fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
  expect(screen.queryByRole("alertdialog")).toBeNull();
  fireEvent.click(screen.getByRole("button", { name: "Delete old photo.jpg" }));
  await act(async () => fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" })));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("old photo.jpg deleted."));
  expect(count(`DELETE /api/v1/media/${unused._id}`)).toBe(1);
  expect(screen.getAllByRole("article")).toHaveLength(1);
  expect(mockShowOwnerChange).toHaveBeenCalled();
});

test("a refused delete says why and keeps the card", async () => {
  installFetch({ [`DELETE /api/v1/media/${unused._id}`]: { status: 409, body: { msg: "old photo.jpg is in use, so it was not deleted: it is used by the post “X” (text)." } } });
  render(<MediaLibrary items={[unused]} />);
  fireEvent.click(screen.getByRole("button", { name: "Delete old photo.jpg" }));
  await act(async () => fireEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" })));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith("old photo.jpg is in use, so it was not deleted: it is used by the post “X” (text)."));
  expect(screen.getAllByRole("article")).toHaveLength(1);
});

test("Clean unused: one question, one request, the unused cards go; the filter shows them first", async () => {
  const other = item({ _id: "55555555-5555-4555-8555-555555555555", name: "other.png" });
  const { count } = installFetch({ "POST /api/v1/media/clean": { body: { msg: "Deleted 2 unused uploads.", deleted: 2, media: [unused, other] } } });
  render(<MediaLibrary items={[used, unused, other]} />);
  fireEvent.click(screen.getByRole("button", { name: "Unused (2)" }));
  expect(screen.getByRole("button", { name: "Unused (2)" })).toHaveAttribute("aria-pressed", "true");
  expect(screen.getAllByRole("article").map((card) => within(card).getByRole("heading").textContent)).toEqual(["old photo.jpg", "other.png"]);
  fireEvent.click(screen.getByRole("button", { name: "Clean unused" }));
  const dialog = screen.getByRole("alertdialog", { name: "Delete 2 unused uploads?" });
  await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Delete them" })));
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Deleted 2 unused uploads."));
  expect(count("POST /api/v1/media/clean")).toBe(1);
  expect(screen.getByText("Every upload is in use: nothing to clean up.")).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "All" }));
  expect(screen.getAllByRole("article")).toHaveLength(1);
  expect(screen.getByRole("button", { name: "Clean unused" })).toBeDisabled();
});
