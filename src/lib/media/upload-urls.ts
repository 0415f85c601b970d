/*
 * An upload's URL written as it is, anywhere in a text: what the renderer's index of sizes
 * looks up (src/lib/data/public.ts), what a backup moves with its files (src/lib/db/backup.ts)
 * and what the migration that filled older versions' `files` read (drizzle/0007_media.sql).
 * Not what decides whether a file is used: that is what a text shows and links, read by the
 * renderer's own parse (./named-uploads.ts), whatever escapes it is written with. A file's
 * name is a UUID (with a preview's prefix), so finding its URL in a text cannot mistake
 * another file for it. No server code here.
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
