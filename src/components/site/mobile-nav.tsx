"use client";

import { usePathname } from "next/navigation";
import { useCallback, useId, useRef, useState } from "react";
import { MoreIcon, NAV_ICONS } from "@/components/ui/nav-icons";
import { IntentLink } from "@/components/ui/intent-link";
import { CONTACT_OR_MESSAGES, MOBILE_BAR_LINKS, MOBILE_MORE_LINKS, OWNER_MORE_LINKS, isActiveLink } from "@/config/nav";
import { useCurrentUser, useRefreshOnNavigation } from "@/lib/client/current-user";
import { AuthNavAction } from "./auth-nav-action";
import { UnreadBadge, unreadLabel } from "@/components/owner/owner-only";
import { useDismiss } from "./use-dismiss";

/**
 * Phones (< 768 px): a bottom bar with Home, About, Projects, Experience and Contact (the
 * owner's Messages), plus a More sheet that toggles open and closes when a link is chosen.
 * Its `nav-*` classes are globals.css's "Navigation".
 */
export function MobileNav() {
  const pathname = usePathname() ?? "/";
  const { isOwner, unreadMessages } = useCurrentUser();
  useRefreshOnNavigation(pathname, isOwner);
  // The page the sheet was opened on: any navigation (a link, the back button) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const close = useCallback(() => setOpenOn(null), []);
  const sheet = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const sheetId = useId();
  useDismiss(open, close, sheet, button);

  const barLinks = [...MOBILE_BAR_LINKS, isOwner ? CONTACT_OR_MESSAGES.owner : CONTACT_OR_MESSAGES.visitor];
  const moreLinks = isOwner ? [...OWNER_MORE_LINKS, ...MOBILE_MORE_LINKS] : MOBILE_MORE_LINKS;

  return (
    <nav aria-label="Mobile" className="md:hidden">
      {open && <div aria-hidden="true" className="fixed inset-0 z-40 bg-black/50 backdrop-blur-[2px]" onClick={close} />}
      <div className="nav-bar">
        <ul className="mx-auto flex max-w-md items-stretch gap-1 px-2 py-1.5">
          {barLinks.map((link) => {
            const Icon = NAV_ICONS[link.icon];
            return (
              <li key={link.href} className="flex flex-1">
                <IntentLink
                  href={link.href}
                  aria-current={isActiveLink(link.href, pathname) ? "page" : undefined}
                  aria-label={unreadLabel(link.href, unreadMessages)}
                  className="nav-bar-item relative"
                >
                  <Icon size={22} />
                  {link.label}
                  {/* After the label in reading order ("Messages 3"), drawn on the icon's corner. */}
                  <UnreadBadge href={link.href} unread={unreadMessages} className="absolute left-[calc(50%+0.35rem)] top-1.5" />
                </IntentLink>
              </li>
            );
          })}
          <li className="flex flex-1">
            <button
              ref={button}
              type="button"
              aria-expanded={open}
              aria-controls={sheetId}
              onClick={() => setOpenOn(open ? null : pathname)}
              className="nav-bar-item"
            >
              <MoreIcon size={22} />
              More
            </button>
          </li>
        </ul>
      </div>
      {/* After the bar in the document: Tab from More goes on into the sheet (it is drawn above the bar). */}
      <div
        ref={sheet}
        id={sheetId}
        hidden={!open}
        className="nav-sheet"
      >
        <p className="px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-[0.14em] text-subtle">More</p>
        <ul>
          {moreLinks.map((link) => {
            const Icon = NAV_ICONS[link.icon];
            return (
              <li key={link.href}>
                <IntentLink
                  href={link.href}
                  onClick={close}
                  aria-current={isActiveLink(link.href, pathname) ? "page" : undefined}
                  className="nav-sheet-item"
                >
                  <Icon size={20} />
                  {link.label}
                </IntentLink>
              </li>
            );
          })}
          <li className="mt-1 border-t border-line pt-1">
            <AuthNavAction className="nav-sheet-item" onChosen={close} />
          </li>
        </ul>
      </div>
    </nav>
  );
}
