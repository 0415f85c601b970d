"use client";

import { lazy, Suspense } from "react";
import { IntentLink } from "@/components/ui/intent-link";
import { LoginIcon } from "@/components/ui/nav-icons";
import { LOGIN_HREF } from "@/config/nav";
import { useCurrentUser } from "@/lib/client/current-user";

// Only the owner logs out: visitors' pages do not carry it (./logout-form.tsx).
const LogoutForm = lazy(() => import("./logout-form").then((module) => ({ default: module.LogoutForm })));

/**
 * The last entry of the More menus: 'Logout' (a form post) for the owner, 'Admin Login'
 * for everyone else. `onChosen` lets a menu close itself.
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
