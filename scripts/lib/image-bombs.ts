/**
 * Decompression bombs for the image pipeline's tests and `scripts/image-bombs.ts`: small files
 * whose headers promise far more pixels than the 40-megapixel limit.
 */
import zlib from "node:zlib";

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A complete, valid PNG of `width` × `height` black pixels (1-bit grey): each row is one
 * filter byte and width/8 zero bytes, which deflate to almost nothing. 16000 × 16000 is
 * about 32 KB on disk and 256 MP (a gigabyte as RGBA) once decoded.
 */
export function pngBomb(width: number, height: number): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // compression, filter, interlace: 0
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new Uint8Array(
    Buffer.concat([signature, pngChunk("IHDR", header), pngChunk("IDAT", zlib.deflateSync(rows, { level: 9 })), pngChunk("IEND", new Uint8Array())]),
  );
}

const u24 = (value: number) => Buffer.from([value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff]);

function riffChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.write(type, 0, "latin1");
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.from([0]) : Buffer.alloc(0)]);
}

/** The VP8L (lossless) bitstream of a 1 × 1 image: `VP8L` chunk data, made by libwebp. */
const ONE_PIXEL_VP8L = Buffer.from("2f00000000071011fd0f4444ff03", "hex");

/**
 * An animated WebP whose canvas is `width` × `height` with `frames` frames, each frame one
 * pixel: a few hundred bytes on disk, but a decoder renders every frame on the full canvas
 * (width × height × frames pixels).
 */
export function animatedWebpBomb(width: number, height: number, frames: number): Uint8Array {
  const vp8x = Buffer.concat([Buffer.from([0x02, 0, 0, 0]), u24(width - 1), u24(height - 1)]);
  const anim = Buffer.from([0, 0, 0, 0, 0, 0]);
  const frame = riffChunk(
    "ANMF",
    Buffer.concat([u24(0), u24(0), u24(0), u24(0), u24(100), Buffer.from([0]), riffChunk("VP8L", ONE_PIXEL_VP8L)]),
  );
  const body = Buffer.concat([Buffer.from("WEBP", "latin1"), riffChunk("VP8X", vp8x), riffChunk("ANIM", anim), ...Array.from({ length: frames }, () => frame)]);
  return new Uint8Array(riffChunk("RIFF", body));
}
