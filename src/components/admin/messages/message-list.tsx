"use client";

import { toast } from "@/lib/client/toast";
import { apiRequest } from "@/lib/client/api";
import { useApi } from "@/lib/client/use-api";
import { primaryButtonClass } from "../fields/styles";
import { errorMessage } from "../use-entity-form";
import { MessageCard, type MessageItem } from "./message-card";

/** The SWR key of the message list; the navigation may read it too (unread badge). */
export const MESSAGES_KEY = "/message";

/**
 * The owner's inbox, read in the browser through SWR (5-minute freshness, see useApi)
 * and revalidated after each Read or Delete; the page stays on /message.
 */
export function MessageList() {
  const { data, error, isLoading, isValidating, mutate } = useApi<{ messages: MessageItem[] }>(MESSAGES_KEY);

  async function markRead(message: MessageItem) {
    try {
      await apiRequest(`/message/${message._id}`, { method: "PATCH", body: { read: true } });
      toast.success("Message read successfully!");
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
    await mutate();
  }

  /** Called once the card has asked for confirmation. */
  async function remove(message: MessageItem) {
    try {
      await apiRequest(`/message/${message._id}`, { method: "DELETE" });
      toast.success("Message deleted successfully!");
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
    await mutate();
  }

  if (error && !data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-600/50 p-5">
        <p className="font-semibold text-red-700 dark:text-red-300">The messages could not be loaded.</p>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">{errorMessage(error)}</p>
        <button type="button" className={primaryButtonClass} disabled={isValidating} onClick={() => void mutate()}>
          {isValidating ? "Retrying" : "Retry"}
        </button>
      </div>
    );
  }

  if (isLoading || !data) {
    return (
      <p role="status" className="text-neutral-700 dark:text-neutral-300">
        Loading messages…
      </p>
    );
  }

  const messages = data.messages;
  if (messages.length === 0) {
    return <p className="rounded-xl border border-dashed border-neutral-400 p-6 text-center dark:border-neutral-600">No messages</p>;
  }

  const unread = messages.filter((message) => !message.read);
  const card = (message: MessageItem) => (
    <li key={message._id}>
      <MessageCard message={message} onRead={markRead} onDelete={remove} />
    </li>
  );

  return (
    <div className="flex flex-col gap-10">
      {unread.length > 0 && (
        <section aria-labelledby="unread-messages" className="flex flex-col gap-4">
          <h2 id="unread-messages" className="text-xl font-bold">
            Unread Messages <span className="text-base font-normal text-neutral-600 dark:text-neutral-400">({unread.length})</span>
          </h2>
          <ul className="flex flex-col gap-4">{unread.map(card)}</ul>
        </section>
      )}
      <section aria-labelledby="all-messages" className="flex flex-col gap-4">
        <h2 id="all-messages" className="text-xl font-bold">
          All Messages <span className="text-base font-normal text-neutral-600 dark:text-neutral-400">({messages.length})</span>
        </h2>
        <ul className="flex flex-col gap-4">{messages.map(card)}</ul>
      </section>
    </div>
  );
}
