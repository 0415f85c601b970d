import sharp from "sharp";
import type { UploadFile } from "./files";

/** What the photo's EXIF says: none of it may leave the phone. */
export const PHONE_EXIF = {
  make: "E2E-Phonemaker",
  model: "E2E-Camera-12MP",
  latitude: "38/1 42/1 3150/100",
  longitude: "9/1 8/1 4410/100",
} as const;

/** As stored in the file: landscape. EXIF orientation 6 turns it upright: 3000 wide, 4000 high. */
export const PHONE_PHOTO_STORED = { width: 4000, height: 3000 } as const;
export const PHONE_PHOTO_UPRIGHT = { width: 3000, height: 4000 } as const;
/** Rows of the stored image painted red: after orientation 6 (90° clockwise) they are the right edge. */
export const RED_BAND_ROWS = 240;

/** The start of an EXIF block (APP1 "Exif\0\0" and a little-endian TIFF header), as sharp writes it. */
export const EXIF_MARKER = Buffer.from("Exif\0\0II*\0", "latin1");

/** A small, fast, seeded generator: the same photo every run. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * What a phone's camera hands the browser: a 12 MP (4000 x 3000) JPEG of about 9 MB at
 * quality 95 (a gradient with sensor-like noise, which JPEG cannot squeeze), EXIF
 * orientation 6 (held sideways, as phones store portraits), and the GPS position and camera
 * in its EXIF. The stored top rows are red, so the upright picture's right edge is red.
 */
export async function phonePhoto(name = "IMG_2041.jpg"): Promise<UploadFile> {
  const { width, height } = PHONE_PHOTO_STORED;
  const random = mulberry32(2041);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const noise = (random() - 0.5) * 120;
      if (y < RED_BAND_ROWS) {
        pixels[at] = 220 + noise / 4;
        pixels[at + 1] = 30 + noise / 4;
        pixels[at + 2] = 30 + noise / 4;
      } else {
        pixels[at] = (x / width) * 160 + 40 + noise;
        pixels[at + 1] = (y / height) * 140 + 60 + noise;
        pixels[at + 2] = 150 + noise;
      }
    }
  }
  const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({
      IFD0: { Make: PHONE_EXIF.make, Model: PHONE_EXIF.model },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: PHONE_EXIF.latitude,
        GPSLongitudeRef: "W",
        GPSLongitude: PHONE_EXIF.longitude,
      },
    })
    // sharp writes the orientation tag itself, from this option (not from withExif's IFD0).
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 95, chromaSubsampling: "4:4:4" })
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}
