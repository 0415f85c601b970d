/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { BlogForm } from "@/components/admin/forms/blog-form";
import type { BlogFormValues, ProjectFormValues } from "@/components/admin/forms/form-values";
import { ProjectForm } from "@/components/admin/forms/project-form";
import { PreviewLink } from "@/components/admin/preview/preview-link";
import { toast } from "@/lib/client/toast";
import { installFetch } from "./fetch-mock";

jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() }) }));
jest.mock("@/lib/client/owner-change", () => ({ useOwnerChange: () => jest.fn() }));

/**
 * The owner's Preview link control (edit screens, draft badges): asks the API for a link,
 * then Copy link, Open and, where the browser has a share sheet, Share.
 */
const ID = "3f1c2b4a-9d8e-4f70-8a6b-5c4d3e2f1a0b";
const URL_ = `http://localhost:3000/preview/blogs/${"A".repeat(48)}`;
const ANSWER = { url: URL_, expiresAt: "2026-11-30T12:00:00.000Z" };

afterEach(() => {
  jest.clearAllMocks();
  delete (navigator as { share?: unknown }).share;
  delete (navigator as { clipboard?: unknown }).clipboard;
});

async function askForLink() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Preview link" }));
  });
}

test("asks POST /api/v1/blogs/{id}/preview once and shows the link with Copy link and Open", async () => {
  const { count } = installFetch({ [`POST /api/v1/blogs/${ID}/preview`]: { body: ANSWER } });
  render(<PreviewLink collection="blogs" id={ID} title="Draft post" />);
  expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  await askForLink();
  expect(count(`POST /api/v1/blogs/${ID}/preview`)).toBe(1);
  const field = screen.getByRole("textbox", { name: /Preview link/ });
  expect(field).toHaveValue(URL_);
  expect(field).toHaveAttribute("readonly");
  const open = screen.getByRole("link", { name: /Open/ });
  expect(open).toHaveAttribute("href", URL_);
  expect(open).toHaveAttribute("target", "_blank");
  expect(open).toHaveAttribute("rel", "noopener noreferrer");
  expect(screen.getByRole("button", { name: "Copy link" })).toBeInTheDocument();
  // No share sheet in this browser: no Share button.
  expect(screen.queryByRole("button", { name: "Share" })).not.toBeInTheDocument();
  expect(screen.getByText(/works until/).querySelector("time")).toHaveAttribute("dateTime", ANSWER.expiresAt);
  // Asking again makes a new link.
  expect(screen.getByRole("button", { name: "New preview link" })).toBeInTheDocument();
});

test("Copy link writes the link to the clipboard and says so", async () => {
  installFetch({ [`POST /api/v1/projects/${ID}/preview`]: { body: { ...ANSWER, url: URL_.replace("blogs", "projects") } } });
  const writeText = jest.fn(async () => {});
  Object.assign(navigator, { clipboard: { writeText } });
  render(<PreviewLink collection="projects" id={ID} title="Secret project" />);
  await askForLink();
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Copy link" }));
  });
  expect(writeText).toHaveBeenCalledWith(URL_.replace("blogs", "projects"));
  expect(toast.success).toHaveBeenCalledWith("Preview link copied");
});

test("on a phone, Share opens the share sheet with the link; closing it is no error", async () => {
  installFetch({ [`POST /api/v1/blogs/${ID}/preview`]: { body: ANSWER } });
  const share = jest.fn(async () => {
    throw Object.assign(new Error("closed"), { name: "AbortError" });
  });
  Object.assign(navigator, { share });
  render(<PreviewLink collection="blogs" id={ID} title="Draft post" />);
  await askForLink();
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Share" }));
  });
  expect(share).toHaveBeenCalledWith({ title: "Preview: Draft post", url: URL_ });
  expect(toast.error).not.toHaveBeenCalled();
});

test("the server's msg is shown when no link can be made, and no link appears", async () => {
  installFetch({ [`POST /api/v1/blogs/${ID}/preview`]: { status: 404, body: { msg: "Blog not found." } } });
  render(<PreviewLink collection="blogs" id={ID} title="Gone" />);
  await askForLink();
  expect(toast.error).toHaveBeenCalledWith("Blog not found.");
  expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Preview link" })).toBeEnabled();
});

test("compact: the button alone, for a row of badges and actions", () => {
  installFetch({});
  render(<PreviewLink collection="blogs" id={ID} title="Draft post" compact />);
  const region = screen.getByRole("region", { name: "Preview link for Draft post" });
  expect(within(region).queryByRole("heading")).not.toBeInTheDocument();
  expect(within(region).getByRole("button", { name: "Preview link" })).toBeInTheDocument();
  expect(within(region).getAllByRole("button")).toHaveLength(1);
});

describe("on the edit screens, not the add screens", () => {
  // Only the fields these forms read here; the forms' own tests cover the rest.
  const blog = { _id: ID, title: "Debouncing search", summary: "Why", date: "2024-05-01", content: "# Hi", imageUrl: null, imageUrlAlt: "" } as BlogFormValues;
  const project = {
    _id: ID,
    title: "Fieldnotes",
    oneLineDescription: "Notes",
    projectType: "frontend",
    liveUrl: "https://example.com",
    technologiesUsed: "React",
    keywordsAndTags: "notes",
    description: "An app.",
    isArchived: false,
    logo: null,
    logoAlt: "",
    screenshot: null,
    screenshotAlt: "",
  } as ProjectFormValues;

  test("edit-blog and edit-project offer a preview link of the item; its button does not submit the form", async () => {
    const { count } = installFetch({ [`POST /api/v1/blogs/${ID}/preview`]: { body: ANSWER } });
    const { unmount } = render(<BlogForm blog={blog} today="2026-11-23" />);
    expect(screen.getByRole("region", { name: "Preview link for Debouncing search" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Preview link" })).toHaveAttribute("type", "button");
    await askForLink();
    expect(count(`POST /api/v1/blogs/${ID}/preview`)).toBe(1);
    unmount();
    render(<ProjectForm project={project} />);
    expect(screen.getByRole("region", { name: "Preview link for Fieldnotes" })).toBeInTheDocument();
  });

  test("add-blog and add-project have nothing to preview yet", () => {
    installFetch({});
    const { unmount } = render(<BlogForm today="2026-11-23" />);
    expect(screen.queryByRole("button", { name: "Preview link" })).not.toBeInTheDocument();
    unmount();
    render(<ProjectForm />);
    expect(screen.queryByRole("button", { name: "Preview link" })).not.toBeInTheDocument();
  });
});

test("End preview links asks first, then ends them (DELETE), clears the link on screen and says so", async () => {
  const { count } = installFetch({
    [`POST /api/v1/blogs/${ID}/preview`]: { body: ANSWER },
    [`DELETE /api/v1/blogs/${ID}/preview`]: { body: { msg: "Preview links ended: every link made until now shows the 404 page." } },
  });
  render(<PreviewLink collection="blogs" id={ID} title="Draft post" />);
  await askForLink();
  expect(screen.getByRole("textbox", { name: /Preview link/ })).toHaveValue(URL_);

  // Cancelled: nothing is sent, the link stays.
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "End preview links" })));
  expect(await screen.findByRole("alertdialog", { name: "End every preview link of “Draft post”?" })).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  expect(count(`DELETE /api/v1/blogs/${ID}/preview`)).toBe(0);
  expect(screen.getByRole("textbox", { name: /Preview link/ })).toBeInTheDocument();

  await act(async () => fireEvent.click(screen.getByRole("button", { name: "End preview links" })));
  await act(async () => fireEvent.click(await screen.findByRole("button", { name: "End the links" })));
  await waitFor(() => expect(count(`DELETE /api/v1/blogs/${ID}/preview`)).toBe(1));
  expect(count(`DELETE /api/v1/blogs/${ID}/preview`)).toBe(1);
  expect(toast.success).toHaveBeenCalledWith("Preview links ended: every link made until now shows the 404 page.");
  expect(screen.queryByRole("textbox", { name: /Preview link/ })).not.toBeInTheDocument();
  expect(screen.getByRole("button", { name: "Preview link" })).toBeInTheDocument();
});

test("End preview links that fails says the server's msg and keeps the link on screen", async () => {
  installFetch({
    [`POST /api/v1/blogs/${ID}/preview`]: { body: ANSWER },
    [`DELETE /api/v1/blogs/${ID}/preview`]: { status: 404, body: { msg: "Blog not found." } },
  });
  render(<PreviewLink collection="blogs" id={ID} title="Draft post" />);
  await askForLink();
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "End preview links" })));
  await act(async () => fireEvent.click(await screen.findByRole("button", { name: "End the links" })));
  await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Blog not found."));
  expect(screen.getByRole("textbox", { name: /Preview link/ })).toHaveValue(URL_);
});
