import "server-only";
import { cache } from "react";
import { postPath } from "@/lib/posts/slug";
import { isLive } from "@/lib/publishing";
import { isVoided, previewLinksValidAfter } from "./cutoffs";
import { asPublic, PREVIEW_SOURCES, type PreviewItem } from "./items";
import { verifyPreview, type PreviewCollection } from "./token";

export type PreviewOutcome<C extends PreviewCollection> =
  /** Not public yet: the page shows it, with the link's expiry. */
  | { kind: "preview"; item: PreviewItem<C>; expiresAt: Date }
  /** Published and due: the link leads to where visitors see it. */
  | { kind: "public"; path: string };

/** Where visitors see a live item: the post's page; a project's card on /projects. */
function publicPath(collection: PreviewCollection, item: { _id: string } & Partial<{ slug: string }>): string {
  return collection === "blogs" && item.slug ? postPath({ slug: item.slug }) : `/projects#project-${item._id}`;
}

/**
 * What a preview link shows at `now`: null (the 404 screen) for a token that is malformed,
 * tampered with, signed for another collection or expired, and for an item that no longer
 * exists or is in the trash; the public page while the item is live (any link: the public
 * page shows nothing a link could leak); else, for a link made after the item's links were
 * last ended (./cutoffs.ts: it stopped being public, went to the trash, or the owner ended
 * them), the item as saved, read from the database (never from the public cache, which
 * holds no draft), and for an older link the 404 screen.
 */
export async function resolvePreview<C extends PreviewCollection>(
  collection: C,
  token: string,
  now: Date = new Date(),
): Promise<PreviewOutcome<C> | null> {
  const claim = verifyPreview(collection, token, now);
  if (!claim) return null;
  const [item, validAfter] = await Promise.all([PREVIEW_SOURCES[collection].read(claim.id), previewLinksValidAfter(collection, claim.id)]);
  if (!item) return null;
  // While the item is public, any link of it leads there: it shows nothing that is not.
  if (isLive(item, now)) return { kind: "public", path: publicPath(collection, item) };
  if (isVoided(claim.issuedAt, validAfter)) return null;
  return { kind: "preview", item: asPublic(item) as PreviewItem<C>, expiresAt: claim.expiresAt };
}

/** One resolution per request for the page and its metadata (React's request cache). */
export const resolvePreviewOnce = cache(
  <C extends PreviewCollection>(collection: C, token: string) => resolvePreview(collection, token),
);
