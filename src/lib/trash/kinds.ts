/**
 * The six kinds of content a delete moves to the trash, named as the API names them
 * (`/api/v1/{collection}`). Plain data: the owner's trash screen reads it too.
 */
export const TRASH_COLLECTIONS = ["projects", "blogs", "experiences", "certification", "techStack", "message"] as const;
export type TrashCollection = (typeof TRASH_COLLECTIONS)[number];

export interface TrashKind {
  /** In API messages, as the entity's other routes say it ("Project not found."). */
  apiLabel: string;
  /** The activity log's noun ("project.restore"). */
  single: string;
  /** On the trash screen. */
  label: string;
}

export const TRASH_KINDS: Record<TrashCollection, TrashKind> = {
  projects: { apiLabel: "Project", single: "project", label: "Project" },
  blogs: { apiLabel: "Blog", single: "blog", label: "Post" },
  experiences: { apiLabel: "Experience", single: "experience", label: "Experience" },
  certification: { apiLabel: "Certification", single: "certification", label: "Certification" },
  techStack: { apiLabel: "TechStack", single: "techstack", label: "Tech stack item" },
  message: { apiLabel: "Message", single: "message", label: "Message" },
};

export function isTrashCollection(value: string): value is TrashCollection {
  return (TRASH_COLLECTIONS as readonly string[]).includes(value);
}

/** How long a deleted item can be restored; then it is deleted for good, with its files. */
export const TRASH_RETENTION_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When an item deleted at `deletedAt` leaves the trash for good. */
export function purgeAtOf(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + TRASH_RETENTION_DAYS * DAY_MS);
}

/** Items deleted at or before this moment are due to be purged at `now`. */
export function purgeCutoff(now: Date): Date {
  return new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
}

/** Whole days until `purgeAt`, rounded up: 30 just after the delete, 1 on the last day. */
export function daysLeft(purgeAt: Date, now: Date): number {
  return Math.max(0, Math.ceil((purgeAt.getTime() - now.getTime()) / DAY_MS));
}
