import { markdownImageUrls } from "../posts/markdown";
import { LOCAL_UPLOAD_PREFIX, SAFE_FILE_NAME } from "../storage/upload-names";
import { isUploadedFileUrl } from "../storage/uploaded-url";

/*
 * The rule of src/lib/media/own-images.ts without a database: a text (a post, About) shows
 * only images uploaded to this site, each an image upload the media library has a record of.
 * The API asks its database which uploads are recorded; `npm run import` asks the backup's
 * own records (src/lib/db/backup.ts), so both refuse the same texts with the same words.
 * No server code here.
 */

/** An address as a message quotes it: whole when short, else its start. */
const quoted = (url: string) => (url.length > 120 ? `${url.slice(0, 117)}…` : url);

/** `/uploads/<name>` when `url` is an absolute address of a local upload (this site's, typed in full). */
export function localPathOf(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const { pathname, search, hash } = new URL(url);
  return pathname.startsWith(LOCAL_UPLOAD_PREFIX) && SAFE_FILE_NAME.test(pathname.slice(LOCAL_UPLOAD_PREFIX.length)) && !search && !hash ? pathname : null;
}

/** Every image address `markdown` shows, trimmed, each once. */
export function imageAddressesIn(markdown: string | null | undefined): string[] {
  if (!markdown) return [];
  return [...new Set(markdownImageUrls(markdown).map((url) => url.trim()))];
}

/**
 * Why `markdown` cannot be kept (`field` names it in the message: "content", "about"), or
 * undefined when every image it shows is an image upload of this site. `recorded` gives
 * the content type of an upload's record, undefined when there is none.
 */
export function ownImagesProblem(field: string, urls: readonly string[], recorded: (url: string) => string | undefined): string | undefined {
  if (urls.includes("")) return `${field} has an image without an address ("![…]()"). Add the address of an uploaded image, or remove it.`;
  for (const url of urls) {
    if (!isUploadedFileUrl(url)) {
      const path = localPathOf(url);
      if (path && recorded(path) !== undefined) return `${field} shows ${quoted(url)}: write the upload's address as ${path}, as the editor inserts it.`;
      return (
        `${field} shows an image from another site: ${quoted(url)}. Upload it instead (the editor's Image button, or paste or drop the file): ` +
        "only images uploaded to this site are shown."
      );
    }
    const type = recorded(url);
    if (type === undefined) {
      return `${field} shows ${quoted(url)}, which is not an image uploaded to this site (it may have been deleted). Upload the image again, or remove it.`;
    }
    if (!type.startsWith("image/")) return `${field} shows ${quoted(url)} as an image, but that upload is not an image (${type}).`;
  }
  return undefined;
}
