// What the API and the pages know of an upload (no server code: the editor uses it too).

/** The kinds of content that can name an upload: the API's collections, and the profile. */
export type MediaUserKind = "projects" | "blogs" | "certification" | "techStack" | "profile";

/** One item that names an upload (GET /api/v1/media). */
export interface MediaUse {
  kind: MediaUserKind;
  /** The item's id ("profile" for the profile). */
  id: string;
  /** Its title (the owner's name for the profile). */
  title: string;
  /**
   * Where it names it: an image field (`imageUrl`, `logo`, `avatar`, `resumeUrl`…), its
   * Markdown (`content`, `description`, `about`), `version`: only an earlier version does, or
   * `autosave`: the unsaved changes of a form do (`id` is then the autosave's for a new item).
   */
  field: string;
  /** The item is in the trash (a restore brings it back with its files). */
  inTrash: boolean;
  /** For `field: "autosave"`: the autosave's own id (its form restores it from `?copy=`). */
  autosaveId?: string;
}

/**
 * Why an upload is kept: something names it, a kept version does, or it is new (less than a
 * day old: cleaning up leaves it, and the owner deletes it only after being told a draft may
 * name it).
 */
export type MediaKeptBecause = "items" | "versions" | "recent";

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
  /** "media": uploaded to the library or into a text; "item": with an item's own save. */
  origin: "media" | "item";
  /** The items that name it (trashed ones included), and the profile. */
  usedBy: MediaUse[];
  /** Why it is kept, or null when nothing uses it (it may be deleted). */
  keptBecause: MediaKeptBecause | null;
}

/** What the Markdown renderer needs of the uploads a text names, by URL. */
export type MediaIndex = Record<string, Pick<MediaItem, "width" | "height" | "placeholder" | "alt">>;
