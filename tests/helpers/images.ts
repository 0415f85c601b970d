/**
 * Tiny files for the upload tests: real 3x2 images of each accepted type (made with sharp),
 * since the server decodes every upload and refuses what does not decode.
 */
const base64 = (text: string) => new Uint8Array(Buffer.from(text, "base64"));

export const IMAGE_BYTES = {
  png: base64(
    "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAMAAACqqpYoAAAAA1BMVEUqb5cero9jAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAC0lEQVQI12NggAAAAAgAAS8g3TEAAAAASUVORK5CYII=",
  ),
  jpg: base64(
    "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFAEBAAAAAAAAAAAAAAAAAAAABv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/AJMAlFH/2Q==",
  ),
  gif: base64("R0lGODlhAwACAIAAAExpcSpvlyH5BAUAAAAALAAAAAADAAIAAAICjF8AOw=="),
  webp: base64("UklGRh4AAABXRUJQVlA4TBEAAAAvAkAAAAfQt6r0sv+BiOh/AAA="),
  avif: base64(
    "AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAACYAAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAMAAAACAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAAubWRhdBIACgg4BCtICGg0gDIYGUJjBMPPPPNBIACQQMkcYVRLazWUibRg",
  ),
} as const;

/** The size of every image in IMAGE_BYTES. */
export const IMAGE_SIZE = { width: 3, height: 2 } as const;

export const CONTENT_TYPES = {
  png: "image/png",
  jpg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
} as const;

export type ImageKind = keyof typeof IMAGE_BYTES;

/**
 * What the server stores each type as (src/lib/images/normalize-image.ts): JPEG stays JPEG,
 * everything else becomes WebP.
 */
export const STORED_AS: Record<ImageKind, { extension: "jpg" | "webp"; contentType: string }> = {
  png: { extension: "webp", contentType: "image/webp" },
  jpg: { extension: "jpg", contentType: "image/jpeg" },
  gif: { extension: "webp", contentType: "image/webp" },
  webp: { extension: "webp", contentType: "image/webp" },
  avif: { extension: "webp", contentType: "image/webp" },
};

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

/**
 * Real placeholders as the server writes them (src/lib/images/placeholder.ts: sharp, WebP,
 * quality 50, 16 px): the demo's Tidepool screenshot (opaque: a plain VP8 stream), and a
 * rounded logo plate with transparent corners (VP8X with its alpha flag). Made once with
 * sharp, which jsdom cannot load; tests/site/stored-image.test.ts makes them afresh.
 */
export const OPAQUE_PLACEHOLDER =
  "data:image/webp;base64,UklGRjYAAABXRUJQVlA4ICoAAABQAQCdASoQAAoAAsBMJQBOgCgAAP7yve0hgsXYDDi/cpVWUAxj5QGv8AA=";
export const TRANSPARENT_PLACEHOLDER =
  "data:image/webp;base64,UklGRpYAAABXRUJQVlA4WAoAAAAQAAAADwAADwAAQUxQSEUAAAARN6CokRQ2eoXiAgM8MUdEBO5je6CobSRHy+AqhWWwFO7f5gBU/iDmdwQi+j8BrgOASX00L6aHlcvmP4eVxbSy7DoAmAAAVlA4ICoAAACQAQCdASoQABAAAsBMJaACdLoAA5gA/uC5f/BBbUemHHh/c2OcWyGAAAA=";

/** The optimizer widths a srcset asks for, e.g. [48, 96, …, 1920]; [] without one. */
export const srcsetWidths = (srcset: string | null | undefined): number[] =>
  (srcset ?? "")
    .split(", ")
    .filter(Boolean)
    .map((candidate) => Number(/[?&]w=(\d+)/.exec(candidate)?.[1]));
