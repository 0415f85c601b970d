import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { media } from "@/lib/db/schema";
import { badRequest } from "@/lib/errors";
import { markdownImageUrls } from "@/lib/posts/markdown";
import { LOCAL_UPLOAD_PREFIX, SAFE_FILE_NAME } from "@/lib/storage/local";
import { isUploadedFileUrl } from "@/lib/storage/uploaded-url";

/*
 * A post (and the About text) shows only images uploaded to this site (docs/decisions.md,
 * "Images from other sites"): a Markdown image whose address is anything else is refused
 * when the text is saved, with a message that names the address and says to upload it. A
 * link to another site stays a link; only images are judged.
 */

/** An address as a message quotes it: whole when short, else its start. */
const quoted = (url: string) => (url.length > 120 ? `${url.slice(0, 117)}…` : url);

/** `/uploads/<name>` when `url` is an absolute address of a local upload (this site's, typed in full). */
function localPathOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const { pathname, search, hash } = new URL(url);
  return pathname.startsWith(LOCAL_UPLOAD_PREFIX) && SAFE_FILE_NAME.test(pathname.slice(LOCAL_UPLOAD_PREFIX.length)) && !search && !hash ? pathname : null;
}

/**
 * 400 unless every image `markdown` shows is an upload of this site (an image file the
 * media library has a record of). `field` names the text in the message: "content", "about".
 */
export async function assertOwnImages(field: string, markdown: string | undefined): Promise<void> {
  if (!markdown) return;
  const urls = [...new Set(markdownImageUrls(markdown).map((url) => url.trim()))];
  if (urls.length === 0) return;
  if (urls.includes("")) throw badRequest(`${field} has an image without an address ("![…]()"). Add the address of an uploaded image, or remove it.`);
  const uploads = urls.filter(isUploadedFileUrl);
  const db = await getDb();
  const local = urls.map(localPathOf).filter((path): path is string => path !== null);
  const rows = await db
    .select({ url: media.url, contentType: media.contentType })
    .from(media)
    .where(inArray(media.url, [...uploads, ...local, ""]));
  const recorded = new Map(rows.map((row) => [row.url, row.contentType]));
  for (const url of urls) {
    if (!isUploadedFileUrl(url)) {
      const path = localPathOf(url);
      if (path && recorded.has(path)) {
        throw badRequest(`${field} shows ${quoted(url)}: write the upload's address as ${path}, as the editor inserts it.`);
      }
      throw badRequest(
        `${field} shows an image from another site: ${quoted(url)}. Upload it instead (the editor's Image button, or paste or drop the file): ` +
          "only images uploaded to this site are shown.",
      );
    }
    const type = recorded.get(url);
    if (type === undefined) {
      throw badRequest(`${field} shows ${quoted(url)}, which is not an image uploaded to this site (it may have been deleted). Upload the image again, or remove it.`);
    }
    if (!type.startsWith("image/")) throw badRequest(`${field} shows ${quoted(url)} as an image, but that upload is not an image (${type}).`);
  }
}
