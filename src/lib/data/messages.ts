import "server-only";
import { desc } from "drizzle-orm";
import { messages, type MessageRow } from "@/lib/db/schema";
import type { MessageInput } from "@/lib/validations/message";
import { entityStore, type WithId } from "./store";

export type Message = WithId<MessageRow>;
type MessageValues = Omit<MessageInput, "website"> & { read?: boolean };

const store = entityStore<MessageRow, MessageValues>(messages, () => [desc(messages.createdAt)]);

export const listMessages = store.list;
export const createMessage = store.create;
export const markMessageRead = (id: string) => store.update(id, { read: true });
export const deleteMessage = store.remove;
