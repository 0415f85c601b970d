import type { MetadataRoute } from "next";
import type { PublicProfile } from "@/lib/data/public";
import { siteTitleOf } from "./site-title";
import { APPLE_TOUCH_ICON, FAVICON, iconEntry } from "./site-icons";

/** The site's dark and light backgrounds (src/app/globals.css), as the layout's theme-color. */
export const THEME_COLORS = { dark: "#0b0d12", light: "#f7f7f5" } as const;

/** /manifest.webmanifest: the site as an installable app, named after the owner. */
export function webManifest(profile: Pick<PublicProfile, "name" | "role" | "siteTitle" | "siteDescription">): MetadataRoute.Manifest {
  return {
    name: siteTitleOf(profile),
    short_name: profile.name,
    description: profile.siteDescription,
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: THEME_COLORS.dark,
    theme_color: THEME_COLORS.dark,
    icons: [
      { src: FAVICON.path, ...iconEntry(FAVICON) },
      { src: APPLE_TOUCH_ICON.path, ...iconEntry(APPLE_TOUCH_ICON) },
    ],
  };
}
