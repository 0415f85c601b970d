import { getPublicProfile } from "@/lib/data/public";
import { renderMonogramIcon } from "@/lib/site/og-image";

export const size = { width: 64, height: 64 };
export const contentType = "image/png";

/** Cached under the profile's tag: a new name gives new initials on the next request. */
export const revalidate = 300;

/** The favicon: the owner's initials on the site's dark tile. */
export default async function Icon() {
  return renderMonogramIcon((await getPublicProfile()).name, size.width, { rounded: true });
}
