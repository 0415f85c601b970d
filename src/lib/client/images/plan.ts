// The rules for preparing a photo in the browser before it is uploaded: which images are
// resized, to what size, and the order of encodings tried until one fits. Pure, so they are
// tested without a browser; prepare.ts applies them with the canvas.
import { MAX_IMAGE_BYTES } from "../upload";

/** The server caps the long side at this too (src/lib/images); nothing larger is ever shown. */
export const MAX_LONG_SIDE = 2560;
/** The server's per-file limit (decisions.md); below Vercel's 4.5 MB request limit. */
export const MAX_UPLOAD_BYTES = MAX_IMAGE_BYTES;

export interface Size {
  width: number;
  height: number;
}

/** An image is prepared when it is wider or taller than the cap, or too heavy to send. */
export function needsPreparing(size: Size, bytes: number): boolean {
  return Math.max(size.width, size.height) > MAX_LONG_SIDE || bytes > MAX_UPLOAD_BYTES;
}

/** The size with its long side at most `longSide`, proportions kept; never enlarged. */
export function fitWithin(size: Size, longSide = MAX_LONG_SIDE): Size {
  const scale = Math.min(1, longSide / Math.max(size.width, size.height));
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

export type EncodedType = "image/webp" | "image/jpeg";

/** One try: the image's long side as a share of the fitted size, and the encoder's quality. */
export interface EncodeStep {
  scale: number;
  quality: number;
}

/**
 * Quality first (a photo at 2560 px and 0.82 is usually 0.5-1.5 MB), then smaller sizes for
 * the rare image so detailed (noise, foliage) that even a low quality is over the limit.
 */
export const ENCODE_STEPS: readonly EncodeStep[] = [
  { scale: 1, quality: 0.82 },
  { scale: 1, quality: 0.72 },
  { scale: 1, quality: 0.6 },
  { scale: 0.8, quality: 0.6 },
  { scale: 0.64, quality: 0.6 },
  { scale: 0.5, quality: 0.55 },
  { scale: 0.35, quality: 0.5 },
];

/** What the encoder gave back: browsers that cannot write WebP quietly return a PNG instead. */
export interface Encoded {
  blob: Blob;
  size: Size;
}

export type Encoder = (size: Size, type: EncodedType, quality: number) => Promise<Blob>;

export class TooLargeAfterResizing extends Error {
  constructor() {
    super("The image is still over 4 MB after resizing.");
  }
}

/**
 * Encodes at each step until the result is at most `limit` bytes. WebP first; when the
 * browser answers a WebP request with another type (Safari gives PNG), JPEG from then on.
 */
export async function encodeUnderLimit(
  encode: Encoder,
  fitted: Size,
  { limit = MAX_UPLOAD_BYTES, onStep }: { limit?: number; onStep?: (index: number, count: number) => void } = {},
): Promise<Encoded> {
  let type: EncodedType = "image/webp";
  for (let index = 0; index < ENCODE_STEPS.length; index++) {
    const step = ENCODE_STEPS[index]!;
    onStep?.(index, ENCODE_STEPS.length);
    const size = step.scale === 1 ? fitted : fitWithin(fitted, Math.round(Math.max(fitted.width, fitted.height) * step.scale));
    let blob = await encode(size, type, step.quality);
    if (blob.type !== type) {
      type = "image/jpeg";
      blob = await encode(size, type, step.quality);
      if (blob.type !== type) throw new Error(`This browser cannot encode ${type}.`);
    }
    if (blob.size <= limit) return { blob, size };
  }
  throw new TooLargeAfterResizing();
}

const EXTENSIONS: Record<EncodedType, string> = { "image/webp": ".webp", "image/jpeg": ".jpg" };

/** "IMG_2041.JPG" as WebP → "IMG_2041.webp"; a name without a stem becomes "photo.webp". */
export function preparedName(name: string, type: EncodedType): string {
  const stem = name.replace(/\.[^./\\]*$/, "").trim();
  return `${stem || "photo"}${EXTENSIONS[type]}`;
}

/** "1.2 MB", "640 KB": sizes as the owner reads them in the field. */
export function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
