// The browser's photo preparation without a browser: the header reader against real files
// written by sharp (libjpeg, libpng, libwebp, cgif, libheif), the rules (what is resized, to
// what size, in which format), and prepareImage with a stand-in for the canvas.
import sharp from "sharp";
import type { DecodedImage } from "@/lib/client/images/canvas";
import { readImageHeader } from "@/lib/client/images/header";
import {
  encodeUnderLimit,
  fitWithin,
  formatBytes,
  MAX_LONG_SIDE,
  MAX_UPLOAD_BYTES,
  needsPreparing,
  preparedName,
  TooLargeAfterResizing,
  type EncodedType,
  type Size,
} from "@/lib/client/images/plan";
import { prepareImage, TOO_DETAILED_MESSAGE, UNREADABLE_MESSAGE } from "@/lib/client/images/prepare";

const pixels = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });

/** A two-frame animation of `width`x`height`, red then blue. */
async function animation(width: number, height: number) {
  const frame = (r: number, b: number) =>
    sharp({ create: { width, height, channels: 4, background: { r, g: 40, b, alpha: 1 } } }).png().toBuffer();
  return sharp([await frame(200, 40), await frame(40, 200)], { join: { animated: true } });
}

const header = async (bytes: Buffer) => readImageHeader(new Uint8Array(bytes));

describe("readImageHeader", () => {
  test.each([
    ["jpeg", () => pixels(4000, 3000).jpeg().toBuffer(), { format: "jpeg", width: 4000, height: 3000, animated: false }],
    ["progressive jpeg", () => pixels(3000, 4000).jpeg({ progressive: true }).toBuffer(), { format: "jpeg", width: 3000, height: 4000, animated: false }],
    ["png", () => pixels(2561, 10).png().toBuffer(), { format: "png", width: 2561, height: 10, animated: false }],
    ["lossy webp (VP8)", () => pixels(1200, 800).webp().toBuffer(), { format: "webp", width: 1200, height: 800, animated: false }],
    ["lossless webp (VP8L)", () => pixels(3001, 17).webp({ lossless: true }).toBuffer(), { format: "webp", width: 3001, height: 17, animated: false }],
    ["webp with metadata (VP8X)", () => pixels(640, 480).withMetadata().webp().toBuffer(), { format: "webp", width: 640, height: 480, animated: false }],
    ["gif", () => pixels(300, 200).gif().toBuffer(), { format: "gif", width: 300, height: 200, animated: false }],
    ["avif", () => pixels(2800, 1000).avif({ effort: 0 }).toBuffer(), { format: "avif", width: 2800, height: 1000, animated: false }],
  ])("%s: format and pixel size", async (_, make, expected) => {
    expect(await header(await make())).toEqual(expected);
  });

  test("a JPEG whose EXIF block comes first (orientation 6, GPS) is read past it, as stored", async () => {
    const bytes = await pixels(4000, 3000)
      .withExif({ IFD0: { Orientation: "6", Make: "Phone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "38/1 42/1 0/1" } })
      .jpeg()
      .toBuffer();
    expect(await header(bytes)).toEqual({ format: "jpeg", width: 4000, height: 3000, animated: false });
  });

  test("animations are told apart from stills: GIF and WebP", async () => {
    expect(await header(await (await animation(120, 80)).gif().toBuffer())).toMatchObject({
      format: "gif",
      width: 120,
      height: 80,
      animated: true,
    });
    expect(await header(await (await animation(120, 80)).webp().toBuffer())).toMatchObject({
      format: "webp",
      width: 120,
      height: 80,
      animated: true,
    });
  });

  test("anything else is not an image: text, an SVG, a truncated signature, nothing", () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(readImageHeader(bytes("just some text, not an image\n"))).toBeNull();
    expect(readImageHeader(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(readImageHeader(Uint8Array.of(0x89, 0x50, 0x4e))).toBeNull();
    expect(readImageHeader(new Uint8Array(0))).toBeNull();
  });

  test("a JPEG cut before its frame header has a format but no size", () => {
    expect(readImageHeader(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10))).toEqual({
      format: "jpeg",
      width: null,
      height: null,
      animated: false,
    });
  });
});

describe("the rules", () => {
  test("resized: a long side over 2560 px, or more than 4 MB; 2560 px and exactly 4 MB are not", () => {
    expect(MAX_LONG_SIDE).toBe(2560);
    expect(MAX_UPLOAD_BYTES).toBe(4 * 1024 * 1024);
    expect(needsPreparing({ width: 2560, height: 2560 }, MAX_UPLOAD_BYTES)).toBe(false);
    expect(needsPreparing({ width: 2561, height: 100 }, 1000)).toBe(true);
    expect(needsPreparing({ width: 100, height: 2561 }, 1000)).toBe(true);
    expect(needsPreparing({ width: 1200, height: 800 }, MAX_UPLOAD_BYTES + 1)).toBe(true);
  });

  test("the target keeps the proportions with the long side at 2560 px, and never enlarges", () => {
    expect(fitWithin({ width: 4000, height: 3000 })).toEqual({ width: 2560, height: 1920 });
    expect(fitWithin({ width: 3000, height: 4000 })).toEqual({ width: 1920, height: 2560 });
    expect(fitWithin({ width: 16000, height: 9 })).toEqual({ width: 2560, height: 1 });
    expect(fitWithin({ width: 1200, height: 800 })).toEqual({ width: 1200, height: 800 });
  });

  test("the new name says the new format", () => {
    expect(preparedName("IMG_2041.JPG", "image/webp")).toBe("IMG_2041.webp");
    expect(preparedName("holiday.photo.jpeg", "image/jpeg")).toBe("holiday.photo.jpg");
    expect(preparedName(".jpg", "image/webp")).toBe("photo.webp");
    expect(formatBytes(1.25 * 1024 * 1024)).toBe("1.3 MB");
    expect(formatBytes(640 * 1024)).toBe("640 KB");
  });
});

/** An encoder that writes `bytesAt(size, quality)` bytes of `writes(type)`, recording each call. */
function fakeEncoder(bytesAt: (size: Size, quality: number) => number, writes: (type: EncodedType) => string = (type) => type) {
  const calls: { size: Size; type: EncodedType; quality: number }[] = [];
  const encode = async (size: Size, type: EncodedType, quality: number) => {
    calls.push({ size, type, quality });
    return new Blob([new Uint8Array(bytesAt(size, quality))], { type: writes(type) });
  };
  return { encode, calls };
}

describe("encodeUnderLimit", () => {
  const fitted = { width: 2560, height: 1920 };

  test("WebP at the first quality when it fits", async () => {
    const { encode, calls } = fakeEncoder(() => 900_000);
    const encoded = await encodeUnderLimit(encode, fitted);
    expect(encoded.blob.type).toBe("image/webp");
    expect(encoded.size).toEqual(fitted);
    expect(calls).toEqual([{ size: fitted, type: "image/webp", quality: 0.82 }]);
  });

  test("lower qualities, then smaller sizes, until it is under 4 MB", async () => {
    // Bytes grow with pixels and quality: a noisy photo.
    const { encode, calls } = fakeEncoder((size, quality) => Math.round(size.width * size.height * quality * 1.5));
    const encoded = await encodeUnderLimit(encode, fitted);
    expect(encoded.blob.size).toBeLessThanOrEqual(MAX_UPLOAD_BYTES);
    expect(calls.map((call) => call.quality)).toEqual([0.82, 0.72, 0.6, 0.6]);
    expect(calls.at(-1)!.size).toEqual({ width: 2048, height: 1536 });
    expect(encoded.size).toEqual({ width: 2048, height: 1536 });
  });

  test("a browser that answers a WebP request with a PNG (Safari) gets JPEG from then on", async () => {
    const { encode, calls } = fakeEncoder(
      (_, quality) => (quality > 0.75 ? MAX_UPLOAD_BYTES + 1 : 1_000),
      (type) => (type === "image/webp" ? "image/png" : type),
    );
    const encoded = await encodeUnderLimit(encode, fitted);
    expect(encoded.blob.type).toBe("image/jpeg");
    expect(calls.map((call) => `${call.type} ${call.quality}`)).toEqual([
      "image/webp 0.82",
      "image/jpeg 0.82",
      "image/jpeg 0.72",
    ]);
  });

  test("an image that never fits is refused, not sent over the limit", async () => {
    const { encode } = fakeEncoder(() => MAX_UPLOAD_BYTES + 1);
    await expect(encodeUnderLimit(encode, fitted)).rejects.toBeInstanceOf(TooLargeAfterResizing);
  });
});

/** A decoded image of `size` whose encoder writes `bytes` bytes of what it is asked for. */
function decoded(size: Size, bytes = 700_000, writes?: (type: EncodedType) => string) {
  const encoder = fakeEncoder(() => bytes, writes);
  const image: DecodedImage & { closed: boolean } = {
    ...size,
    closed: false,
    encode: encoder.encode,
    close() {
      image.closed = true;
    },
  };
  return { image, calls: encoder.calls, decode: jest.fn(async () => image) };
}

const fileOf = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });

describe("prepareImage", () => {
  test("a small image is sent as chosen, without being decoded", async () => {
    const file = fileOf(await pixels(1600, 1200).jpeg().toBuffer(), "small.jpg", "image/jpeg");
    const { decode } = decoded({ width: 1600, height: 1200 });
    const prepared = await prepareImage(file, { decode });
    expect(prepared).toEqual({ kind: "original", file });
    expect(prepared.kind === "original" && prepared.file).toBe(file);
    expect(decode).not.toHaveBeenCalled();
  });

  test("a 12 MP phone photo (orientation 6) is decoded upright, drawn 1920 x 2560 and sent as WebP", async () => {
    const bytes = await pixels(4000, 3000).withExif({ IFD0: { Orientation: "6" } }).jpeg().toBuffer();
    const file = fileOf(bytes, "IMG_2041.JPG", "image/jpeg");
    // The decoder applies the orientation: the picture is 3000 wide, 4000 high.
    const { image, calls, decode } = decoded({ width: 3000, height: 4000 }, 1_300_000);
    const progress: number[] = [];
    const prepared = await prepareImage(file, { decode, onProgress: (percent) => progress.push(percent) });

    expect(decode).toHaveBeenCalledWith(file);
    expect(calls).toEqual([{ size: { width: 1920, height: 2560 }, type: "image/webp", quality: 0.82 }]);
    expect(prepared).toMatchObject({
      kind: "resized",
      from: { width: 3000, height: 4000 },
      to: { width: 1920, height: 2560 },
      still: false,
    });
    if (prepared.kind !== "resized") throw new Error("not resized");
    expect(prepared.file.name).toBe("IMG_2041.webp");
    expect(prepared.file.type).toBe("image/webp");
    expect(prepared.file.size).toBe(1_300_000);
    expect(image.closed).toBe(true);
    expect(progress[0]).toBe(5);
    expect(progress.at(-1)).toBe(100);
    expect([...progress].sort((a, b) => a - b)).toEqual(progress);
  });

  test("a file over 4 MB within 2560 px keeps its size and is re-encoded under 4 MB", async () => {
    const head = await pixels(2400, 1600).png().toBuffer();
    const file = fileOf(Buffer.concat([head, Buffer.alloc(MAX_UPLOAD_BYTES)]), "scan.png", "image/png");
    const { calls, decode } = decoded({ width: 2400, height: 1600 });
    const prepared = await prepareImage(file, { decode });
    expect(calls[0]!.size).toEqual({ width: 2400, height: 1600 });
    expect(prepared).toMatchObject({ kind: "resized", to: { width: 2400, height: 1600 } });
    expect(prepared.kind === "resized" && prepared.file.name).toBe("scan.webp");
  });

  test("where WebP cannot be written, the photo goes as JPEG", async () => {
    const file = fileOf(await pixels(4000, 3000).jpeg().toBuffer(), "photo.jpeg", "image/jpeg");
    const { decode } = decoded({ width: 4000, height: 3000 }, 800_000, (type) => (type === "image/webp" ? "image/png" : type));
    const prepared = await prepareImage(file, { decode });
    expect(prepared.kind === "resized" && [prepared.file.name, prepared.file.type]).toEqual(["photo.jpg", "image/jpeg"]);
  });

  test("an animated GIF within the limits is sent as it is; over them it becomes a still, and says so", async () => {
    const gif = await (await animation(3000, 200)).gif().toBuffer();
    const small = fileOf(await (await animation(300, 200)).gif().toBuffer(), "wave.gif", "image/gif");
    expect(await prepareImage(small, { decode: decoded({ width: 300, height: 200 }).decode })).toEqual({ kind: "original", file: small });

    const large = fileOf(gif, "wave.gif", "image/gif");
    const prepared = await prepareImage(large, { decode: decoded({ width: 3000, height: 200 }).decode });
    expect(prepared).toMatchObject({ kind: "resized", still: true, to: { width: 2560, height: 171 } });
  });

  test("bytes that are no image, or that the browser cannot decode, are not sent", async () => {
    const text = new File(["just some text, not an image\n"], "photo.jpg", { type: "image/jpeg" });
    const { decode } = decoded({ width: 1, height: 1 });
    expect(await prepareImage(text, { decode })).toEqual({ kind: "unreadable", message: UNREADABLE_MESSAGE });
    expect(decode).not.toHaveBeenCalled();

    const large = fileOf(await pixels(4000, 3000).jpeg().toBuffer(), "broken.jpg", "image/jpeg");
    const failing = jest.fn(async () => {
      throw new Error("EncodingError: The source image cannot be decoded.");
    });
    expect(await prepareImage(large, { decode: failing })).toEqual({ kind: "unreadable", message: UNREADABLE_MESSAGE });
  });

  test("an image that stays over 4 MB at every step is not sent either", async () => {
    const large = fileOf(await pixels(4000, 3000).jpeg().toBuffer(), "noise.jpg", "image/jpeg");
    const { image, decode } = decoded({ width: 4000, height: 3000 }, MAX_UPLOAD_BYTES + 1);
    expect(await prepareImage(large, { decode })).toEqual({ kind: "unreadable", message: TOO_DETAILED_MESSAGE });
    expect(image.closed).toBe(true);
  });

  test("a file of another type is left for the form to refuse", async () => {
    const svg = new File(["<svg/>"], "x.svg", { type: "image/svg+xml" });
    const { decode } = decoded({ width: 1, height: 1 });
    expect(await prepareImage(svg, { decode })).toEqual({ kind: "original", file: svg });
    expect(decode).not.toHaveBeenCalled();
  });
});
