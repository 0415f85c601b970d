import { LOCAL_UPLOAD_PREFIX } from "./upload-names";

/** A file in a Vercel Blob store (the host names the store). */
export const BLOB_FILE_URL = /^https:\/\/[^/]+\.blob\.vercel-storage\.com\//;

/**
 * A URL that names a file uploaded through this site's storage (local disk or Vercel Blob),
 * as opposed to an external link the owner typed (a résumé may be either).
 */
export function isUploadedFileUrl(url: string): boolean {
  return url.startsWith(LOCAL_UPLOAD_PREFIX) || BLOB_FILE_URL.test(url);
}
