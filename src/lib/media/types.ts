// What the API and the pages know of an upload (no server code: the editor uses it too).

/** One uploaded file as GET /api/v1/media lists it. */
export interface MediaItem {
  _id: string;
  url: string;
  /** The file name it was uploaded as. */
  name: string;
  contentType: string;
  /** Its size in bytes, when known (files stored before records were kept: null). */
  bytes: number | null;
  width: number | null;
  height: number | null;
  /** A tiny blurred data URL, for images. */
  placeholder: string | null;
  /** Its default alt text: an item's own alt field wins where it is set. */
  alt: string;
  createdAt: string;
}

/** What the Markdown renderer needs of the uploads a text names, by URL. */
export type MediaIndex = Record<string, Pick<MediaItem, "width" | "height" | "placeholder" | "alt">>;
