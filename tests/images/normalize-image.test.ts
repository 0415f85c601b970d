/**
 * The pipeline's choices, file by file (src/lib/images): which format each upload is stored
 * as, lossless kept lossless, colours to 8-bit sRGB, and the WebP chunk reader.
 */
import sharp from "sharp";
import { ApiError } from "@/lib/errors";
import { normalizeImage } from "@/lib/images/normalize-image";
import { isLosslessWebp } from "@/lib/images/webp-encoding";
import { sniffImageType } from "@/lib/storage/image-type";
import { animatedWebpBomb } from "../../scripts/lib/image-bombs";

const solid = (width = 40, height = 30, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: channels === 4 ? { r: 40, g: 110, b: 150, alpha: 0.5 } : "#2a6f97" } });

const normalize = async (bytes: Buffer | Uint8Array) => {
  const input = new Uint8Array(bytes);
  return normalizeImage("image", input, sniffImageType(input)!);
};

/** The chunk that holds the image data of a WebP: lossless (VP8L) or lossy (VP8). */
const webpKind = (bytes: Uint8Array) => (isLosslessWebp(bytes) ? "lossless" : "lossy");

describe("isLosslessWebp", () => {
  test("reads the first image chunk: simple, extended (alpha) and animated files", async () => {
    expect(isLosslessWebp(await solid().webp({ lossless: true }).toBuffer())).toBe(true);
    expect(isLosslessWebp(await solid().webp({ quality: 80 }).toBuffer())).toBe(false);
    // With alpha, lossy data sits in a VP8X file after an ALPH chunk.
    expect(isLosslessWebp(await solid(40, 30, 4).webp({ quality: 80 }).toBuffer())).toBe(false);
    expect(isLosslessWebp(await solid(40, 30, 4).webp({ lossless: true }).toBuffer())).toBe(true);
    // An animation: its first frame (ANMF) decides.
    expect(isLosslessWebp(animatedWebpBomb(8, 8, 2))).toBe(true);
  });

  test("anything unreadable counts as lossy", () => {
    expect(isLosslessWebp(new Uint8Array(0))).toBe(false);
    expect(isLosslessWebp(new Uint8Array(Buffer.from("RIFF\u00ff\u00ff\u00ff\u00ffWEBPVP8X")))).toBe(false);
  });
});

describe("what each upload is stored as", () => {
  test("JPEG stays JPEG; PNG, GIF and lossless WebP become lossless WebP; lossy WebP and AVIF lossy WebP", async () => {
    const cases = [
      ["jpeg", await solid().jpeg().toBuffer(), { extension: "jpg", contentType: "image/jpeg" }],
      ["png", await solid(40, 30, 4).png().toBuffer(), { extension: "webp", contentType: "image/webp", kind: "lossless" }],
      ["gif", await solid().gif().toBuffer(), { extension: "webp", contentType: "image/webp", kind: "lossless" }],
      ["lossless webp", await solid().webp({ lossless: true }).toBuffer(), { extension: "webp", contentType: "image/webp", kind: "lossless" }],
      ["lossy webp", await solid().webp({ quality: 90 }).toBuffer(), { extension: "webp", contentType: "image/webp", kind: "lossy" }],
      ["avif", await solid().avif({ effort: 0 }).toBuffer(), { extension: "webp", contentType: "image/webp", kind: "lossy" }],
    ] as const;
    for (const [label, input, expected] of cases) {
      const image = await normalize(input);
      const found = { extension: image.extension, contentType: image.contentType, ...(image.extension === "webp" ? { kind: webpKind(image.bytes) } : {}) };
      expect({ label, ...found }).toEqual({ label, ...expected });
      expect({ label, width: image.width, height: image.height }).toEqual({ label, width: 40, height: 30 });
      expect(sniffImageType(image.bytes)).toBe(image.extension);
    }
  });

  test("a PNG's pixels survive exactly (lossless), transparency included", async () => {
    const input = await solid(40, 30, 4).png().toBuffer();
    const image = await normalize(input);
    const raw = (bytes: Buffer | Uint8Array) => sharp(bytes).ensureAlpha().raw().toBuffer();
    expect(await raw(image.bytes)).toEqual(await raw(input));
  });

  test("CMYK and 16-bit inputs come out as 8-bit sRGB", async () => {
    const cmyk = await normalize(await solid().toColourspace("cmyk").jpeg().toBuffer());
    expect(await sharp(cmyk.bytes).metadata()).toMatchObject({ space: "srgb", channels: 3, depth: "uchar" });
    const deep = await normalize(await solid().toColourspace("rgb16").png().toBuffer());
    expect(await sharp(deep.bytes).metadata()).toMatchObject({ space: "srgb", depth: "uchar" });
  });

  test("a signature that lies about the content is refused: a PNG signature on a JPEG's body is 415", async () => {
    const jpeg = await solid().jpeg().toBuffer();
    const error = await normalizeImage("logo", new Uint8Array(jpeg), "png").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 415, msg: "logo could not be read: the image is damaged or incomplete." });
  });
});
