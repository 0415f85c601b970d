import type { CSSProperties } from "react";
import { altField, heightField, placeholderField, widthField } from "@/lib/images/fields";

/*
 * How a page shows an uploaded image from what the row stores beside its URL (issue 16):
 * its alt text, its pixel size and a tiny placeholder. No server code: the project cards
 * also render in the browser (search results from the API, which carries the same fields).
 */

/** The columns of one image field F of a row, as the reads and the API return them. */
export type ImageFields<F extends string> = Record<F, string | null> &
  Record<`${F}Alt`, string> &
  Record<`${F}Width` | `${F}Height`, number | null> &
  Record<`${F}Placeholder`, string | null>;

export interface StoredImage {
  src: string;
  /** The owner's text, or the default built from the item (applied by the reads). */
  alt: string;
  /** Pixels of the stored file; null for images uploaded before sizes were stored. */
  width: number | null;
  height: number | null;
  /** A tiny WebP data URL, shown blurred until the image arrives; null when unknown. */
  placeholder: string | null;
}

/** The image of `field` on `row`, or null when it has none. */
export function storedImage<F extends string>(row: ImageFields<F>, field: F): StoredImage | null {
  // TypeScript cannot index a mapped type by a generic template key: read it as plain columns.
  const columns = row as unknown as Record<string, string | number | null>;
  const src = columns[field] as string | null;
  if (!src) return null;
  return {
    src,
    alt: columns[altField(field)] as string,
    width: columns[widthField(field)] as number | null,
    height: columns[heightField(field)] as number | null,
    placeholder: columns[placeholderField(field)] as string | null,
  };
}

/** The attributes of an <img> this module adjusts (what next/image's getImageProps returns). */
export interface ImgAttributes {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number | `${number}`;
  height?: number | `${number}`;
  style?: CSSProperties;
}

/** The optimizer width a srcset candidate asks for (its `w` query parameter). */
function requestedWidth(candidate: string): number {
  const url = candidate.trim().split(/\s+/)[0];
  const width = /[?&]w=(\d+)/.exec(url)?.[1];
  return width ? Number(width) : Number.POSITIVE_INFINITY;
}

/**
 * The optimizer's attributes adjusted to the stored file: width and height are its own (the
 * true aspect ratio, known before a byte arrives), and no candidate asks the optimizer for
 * more pixels than the file has (it would only re-encode the same pixels at a larger size
 * in the cache). A file narrower than the smallest configured width is served as stored
 * (already re-encoded and stripped on upload). Images without a stored size keep the
 * optimizer's attributes as they are.
 */
export function fitToStoredImage<A extends ImgAttributes>(attributes: A, image: StoredImage, { blur = false } = {}): A {
  if (!image.width || !image.height) return attributes;
  const candidates = (attributes.srcSet ?? "").split(", ").filter(Boolean);
  const kept = candidates.filter((candidate) => requestedWidth(candidate) <= image.width!);
  const sources =
    kept.length > 0
      ? { srcSet: kept.join(", "), sizes: attributes.sizes, src: kept[kept.length - 1].trim().split(/\s+/)[0] }
      : { srcSet: undefined, sizes: undefined, src: image.src };
  const placeholder = blur && image.placeholder && isOpaqueWebp(image.placeholder) ? blurredBackground(image.placeholder, image.width, image.height) : {};
  return {
    ...attributes,
    width: image.width,
    height: image.height,
    style: { ...attributes.style, ...placeholder },
    // `src` last, as next/image orders it: Safari starts fetching `src` as soon as it is set.
    ...sources,
  };
}

/**
 * Whether a WebP data URL has no transparency. The placeholder keeps the image's alpha
 * channel, and libwebp writes one (a VP8X header with its alpha flag, or a lossless stream
 * with its alpha bit) only when some pixel is not opaque. A transparent logo's blur would
 * stay visible around it once loaded (a page without JavaScript cannot take it away), so
 * only opaque images get one. Anything but a well-formed WebP data URL counts as transparent
 * (and is never written into the page's CSS).
 */
export function isOpaqueWebp(dataUrl: string): boolean {
  const base64 = /^data:image\/webp;base64,([A-Za-z0-9+/]{40,}={0,2})$/.exec(dataUrl)?.[1];
  if (!base64) return false;
  const header = Uint8Array.from(atob(base64.slice(0, 40)), (char) => char.charCodeAt(0));
  const text = (start: number, end: number) => String.fromCharCode(...header.subarray(start, end));
  if (text(0, 4) !== "RIFF" || text(8, 12) !== "WEBP") return false;
  switch (text(12, 16)) {
    case "VP8 ":
      return true;
    case "VP8L":
      // After the signature byte (0x2f): 14 bits width, 14 bits height, then alpha_is_used.
      return header[20] === 0x2f && (header[24] & 0x10) === 0;
    case "VP8X":
      return (header[20] & 0x10) === 0;
    default:
      return false;
  }
}

/** How much the placeholder is blurred, in units of a 640-pixel-wide picture. */
const BLUR_RADIUS = 20;
const BLUR_CANVAS = 640;

/**
 * The placeholder, blurred, as a CSS background of the <img>: painted at once, then covered
 * by the image as it arrives. CSS only (no script to remove it), hence for opaque images
 * only. An SVG filter rather than CSS `filter`, which would blur the image too; the alpha
 * is then made opaque again so the blur has no soft, see-through edges.
 */
function blurredBackground(placeholder: string, width: number, height: number): CSSProperties {
  const scale = BLUR_CANVAS / Math.max(width, height);
  const [w, h] = [Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale))];
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${w} ${h}'>` +
    `<filter id='b' color-interpolation-filters='sRGB'><feGaussianBlur stdDeviation='${BLUR_RADIUS}'/>` +
    `<feComponentTransfer><feFuncA type='discrete' tableValues='1 1'/></feComponentTransfer></filter>` +
    `<image width='100%' height='100%' preserveAspectRatio='none' style='filter:url(#b)' href='${placeholder}'/></svg>`;
  // Only the characters a data URL inside url("…") needs escaped; base64 passes as it is.
  const escaped = svg.replace(/[%#<>]/g, (char) => encodeURIComponent(char));
  return {
    backgroundImage: `url("data:image/svg+xml;charset=utf-8,${escaped}")`,
    backgroundSize: "cover",
    backgroundPosition: "50% 50%",
    backgroundRepeat: "no-repeat",
  };
}
