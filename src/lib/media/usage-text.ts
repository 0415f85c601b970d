import type { MediaItem, MediaUse, MediaUserKind } from "./types";

/*
 * Where an upload is used, in words: the API's 409 and the media library say it alike. No
 * server code here.
 */

const KIND_NOUN: Record<MediaUserKind, string> = {
  projects: "project",
  blogs: "post",
  certification: "certification",
  techStack: "tech stack item",
  profile: "profile",
};

/** What part of the item names the file. */
function partOf(use: MediaUse): string {
  switch (use.field) {
    case "imageUrl":
      return use.kind === "blogs" ? "cover" : "icon";
    case "image":
      return "certificate image";
    case "socialImage":
      return "social image";
    case "avatar":
      return "photo";
    case "resumeUrl":
      return "résumé";
    case "content":
    case "description":
      return "text";
    case "about":
      return "About text";
    default:
      return use.field;
  }
}

/**
 * "the post “Hello” (cover)", "an earlier version of the project “Tidepool”", "the profile
 * (photo)", "unsaved changes to the post “Hello”".
 */
export function describeUse(use: MediaUse): string {
  const trashed = use.inTrash ? ", in the trash" : "";
  if (use.field === "autosave") {
    // A new item's title is what was typed so far: it may be none yet.
    const item = use.kind === "profile" ? "the profile" : use.title ? `the ${KIND_NOUN[use.kind]} “${use.title}”` : `an untitled ${KIND_NOUN[use.kind]}`;
    return `unsaved changes to ${item}${use.inTrash ? " (in the trash)" : ""}`;
  }
  if (use.kind === "profile") return `the profile (${partOf(use)})`;
  const item = `the ${KIND_NOUN[use.kind]} “${use.title}”`;
  if (use.field === "version") return `an earlier version of ${item}${use.inTrash ? " (in the trash)" : ""}`;
  return `${item} (${partOf(use)}${trashed})`;
}

/** Why an upload is kept, as a sentence; "" when nothing uses it. */
export function whyKept(item: Pick<MediaItem, "usedBy" | "keptBecause">): string {
  switch (item.keptBecause) {
    case "items":
    case "versions": {
      const shown = item.usedBy.slice(0, 3).map(describeUse);
      const more = item.usedBy.length - shown.length;
      return `it is used by ${shown.join(", ")}${more > 0 ? ` and ${more} more` : ""}.`;
    }
    case "recent":
      return "it was uploaded less than a day ago, and a draft may use it. It can be deleted after that if nothing uses it.";
    default:
      return "";
  }
}
