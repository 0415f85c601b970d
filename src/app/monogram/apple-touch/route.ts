import { getPublicProfile } from "@/lib/data/public";
import { renderMonogramIcon } from "@/lib/site/og-image";
import { APPLE_TOUCH_ICON } from "@/lib/site/site-icons";

/**
 * Home-screen icon for iOS (and the web manifest): the favicon's design at 180 px, square.
 * A route handler, not apple-icon.tsx: see src/lib/site/site-icons.ts. Cached under the
 * profile's tag: a new name gives new initials on the next request; at most 300 s old
 * otherwise (segment config must be a literal).
 */
export const revalidate = 300;

export async function GET() {
  return renderMonogramIcon((await getPublicProfile()).name, APPLE_TOUCH_ICON.size, {
    rounded: APPLE_TOUCH_ICON.rounded,
    headers: { "Cache-Control": `s-maxage=${revalidate}` },
  });
}
