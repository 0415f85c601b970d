import type { Locator, Page } from "@playwright/test";
import { E2E_MARKER, expect, test, toast } from "./support/fixtures";
import { solidPng } from "./support/files";

/**
 * Writing a post with images, on a phone as the owner does it (issue 24): an image by the
 * toolbar's Image button, one pasted, one dropped, each described in the insert dialog and put
 * where the cursor was; the preview and then the public post show each at its own size; a new
 * URL keeps the old address as a permanent redirect.
 */

test.use({ loggedIn: true });

test.afterAll(async ({ ownerApi }) => {
  await ownerApi.removeAllMatching(E2E_MARKER);
});

/** A paste or a drop of one PNG on the editor, as the browser delivers it (a File in a DataTransfer). */
async function deliverImage(page: Page, target: Locator, kind: "paste" | "drop", name: string, width: number, height: number) {
  const bytes = [...solidPng(width, height, [30, 120, 200])];
  await target.evaluate(
    (element, { kind, name, bytes }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], name, { type: "image/png" }));
      const event =
        kind === "paste"
          ? new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true })
          : new DragEvent("drop", { dataTransfer: transfer, bubbles: true, cancelable: true });
      element.dispatchEvent(event);
    },
    { kind, name, bytes },
  );
}

/** The insert dialog: waits for the upload, sets the alt text (and a caption), inserts. */
async function describeAndInsert(page: Page, alt: { expected: string; typed?: string }, caption?: string) {
  const dialog = page.getByRole("dialog", { name: "Insert an image" });
  await expect(dialog).toBeVisible();
  const altField = dialog.getByLabel("Alt text");
  await expect(altField).toHaveValue(alt.expected);
  await expect(dialog.getByText("Uploaded.")).toBeVisible();
  if (alt.typed) await altField.fill(alt.typed);
  if (caption) await dialog.getByLabel(/^Caption/).fill(caption);
  await dialog.getByRole("button", { name: "Insert" }).tap();
  await expect(dialog).toHaveCount(0);
}

test("images by the Image button, a paste and a drop go in at the cursor; the preview and the post show each at its size", async ({ page, formPage, ownerApi, unique, visitorPage }) => {
  const title = unique("Post with images");
  const post = await ownerApi.create("blogs", {
    title,
    summary: "Screenshots and diagrams, from a phone.",
    content: "Intro paragraph.\n\nClosing paragraph.",
    date: "2026-03-01",
  });
  await page.goto("/blogs");
  await page.getByRole("link", { name: `Edit blog post ${title}` }).tap();
  await expect(formPage.field("Title")).toHaveValue(title);
  const content = formPage.field("Content");

  // The cursor after the intro: the toolbar's Image button (every button a 44 px target).
  await content.tap();
  await content.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(16, 16));
  const toolbar = page.getByRole("toolbar", { name: "Content: formatting" });
  for (const box of await toolbar.getByRole("button").evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect()))) {
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  const chooser = page.waitForEvent("filechooser");
  await toolbar.getByRole("button", { name: "Image" }).tap();
  await (await chooser).setFiles({ name: "architecture-diagram.png", mimeType: "image/png", buffer: solidPng(1200, 800) });
  await describeAndInsert(page, { expected: "Architecture diagram" }, "The three services");
  await expect(content).toHaveValue(/^Intro paragraph\.\n\n!\[Architecture diagram\]\(\/uploads\/[^ )]+ "The three services"\)\n\nClosing paragraph\.$/);

  // A screenshot pasted at the end, then a chart dropped on the text.
  await content.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(area.value.length, area.value.length));
  await deliverImage(page, content, "paste", "image.png", 800, 600);
  await describeAndInsert(page, { expected: "Image", typed: "The settings screen" });
  await content.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(0, 0));
  await deliverImage(page, content, "drop", "latency_p95-chart.png", 640, 480);
  await describeAndInsert(page, { expected: "Latency p95 chart" });

  const text = await content.inputValue();
  expect(text.match(/!\[[^\]]+\]\(\/uploads\//g)).toHaveLength(3);
  expect(text.startsWith("![Latency p95 chart](/uploads/")).toBe(true);
  // The image pasted at the end left the cursor on a new line below it.
  expect(text.endsWith(")\n\n")).toBe(true);

  // A section copied from a document (HTML on the clipboard) arrives as Markdown.
  await content.evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(area.value.length, area.value.length));
  await content.evaluate((element) => {
    const transfer = new DataTransfer();
    transfer.setData("text/plain", "Next steps Measure first, then cache.");
    transfer.setData(
      "text/html",
      '<b style="font-weight:normal" id="docs-internal-guid-1"><h2><span style="font-weight:400">Next steps</span></h2><p><span style="font-weight:700">Measure</span><span> first, then </span><a href="https://example.com/cache"><span>cache</span></a>.</p><ul><li><p>Read</p></li><li><p>Write</p></li></ul></b>',
    );
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: transfer, bubbles: true, cancelable: true }));
  });
  await expect(content).toHaveValue(/\)\n\n## Next steps\n\n\*\*Measure\*\* first, then \[cache\]\(https:\/\/example\.com\/cache\)\.\n\n- Read\n- Write$/);

  // Scrolled to, the preview shows them as the page will: figures with their own sizes.
  const preview = page.getByRole("region", { name: "Preview", exact: true });
  await preview.scrollIntoViewIfNeeded();
  await expect(preview.getByRole("img", { name: "Architecture diagram" })).toHaveAttribute("width", "1200");
  await expect(preview.getByRole("img", { name: "The settings screen" })).toHaveAttribute("height", "600");
  await expect(preview.getByText("The three services")).toBeVisible();
  await expect(preview.getByRole("heading", { name: "Next steps", level: 2 })).toBeVisible();
  await expect(preview.getByRole("link", { name: "cache" })).toHaveAttribute("href", "https://example.com/cache");

  await formPage.update.tap();
  await expect(toast(page, "Blog updated successfully!")).toBeVisible();

  // The visitor's page: each image at its size (no layout shift), alt text, the caption.
  const visitor = await visitorPage();
  await visitor.goto(`/blogs/${String(post.slug)}`);
  const article = visitor.getByRole("article");
  for (const [name, width, height] of [
    ["Architecture diagram", 1200, 800],
    ["The settings screen", 800, 600],
    ["Latency p95 chart", 640, 480],
  ] as const) {
    const image = article.getByRole("img", { name });
    await expect(image).toHaveAttribute("width", String(width));
    await expect(image).toHaveAttribute("height", String(height));
    await expect(image).toHaveAttribute("srcset", /\/_next\/image\?url=%2Fuploads%2F/);
  }
  await expect(article.locator("figcaption")).toHaveText("The three services");
});

test("a new URL keeps the old address: the editor says so, and the old link redirects to the new one", async ({ page, formPage, ownerApi, unique, request }) => {
  const title = unique("Renamed post");
  const post = await ownerApi.create("blogs", { title, summary: "Shared before its URL changed.", content: "Body.", date: "2026-03-02" });
  const oldSlug = String(post.slug);
  await page.goto(`/edit-blog/${String(post._id)}`);
  await expect(formPage.field("Title")).toHaveValue(title);

  const newSlug = `${oldSlug}-revisited`;
  await formPage.field("URL").fill(newSlug);
  await expect(formPage.form.getByText(`Links to /blogs/${oldSlug} keep working`)).toBeVisible();
  await formPage.update.tap();
  await expect(toast(page, "Blog updated successfully!")).toBeVisible();

  const old = await request.get(`/blogs/${oldSlug}`, { maxRedirects: 0 });
  expect(old.status()).toBe(308);
  expect(old.headers()["location"]).toMatch(new RegExp(`/blogs/${newSlug}$`));
  await page.goto(`/blogs/${oldSlug}`);
  await expect(page).toHaveURL(new RegExp(`/blogs/${newSlug}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});
