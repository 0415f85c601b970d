import { json, parseWith, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { parseBody } from "@/lib/api/request";
import { CACHE_TAGS, expireTag } from "@/lib/cache-tags";
import { recordActivity } from "@/lib/data/activity";
import { badRequest } from "@/lib/errors";
import { listMedia, uploadToLibrary } from "@/lib/media/library";
import { MAX_IMAGE_BYTES } from "@/lib/storage";
import { checkImage } from "@/lib/storage/check-image";
import { MEDIA_FILE_FIELD, mediaUploadSchema } from "@/lib/validations/media";

/** Every upload, newest first, with where each is used and whether it may be deleted. */
const list = route(
  async () => {
    const media = await listMedia();
    return json({ media, count: media.length });
  },
  { owner: true },
);

/** One image and its short fields: a little more than the image may weigh. */
const UPLOAD_LIMIT = MAX_IMAGE_BYTES + 64 * 1024;

/**
 * One image into the library (the post editor's Image button, paste and drop): through the
 * pipeline of every upload (413/415, re-encoded without metadata), then recorded. 201 with
 * the upload as the library lists it.
 */
const upload = route(
  async ({ req, ip }) => {
    const { fields, files } = await parseBody(req, { limit: UPLOAD_LIMIT });
    const { alt } = parseWith(mediaUploadSchema, fields);
    const file = files[MEDIA_FILE_FIELD];
    if (!file) {
      throw badRequest(
        MEDIA_FILE_FIELD in fields
          ? `${MEDIA_FILE_FIELD} must be an image file.`
          : `${MEDIA_FILE_FIELD} is required: send one image as the form field "${MEDIA_FILE_FIELD}" (multipart/form-data).`,
      );
    }
    const image = await checkImage(MEDIA_FILE_FIELD, file);
    const media = await uploadToLibrary(image, alt ?? "");
    await expireTag(CACHE_TAGS.media);
    await recordActivity("media.upload", media.name, ip);
    return json({ msg: "Image uploaded.", media }, 201);
  },
  { owner: true },
);

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods({ GET: list, POST: upload });
