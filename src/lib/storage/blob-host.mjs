// @ts-check
/**
 * The host of this site's own Vercel Blob store, read from its token, for the image
 * optimizer's allow-list (next.config.ts). A token reads `vercel_blob_rw_<storeId>_<secret>`
 * and the store's public files live at `https://<storeid>.public.blob.vercel-storage.com/`.
 * Allowing every `*.public.blob.vercel-storage.com` would let anyone's store through.
 * @param {string | undefined} token
 * @returns {string | null} null without a (well-formed) token: no remote image is allowed
 */
export function blobStoreHost(token) {
  const storeId = /^vercel_blob_rw_([A-Za-z0-9]+)_.+$/.exec(token ?? "")?.[1];
  return storeId ? `${storeId.toLowerCase()}.public.blob.vercel-storage.com` : null;
}
