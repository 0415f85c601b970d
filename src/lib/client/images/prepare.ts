// A chosen image, ready to upload: small ones as they are (the server re-encodes every image
// and strips its metadata anyway), large ones (long side over 2560 px, or over 4 MB) decoded
// upright, drawn at most 2560 px on the long side and re-encoded as WebP (JPEG where the
// browser cannot write WebP) under 4 MB, so a phone's original never leaves the device.
import { ACCEPTED_IMAGE_TYPES } from "../upload";
import { decodeInBrowser, type Decode, type DecodedImage } from "./canvas";
import { readImageHeader, type ImageHeader } from "./header";
import { encodeUnderLimit, fitWithin, needsPreparing, preparedName, TooLargeAfterResizing, type Size } from "./plan";

export type PreparedImage =
  /** Sent as chosen: within the limits, or not an accepted type (the form names that error). */
  | { kind: "original"; file: File }
  | {
      kind: "resized";
      file: File;
      from: Size;
      to: Size;
      /** An animation over the limits: only its first frame is kept. */
      still: boolean;
    }
  /** Nothing can be sent: the message says why, for the field to show. */
  | { kind: "unreadable"; message: string };

export interface PrepareOptions {
  /** 0-100 as the work advances (reading, decoding, each encoding tried). */
  onProgress?: (percent: number) => void;
  /** The decoder; the browser's own unless a test gives another. */
  decode?: Decode;
}

export const UNREADABLE_MESSAGE =
  "This file could not be read as an image on this device, so nothing will be uploaded. Choose a PNG, JPEG, WebP, GIF or AVIF image.";
export const TOO_DETAILED_MESSAGE =
  "This image stays over 4 MB even when made smaller, so nothing will be uploaded. Choose another image.";

/** Enough for the size in any of the five formats (JPEG's EXIF block comes first and can be 64 KB). */
const HEADER_BYTES = 512 * 1024;

/** A Blob's bytes; FileReader where Blob.arrayBuffer is missing (Safari before 14). */
function readBytes(blob: Blob): Promise<Uint8Array> {
  if (typeof blob.arrayBuffer === "function") return blob.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error("The file could not be read."));
    reader.readAsArrayBuffer(blob);
  });
}

async function readHeader(file: File): Promise<ImageHeader | null> {
  const head = await readBytes(file.slice(0, HEADER_BYTES));
  const header = readImageHeader(head);
  // A GIF's frames can lie past the first bytes: read it all to know whether it is animated.
  if (header?.format === "gif" && !header.animated && file.size > HEADER_BYTES) return readImageHeader(await readBytes(file));
  return header;
}

/** Only the five accepted types are prepared; any other file is left for the form to refuse. */
export const isPreparable = (file: File) => (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type);

export async function prepareImage(file: File, { onProgress, decode = decodeInBrowser }: PrepareOptions = {}): Promise<PreparedImage> {
  if (!isPreparable(file)) return { kind: "original", file };
  onProgress?.(5);
  let header: ImageHeader | null;
  try {
    header = await readHeader(file);
  } catch {
    return { kind: "unreadable", message: UNREADABLE_MESSAGE };
  }
  if (!header) return { kind: "unreadable", message: UNREADABLE_MESSAGE };
  const stored = header.width && header.height ? { width: header.width, height: header.height } : null;
  if (stored && !needsPreparing(stored, file.size)) return { kind: "original", file };

  onProgress?.(15);
  let image: DecodedImage;
  try {
    image = await decode(file);
  } catch {
    return { kind: "unreadable", message: UNREADABLE_MESSAGE };
  }
  try {
    // Sizes the header did not give (some AVIFs) come from the decoded image.
    if (!needsPreparing(image, file.size)) return { kind: "original", file };
    onProgress?.(40);
    const from = { width: image.width, height: image.height };
    const encoded = await encodeUnderLimit(image.encode, fitWithin(from), {
      onStep: (index, count) => onProgress?.(40 + Math.round((55 * index) / count)),
    });
    onProgress?.(100);
    const type = encoded.blob.type as "image/webp" | "image/jpeg";
    return {
      kind: "resized",
      file: new File([encoded.blob], preparedName(file.name, type), { type, lastModified: file.lastModified }),
      from,
      to: encoded.size,
      still: header.animated,
    };
  } catch (error) {
    return { kind: "unreadable", message: error instanceof TooLargeAfterResizing ? TOO_DETAILED_MESSAGE : UNREADABLE_MESSAGE };
  } finally {
    image.close();
  }
}
