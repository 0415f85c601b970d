/** @jest-environment jsdom */
// The post editor (issue 24): the toolbar and its shortcuts change the text through the
// browser's editing, and images come in by paste, drop or the Image button through the
// insert dialog (alt text asked, progress shown, a failed upload inserting nothing).
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MarkdownEditor } from "@/components/admin/editor/markdown-editor";
import { ApiRequestError } from "@/lib/client/api";
import { sendForm } from "@/lib/client/upload";
import type { MediaItem } from "@/lib/media/types";
import { deferred, imageFile, stubObjectUrls } from "./helpers";

jest.mock("@/lib/client/upload", () => ({ ...jest.requireActual("@/lib/client/upload"), sendForm: jest.fn() }));
const sendFormMock = jest.mocked(sendForm);

const uploaded = (url: string, alt: string): MediaItem => ({
  _id: "m1",
  url,
  name: "diagram.png",
  contentType: "image/png",
  bytes: 2048,
  width: 1200,
  height: 800,
  placeholder: "data:image/webp;base64,AAAA",
  alt,
  createdAt: "2026-11-27T10:00:00.000Z",
  origin: "media",
  usedBy: [],
  keptBecause: "recent",
});

function Editor({ initial = "", onUploaded = jest.fn() }: { initial?: string; onUploaded?: (media: MediaItem) => void }) {
  return <MarkdownEditor name="content" label="Content" defaultValue={initial} maxLength={50_000} onUploaded={onUploaded} />;
}

/** What a paste or a drop carries: files, and no text (jsdom has no DataTransfer). */
const carrying = (...files: File[]) => ({ files, items: files.map(() => ({ kind: "file" })), types: files.length ? ["Files"] : [], getData: () => "" });

const content = () => screen.getByLabelText("Content") as HTMLTextAreaElement;
function select(start: number, end = start) {
  act(() => {
    content().focus();
    content().setSelectionRange(start, end);
  });
}

beforeAll(() => {
  stubObjectUrls();
});
beforeEach(() => {
  jest.clearAllMocks();
});

test("the toolbar has each action as a labelled button with its shortcut", () => {
  render(<Editor />);
  const toolbar = screen.getByRole("toolbar", { name: "Content: formatting" });
  for (const name of ["Bold", "Italic", "Heading", "Link", "Quote", "Code", "Code block", "Bulleted list", "Numbered list", "Image"]) {
    expect(toolbar).toContainElement(screen.getByRole("button", { name }));
  }
  expect(screen.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-keyshortcuts", "Control+B");
});

test("Bold wraps the selection; Ctrl+I makes it italic; a list starts at the cursor's line", () => {
  render(<Editor initial="make this loud" />);
  select(10, 14);
  fireEvent.click(screen.getByRole("button", { name: "Bold" }));
  expect(content()).toHaveValue("make this **loud**");

  select(5, 9);
  fireEvent.keyDown(content(), { key: "i", code: "KeyI", ctrlKey: true });
  expect(content()).toHaveValue("make _this_ **loud**");

  select(0);
  fireEvent.click(screen.getByRole("button", { name: "Bulleted list" }));
  expect(content()).toHaveValue("- make _this_ **loud**");
});

test("Enter in a list starts the next item; Enter on an empty item ends the list; Shift+Enter is a plain new line", () => {
  render(<Editor initial="- Fewer notifications" />);
  select(21);
  fireEvent.keyDown(content(), { key: "Enter", code: "Enter" });
  expect(content()).toHaveValue("- Fewer notifications\n- ");
  fireEvent.keyDown(content(), { key: "Enter", code: "Enter" });
  expect(content()).toHaveValue("- Fewer notifications\n\n");
  // Left to the browser: not prevented (jsdom types nothing itself).
  select(21);
  expect(fireEvent.keyDown(content(), { key: "Enter", code: "Enter", shiftKey: true })).toBe(true);
  expect(content()).toHaveValue("- Fewer notifications\n\n");
});

test("a pasted image: the dialog asks its alt text (from the file name), shows the upload, then inserts it at the cursor", async () => {
  const upload = deferred<{ media: MediaItem }>();
  sendFormMock.mockReturnValue(upload.promise as never);
  const onUploaded = jest.fn();
  render(<Editor initial={"First paragraph.\n\nLast paragraph."} onUploaded={onUploaded} />);
  select(16);
  fireEvent.paste(content(), { clipboardData: carrying(imageFile("system-diagram_v2.png")) });

  const dialog = await screen.findByRole("dialog", { name: "Insert an image" });
  expect(screen.getByLabelText("Alt text")).toHaveValue("System diagram v2");
  await waitFor(() => expect(sendFormMock).toHaveBeenCalledWith("/media", expect.objectContaining({ method: "POST" })));
  expect(screen.getByRole("button", { name: "Uploading…" })).toBeDisabled();
  fireEvent.change(screen.getByLabelText("Alt text"), { target: { value: "How the services talk to each other" } });

  await act(async () => upload.resolve({ media: uploaded("/uploads/diagram.webp", "System diagram v2") }));
  expect(onUploaded).toHaveBeenCalledWith(expect.objectContaining({ url: "/uploads/diagram.webp" }));
  expect(dialog).toHaveTextContent("Uploaded.");
  fireEvent.click(screen.getByRole("button", { name: "Insert" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(content().value).toBe("First paragraph.\n\n![How the services talk to each other](/uploads/diagram.webp)\n\nLast paragraph.");
});

test("a failed upload says why and inserts nothing: the text stays as it was", async () => {
  sendFormMock.mockRejectedValue(new ApiRequestError(413, "The image is too large: at most 4 MB."));
  render(<Editor initial="Some text." />);
  select(10);
  fireEvent.drop(content(), { dataTransfer: carrying(imageFile("huge.png")) });

  expect(await screen.findByRole("alert")).toHaveTextContent("Not uploaded: The image is too large: at most 4 MB. Nothing was inserted for it.");
  expect(screen.getByRole("button", { name: "Insert" })).toBeDisabled();
  fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
  await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  expect(content()).toHaveValue("Some text.");
});

test("a paste of text is left to the browser: no dialog", () => {
  render(<Editor />);
  fireEvent.paste(content(), { clipboardData: carrying() });
  expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  expect(sendFormMock).not.toHaveBeenCalled();
});

test("pasted rich text (a document's HTML) becomes Markdown at the cursor; its inline image goes through the dialog; plain HTML text pastes as it is", async () => {
  render(<Editor initial={"Intro.\n\nEnd."} />);
  select(8);
  const png = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
  const html = `<h3>Setup</h3><p>Run <code>npm i</code> and <strong>wait</strong>.</p><img src="data:image/png;base64,${png}">`;
  const rich = { files: [], items: [], types: ["text/html", "text/plain"], getData: (type: string) => (type === "text/html" ? html : "Setup Run npm i and wait.") };
  const pasted = fireEvent.paste(content(), { clipboardData: rich });
  expect(pasted).toBe(false); // the browser's own paste is prevented
  await waitFor(() => expect(content()).toHaveValue("Intro.\n\n### Setup\n\nRun `npm i` and **wait**.\n\nEnd."));
  expect(await screen.findByRole("dialog", { name: "Insert an image" })).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Cancel" }));

  const plain = { files: [], items: [], types: ["text/html"], getData: (type: string) => (type === "text/html" ? "<meta charset='utf-8'><span>just words</span>" : "just words") };
  expect(fireEvent.paste(content(), { clipboardData: plain })).toBe(true); // left to the browser
});

test("on a phone with the keyboard open, the toolbar is held above the save bar while the text has focus; typing meanwhile is kept", async () => {
  // A phone: a 390 × 844 screen whose keyboard takes 400 px off the visual viewport.
  const viewport = Object.assign(new EventTarget(), { width: 390, height: 844, offsetTop: 0, scale: 1 });
  const narrow = Object.assign(new EventTarget(), { matches: true, media: "(max-width: 767px)" });
  const { matchMedia, innerHeight } = window;
  Object.defineProperty(window, "visualViewport", { configurable: true, value: viewport });
  Object.defineProperty(window, "matchMedia", { configurable: true, value: () => narrow });
  Object.defineProperty(window, "innerHeight", { configurable: true, value: 844 });
  try {
    render(
      <form>
        <Editor initial="Hello" />
        <div data-save-bar />
      </form>,
    );
    const saveBar = document.querySelector<HTMLElement>("[data-save-bar]")!;
    Object.defineProperty(saveBar, "offsetHeight", { configurable: true, value: 60 });
    const toolbar = screen.getByRole("toolbar", { name: "Content: formatting" });
    const field = content();
    const keyboard = (open: boolean) =>
      act(() => {
        viewport.height = open ? 444 : 844;
        viewport.dispatchEvent(new Event("resize"));
      });

    // The keyboard opens as the text gets focus: 8 px above the save bar, itself 8 px above the keyboard.
    act(() => field.focus());
    keyboard(true);
    await waitFor(() => expect(toolbar.style.position).toBe("fixed"));
    expect(toolbar.style.bottom).toBe(`${400 + 8 + 60 + 8}px`);
    expect(toolbar).toHaveAttribute("data-docked", "true");

    // Typing goes on in the same field, nothing re-rendered under it.
    fireEvent.input(field, { target: { value: "Hello, world" } });
    expect(content()).toBe(field);
    expect(field).toHaveValue("Hello, world");

    // The text loses focus: back in its place above the text.
    act(() => field.blur());
    await waitFor(() => expect(toolbar.style.position).toBe(""));
    expect(toolbar).not.toHaveAttribute("data-docked");

    // Focus again, then the keyboard closes: back too.
    act(() => field.focus());
    await waitFor(() => expect(toolbar.style.position).toBe("fixed"));
    keyboard(false);
    await waitFor(() => expect(toolbar.style.position).toBe(""));
    expect(field).toHaveValue("Hello, world");

    // A pinch-zoom shrinks the visual viewport too: no keyboard, the toolbar stays in place.
    act(() => {
      viewport.scale = 2;
      viewport.height = 422;
      viewport.dispatchEvent(new Event("resize"));
    });
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(toolbar.style.position).toBe("");
    viewport.scale = 1;

    // A wide screen never moves it.
    narrow.matches = false;
    act(() => narrow.dispatchEvent(new Event("change")));
    keyboard(true);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(toolbar.style.position).toBe("");
  } finally {
    delete (window as { visualViewport?: unknown }).visualViewport;
    Object.defineProperty(window, "matchMedia", { configurable: true, value: matchMedia });
    Object.defineProperty(window, "innerHeight", { configurable: true, value: innerHeight });
  }
});
