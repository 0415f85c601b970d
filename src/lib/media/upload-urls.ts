/*
 * How a text names an upload: its URL written anywhere in it (an image, a link, a
 * reference definition). One pattern, read the same way by JavaScript (the versions'
 * `files`, the renderer's index) and by PostgreSQL (src/lib/media/in-use.ts, the
 * migration that filled older versions' `files`: drizzle/0007_media.sql): a file's name is
 * a UUID (with a preview's prefix), so finding its URL in a text cannot mistake another
 * file for it. No server code here.
 */

const STORED_NAME = "[a-z0-9-]+\\.(?:png|jpg|webp|gif|avif|pdf)";

/**
 * A local upload (`/uploads/<name>`) or a Vercel Blob file (`https://<store>.public.blob.
 * vercel-storage.com/images|files/<name>`), as one capturing group. Written in the syntax
 * JavaScript and PostgreSQL's regular expressions share.
 */
export const UPLOAD_URL_PATTERN = `((?:https://[A-Za-z0-9.-]+\\.blob\\.vercel-storage\\.com/(?:images|files)|/uploads)/${STORED_NAME})`;

/** Every upload URL `text` names, each once, in order of first appearance. */
export function uploadUrlsIn(text: string | null | undefined): string[] {
  if (!text) return [];
  const found = new Set<string>();
  for (const match of text.matchAll(new RegExp(UPLOAD_URL_PATTERN, "g"))) found.add(match[1]!);
  return [...found];
}
