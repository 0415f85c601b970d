"use client";

import useSWRInfinite from "swr/infinite";
import { buttonClasses } from "@/components/ui/button";
import { swrFetcher } from "@/lib/client/api";
import { apiRequest } from "@/lib/client/api";
import { refreshCurrentUser } from "@/lib/client/current-user";
import { useOwnerChange } from "@/lib/client/owner-change";
import { toast } from "@/lib/client/toast";
import { toastDeletedWithUndo } from "@/lib/client/undo-delete";
import { API_FRESHNESS_MS } from "@/lib/client/use-api";
import { errorMessage } from "../use-entity-form";
import { MessageCard, type MessageItem } from "./message-card";

/** The API path of the inbox's first page. */
export const MESSAGES_KEY = "/message";

/** One answer of GET /message. */
export interface MessagePage {
  messages: MessageItem[];
  nextCursor: string | null;
  unread: number;
  total: number;
}

/**
 * The first page is /message (the server's default of 50); each next one follows the
 * cursor of the page before it, and there is none after a page without one.
 */
export function inboxPageKey(index: number, previous: MessagePage | null): string | null {
  if (index === 0) return MESSAGES_KEY;
  if (!previous?.nextCursor) return null;
  return `${MESSAGES_KEY}?cursor=${encodeURIComponent(previous.nextCursor)}`;
}

const OPTIONS = {
  dedupingInterval: API_FRESHNESS_MS,
  revalidateOnFocus: false,
  // Loading page 3 must not fetch page 1 again.
  revalidateFirstPage: false,
};

const heading = "text-xl font-semibold tracking-tight text-fg";
const headingCount = "text-base font-normal text-muted";

/**
 * The owner's inbox, read in the browser 50 messages at a time ("Load more"), and read
 * again after each Read, Delete or Undo: every loaded page, and the navigation's unread
 * count (and, through useOwnerChange, every other page cached in the tab). The page stays
 * on /message.
 */
export function MessageList() {
  const { data, error, isLoading, isValidating, mutate, size, setSize } = useSWRInfinite<MessagePage>(
    inboxPageKey,
    swrFetcher,
    OPTIONS,
  );

  const showOwnerChange = useOwnerChange();

  async function afterChange() {
    showOwnerChange();
    await Promise.all([mutate(), refreshCurrentUser()]);
  }

  async function markRead(message: MessageItem) {
    try {
      await apiRequest(`/message/${message._id}`, { method: "PATCH", body: { read: true } });
      toast.success("Message read successfully!");
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
    await afterChange();
  }

  /** Called when the owner taps Delete (to the trash, with Undo in the toast). */
  async function remove(message: MessageItem) {
    try {
      await apiRequest(`/message/${message._id}`, { method: "DELETE" });
      toastDeletedWithUndo("Message deleted successfully!", `/message/${message._id}`, afterChange);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
    await afterChange();
  }

  if (error && !data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-2xl border border-danger/50 bg-surface p-5">
        <p className="font-semibold text-danger">The messages could not be loaded.</p>
        <p className="text-sm text-muted">{errorMessage(error)}</p>
        <button type="button" className={buttonClasses()} disabled={isValidating} onClick={() => void mutate()}>
          {isValidating ? "Retrying" : "Retry"}
        </button>
      </div>
    );
  }

  if (isLoading || !data || data.length === 0) {
    return (
      <p role="status" className="text-muted">
        Loading messages…
      </p>
    );
  }

  const messages = data.flatMap((page) => page.messages);
  // The counts of the page fetched last: every page carries them.
  const { unread: unreadTotal, total } = data[data.length - 1];
  if (messages.length === 0) {
    return <p className="rounded-2xl border border-dashed border-line-strong p-6 text-center text-muted">No messages</p>;
  }

  const unread = messages.filter((message) => !message.read);
  const hasMore = data.at(-1)?.nextCursor != null;
  // A page asked for and not here yet (or whose request failed).
  const pageMissing = size > data.length;
  const loadingMore = pageMissing && isValidating;
  const card = (message: MessageItem) => (
    <li key={message._id}>
      <MessageCard message={message} onRead={markRead} onDelete={remove} />
    </li>
  );

  return (
    <div className="flex flex-col gap-10">
      {unread.length > 0 && (
        <section aria-labelledby="unread-messages" className="flex flex-col gap-4">
          <h2 id="unread-messages" className={heading}>
            Unread Messages <span className={headingCount}>({unreadTotal})</span>
          </h2>
          {unreadTotal > unread.length && (
            <p className="text-sm text-muted">
              {unreadTotal - unread.length} more unread further down: Load more at the end of the list shows them.
            </p>
          )}
          <ul className="flex flex-col gap-4">{unread.map(card)}</ul>
        </section>
      )}
      <section aria-labelledby="all-messages" className="flex flex-col gap-4">
        <h2 id="all-messages" className={heading}>
          All Messages <span className={headingCount}>({total})</span>
        </h2>
        <ul className="flex flex-col gap-4">{messages.map(card)}</ul>
        <div className="flex flex-col items-center gap-3 pt-2">
          <p role="status" className="text-sm text-muted">
            Showing {messages.length} of {total} messages
          </p>
          {error && pageMissing && (
            <p role="alert" className="text-sm font-medium text-danger">
              More messages could not be loaded. {errorMessage(error)}
            </p>
          )}
          {(hasMore || pageMissing) && (
            <button
              type="button"
              className={buttonClasses({ variant: "secondary" })}
              disabled={loadingMore}
              // After a failed page, the same page is asked for again rather than the next.
              onClick={() => void (pageMissing ? mutate() : setSize(size + 1))}
            >
              {loadingMore ? "Loading…" : "Load more"}
            </button>
          )}
        </div>
      </section>
    </div>
  );
}
