import { getImageProps } from "next/image";

interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** The shown size in CSS pixels (the box's largest), so also its aspect ratio. */
  width: number;
  height: number;
  /** Which width it is shown at per viewport: the srcset offers sizes around it. */
  sizes: string;
  /** The page's LCP image: loaded eagerly, first. Everything else is lazy. */
  priority?: boolean;
  className?: string;
}

function imageProps({ src, alt, width, height, sizes, priority = false, className = "" }: ResponsiveImageProps) {
  // The box it sits in (position: relative, fixed aspect ratio) sets its size; width and
  // height carry the same ratio, so nothing shifts even before the CSS applies.
  return getImageProps({
    src,
    alt,
    width,
    height,
    sizes,
    loading: priority ? "eager" : "lazy",
    fetchPriority: priority ? "high" : undefined,
    className: `absolute inset-0 size-full ${className}`,
  }).props;
}

/**
 * An uploaded image through the Next.js image optimizer (a srcset of resized AVIF/WebP
 * files, `sizes` for the width it is shown at), rendered as a plain <img>: no client
 * component, so pages that only show images ship no JavaScript for them.
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
  const { srcSet, ...img } = imageProps(props);
  return (
    <picture>
      <source media={`(min-width: ${minWidth}px)`} srcSet={srcSet} sizes={props.sizes} />
      {/* eslint-disable-next-line jsx-a11y/alt-text -- the optimizer's props, alt included */}
      <img {...img} srcSet={TRANSPARENT_PIXEL} />
    </picture>
  );
}

const TRANSPARENT_PIXEL = "data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7";
