import { getPublicProfile } from "@/lib/data/public";
import { renderMonogramIcon } from "@/lib/site/og-image";
import { FAVICON } from "@/lib/site/site-icons";

/**
 * The favicon (also /favicon.ico, by rewrite): the owner's initials on the site's dark
 * tile. A route handler, not icon.tsx: see src/lib/site/site-icons.ts. Cached under the
 * profile's tag: a new name gives new initials on the next request; at most 300 s old
 * otherwise (segment config must be a literal).
 */
export const revalidate = 300;

export async function GET() {
  return renderMonogramIcon((await getPublicProfile()).name, FAVICON.size, {
    rounded: FAVICON.rounded,
    headers: { "Cache-Control": `s-maxage=${revalidate}` },
  });
}
