import "server-only";
import sharp, { type Metadata, type OutputInfo, type Sharp } from "sharp";
import { ApiError } from "@/lib/errors";
import type { ImageExtension } from "@/lib/storage/image-type";
import { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE } from "./limits";
import { placeholderFor } from "./placeholder";
import { isLosslessWebp } from "./webp-encoding";

/**
 * The server's image pipeline: every uploaded image (entities, the avatar, the demo's) is
 * decoded and written anew, so what is stored and served is only pixels we made.
 *
 * - Refused before any pixel is decoded: more than 40 megapixels (width × height × frames,
 *   from the header) is 413; bytes that are not the image their signature claims, or that
 *   do not decode to the end (damaged, truncated), are 415.
 * - EXIF orientation is applied first, then the long side is capped at 2560 px (never
 *   enlarged) and colours converted to sRGB.
 * - Nothing but pixels is written back: EXIF (GPS included), XMP, IPTC, ICC and text chunks
 *   are all left behind (sharp keeps no metadata unless told to).
 * - Output: JPEG stays JPEG (quality 82, progressive); PNG and GIF become lossless WebP
 *   (the same pixels, animation kept, usually far smaller); WebP stays WebP, lossless if it
 *   was; AVIF becomes WebP (quality 82), as encoding AVIF takes seconds on a small server.
 *   See docs/decisions.md, "Images".
 */

export { MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE };

export interface NormalizedImage {
  bytes: Uint8Array;
  extension: "jpg" | "webp";
  contentType: "image/jpeg" | "image/webp";
  /** Of the stored image (a frame of an animation), after orientation and the size cap. */
  width: number;
  height: number;
  /** A tiny blurred preview: `data:image/webp;base64,…`. */
  placeholder: string;
}

/** The decoder that must recognise the bytes whose signature we sniffed (image-type.ts). */
const DECODER: Record<ImageExtension, string> = { png: "png", jpg: "jpeg", webp: "webp", gif: "gif", avif: "heif" };

const unreadable = (field: string) => new ApiError(415, `${field} could not be read: the image is damaged or incomplete.`);

const tooManyPixels = (field: string, size: string) =>
  new ApiError(413, `${field} is too large: images may be at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels (this one is ${size}).`);

const PIXEL_LIMIT_ERROR = /exceeds pixel limit/i;

interface Header {
  width: number;
  height: number;
  frames: number;
}

/** The image's size from its header alone (nothing decoded): 413 past the pixel limit. */
async function readHeader(field: string, bytes: Uint8Array, type: ImageExtension): Promise<Header> {
  let meta: Metadata;
  try {
    // No pixel limit here: the size is read to be reported. Decoding has its own limit.
    meta = await sharp(bytes).metadata();
  } catch {
    throw unreadable(field);
  }
  // An AVIF signature must hold AV1 (a HEIC inside an avif box is not what was promised).
  if (meta.format !== DECODER[type] || (type === "avif" && meta.compression !== "av1")) throw unreadable(field);
  if (!meta.width || !meta.height) throw unreadable(field);
  const frames = Math.max(1, meta.pages ?? 1);
  if (meta.width * meta.height * frames > MAX_IMAGE_PIXELS) {
    const size = `${meta.width} × ${meta.height}${frames > 1 ? ` × ${frames} frames` : ""}`;
    throw tooManyPixels(field, size);
  }
  return { width: meta.width, height: meta.height, frames };
}

function encode(image: Sharp, type: ImageExtension, bytes: Uint8Array): { image: Sharp; extension: NormalizedImage["extension"] } {
  if (type === "jpg") return { image: image.jpeg({ quality: 82, progressive: true }), extension: "jpg" };
  const lossless = type === "png" || type === "gif" || (type === "webp" && isLosslessWebp(bytes));
  return { image: image.webp(lossless ? { lossless: true } : { quality: 82 }), extension: "webp" };
}

/*
 * One image at a time per process: a 40 MP decode takes up to a few hundred MB for a moment,
 * and libvips already spreads one image over the cores. Uploads arriving together wait their
 * turn (each takes well under two seconds); the header check runs before the queue, so a bomb
 * is refused at once.
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = queue.then(work, work);
  queue = turn.catch(() => undefined);
  return turn;
}

/**
 * Decodes and re-encodes an upload whose signature was already checked (`type`, sniffed by
 * storage/image-type.ts). Throws ApiError 413 or 415 naming `field`.
 */
export async function normalizeImage(field: string, bytes: Uint8Array, type: ImageExtension): Promise<NormalizedImage> {
  const header = await readHeader(field, bytes, type);
  return oneAtATime(async () => {
    const decoded = sharp(bytes, {
      animated: header.frames > 1,
      // Decoding errors abort (a truncated file is not stored half grey); mere warnings,
      // which some cameras' files raise, do not.
      failOn: "error",
      // A second guard, should a header ever understate what the decoder meets.
      limitInputPixels: MAX_IMAGE_PIXELS,
    })
      .autoOrient()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: "inside", withoutEnlargement: true })
      .toColourspace("srgb");
    const { image, extension } = encode(decoded, type, bytes);
    let output: { data: Buffer; info: OutputInfo };
    try {
      output = await image.toBuffer({ resolveWithObject: true });
    } catch (error) {
      if (error instanceof Error && PIXEL_LIMIT_ERROR.test(error.message)) {
        throw tooManyPixels(field, `${header.width} × ${header.height}`);
      }
      throw unreadable(field);
    }
    const { data, info } = output;
    return {
      bytes: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
      extension,
      contentType: extension === "jpg" ? "image/jpeg" : "image/webp",
      width: info.width,
      // An animation's output is its frames stacked: one frame's height is the image's.
      height: info.pageHeight ?? info.height,
      placeholder: await placeholderFor(data),
    };
  });
}
