/** @jest-environment jsdom */
// History on a post's edit screen (issue 21): the kept versions, a version's Markdown against
// the text in the form, and Restore (asked first when the form has unsaved changes).
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { BlogForm } from "@/components/admin/forms/blog-form";
import { blogFormValues } from "@/components/admin/forms/form-values";
import type { Blog } from "@/lib/data/blogs";
import { apiRequest, ApiRequestError } from "@/lib/client/api";
import { listCopies } from "@/lib/client/unsaved-work/local-copies";
import { toast } from "@/lib/client/toast";
import { sendForm } from "@/lib/client/upload";
import { installFetch } from "./fetch-mock";
import { formIsLive, stubObjectUrls, typeAsOwner } from "./helpers";

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
const mockShowOwnerChange = jest.fn();
jest.mock("@/lib/client/owner-change", () => ({ useOwnerChange: () => mockShowOwnerChange }));
jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/client/upload", () => ({ ...jest.requireActual("@/lib/client/upload"), sendForm: jest.fn() }));
jest.mock("@/lib/client/api", () => ({ ...jest.requireActual("@/lib/client/api"), apiRequest: jest.fn() }));

const sendFormMock = jest.mocked(sendForm);
const apiRequestMock = jest.mocked(apiRequest);

const CURRENT_CONTENT = ["# Edge caching", "", "Caches near the reader.", "", "## Why", "", "Fast pages on slow phones.", "", "## How", "", "Cache-Control and a CDN."].join("\n");
const OLD_CONTENT = ["# Edge caching", "", "Caches near the reader.", "", "## Why", "", "Pages load fast.", "", "## How", "", "Cache-Control and a CDN."].join("\n");

const API_BLOG = {
  _id: "0b7d7c1e-1f2a-4c3b-9d8e-7f6a5b4c3d2e",
  version: 2,
  title: "Edge caching",
  slug: "edge-caching",
  tags: ["performance"],
  summary: "Why caching at the edge matters.",
  date: "2026-11-20",
  content: CURRENT_CONTENT,
  imageUrl: null,
  imageUrlAlt: "",
  status: "published",
  publishAt: null,
} as unknown as Blog;
const BLOG = blogFormValues(API_BLOG);
const VERSIONS = `/blogs/${BLOG._id}/versions`;
const FORM = `blogs:${BLOG._id}`;

const summaries = [
  { version: 2, changes: ["content"], savedAt: "2026-11-26T10:30:00.000Z", current: true },
  { version: 1, changes: [], savedAt: "2026-11-20T09:00:00.000Z", current: false },
];
const versionOne = {
  ...summaries[1],
  snapshot: { ...API_BLOG, version: 1, content: OLD_CONTENT, title: "Edge caching, first cut" },
};

beforeAll(() => {
  stubObjectUrls();
});

beforeEach(() => {
  jest.clearAllMocks();
  apiRequestMock.mockImplementation(async (path) => {
    if (path === VERSIONS) return { versions: summaries };
    if (path === `${VERSIONS}/1`) return { version: versionOne };
    throw new ApiRequestError(404, `No such path ${path}`);
  });
});

const content = () => screen.getByRole("textbox", { name: /^Content/ }) as HTMLTextAreaElement;

async function openVersionOne() {
  fireEvent.click(screen.getByRole("button", { name: "History" }));
  const dialog = await screen.findByRole("dialog", { name: "History" });
  const list = await within(dialog).findByRole("list", { name: "Versions, newest first" });
  const items = within(list).getAllByRole("button");
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent(/^Version 2 ·.*Current/);
  expect(items[0]).toHaveTextContent("Changed: Content");
  expect(items[1]).toHaveTextContent("Version 1");
  expect(items[1]).toHaveTextContent("First kept version");
  expect(apiRequestMock).toHaveBeenCalledWith(VERSIONS);

  fireEvent.click(items[1]!);
  return screen.findByRole("dialog", { name: "Version 1" });
}

describe("History on a post's edit screen", () => {
  test("lists the versions; a version shows its Markdown against the form's, changed lines marked, the rest folded", async () => {
    render(<BlogForm blog={BLOG} today="2026-11-27" />);
    await formIsLive();
    const dialog = await openVersionOne();
    expect(apiRequestMock).toHaveBeenCalledWith(`${VERSIONS}/1`);

    const diff = within(dialog).getByRole("region", { name: "Content: differences" });
    expect(diff).toHaveTextContent("Content: 1 line added, 1 removed");
    const removed = diff.querySelectorAll("del");
    const added = diff.querySelectorAll("ins");
    expect(removed).toHaveLength(1);
    expect(added).toHaveLength(1);
    expect(removed[0]).toHaveTextContent("Only in version 1: Pages load fast.");
    expect(added[0]).toHaveTextContent("Only in the form now: Fast pages on slow phones.");
    // Context around the change, the lines further away folded.
    expect(diff).toHaveTextContent("## Why");
    expect(diff).toHaveTextContent("## How");
    expect(diff).toHaveTextContent("… 4 unchanged lines");
    expect(diff).toHaveTextContent("… 2 unchanged lines");
    expect(diff).not.toHaveTextContent("# Edge caching");
    // Another field the restore would bring back.
    expect(dialog).toHaveTextContent("Edge caching, first cut → Edge caching");

    expect(within(dialog).getByRole("button", { name: "Restore version 1" })).toBeEnabled();
    // Back to the list.
    fireEvent.click(within(dialog).getByRole("button", { name: "Back to versions" }));
    expect(await screen.findByRole("dialog", { name: "History" })).toBeInTheDocument();
  });

  test("Restore sends the restore with the version the form holds; the form then shows the restored text and the dialog closes", async () => {
    sendFormMock.mockResolvedValueOnce({ msg: "Version 1 restored.", blog: { ...API_BLOG, content: OLD_CONTENT, title: "Edge caching, first cut", version: 3 } });
    render(<BlogForm blog={BLOG} today="2026-11-27" />);
    await formIsLive();
    expect(content()).toHaveValue(CURRENT_CONTENT);
    const dialog = await openVersionOne();
    fireEvent.click(within(dialog).getByRole("button", { name: "Restore version 1" }));

    await waitFor(() => expect(sendFormMock).toHaveBeenCalledTimes(1));
    const [path, options] = sendFormMock.mock.calls[0]!;
    expect(path).toBe(`${VERSIONS}/1/restore`);
    expect(options.method).toBe("POST");
    expect(options.headers).toEqual({ "If-Match": '"2"' });

    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(content()).toHaveValue(OLD_CONTENT);
    expect(screen.getByLabelText("Title")).toHaveValue("Edge caching, first cut");
    expect(toast.success).toHaveBeenCalledWith("Version 1 restored. It is now the current version.");
    expect(screen.getByText("No unsaved changes.")).toBeInTheDocument();
    expect(mockShowOwnerChange).toHaveBeenCalled();

    // The next save goes from the restored version.
    sendFormMock.mockResolvedValueOnce({ blog: { ...API_BLOG, content: OLD_CONTENT, version: 4 } });
    fireEvent.keyDown(window, { key: "s", ctrlKey: true });
    await waitFor(() => expect(sendFormMock).toHaveBeenCalledTimes(2));
    expect(sendFormMock.mock.calls[1]![1].headers).toEqual({ "If-Match": '"3"' });
  });

  test("with unsaved changes the first press asks, the second restores and the form's unsaved copy goes (here and on the server)", async () => {
    const server = installFetch({});
    sendFormMock.mockResolvedValueOnce({ blog: { ...API_BLOG, content: OLD_CONTENT, version: 3 } });
    render(<BlogForm blog={BLOG} today="2026-11-27" />);
    await formIsLive();
    typeAsOwner(/^Content/, `${CURRENT_CONTENT}\n\nA paragraph not saved yet.`, content());
    await waitFor(() => expect(listCopies(FORM)).toHaveLength(1));
    expect(await screen.findByText(/^Unsaved changes/)).toBeInTheDocument();
    const [kept] = listCopies(FORM);
    // The page is hidden a moment (another app): the copy goes to the server at once.
    window.dispatchEvent(new Event("pagehide"));
    await waitFor(() => expect(server.count(`PUT /api/v1/autosaves/${kept!.id}`)).toBe(1));
    expect(await screen.findByText(/^Saved to the server /)).toBeInTheDocument();

    const dialog = await openVersionOne();
    // Compared with the form now: the unsaved paragraph shows as added.
    expect(within(dialog).getByRole("region", { name: "Content: differences" })).toHaveTextContent("Only in the form now: A paragraph not saved yet.");

    fireEvent.click(within(dialog).getByRole("button", { name: "Restore version 1" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("The form has unsaved changes: restoring this version replaces them.");
    expect(sendFormMock).not.toHaveBeenCalled();
    expect(content()).toHaveValue(`${CURRENT_CONTENT}\n\nA paragraph not saved yet.`);

    fireEvent.click(within(dialog).getByRole("button", { name: "Restore and replace my changes" }));
    await waitFor(() => expect(sendFormMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(content()).toHaveValue(OLD_CONTENT);
    expect(listCopies(FORM)).toEqual([]);
    // Gone from the server too: the restored version is what is saved now.
    await waitFor(() => expect(server.count(`DELETE /api/v1/autosaves/${kept!.id}`)).toBe(1));
  });

  test("a refused restore says why in the dialog and changes nothing in the form", async () => {
    sendFormMock.mockRejectedValueOnce(new ApiRequestError(409, "This post changed since you opened it."));
    render(<BlogForm blog={BLOG} today="2026-11-27" />);
    await formIsLive();
    const dialog = await openVersionOne();
    fireEvent.click(within(dialog).getByRole("button", { name: "Restore version 1" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("This post changed since you opened it.");
    expect(within(dialog).getByRole("button", { name: "Restore version 1" })).toBeEnabled();
    expect(content()).toHaveValue(CURRENT_CONTENT);
    expect(toast.success).not.toHaveBeenCalled();
  });

  test("the current version has no Restore", async () => {
    apiRequestMock.mockImplementation(async (path) => {
      if (path === VERSIONS) return { versions: summaries };
      if (path === `${VERSIONS}/2`) return { version: { ...summaries[0], snapshot: API_BLOG } };
      throw new ApiRequestError(404, "no");
    });
    render(<BlogForm blog={BLOG} today="2026-11-27" />);
    await formIsLive();
    fireEvent.click(screen.getByRole("button", { name: "History" }));
    const list = await screen.findByRole("list", { name: "Versions, newest first" });
    fireEvent.click(within(list).getAllByRole("button")[0]!);
    const dialog = await screen.findByRole("dialog", { name: "Version 2" });
    expect(within(dialog).getByRole("region", { name: "Content: differences" })).toHaveTextContent("Content: The same text.");
    expect(within(dialog).queryByRole("button", { name: /^Restore/ })).not.toBeInTheDocument();
  });

  test("the add screen has no History", () => {
    render(<BlogForm today="2026-11-27" />);
    expect(screen.queryByRole("button", { name: "History" })).not.toBeInTheDocument();
  });
});
