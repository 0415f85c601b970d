import sharp from "sharp";
import type { Request } from "@playwright/test";
import { E2E_MARKER, expect, expectImageLoaded, test } from "./support/fixtures";
import { EXIF_MARKER, PHONE_EXIF, PHONE_PHOTO_UPRIGHT, phonePhoto, RED_BAND_ROWS } from "./support/phone-photo";

/**
 * Issue 16: a photo straight from a phone's camera (12 MP, ~9 MB, held sideways with EXIF
 * orientation 6, GPS position in its EXIF) through the real add-project form in Chromium.
 * The browser resizes it (progress bar, then the new size in the field), the request that
 * leaves the device is under 4 MB and holds none of the original's bytes or EXIF, and the
 * project's screenshot is served upright, at most 2560 px, without metadata, and shown on
 * the list with the owner's alt text in a box that does not move when the image arrives.
 */

const MB = 1024 * 1024;

/** A run of the original's compressed picture data, from its middle: no re-encode can contain it. */
const originalSample = (bytes: Buffer) => bytes.subarray(Math.floor(bytes.length / 2), Math.floor(bytes.length / 2) + 64);

test.describe("a photo from the phone's camera", () => {
  test.use({ loggedIn: true });

  test.afterEach(async ({ ownerApi }) => {
    await ownerApi.removeAllMatching(E2E_MARKER);
  });

  test("is resized on the device, sent without its EXIF, and shown upright with the owner's alt text", async ({
    page,
    nav,
    formPage,
    projectsPage,
    ownerApi,
    unique,
  }) => {
    test.setTimeout(120_000);
    const photo = await phonePhoto();
    expect(photo.buffer.length, "the camera's file is over twice the limit").toBeGreaterThan(8 * MB);
    const title = unique("Harbour");
    const alt = "Fishing boats resting on the mud of the harbour at low tide";

    const sent: Request[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/projects") sent.push(request);
    });
    // Chromium does not hand a file upload's body to the test (postData, sizes), so the page
    // records what it sends: the byte count its network stack reports for the upload, and the
    // multipart body as the browser's own encoder writes it.
    await page.addInitScript(() => {
      const uploads: { url: string; total: number; body: Promise<string> | null }[] = [];
      Object.assign(window, { e2eUploads: uploads });
      const open = XMLHttpRequest.prototype.open;
      const send = XMLHttpRequest.prototype.send;
      const urls = new WeakMap<XMLHttpRequest, string>();
      XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
        urls.set(this, String(args[1]));
        return open.apply(this, args);
      } as typeof open;
      XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body?: Document | XMLHttpRequestBodyInit | null) {
        const base64 = async (blob: Blob) => {
          const bytes = new Uint8Array(await blob.arrayBuffer());
          let text = "";
          for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
          return btoa(text);
        };
        const upload = { url: urls.get(this) ?? "", total: 0, body: body instanceof FormData ? new Response(body).blob().then(base64) : null };
        uploads.push(upload);
        const measure = (event: ProgressEvent) => {
          if (event.lengthComputable) upload.total = event.total;
        };
        this.upload.addEventListener("progress", measure);
        this.upload.addEventListener("load", measure);
        return send.call(this, body);
      };
    });

    await page.goto("/");
    await nav.open("projects");
    await projectsPage.results.getByRole("link", { name: "Add", exact: true }).click();
    await expect(page).toHaveURL(/\/add-project$/);
    await expect(formPage.form).toBeVisible();

    // The bar may come and go between two looks: the page itself records every one it shows.
    await page.evaluate(() => {
      const seen: string[] = [];
      Object.assign(window, { progressBarsSeen: seen });
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll("progress[aria-label]")) {
          const label = bar.getAttribute("aria-label")!;
          if (!seen.includes(label)) seen.push(label);
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await formPage.field("Screenshot").setInputFiles(photo);

    const { width, height } = PHONE_PHOTO_UPRIGHT;
    const resized = formPage.form.getByText(new RegExp(`^Resized from ${width} × ${height} to 1920 × 2560 \\(\\d+(\\.\\d)? (MB|KB)\\)\\.$`));
    await expect(resized).toBeVisible({ timeout: 30_000 });
    await expect(formPage.form.getByText("Chosen: IMG_2041.jpg")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { progressBarsSeen: string[] }).progressBarsSeen)).toContain(
      "Preparing screenshot",
    );
    await expect(formPage.form.getByRole("progressbar", { name: "Preparing screenshot" })).toHaveCount(0);

    // The input now holds the prepared file, not the camera's.
    const held = await formPage.field("Screenshot").evaluate((input: HTMLInputElement) => {
      const file = input.files![0]!;
      return { name: file.name, type: file.type, size: file.size };
    });
    expect(held.name).toBe("IMG_2041.webp");
    expect(held.type).toBe("image/webp");
    expect(held.size).toBeLessThan(4 * MB);
    await expect(formPage.form.getByRole("img", { name: "Screenshot preview" })).toBeVisible();

    await formPage.fill({
      Title: title,
      "One-line description": "Tides for the harbour, to the minute",
      "Live URL": "https://example.com/harbour",
      "Technologies used": "Rust, SQLite",
      "Keywords and tags": "tides, sea",
      Description: "A project whose screenshot came straight from a phone's camera.",
    });
    // Written from the title, as the server would; the owner writes a better one.
    const altField = formPage.field("Alt text for the screenshot");
    await expect(altField).toHaveValue(`Screenshot of ${title}`);
    await altField.fill(alt);
    await formPage.submitAdd("Project added successfully!", "/projects");

    // What left the browser: one request, under 4 MB (the server, which refuses more, said
    // yes too), holding the prepared WebP and none of the original's bytes or EXIF.
    expect(sent).toHaveLength(1);
    const uploads = await page.evaluate(async () => {
      const recorded = (window as unknown as { e2eUploads: { url: string; total: number; body: Promise<string> | null }[] }).e2eUploads;
      return Promise.all(recorded.map(async ({ url, total, body }) => ({ url, total, body: body ? await body : null })));
    });
    const projectUploads = uploads.filter((upload) => upload.url.endsWith("/api/v1/projects"));
    expect(projectUploads).toHaveLength(1);
    const { total, body: encoded } = projectUploads[0]!;
    expect(total).toBeGreaterThan(held.size);
    expect(total).toBeLessThan(4 * MB);
    const body = Buffer.from(encoded!, "base64");
    expect(Math.abs(body.length - total), "the encoded body is the one measured (boundaries aside)").toBeLessThan(1024);
    expect(body.includes(`filename="IMG_2041.webp"`)).toBe(true);
    expect(body.includes(EXIF_MARKER)).toBe(false);
    expect(body.includes(PHONE_EXIF.make)).toBe(false);
    expect(body.includes(PHONE_EXIF.model)).toBe(false);
    expect(body.includes(originalSample(photo.buffer))).toBe(false);

    // What the server stored and serves: upright (portrait), at most 2560 px, no metadata.
    const project = (await ownerApi.list("projects")).find((item) => item.title === title)!;
    expect(project).toMatchObject({ screenshotAlt: alt, screenshotWidth: 1920, screenshotHeight: 2560 });
    expect(String(project.screenshotPlaceholder)).toMatch(/^data:image\/webp;base64,/);
    const served = await page.request.get(String(project.screenshot));
    expect(served.ok()).toBe(true);
    const bytes = await served.body();
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation ?? 1).toBe(1);
    expect(Math.max(metadata.width!, metadata.height!)).toBeLessThanOrEqual(2560);
    expect(metadata.height!).toBeGreaterThan(metadata.width!);
    expect(bytes.includes(PHONE_EXIF.make)).toBe(false);
    // Turned as the phone meant it: the camera's top rows (red) are now the right edge.
    const band = Math.floor((RED_BAND_ROWS / PHONE_PHOTO_UPRIGHT.width) * metadata.width! * 0.5);
    const edge = async (left: number) => {
      const strip = await sharp(bytes).extract({ left, top: Math.floor(metadata.height! / 2), width: band, height: 64 }).png().toBuffer();
      const { channels } = await sharp(strip).stats(); // stats() reads its input, not the pipeline
      return channels.map((channel) => channel.mean);
    };
    const [rightRed, rightGreen] = await edge(metadata.width! - band);
    const [leftRed, leftGreen] = await edge(0);
    expect(rightRed! - rightGreen!, "the right edge is red").toBeGreaterThan(120);
    expect(leftRed! - leftGreen!, "the left edge is not").toBeLessThan(40);

    // On the list: the screenshot with the owner's alt text, in a box that waits for it.
    // Its request is held until the card has been measured, then let through.
    const storedPath = String(project.screenshot);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const screenshotRequest = (url: URL) => url.pathname === storedPath || decodeURIComponent(url.search).includes(storedPath);
    await page.route(screenshotRequest, async (route) => {
      await released;
      await route.continue();
    });
    // Not "load": that waits for the held image. Hydrated first, so the card is not re-rendered under the test.
    await page.reload({ waitUntil: "domcontentloaded" });
    await projectsPage.waitUntilInteractive();
    const card = projectsPage.card(title);
    const image = card.getByRole("img", { name: alt });
    await image.scrollIntoViewIfNeeded();
    const geometry = () =>
      card.evaluate((article, name) => {
        const img = Array.from(article.querySelectorAll("img")).find((element) => element.alt === name)!;
        const top = article.getBoundingClientRect().top;
        const box = img.getBoundingClientRect();
        const heading = article.querySelector("h3")!.getBoundingClientRect();
        return { imageTop: box.top - top, imageWidth: box.width, imageHeight: box.height, headingTop: heading.top - top };
      }, alt);
    const before = await geometry();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), "still waiting").toBe(false);
    expect(before.imageHeight).toBeGreaterThan(0);
    release();
    await expectImageLoaded(image);
    expect(await geometry(), "nothing moved when the image arrived").toEqual(before);
    await page.unroute(screenshotRequest);
  });
});
