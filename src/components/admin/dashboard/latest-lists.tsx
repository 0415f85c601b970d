import Link from "next/link";
import { describeAction } from "@/components/admin/activity-list";

export interface LatestMessage {
  _id: string;
  name: string;
  subject: string;
  read: boolean;
  /** ISO time */
  at: string;
}

export interface LatestActivity {
  _id: string;
  action: string;
  detail: string;
  /** ISO time */
  at: string;
}

// Rendered on the server: UTC, stated, as on /activity.
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
const time = (iso: string) => <time dateTime={iso}>{when.format(new Date(iso))} UTC</time>;

function Panel({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  more: { href: string; label: string };
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="text-xl font-semibold tracking-tight text-fg">
          {title}
        </h2>
        <Link
          href={more.href}
          className="inline-flex min-h-11 items-center rounded-full px-2 text-sm font-medium text-accent underline-offset-4 hover:underline"
        >
          {more.label}
        </Link>
      </div>
      {children}
    </section>
  );
}

const listClass = "divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface";
const emptyClass = "rounded-2xl border border-dashed border-line-strong p-5 text-center text-muted";

/** The newest messages; each opens the inbox. Unread ones say so in words and in weight. */
export function LatestMessages({ messages }: { messages: LatestMessage[] }) {
  return (
    <Panel id="latest-messages" title="Latest messages" more={{ href: "/message", label: "All messages" }}>
      {messages.length === 0 ? (
        <p className={emptyClass}>No messages yet.</p>
      ) : (
        <ul className={listClass}>
          {messages.map((message) => (
            <li key={message._id}>
              <Link href="/message" className="flex min-h-11 flex-col gap-1 px-4 py-3 transition-colors hover:bg-surface-2">
                <span className="flex min-w-0 items-center gap-2">
                  {!message.read && (
                    <span className="shrink-0 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold uppercase tracking-wide text-accent">
                      Unread
                    </span>
                  )}{" "}
                  <span className={`min-w-0 truncate text-fg ${message.read ? "" : "font-semibold"}`}>{message.subject}</span>
                </span>{" "}
                <span className="text-sm text-muted">
                  From {message.name} · {time(message.at)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** The newest logins and changes; failed logins stand out with a sign, not colour alone. */
export function LatestActivityList({ entries }: { entries: LatestActivity[] }) {
  return (
    <Panel id="latest-activity" title="Latest activity" more={{ href: "/activity", label: "All activity" }}>
      {entries.length === 0 ? (
        <p className={emptyClass}>No activity yet.</p>
      ) : (
        <ul className={listClass}>
          {entries.map((entry) => {
            const failed = entry.action === "login.failed" || entry.action === "login.limited";
            return (
              <li key={entry._id} className="flex flex-col gap-0.5 px-4 py-3">
                <span className={`font-medium ${failed ? "text-danger" : "text-fg"}`}>
                  {failed && <span aria-hidden="true">⚠ </span>}
                  {describeAction(entry.action)}
                </span>
                {entry.detail && <span className="min-w-0 break-words text-sm text-fg">{entry.detail}</span>}
                <span className="text-sm text-muted">{time(entry.at)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}
