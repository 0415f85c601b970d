import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { media } from "@/lib/db/schema";
import type { MediaIndex } from "./types";

/**
 * What the Markdown renderer needs of the uploads among `urls` (size, placeholder, default
 * alt text), by URL: images only; a URL without a record is left out (drawn as it is). Its own
 * module, light enough for the public pages (src/lib/data/public.ts caches it).
 */
export async function mediaIndexOf(urls: readonly string[]): Promise<MediaIndex> {
  if (urls.length === 0) return {};
  const db = await getDb();
  const rows = await db
    .select({ url: media.url, contentType: media.contentType, width: media.width, height: media.height, placeholder: media.placeholder, alt: media.alt })
    .from(media)
    .where(inArray(media.url, [...urls]));
  const index: MediaIndex = {};
  for (const { url, contentType, ...known } of rows) if (contentType.startsWith("image/")) index[url] = known;
  return index;
}
