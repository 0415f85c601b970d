"use client";

import { useState } from "react";
import { dangerButtonClass, secondaryButtonClass } from "../fields/styles";

/** A contact message as GET /message returns it. */
export interface MessageItem {
  _id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  read: boolean;
  createdAt: string;
}

const received = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/**
 * One message. Unread and read cards differ in border, background and a text badge, so
 * the state is not told by colour alone.
 */
export function MessageCard({
  message,
  onRead,
  onDelete,
}: {
  message: MessageItem;
  onRead: (message: MessageItem) => Promise<void>;
  onDelete: (message: MessageItem) => Promise<void>;
}) {
  const [working, setWorking] = useState<"reading" | "deleting" | null>(null);

  async function run(action: "reading" | "deleting", task: () => Promise<void>) {
    setWorking(action);
    try {
      await task();
    } finally {
      setWorking(null);
    }
  }

  const from = `${message.name} <${message.email}>`;
  return (
    <article
      aria-label={`${message.read ? "Read" : "Unread"} message: ${message.subject}`}
      className={`flex min-w-0 flex-col gap-3 rounded-xl border p-4 sm:p-5 ${
        message.read
          ? "border-neutral-200 bg-neutral-50 text-neutral-700 dark:border-neutral-800 dark:bg-neutral-900/40 dark:text-neutral-300"
          : "border-l-4 border-sky-600 bg-white text-neutral-900 shadow-sm dark:border-sky-400 dark:bg-neutral-900 dark:text-neutral-100"
      }`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 className={`min-w-0 break-words text-lg ${message.read ? "font-medium" : "font-bold"}`}>{message.subject}</h3>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide ${
            message.read
              ? "bg-neutral-200 text-neutral-700 dark:bg-neutral-800 dark:text-neutral-300"
              : "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200"
          }`}
        >
          {message.read ? "Read" : "Unread"}
        </span>
      </header>
      <p className="min-w-0 break-words text-sm">
        From {message.name}{" "}
        <a
          href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
          className="text-sky-700 underline dark:text-sky-400"
          aria-label={`Reply to ${from}`}
        >
          {message.email}
        </a>
        {" · "}
        <time dateTime={message.createdAt}>{received.format(new Date(message.createdAt))}</time>
      </p>
      <p className="min-w-0 whitespace-pre-wrap break-words">{message.message}</p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={message.read || working !== null}
          aria-label={message.read ? `Message "${message.subject}" is read` : `Mark "${message.subject}" as read`}
          onClick={() => void run("reading", () => onRead(message))}
        >
          {working === "reading" ? "Submitting" : "Read"}
        </button>
        <button
          type="button"
          className={dangerButtonClass}
          disabled={working !== null}
          aria-label={`Delete message "${message.subject}"`}
          onClick={() => {
            // Asked before the button turns busy, so a declined delete changes nothing.
            if (!window.confirm(`Delete the message "${message.subject}" from ${message.name}? This cannot be undone.`)) return;
            void run("deleting", () => onDelete(message));
          }}
        >
          {working === "deleting" ? "Deleting" : "Delete"}
        </button>
      </div>
    </article>
  );
}
