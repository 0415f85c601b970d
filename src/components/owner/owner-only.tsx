"use client";

import { lazy, Suspense } from "react";
import { MESSAGES_LINK } from "@/config/nav";
import { useCurrentUser } from "@/lib/client/current-user";

/*
 * What only the owner sees on the public pages, in one module (issue 22, point 15). The
 * navigation (root layout) uses its unread badge, so the module is part of every page's
 * layout bundle, and a page showing owner actions (the home page's Selected Work, the lists)
 * adds no script file of its own: on the home page that file cost about a kilobyte, most of
 * it response headers. What the owner's actions do (API calls, confirmation, Undo) loads only
 * when they are shown: never on a visitor's view.
 */

/**
 * Renders its children only for the logged-in owner, and `fallback` for everyone else.
 * It reads the session in the browser, so the page around it stays cached for visitors.
 */
export function OwnerOnly({
  children,
  fallback = null,
}: {
  children: React.ReactNode;
  fallback?: React.ReactNode;
}) {
  const { isOwner, isLoading } = useCurrentUser();
  if (isLoading) return null;
  return <>{isOwner ? children : fallback}</>;
}

export interface ItemActionsProps {
  /** e.g. "/edit-project/<id>" */
  editHref: string;
  /** API path, e.g. "/projects/<id>" */
  deletePath: string;
  /** What is deleted, for the confirmation and the accessible names ("project Fieldnotes"). */
  label: string;
  /** The spec's toast, e.g. "Project deleted successfully!" */
  deletedMessage: string;
}

// React's own lazy, not next/dynamic, whose loader would weigh more than what it saves here.
const ItemActionButtons = lazy(() => import("./item-action-buttons").then((module) => ({ default: module.ItemActionButtons })));

/** Edit and Delete for one item on a public list, for the owner only (./item-action-buttons.tsx). */
export function ItemActions(props: ItemActionsProps) {
  return (
    <OwnerOnly>
      <Suspense fallback={null}>
        <ItemActionButtons {...props} />
      </Suspense>
    </OwnerOnly>
  );
}

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
        className={`unread-badge ${className}`}
      >
        {shownCount(unread)}
      </span>
    </>
  );
}
