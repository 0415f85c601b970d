import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { messages, type MessageRow } from "@/lib/db/schema";
import { notDeleted } from "@/lib/trash/condition";
import type { MessageInput } from "@/lib/validations/message";
import { entityStore, isId, withId, type WithId } from "./store";

export type Message = WithId<MessageRow>;
type MessageValues = Omit<MessageInput, "website"> & { read?: boolean };

const store = entityStore<MessageRow, MessageValues>(messages, () => [desc(messages.createdAt), desc(messages.id)]);

export const createMessage = store.create;
export const markMessageRead = (id: string) => store.update(id, { read: true });
export const deleteMessage = store.remove;
export const restoreMessage = store.restore;

/**
 * Where a page of the inbox ends: the last message's creation time in microseconds since
 * the epoch (the column's own precision; a JavaScript Date would round to milliseconds and
 * skip messages stored within the same millisecond) and its id, which breaks ties.
 */
interface MessageCursor {
  micros: string;
  id: string;
}

const CURSOR_TEXT = /^(\d{1,16}):([0-9a-f-]{36})$/;

/** Opaque to clients: base64url of "micros:id". */
function encodeCursor({ micros, id }: MessageCursor): string {
  return Buffer.from(`${micros}:${id}`).toString("base64url");
}

/** The cursor a previous page answered, or null when `value` is not one. */
export function decodeMessageCursor(value: string): MessageCursor | null {
  if (!/^[A-Za-z0-9_-]{1,80}$/.test(value)) return null;
  const match = CURSOR_TEXT.exec(Buffer.from(value, "base64url").toString("latin1"));
  if (!match || !isId(match[2])) return null;
  return { micros: match[1], id: match[2] };
}

export interface MessagePage {
  messages: Message[];
  /** null on the last page. */
  nextCursor: string | null;
}

/**
 * One page of the inbox, newest first, in a stable keyset order (created_at desc, id desc):
 * a message arriving or being deleted between two pages never shifts the next page.
 */
export async function listMessagePage(limit: number, after: MessageCursor | null): Promise<MessagePage> {
  const db = await getDb();
  const micros = sql<string>`((extract(epoch from ${messages.createdAt}) * 1000000)::bigint)::text`;
  const rows = await db
    .select({ row: messages, micros })
    .from(messages)
    .where(
      and(
        notDeleted(messages),
        after
          ? sql`(${messages.createdAt}, ${messages.id}) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    messages: page.map(({ row }) => withId(row)),
    nextCursor: rows.length > limit && last ? encodeCursor({ micros: last.micros, id: last.row.id }) : null,
  };
}

/** Every message and the unread ones, counted in one query. */
export async function countMessages(): Promise<{ total: number; unread: number }> {
  const db = await getDb();
  const [counts] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(count(*) filter (where not ${messages.read}))::int`,
    })
    .from(messages)
    .where(notDeleted(messages));
  return counts;
}

export async function countUnreadMessages(): Promise<number> {
  const db = await getDb();
  const [{ unread }] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(messages)
    .where(and(eq(messages.read, false), notDeleted(messages)));
  return unread;
}
