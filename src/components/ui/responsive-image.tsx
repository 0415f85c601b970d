import { getImageProps } from "next/image";
import { fitToStoredImage, type StoredImage } from "@/lib/site/stored-image";

interface ResponsiveImageProps {
  /** The upload and what its row stores about it (src/lib/site/stored-image.ts). */
  image: StoredImage;
  /** The shown size in CSS pixels (the box's largest): the srcset offers sizes around it. */
  width: number;
  height: number;
  /** Which width it is shown at per viewport. */
  sizes: string;
  /** The page's LCP image: loaded eagerly, first. Everything else is lazy. */
  priority?: boolean;
  /** Beside its title (logos, tech icons): `alt=""`, the title already says it. */
  decorative?: boolean;
  /** Photos: the stored placeholder, blurred, until the image arrives (opaque images only). */
  blur?: boolean;
  className?: string;
}

function imageProps({ image, width, height, sizes, priority = false, decorative = false, blur = false, className = "" }: ResponsiveImageProps) {
  // The box it sits in (position: relative, fixed aspect ratio) sets its size; width and
  // height carry the stored file's ratio (or the box's, for older uploads), so nothing
  // shifts even before the CSS applies.
  const { props } = getImageProps({
    src: image.src,
    alt: decorative ? "" : image.alt,
    width,
    height,
    sizes,
    loading: priority ? "eager" : "lazy",
    fetchPriority: priority ? "high" : undefined,
    className: `absolute inset-0 size-full ${className}`,
  });
  return fitToStoredImage(props, image, { blur });
}

/**
 * An uploaded image through the Next.js image optimizer (a srcset of resized AVIF/WebP
 * files, `sizes` for the width it is shown at, none wider than the stored file), rendered
 * as a plain <img>: no client component, so pages that only show images ship no
 * JavaScript for them.
 */
export function ResponsiveImage(props: ResponsiveImageProps) {
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimizer's props, alt included
  return <img {...imageProps(props)} />;
}

/**
 * Like ResponsiveImage, but only from `minWidth` up: narrower screens get a 1-pixel
 * placeholder and download nothing, even when it is the eager LCP image of wide screens.
 */
export function WideScreenImage({ minWidth, ...props }: ResponsiveImageProps & { minWidth: number }) {
  const { srcSet, sizes, src, ...img } = imageProps(props);
  return (
    <picture>
      {/* A file narrower than every optimizer width comes as stored: its own URL, no sizes. */}
      <source media={`(min-width: ${minWidth}px)`} srcSet={srcSet ?? src} sizes={srcSet ? sizes : undefined} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- the optimizer's props, alt included */}
      <img {...img} src={src} srcSet={TRANSPARENT_PIXEL} />
    </picture>
  );
}

const TRANSPARENT_PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
