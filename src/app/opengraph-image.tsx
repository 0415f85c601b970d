import { getPublicProfile } from "@/lib/data/public";
import { cardIdentity } from "@/lib/site/avatar-image";
import { OG_SIZE, renderOgImage } from "@/lib/site/og-image";

export const alt = "The site's card: the owner's name, role and introduction";
export const size = OG_SIZE;
export const contentType = "image/png";

/**
 * Cached under the profile's tag (its read carries it): a profile save expires it with the
 * pages, and it is drawn again on its next request. At most 300 s old otherwise
 * (PUBLIC_REVALIDATE_SECONDS; segment config must be a literal).
 */
export const revalidate = 300;

export default async function OpenGraphImage() {
  const profile = await getPublicProfile();
  return renderOgImage(
    { kicker: profile.role, title: `Hi, I'm ${profile.name}.`, subtitle: profile.heroIntro },
    await cardIdentity(profile),
    { "Cache-Control": `s-maxage=${revalidate}` },
  );
}
