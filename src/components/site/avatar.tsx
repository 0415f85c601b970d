import { getImageProps } from "next/image";
import { fitToStoredImage, type StoredImage } from "@/lib/site/stored-image";

type AvatarProps = {
  size: number;
  priority?: boolean;
  /** The name is written next to it: `alt=""`. */
  decorative?: boolean;
  /** The stored placeholder, blurred, until the photo arrives. */
  blur?: boolean;
  className?: string;
  image: StoredImage;
};

/**
 * The owner's photo at a fixed size, through the image optimizer (1x and 2x, never wider
 * than the stored file), as a plain <img>: no client component.
 */
export function Avatar({ image, size, priority = false, decorative = false, blur = false, className = "" }: AvatarProps) {
  const { props } = getImageProps({
    src: image.src,
    alt: decorative ? "" : image.alt,
    width: size,
    height: size,
    loading: priority ? "eager" : "lazy",
    className: `shrink-0 object-cover ${className}`,
    // The box is square whatever the photo's own ratio (its width and height attributes).
    style: { width: size, height: size },
  });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the optimizer's props, alt included
  return <img {...fitToStoredImage(props, image, { blur })} />;
}
