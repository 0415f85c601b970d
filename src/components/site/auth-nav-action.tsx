"use client";

import { lazy, Suspense } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import { LoginIcon } from "@/components/ui/nav-icons";
import { LOGIN_HREF } from "@/config/nav";
import { useCurrentUser } from "@/lib/client/current-user";
import type { LogoutForm as LoadedLogoutForm } from "./logout-form";

// Only the owner logs out: visitors' pages do not carry it (./logout-form.tsx). The file
// loads with the owner's page, before the menu is opened. One that fails to load (the
// network, a tab older than a deploy) leaves the entry out until the next page load rather
// than failing the navigation, and with it the root layout.
const LogoutForm = lazy<(props: React.ComponentProps<typeof LoadedLogoutForm>) => React.ReactNode>(() =>
  import("./logout-form").then(
    (module) => ({ default: module.LogoutForm }),
    () => ({ default: () => null }),
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
    <Suspense fallback={null}>
      <LogoutForm className={className} onChosen={onChosen} />
    </Suspense>
  );
}
