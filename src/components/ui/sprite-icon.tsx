import type { SVGProps } from "react";
import type { IconName } from "@/lib/site/icon-sprite.mjs";

/**
 * One icon of the site's sprite (src/lib/site/icon-sprite.mjs, served at /icons.svg with its
 * version in the URL, cached for a year): no icon library, and a page carries ~100 bytes per
 * icon instead of its paths. They take the text colour. Every icon is decorative
 * (aria-hidden); the control that holds it carries the name. The icons themselves:
 * ./nav-icons.tsx (the navigation's) and ./icons.tsx (every other).
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const SPRITE_URL = `/icons.svg?v=${process.env.ICON_SPRITE_VERSION}`;

/** The address of the sprite's icon `name`, for markup written without React (a post's body). */
export const iconHref = (name: IconName) => `${SPRITE_URL}#${name}`;

function Icon({ name, size = 20, ...props }: IconProps & { name: IconName }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" {...props}>
      <use href={iconHref(name)} />
    </svg>
  );
}

/** The component that draws the sprite's icon `name`. */
export const spriteIcon = (name: IconName) => {
  const NamedIcon = (props: IconProps) => <Icon {...props} name={name} />;
  NamedIcon.displayName = `Icon(${name})`;
  return NamedIcon;
};
