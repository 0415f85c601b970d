import zlib from "node:zlib";
import { pdfBytes } from "../../tests/helpers/pdf";

/** What `setInputFiles` takes for an in-memory file. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small, valid PNG of one solid colour, made in memory (the server judges images by
 * their bytes, so a real PNG is needed, not just a .png name).
 */
export function solidPng(width = 1, height = 1, rgb: [number, number, number] = [14, 165, 233]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  // compression, filter and interlace methods stay 0
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PNG ready for `locator.setInputFiles()`. */
export function pngFile(name = "e2e.png", rgb?: [number, number, number]): UploadFile {
  return { name, mimeType: "image/png", buffer: solidPng(4, 4, rgb) };
}

/** A complete one-page PDF showing `text`: the one the Jest résumé tests use. */
export const tinyPdf = (text = "Resume"): Buffer => Buffer.from(pdfBytes(text));

/** A PDF ready for `locator.setInputFiles()`. */
export function pdfFile(name = "resume.pdf", text?: string): UploadFile {
  return { name, mimeType: "application/pdf", buffer: tinyPdf(text) };
}
