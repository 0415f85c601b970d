"use client";

import { lazy, Suspense } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import { LoginIcon, LogoutIcon } from "@/components/ui/nav-icons";
import { LOGIN_HREF } from "@/config/nav";
import { useCurrentUser } from "@/lib/client/current-user";

/** Logout as it shows until its code has loaded: the same entry, not yet usable. */
function LogoutPending({ className }: { className: string }) {
  return (
    <button type="button" className={`${className} w-full`} disabled>
      <LogoutIcon size={18} />
      Logout
    </button>
  );
}

// Only the owner logs out: visitors' pages do not carry it (./logout-form.tsx). A file that
// fails to load (the network, a tab older than a deploy) leaves the entry disabled rather
// than failing the navigation, and with it the root layout.
const LogoutForm = lazy(() =>
  import("./logout-form").then(
    (module) => ({ default: module.LogoutForm }),
    () => ({ default: LogoutPending }),
  ),
);

/**
 * The last entry of the More menus: 'Logout' (its form sends DELETE /auth/logout) for the
 * owner, 'Admin Login' for everyone else. `onChosen` lets a menu close itself.
 */
export function AuthNavAction({ className, onChosen }: { className: string; onChosen?: () => void }) {
  const { isOwner } = useCurrentUser();
  if (!isOwner) {
    return (
      <IntentLink href={LOGIN_HREF} className={className} onClick={onChosen}>
        <LoginIcon size={18} />
        Admin Login
      </IntentLink>
    );
  }
  return (
    <Suspense fallback={<LogoutPending className={className} />}>
      <LogoutForm className={className} onChosen={onChosen} />
    </Suspense>
  );
}
