import { getImageProps } from "next/image";

/**
 * An optimized image (srcset from the Next.js image optimizer, lazy unless `priority`)
 * rendered as a plain <img>: no client-side image component, so pages that only show
 * images ship no JavaScript for them. The parent must be `position: relative` and sized
 * (a fixed aspect-ratio box), which is what keeps layout shift at zero.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  priority = false,
  className = "",
}: {
  src: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const { props } = getImageProps({ src, alt, sizes, fill: true, priority, className });
  // The optimizer is used (srcset above); only the client component is left out.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in the spread props
  return <img {...props} />;
}
