/**
 * Tiny files for the upload tests. The server judges an image by its first bytes, so a
 * valid signature is enough; the PNG is a complete 1x1 image.
 */
const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)));

export const IMAGE_BYTES = {
  png: new Uint8Array(
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
      "base64",
    ),
  ),
  jpg: bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], "JFIF", [0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9]),
  gif: bytes("GIF89a", [0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x3b]),
  webp: bytes("RIFF", [0x1a, 0x00, 0x00, 0x00], "WEBPVP8L", [0x0d, 0x00, 0x00, 0x00, 0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]),
  avif: bytes([0x00, 0x00, 0x00, 0x1c], "ftypavif", [0x00, 0x00, 0x00, 0x00], "avifmif1miaf"),
} as const;

export const CONTENT_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
} as const;

export type ImageKind = keyof typeof IMAGE_BYTES;

export const imageFile = (kind: ImageKind = "png", name = `picture.${kind}`, type: string = CONTENT_TYPES[kind]) =>
  new File([IMAGE_BYTES[kind]], name, { type });

export const svgFile = () =>
  new File(
    ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>'],
    "logo.svg",
    { type: "image/svg+xml" },
  );

/** A text file that only pretends to be a PNG, by its name and declared type. */
export const textFileNamedPng = () => new File(["just some text, not an image\n"], "logo.png", { type: "image/png" });

/** A PNG signature followed by padding: one byte over the 4 MB limit. */
export function oversizedPng(): File {
  const data = new Uint8Array(4 * 1024 * 1024 + 1);
  data.set(IMAGE_BYTES.png);
  return new File([data], "huge.png", { type: "image/png" });
}
