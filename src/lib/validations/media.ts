import { z } from "zod";
import { altText } from "./fields";

/** The form field of POST /api/v1/media that carries the image. */
export const MEDIA_FILE_FIELD = "file";

/**
 * An upload's default alt text: the rules of every alt field (one line, at most 200
 * characters, "" or null for none). Shown where a text inserts the image without alt text
 * of its own.
 */
export const mediaUploadSchema = z.object({ alt: altText() });

/** PATCH /api/v1/media/{id}: the default alt text, the one thing of an upload that changes. */
export const mediaUpdateSchema = z.object({ alt: altText() });

export type MediaUpdate = z.infer<typeof mediaUpdateSchema>;
