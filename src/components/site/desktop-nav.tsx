"use client";

import { usePathname } from "next/navigation";
import { useCallback, useId, useRef, useState } from "react";
import { ChevronDownIcon, NAV_ICONS } from "@/components/ui/nav-icons";
import { IntentLink } from "@/components/ui/intent-link";
import { CONTACT_OR_MESSAGES, DESKTOP_MORE_LINKS, OWNER_MORE_LINKS, PRIMARY_LINKS, isActiveLink } from "@/config/nav";
import { useCurrentUser, useRefreshOnNavigation } from "@/lib/client/current-user";
import { AuthNavAction } from "./auth-nav-action";
import { UnreadBadge, unreadLabel } from "@/components/owner/owner-only";
import { useDismiss } from "./use-dismiss";

/**
 * The top bar's page links (Contact becomes Messages for the owner) and the More menu. Their
 * `nav-*` classes are globals.css's "Navigation".
 */
export function DesktopNav() {
  const pathname = usePathname() ?? "/";
  const { isOwner, unreadMessages } = useCurrentUser();
  useRefreshOnNavigation(pathname, isOwner);
  const links = [...PRIMARY_LINKS, isOwner ? CONTACT_OR_MESSAGES.owner : CONTACT_OR_MESSAGES.visitor];

  return (
    <nav aria-label="Main" className="hidden items-center gap-0.5 md:flex">
      {links.map((link) => {
        const active = isActiveLink(link.href, pathname);
        return (
          <IntentLink
            key={link.href}
            href={link.href}
            aria-current={active ? "page" : undefined}
            aria-label={unreadLabel(link.href, unreadMessages)}
            className="nav-link"
          >
            {/* 768-1023 px: the icon, with the label for assistive technology; wider: the label. */}
            <LinkIcon icon={link.icon} />
            <span className="max-lg:sr-only">{link.label}</span>
            <UnreadBadge href={link.href} unread={unreadMessages} className="ml-1.5" />
            {active && <span aria-hidden="true" className="absolute inset-x-3 -bottom-px h-px bg-accent" />}
          </IntentLink>
        );
      })}
      <MoreMenu pathname={pathname} isOwner={isOwner} />
    </nav>
  );
}

function LinkIcon({ icon }: { icon: keyof typeof NAV_ICONS }) {
  const Icon = NAV_ICONS[icon];
  return <Icon size={20} className="lg:hidden" />;
}

function MoreMenu({ pathname, isOwner }: { pathname: string; isOwner: boolean }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, close, panel, button);
  const moreLinks = isOwner ? [...OWNER_MORE_LINKS, ...DESKTOP_MORE_LINKS] : DESKTOP_MORE_LINKS;
  const inMore = moreLinks.some((link) => isActiveLink(link.href, pathname));

  return (
    <div
      className="relative"
      // Tabbing (or clicking) from the menu to anything outside it closes the menu.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className={`nav-link gap-1 ${inMore ? "text-fg" : ""}`}
      >
        More
        <ChevronDownIcon size={16} className={`transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      <div
        ref={panel}
        id={panelId}
        hidden={!open}
        className="nav-menu"
      >
        <ul>
          {moreLinks.map((link) => (
            <li key={link.href}>
              <IntentLink
                href={link.href}
                onClick={close}
                aria-current={isActiveLink(link.href, pathname) ? "page" : undefined}
                className="nav-menu-item"
              >
                {link.label}
              </IntentLink>
            </li>
          ))}
          <li className="mt-1 border-t border-line pt-1">
            <AuthNavAction className="nav-menu-item" onChosen={close} />
          </li>
        </ul>
      </div>
    </div>
  );
}
