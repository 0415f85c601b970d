import { daysLeft, TRASH_KINDS, type TrashCollection } from "@/lib/trash/kinds";

/** One item of the trash as the screen shows it: its words are worked out on the server. */
export interface TrashItemView {
  collection: TrashCollection;
  _id: string;
  title: string;
  /** "Project", "Post" … */
  kind: string;
  image: string | null;
  /** ISO time, for <time dateTime>. */
  deletedAt: string;
  /** "Deleted today", "Deleted yesterday", "Deleted 3 days ago". */
  deleted: string;
  /** "30 days left" … "2 days left", "Last day to restore". */
  left: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function deletedWords(deletedAt: Date, now: Date): string {
  const days = Math.max(0, Math.floor((now.getTime() - deletedAt.getTime()) / DAY_MS));
  if (days === 0) return "Deleted today";
  if (days === 1) return "Deleted yesterday";
  return `Deleted ${days} days ago`;
}

function leftWords(purgeAt: Date, now: Date): string {
  const days = daysLeft(purgeAt, now);
  return days <= 1 ? "Last day to restore" : `${days} days left`;
}

/**
 * The view of one trash entry at `now`. Worked out on the server, which renders the screen
 * per request: the browser would otherwise count the days in its own time and hydrate with
 * different words.
 */
export function trashItemView(
  entry: { collection: TrashCollection; _id: string; title: string; image: string | null; deletedAt: Date; purgeAt: Date },
  now: Date,
): TrashItemView {
  return {
    collection: entry.collection,
    _id: entry._id,
    title: entry.title,
    kind: TRASH_KINDS[entry.collection].label,
    image: entry.image,
    deletedAt: entry.deletedAt.toISOString(),
    deleted: deletedWords(entry.deletedAt, now),
    left: leftWords(entry.purgeAt, now),
  };
}
