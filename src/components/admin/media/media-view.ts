import type { MediaItem, MediaUse } from "@/lib/media/types";
import { describeUse } from "@/lib/media/usage-text";

/*
 * How the media library words an upload: its kind, size and dimensions, where it is used and
 * where that link leads. Plain functions, the same on the server and in the browser (dates in
 * UTC, so the page hydrates with the words it was rendered with).
 */

const KINDS: Record<string, string> = {
  "image/webp": "WebP",
  "image/jpeg": "JPEG",
  "image/png": "PNG",
  "image/gif": "GIF",
  "image/avif": "AVIF",
  "application/pdf": "PDF",
};

/** "WebP", "PDF"…, or the type itself. */
export const kindOf = (contentType: string) => KINDS[contentType] ?? contentType;

/** "812 B", "245 KB", "1.2 MB" (1024-based, as file managers count); null when unknown. */
export function formatBytes(bytes: number | null): string | null {
  if (bytes === null) return null;
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  const mb = bytes / (1024 * 1024);
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}

/** "1600 × 900", or null without a known size. */
export const dimensionsOf = (item: Pick<MediaItem, "width" | "height">) =>
  item.width && item.height ? `${item.width} × ${item.height}` : null;

/** "WebP · 245 KB · 1600 × 900". */
export const detailsOf = (item: MediaItem) =>
  [kindOf(item.contentType), formatBytes(item.bytes), dimensionsOf(item)].filter(Boolean).join(" · ");

const UPLOADED = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "Uploaded 27 Nov 2026". */
export const uploadedOn = (item: Pick<MediaItem, "createdAt">) => `Uploaded ${UPLOADED.format(new Date(item.createdAt))}`;

export const isImage = (item: Pick<MediaItem, "contentType">) => item.contentType.startsWith("image/");

/** Where a use's link leads: the item's edit screen, the profile, or the trash for a trashed item. */
export function hrefOfUse(use: MediaUse): string {
  if (use.inTrash) return "/admin/trash";
  // Unsaved changes: their form, restoring them (a new item's is the add form's).
  if (use.field === "autosave" && use.autosaveId) {
    const screen = use.kind !== "profile" && use.id === use.autosaveId ? ADD_SCREENS[use.kind] : editScreen(use);
    return `${screen}?copy=${use.autosaveId}`;
  }
  return editScreen(use);
}

const ADD_SCREENS: Record<Exclude<MediaUse["kind"], "profile">, string> = {
  blogs: "/add-blog",
  projects: "/add-project",
  certification: "/add-certification",
  techStack: "/add-techStack",
};

function editScreen(use: MediaUse): string {
  switch (use.kind) {
    case "profile":
      return "/admin/profile";
    case "blogs":
      return `/edit-blog/${use.id}`;
    case "projects":
      return `/edit-project/${use.id}`;
    case "certification":
      return `/edit-certification/${use.id}`;
    case "techStack":
      return `/edit-techStack/${use.id}`;
  }
}

/** "The post “Hello” (cover)": describeUse with a capital. */
export const labelOfUse = (use: MediaUse) => {
  const text = describeUse(use);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The Markdown that shows the image in a text: its default alt text, else its file name's words. */
export function markdownOf(item: Pick<MediaItem, "url" | "alt" | "name">): string {
  const alt = (item.alt || item.name.replace(/\.[a-z0-9]+$/i, "").replace(/[-_]+/g, " ")).replace(/[[\]\\]/g, "").trim();
  return `![${alt}](${item.url})`;
}
