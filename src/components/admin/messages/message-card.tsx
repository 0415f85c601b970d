"use client";

import { useId, useLayoutEffect, useRef, useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { MailIcon } from "@/components/ui/icons";

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

/** Lines a long message shows until "Show more". */
export const COLLAPSED_LINES = 5;

/**
 * Long enough to collapse: more lines than shown, or more characters than five lines hold
 * on a phone. The browser then checks the real height (below), so a message that fits on a
 * wide screen shows no button that would change nothing.
 */
export function isLongMessage(text: string): boolean {
  return text.length > 280 || text.split("\n").length > COLLAPSED_LINES;
}

/** The mailto: link of Reply, with "Re: " before the subject unless it is there already. */
export function replyHref(message: Pick<MessageItem, "email" | "subject">): string {
  const subject = /^re:/i.test(message.subject) ? message.subject : `Re: ${message.subject}`;
  return `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
}

function MessageText({ text }: { text: string }) {
  const long = isLongMessage(text);
  const [expanded, setExpanded] = useState(false);
  const [fits, setFits] = useState(false);
  const body = useRef<HTMLParagraphElement>(null);
  const bodyId = useId();

  // Measured once laid out (jsdom and the server have no layout: clientHeight is 0 there).
  useLayoutEffect(() => {
    const element = body.current;
    if (!long || !element || element.clientHeight === 0) return;
    // A layout measurement, read before paint.
    setFits(element.scrollHeight <= element.clientHeight + 1);
  }, [long, text]);

  const collapsible = long && !fits;
  return (
    <div className="flex flex-col items-start gap-1">
      <p
        ref={body}
        id={bodyId}
        className={`min-w-0 self-stretch whitespace-pre-wrap break-words leading-relaxed ${collapsible && !expanded ? "line-clamp-5" : ""}`}
      >
        {text}
      </p>
      {collapsible && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((value) => !value)}
          className="-ml-3 inline-flex min-h-11 min-w-11 items-center rounded-full px-3 text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          {expanded ? "Show less" : "Show more"}
        </button>
      )}
    </div>
  );
}

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
      className={`flex min-w-0 flex-col gap-3 rounded-2xl border p-4 sm:p-5 ${
        message.read
          ? "border-line bg-surface-2/60 text-muted"
          : "border-line border-l-4 border-l-accent bg-surface text-fg shadow-card"
      }`}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 className={`min-w-0 break-words text-lg text-fg ${message.read ? "font-medium" : "font-semibold"}`}>
          {message.subject}
        </h3>
        <span
          className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide ${
            message.read ? "bg-surface-2 text-muted" : "bg-accent-soft text-accent"
          }`}
        >
          {message.read ? "Read" : "Unread"}
        </span>
      </header>
      <p className="min-w-0 break-words text-sm text-muted">
        From <span className="font-medium text-fg">{message.name}</span>{" "}
        <span className="break-all">&lt;{message.email}&gt;</span>
        {" · "}
        <time dateTime={message.createdAt}>{received.format(new Date(message.createdAt))}</time>
      </p>
      <MessageText text={message.message} />
      <div className="flex flex-wrap gap-2 pt-1">
        <a href={replyHref(message)} className={buttonClasses({ variant: "primary" })} aria-label={`Reply to ${from}`}>
          <MailIcon size={18} />
          Reply
        </a>
        <button
          type="button"
          className={buttonClasses({ variant: "secondary" })}
          disabled={message.read || working !== null}
          aria-label={message.read ? `Message "${message.subject}" is read` : `Mark "${message.subject}" as read`}
          onClick={() => void run("reading", () => onRead(message))}
        >
          {working === "reading" ? "Submitting" : "Read"}
        </button>
        <button
          type="button"
          className={buttonClasses({ variant: "danger" })}
          disabled={working !== null}
          aria-label={`Delete message "${message.subject}"`}
          // No question: it goes to the trash, and the toast's Undo brings it back.
          onClick={() => void run("deleting", () => onDelete(message))}
        >
          {working === "deleting" ? "Deleting" : "Delete"}
        </button>
      </div>
    </article>
  );
}
