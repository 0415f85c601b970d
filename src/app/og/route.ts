import { getPublicProfile } from "@/lib/data/public";
import { cardIdentity } from "@/lib/site/avatar-image";
import { renderOgImage } from "@/lib/site/og-image";

/**
 * The site's Open Graph card (named by every page's metadata: siteCardUrl in
 * src/lib/site/metadata.ts). A route handler, not an opengraph-image file: Next imports
 * those into every page's metadata resolution, so sharp (the photo's re-encoding, and
 * next/og's own optional import; ~19 MB) was traced into every page function on Vercel.
 * A route handler is a function of its own.
 *
 * Cached under the profile's tag (its read carries it): a profile save expires it with the
 * pages, and it is drawn again on its next request. At most 300 s old otherwise
 * (PUBLIC_REVALIDATE_SECONDS; segment config must be a literal). The `?v=` the pages add
 * is for networks that keep cards; this handler never reads the request, so it stays static.
 */
export const revalidate = 300;

export async function GET() {
  const profile = await getPublicProfile();
  return renderOgImage(
    { kicker: profile.role, title: `Hi, I'm ${profile.name}.`, subtitle: profile.heroIntro },
    await cardIdentity(profile),
    { "Cache-Control": `s-maxage=${revalidate}` },
  );
}
