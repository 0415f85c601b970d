import { MESSAGES_LINK } from "@/config/nav";

/** The count as the badge shows it. */
const shownCount = (unread: number) => (unread > 99 ? "99+" : String(unread));

/**
 * The Messages link's accessible name with the owner's unread count ("Messages 3 unread"),
 * or undefined to keep its visible text. Only the Messages link carries a count. The name
 * starts with what is visible, label then badge, so speech input ("click Messages 3")
 * matches it (WCAG 2.5.3).
 */
export function unreadLabel(href: string, unread: number): string | undefined {
  return href === MESSAGES_LINK.href && unread > 0 ? `${MESSAGES_LINK.label} ${shownCount(unread)} unread` : undefined;
}

/** The count as a small pill; nothing at 0. The link's name says it for screen readers. */
export function UnreadBadge({ href, unread, className = "" }: { href: string; unread: number; className?: string }) {
  if (href !== MESSAGES_LINK.href || unread <= 0) return null;
  // The space keeps label and count apart in the link's text ("Messages 3", not "Messages3"),
  // which its accessible name must start with.
  return (
    <>
      {" "}
      <span
        aria-hidden="true"
        data-testid="unread-badge"
        className={`inline-flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-accent-strong px-1 text-[0.6875rem] font-semibold leading-none tabular-nums text-accent-contrast ${className}`}
      >
        {shownCount(unread)}
      </span>
    </>
  );
}
