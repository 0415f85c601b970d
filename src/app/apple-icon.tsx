import { getPublicProfile } from "@/lib/data/public";
import { renderMonogramIcon } from "@/lib/site/og-image";

export const size = { width: 180, height: 180 };
export const contentType = "image/png";

/** Cached under the profile's tag: a new name gives new initials on the next request. */
export const revalidate = 300;

/** Home-screen icon for iOS (and the web manifest): the favicon's design at 180 px, square. */
export default async function AppleIcon() {
  return renderMonogramIcon((await getPublicProfile()).name, size.width, { rounded: false });
}
