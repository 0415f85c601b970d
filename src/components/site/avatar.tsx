import { getImageProps } from "next/image";

/**
 * The owner's photo at a fixed size, through the image optimizer (1x and 2x), as a plain
 * <img>: no client component. `alt` is "" where the name is written next to it.
 */
export function Avatar({ src, alt, size, priority = false, className = "" }: { src: string; alt: string; size: number; priority?: boolean; className?: string }) {
  const { props } = getImageProps({
    src,
    alt,
    width: size,
    height: size,
    loading: priority ? "eager" : "lazy",
    className: `shrink-0 object-cover ${className}`,
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimizer's props, alt included
  return <img {...props} />;
}
