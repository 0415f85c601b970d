// What an image file says about itself in its first bytes: its format, its pixel size and
// whether it is animated, read without decoding it. This lets the browser pass a small
// image on untouched (no decode), refuse bytes that are no image at all, and say that an
// animation becomes a still when it must be resized. Pure functions over bytes.

export type ImageFormat = "png" | "jpeg" | "gif" | "webp" | "avif";

export interface ImageHeader {
  format: ImageFormat;
  /** As stored (before any EXIF rotation, which never changes the long side); null when not found. */
  width: number | null;
  height: number | null;
  /** More than one frame (GIF, APNG, animated WebP, AVIF image sequence). */
  animated: boolean;
}

/** The MIME type each format is sent as. */
export const FORMAT_TYPES: Record<ImageFormat, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
};

const ascii = (bytes: Uint8Array, at: number, length: number) =>
  at + length <= bytes.length ? String.fromCharCode(...bytes.subarray(at, at + length)) : "";
const u16be = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!;
const u16le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u24le = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16);
const u32be = (b: Uint8Array, at: number) => ((b[at]! << 24) >>> 0) + (b[at + 1]! << 16) + (b[at + 2]! << 8) + b[at + 3]!;
const u32le = (b: Uint8Array, at: number) => u32be(Uint8Array.of(b[at + 3]!, b[at + 2]!, b[at + 1]!, b[at]!), 0);

const sized = (format: ImageFormat, width: number | null, height: number | null, animated = false): ImageHeader => ({
  format,
  width: width && height ? width : null,
  height: width && height ? height : null,
  animated,
});

function png(b: Uint8Array): ImageHeader | null {
  if (b.length < 24 || ascii(b, 12, 4) !== "IHDR") return null;
  // An APNG announces its animation (acTL) before the first image data (IDAT).
  let animated = false;
  for (let at = 8; at + 8 <= b.length; ) {
    const type = ascii(b, at + 4, 4);
    if (type === "acTL") animated = true;
    if (type === "IDAT" || type === "IEND") break;
    at += 12 + u32be(b, at);
  }
  return sized("png", u32be(b, 16), u32be(b, 20), animated);
}

// Start-of-frame markers carry the size: SOF0-3, 5-7, 9-11, 13-15 (C4, C8, CC are other segments).
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

function jpeg(b: Uint8Array): ImageHeader {
  let at = 2;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) break;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (isStartOfFrame(marker)) return sized("jpeg", u16be(b, at + 7), u16be(b, at + 5));
    if (marker === 0xda || marker === 0xd9) break; // image data began without a frame header
    at += 2 + u16be(b, at + 2);
  }
  return sized("jpeg", null, null);
}

/** Counts image descriptors up to two, walking the blocks (their data may contain 0x2C). */
function gifFrames(b: Uint8Array): number {
  const flags = b[10]!;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  let frames = 0;
  const skipSubBlocks = () => {
    while (at < b.length && b[at] !== 0) at += b[at]! + 1;
    at += 1;
  };
  while (at < b.length && frames < 2) {
    const block = b[at];
    if (block === 0x21) {
      at += 2; // introducer and label
      skipSubBlocks();
    } else if (block === 0x2c) {
      frames += 1;
      const local = b[at + 9]!;
      at += 10 + (local & 0x80 ? 3 * 2 ** ((local & 7) + 1) : 0) + 1; // descriptor, colour table, LZW size
      skipSubBlocks();
    } else {
      break; // trailer (0x3B) or damaged
    }
  }
  return frames;
}

function webp(b: Uint8Array): ImageHeader {
  const chunk = ascii(b, 12, 4);
  const data = 20;
  if (chunk === "VP8X" && b.length >= data + 10) {
    return sized("webp", u24le(b, data + 4) + 1, u24le(b, data + 7) + 1, (b[data]! & 0x02) !== 0);
  }
  if (chunk === "VP8L" && b.length >= data + 5 && b[data] === 0x2f) {
    const bits = u32le(b, data + 1);
    return sized("webp", (bits & 0x3fff) + 1, ((bits >>> 14) & 0x3fff) + 1);
  }
  if (chunk === "VP8 " && b.length >= data + 10 && b[data + 3] === 0x9d && b[data + 4] === 0x01 && b[data + 5] === 0x2a) {
    return sized("webp", u16le(b, data + 6) & 0x3fff, u16le(b, data + 8) & 0x3fff);
  }
  return sized("webp", null, null);
}

/**
 * AVIF (ISO BMFF): the size is in 'ispe' properties. A grid image has one per tile and
 * one for the whole picture, so the largest is taken; an image sequence is brand 'avis'.
 */
function avif(b: Uint8Array): ImageHeader {
  const boxEnd = Math.min(b.length, u32be(b, 0), 64);
  let animated = false;
  for (let at = 8; at + 4 <= boxEnd; at += 4) if (ascii(b, at, 4) === "avis") animated = true;
  let best: [number, number] | null = null;
  for (let at = 4; at + 16 <= b.length; at++) {
    if (b[at] !== 0x69 || ascii(b, at, 4) !== "ispe") continue; // 'i'
    const width = u32be(b, at + 8);
    const height = u32be(b, at + 12);
    if (!best || width * height > best[0] * best[1]) best = [width, height];
  }
  return sized("avif", best?.[0] ?? null, best?.[1] ?? null, animated);
}

/** The header of an image in one of the five accepted formats, or null for anything else. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const b = bytes;
  if (b.length >= 8 && u32be(b, 0) === 0x89504e47 && u32be(b, 4) === 0x0d0a1a0a) return png(b);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return jpeg(b);
  if (b.length >= 13 && (ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a")) {
    return sized("gif", u16le(b, 6), u16le(b, 8), gifFrames(b) > 1);
  }
  if (b.length >= 16 && ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") return webp(b);
  if (b.length >= 12 && ascii(b, 4, 4) === "ftyp") {
    // The brands list is short; a damaged box size must not make it long.
    const brands = ascii(b, 8, Math.max(0, Math.min(b.length, u32be(b, 0), 64) - 8));
    if (/avi[fs]/.test(brands)) return avif(b);
  }
  return null;
}
