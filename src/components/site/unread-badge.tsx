import { MESSAGES_LINK } from "@/config/nav";

/**
 * The Messages link's accessible name with the owner's unread count ("Messages, 3 unread"),
 * or undefined to keep its visible text. Only the Messages link carries a count.
 */
export function unreadLabel(href: string, unread: number): string | undefined {
  return href === MESSAGES_LINK.href && unread > 0 ? `${MESSAGES_LINK.label}, ${unread} unread` : undefined;
}

/** The count as a small pill; nothing at 0. The link's name says it for screen readers. */
export function UnreadBadge({ href, unread, className = "" }: { href: string; unread: number; className?: string }) {
  if (href !== MESSAGES_LINK.href || unread <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="unread-badge"
      className={`inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-accent-strong px-1 text-[0.6875rem] font-semibold leading-none tabular-nums text-accent-contrast ${className}`}
    >
      {unread > 99 ? "99+" : unread}
    </span>
  );
}
