import sharp from "sharp";
import { MAX_IMAGE_PIXELS } from "./limits";

/*
 * No "server-only" here, though nothing needs its absence any more (`npm run db:migrate`
 * runs with the react-server condition): sharp cannot reach a browser bundle anyway, it
 * is a native module.
 */

/** The placeholder's long side: a few hundred bytes of base64, blurred by the page as it scales up. */
export const PLACEHOLDER_SIDE = 16;

/**
 * A tiny WebP of the (first frame of the) image, as a data URL for the page to show, blurred,
 * until the image arrives. Transparency is kept, so a logo's placeholder has its shape.
 */
export async function placeholderFor(bytes: Uint8Array): Promise<string> {
  const tiny = await sharp(bytes, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS })
    .autoOrient()
    .resize({ width: PLACEHOLDER_SIDE, height: PLACEHOLDER_SIDE, fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .webp({ quality: 50, alphaQuality: 50, effort: 6 })
    .toBuffer();
  return `data:image/webp;base64,${tiny.toString("base64")}`;
}
