import { getBlogById, getPublicProfile } from "@/lib/data/public";
import { cardIdentity, uploadAsCard } from "@/lib/site/avatar-image";
import { formatLongDate } from "@/lib/site/format";
import { OG_SIZE, renderOgImage } from "@/lib/site/og-image";
import { postCardImage } from "@/lib/site/metadata";

/**
 * A post's own Open Graph card (named by the post's metadata: postCardUrl in
 * src/lib/site/metadata.ts); a route handler for the reason given in src/app/og/route.ts.
 * Addressed by the post's id, not its slug: the owner may change the slug, and the social
 * sites that fetched a card keep its URL (weeks); an id never changes, so it stays valid.
 *
 * Cached like the post's page: each card is rendered on its first request and kept under
 * the blogs and profile tags its reads carry (an owner's save or delete expires it at once), for at
 * most 300 s (PUBLIC_REVALIDATE_SECONDS; segment config must be a literal). The empty
 * list is what makes the route cached instead of rendered per request; unlike the page,
 * an image needs no nonce, so this holds in both CSP modes.
 */
export const revalidate = 300;
export const generateStaticParams = (): Array<{ id: string }> => [];

/**
 * A post visitors can see (getBlogById reads only those), or 404: an unknown id renders
 * nothing. The 404 says no-store (notFound() would let shared caches keep it for a year),
 * and the page cache handler keeps none; a found card may be kept by shared caches as
 * long as its page (s-maxage=300), not ImageResponse's default max-age=0.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }) {
  const blog = await getBlogById((await params).id);
  if (!blog) return new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  // The post's social image, else its cover, is the card itself (cropped to the card's size);
  // without either, or when it cannot be read, the card of its title and summary.
  const image = postCardImage(blog);
  const photo = image && (await uploadAsCard(image.url, OG_SIZE));
  if (photo) {
    return new Response(photo as Uint8Array<ArrayBuffer>, { headers: { "Content-Type": "image/jpeg", "Cache-Control": `s-maxage=${revalidate}` } });
  }
  return renderOgImage(
    { kicker: `Blog · ${formatLongDate(blog.date)}`, title: blog.title, subtitle: blog.summary },
    await cardIdentity(await getPublicProfile()),
    { "Cache-Control": `s-maxage=${revalidate}` },
  );
}
