/** What a preview link may name. */
const PREVIEW_COLLECTIONS = ["blogs", "projects"] as const;
export type PreviewCollection = (typeof PREVIEW_COLLECTIONS)[number];

function isPreviewCollection(value: string): value is PreviewCollection {
  return (PREVIEW_COLLECTIONS as readonly string[]).includes(value);
}

/** Where a preview is opened: /preview/blogs/<token>, /preview/projects/<token>. */
export function previewPath(collection: PreviewCollection, token: string): string {
  return `/preview/${collection}/${token}`;
}

/** What a path opens, if it is a preview page's (the inverse of previewPath; the token as it is in the path). */
export function previewAt(pathname: string): { collection: PreviewCollection; token: string } | null {
  const [, root, collection, token, ...rest] = pathname.split("/");
  if (root !== "preview" || !token || rest.length > 0 || !isPreviewCollection(collection)) return null;
  return { collection, token };
}

/** Every preview page is under this prefix: robots.txt disallows it, the proxy gives it a nonce. */
export const PREVIEW_PREFIX = "/preview/";
