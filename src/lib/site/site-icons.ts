/**
 * The site's icons: the owner's initials on the site's dark tile, drawn by route handlers
 * (src/app/monogram/*) and named by the layout's metadata, the manifest and the
 * /favicon.ico rewrite (next.config.ts). Route handlers rather than icon.tsx/apple-icon.tsx
 * files: Next imports those into every page's metadata resolution, and next/og, which
 * draws them, imports sharp (~19 MB) when present, so it was traced into every page
 * function on Vercel. Paths avoid Next's metadata file names (icon, apple-icon...).
 */
export interface SiteIcon {
  path: string;
  /** Square, in pixels. */
  size: number;
  /** The favicon is rounded; iOS rounds the home-screen icon itself. */
  rounded: boolean;
}

export const FAVICON: SiteIcon = { path: "/monogram/favicon", size: 64, rounded: true };
export const APPLE_TOUCH_ICON: SiteIcon = { path: "/monogram/apple-touch", size: 180, rounded: false };

/** As a link's or a manifest entry's `sizes` and `type`. */
export const iconEntry = (icon: SiteIcon) => ({ sizes: `${icon.size}x${icon.size}`, type: "image/png" });
