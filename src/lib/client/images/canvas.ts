// Decoding and re-encoding in the browser: the only part of the photo preparation that needs
// real pixels. Kept behind this small interface so the rules (plan.ts, prepare.ts) are tested
// with a fake, and the real thing runs in Chromium (e2e/photo-upload.spec.ts).
import type { EncodedType, Size } from "./plan";

/** A decoded image, turned upright by its EXIF orientation. */
export interface DecodedImage extends Size {
  /** Draws the image at `size` and encodes it; the Blob's type is what the browser really wrote. */
  encode(size: Size, type: EncodedType, quality: number): Promise<Blob>;
  /** Frees the decoded pixels. */
  close(): void;
}

export type Decode = (file: Blob) => Promise<DecodedImage>;

type Source = ImageBitmap | HTMLImageElement;

async function decodeToBitmap(file: Blob): Promise<{ source: Source; size: Size; release: () => void } | null> {
  if (typeof createImageBitmap !== "function") return null;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    return { source: bitmap, size: { width: bitmap.width, height: bitmap.height }, release: () => bitmap.close() };
  } catch {
    // Older engines refuse the "from-image" option itself; an <img> applies EXIF orientation too.
    return null;
  }
}

async function decodeToImg(file: Blob): Promise<{ source: Source; size: Size; release: () => void }> {
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.decoding = "async";
  img.src = url;
  try {
    await img.decode();
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
  // Browsers apply EXIF orientation to <img> by default (CSS image-orientation: from-image).
  return { source: img, size: { width: img.naturalWidth, height: img.naturalHeight }, release: () => URL.revokeObjectURL(url) };
}

type Surface =
  | { canvas: OffscreenCanvas; context: OffscreenCanvasRenderingContext2D }
  | { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D };

function surface({ width, height }: Size): Surface {
  if (typeof OffscreenCanvas === "function") {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (context && typeof canvas.convertToBlob === "function") return { canvas, context };
  }
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot draw images.");
  return { canvas, context };
}

function toBlob(target: Surface, type: EncodedType, quality: number): Promise<Blob> {
  if (!(target.canvas instanceof HTMLCanvasElement)) return target.canvas.convertToBlob({ type, quality });
  const canvas = target.canvas;
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The image could not be encoded."))), type, quality),
  );
}

async function draw(source: Source, size: Size, type: EncodedType, quality: number): Promise<Blob> {
  const target = surface(size);
  const { context } = target;
  // JPEG has no transparency: a transparent PNG's background turns white, not black.
  if (type === "image/jpeg") {
    context.fillStyle = "#fff";
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(source, 0, 0, size.width, size.height);
  const blob = await toBlob(target, type, quality);
  // Release the canvas's memory at once rather than at the next garbage collection.
  target.canvas.width = 0;
  target.canvas.height = 0;
  return blob;
}

/** The browser's decoder: createImageBitmap where it can orient, else an <img>. */
export const decodeInBrowser: Decode = async (file) => {
  const decoded = (await decodeToBitmap(file)) ?? (await decodeToImg(file));
  if (decoded.size.width === 0 || decoded.size.height === 0) {
    decoded.release();
    throw new Error("The image has no pixels.");
  }
  return {
    ...decoded.size,
    encode: (size, type, quality) => draw(decoded.source, size, type, quality),
    close: decoded.release,
  };
};
