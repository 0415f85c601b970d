// Types only: the server's list of pending work and the owner's screens share them.

/** The collections whose items can wait as drafts or be scheduled. */
export type PublishableCollection = "blogs" | "projects";

/** A draft or scheduled post or project, as the owner's lists show it. */
export interface UnpublishedItem {
  collection: PublishableCollection;
  _id: string;
  title: string;
  status: string;
  publishAt: string | null;
}
