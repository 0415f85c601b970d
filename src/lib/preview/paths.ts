import type { PreviewCollection } from "./token";

/** Where a preview is opened: /preview/blogs/<token>, /preview/projects/<token>. */
export function previewPath(collection: PreviewCollection, token: string): string {
  return `/preview/${collection}/${token}`;
}

/** Every preview page is under this prefix: robots.txt disallows it, the proxy gives it a nonce. */
export const PREVIEW_PREFIX = "/preview/";
