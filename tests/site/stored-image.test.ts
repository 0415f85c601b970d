import sharp from "sharp";
import { placeholderFor } from "@/lib/images/placeholder";
import { isOpaqueWebp, storedImage } from "@/lib/site/stored-image";

/**
 * Which placeholders get a blur (src/lib/site/stored-image.ts): the pages blur in an image
 * only when its placeholder has no transparency, read from the WebP header the pipeline
 * wrote. Checked on placeholders made by the pipeline's own function from real images.
 */
const png = (background: { r: number; g: number; b: number; alpha?: number }, channels: 3 | 4 = 4) =>
  sharp({ create: { width: 120, height: 80, channels, background } }).png().toBuffer();

/** A logo plate: an opaque rounded square on a transparent canvas. */
const logo = () =>
  sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect x="2" y="2" width="252" height="252" rx="56" fill="#3178c6"/></svg>'))
    .png()
    .toBuffer();

const dataUrl = (bytes: Buffer) => `data:image/webp;base64,${bytes.toString("base64")}`;

describe("a placeholder is opaque only when no pixel of it is see-through", () => {
  test("photos, with or without an alpha channel that is all opaque, are opaque", async () => {
    expect(isOpaqueWebp(await placeholderFor(await png({ r: 20, g: 120, b: 200 }, 3)))).toBe(true);
    expect(isOpaqueWebp(await placeholderFor(await png({ r: 20, g: 120, b: 200, alpha: 1 })))).toBe(true);
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#c8a060" } }).jpeg().toBuffer();
    expect(isOpaqueWebp(await placeholderFor(jpeg))).toBe(true);
  });

  test("a logo with transparent corners, or a half-transparent image, is not", async () => {
    expect(isOpaqueWebp(await placeholderFor(await logo()))).toBe(false);
    expect(isOpaqueWebp(await placeholderFor(await png({ r: 200, g: 10, b: 10, alpha: 0.5 })))).toBe(false);
  });

  test("lossless WebP: read from its alpha bit", async () => {
    const lossless = (input: Buffer) => sharp(input).resize(16).webp({ lossless: true }).toBuffer();
    expect(isOpaqueWebp(dataUrl(await lossless(await png({ r: 1, g: 2, b: 3 }, 3))))).toBe(true);
    expect(isOpaqueWebp(dataUrl(await lossless(await logo())))).toBe(false);
  });

  test("anything but a well-formed WebP data URL gets no blur (and never reaches the page's CSS)", () => {
    expect(isOpaqueWebp("")).toBe(false);
    expect(isOpaqueWebp("data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==")).toBe(false);
    expect(isOpaqueWebp("data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAABQAQCdASoQAAoAAsBMJQBOgCgAAP7yve0h'/><script>")).toBe(false);
    expect(isOpaqueWebp("data:image/webp;base64,AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA")).toBe(false);
  });
});

describe("storedImage reads one image field of a row", () => {
  const row = {
    title: "Tidepool",
    screenshot: "/uploads/shot.webp",
    screenshotAlt: "Screenshot of Tidepool",
    screenshotWidth: 1600,
    screenshotHeight: 1000,
    screenshotPlaceholder: "data:image/webp;base64,xyz",
    logo: null,
    logoAlt: "Tidepool logo",
    logoWidth: null,
    logoHeight: null,
    logoPlaceholder: null,
  };

  test("its URL, alt text, size and placeholder", () => {
    expect(storedImage(row, "screenshot")).toEqual({
      src: "/uploads/shot.webp",
      alt: "Screenshot of Tidepool",
      width: 1600,
      height: 1000,
      placeholder: "data:image/webp;base64,xyz",
    });
  });

  test("null without an upload", () => {
    expect(storedImage(row, "logo")).toBeNull();
  });
});
