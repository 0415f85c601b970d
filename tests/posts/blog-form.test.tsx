/** @jest-environment jsdom */
/**
 * The post form's URL and Tags fields (issue 13.5): on add, the URL follows the title
 * (slugify) and shows the address it gives, and is sent empty while it follows so the
 * server makes it unique; a URL of the owner's own is tidied and sent; on edit the stored
 * slug stays when the title changes. Tags are sent as the comma-separated text typed.
 */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { BlogForm } from "@/components/admin/forms/blog-form";
import type { BlogFormValues } from "@/components/admin/forms/form-values";
import { sendForm } from "@/lib/client/upload";
import { formIsLive, sentFields, submit } from "../admin/helpers";

const mockRouter = { push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), back: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => mockRouter }));
jest.mock("@/lib/client/owner-change", () => ({ useOwnerChange: () => jest.fn() }));
jest.mock("@/lib/client/toast", () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/client/upload", () => ({ ...jest.requireActual("@/lib/client/upload"), sendForm: jest.fn() }));

const sendFormMock = jest.mocked(sendForm);

const STORED: BlogFormValues = {
  _id: "33333333-4444-4555-8666-777777777777",
  version: 1,
  title: "Debouncing search",
  slug: "debouncing-search",
  tags: "React, UX",
  summary: "Why 2 seconds",
  date: "2024-05-01",
  content: "Body.",
  imageUrl: null,
  imageUrlAlt: "",
  metaDescription: "",
  canonicalUrl: "",
  socialImage: null,
  socialImageAlt: "",
};

/** Typing as a browser does: an input event on the field (the URL field listens to the form). */
const typeInto = (label: string | RegExp, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  jest.clearAllMocks();
  sendFormMock.mockResolvedValue({});
});

async function sent(): Promise<Record<string, string>> {
  await waitFor(() => expect(sendFormMock).toHaveBeenCalled());
  return sentFields(sendFormMock.mock.calls[0][1].body as FormData);
}

test("add: the URL follows the title and shows the address; it is sent empty while it follows", async () => {
  render(<BlogForm today="2024-06-01" />);
  const url = screen.getByLabelText(/^URL/);
  expect(url).not.toBeRequired();
  typeInto("Title", "Café & Über: 10 tips!");
  expect(url).toHaveValue("cafe-uber-10-tips");
  expect(screen.getByText("/blogs/cafe-uber-10-tips")).toBeInTheDocument();
  typeInto("Title", "Café & Über: 11 tips");
  expect(url).toHaveValue("cafe-uber-11-tips");
  typeInto("Summary", "Short");
  typeInto("Content", "Body");
  typeInto(/^Tags/, "Travel, food");
  submit("SAVE");
  expect(await sent()).toMatchObject({ title: "Café & Über: 11 tips", slug: "", tags: "Travel, food" });
});

test("add: a URL of the owner's own stops following the title, is tidied on leaving the field, and is sent", async () => {
  render(<BlogForm today="2024-06-01" />);
  typeInto("Title", "Some title");
  const url = screen.getByLabelText(/^URL/);
  fireEvent.change(url, { target: { value: "My Own Address!" } });
  fireEvent.blur(url);
  expect(url).toHaveValue("my-own-address");
  typeInto("Title", "Another title");
  expect(url).toHaveValue("my-own-address");
  expect(screen.getByText("/blogs/my-own-address")).toBeInTheDocument();
  typeInto("Summary", "Short");
  typeInto("Content", "Body");
  submit("SAVE");
  expect(await sent()).toMatchObject({ slug: "my-own-address" });
});

test("add: a URL the rule refuses is shown next to the field before anything is sent", async () => {
  render(<BlogForm today="2024-06-01" />);
  typeInto("Title", "A title");
  fireEvent.change(screen.getByLabelText(/^URL/), { target: { value: "bad--address" } });
  typeInto("Summary", "Short");
  typeInto("Content", "Body");
  submit("SAVE");
  expect(await screen.findByText(/URL must be lowercase letters a-z, digits and hyphens between them/)).toBeInTheDocument();
  expect(sendFormMock).not.toHaveBeenCalled();
});

test("edit: the stored slug and tags; a new title keeps the slug, which is sent as it is", async () => {
  render(<BlogForm blog={STORED} today="2024-06-01" />);
  // An edit form is held until it has looked for unsaved work.
  await formIsLive();
  const url = screen.getByLabelText(/^URL/);
  expect(url).toHaveValue("debouncing-search");
  expect(url).toBeRequired();
  expect(screen.getByLabelText(/^Tags/)).toHaveValue("React, UX");
  typeInto("Title", "Debouncing search, revisited");
  expect(url).toHaveValue("debouncing-search");
  submit("Update");
  expect(await sent()).toMatchObject({ title: "Debouncing search, revisited", slug: "debouncing-search", tags: "React, UX" });
  expect(sendFormMock.mock.calls[0][0]).toBe(`/blogs/${STORED._id}`);
});
