/*
 * What an upload's address looks like, without any storage code: the renderer of a post
 * (in the browser too: the editor's preview) tells this site's uploads from other sites'
 * images by it, and a client bundle must not reach node:fs through ./local.ts.
 */

export const LOCAL_UPLOAD_PREFIX = "/uploads/";

/** A stored file name: what `put` makes, and nothing that could leave the folder. */
export const SAFE_FILE_NAME = /^[a-z0-9-]+\.(png|jpg|webp|gif|avif|pdf)$/;
