import "server-only";
import { ApiError } from "@/lib/errors";
import { sniffImageType } from "./image-type";
import { MAX_IMAGE_BYTES, type CheckedImage } from "./index";

// Its own module, imported by the upload routes only: the dynamic import of sharp below is
// still traced into every function that imports it, and src/lib/storage (deleteFiles, the
// trash's purge) is reached from page functions, which must stay small on Vercel
// (`npm run vercel:check`).

/**
 * An upload made safe to store: 413 past 4 MB or 40 megapixels, 415 when the bytes are not
 * an accepted image (SVG included) or do not decode. What is returned is the image decoded
 * and encoded anew, without its metadata (src/lib/images/normalize-image.ts).
 */
export async function checkImage(field: string, file: File): Promise<CheckedImage> {
  if (file.size > MAX_IMAGE_BYTES) {
    throw new ApiError(413, `${field} is too large: images may be at most 4 MB.`);
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) {
    throw new ApiError(415, `${field} must be a PNG, JPEG, WebP, GIF or AVIF image.`);
  }
  // Loaded on the first upload: sharp and libvips stay out of every other request's start.
  const { normalizeImage } = await import("@/lib/images/normalize-image");
  const image = await normalizeImage(field, bytes, type);
  return { field, name: file.name, ...image };
}

