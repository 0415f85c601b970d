"use client";

import { IntentLink } from "@/components/ui/intent-link";
import { LoginIcon, LogoutIcon } from "@/components/ui/icons";
import { LOGIN_HREF } from "@/config/nav";
import { useCurrentUser } from "@/lib/client/current-user";
import { useLogout } from "./use-logout";

/**
 * The last entry of the More menus: 'Logout' (a form post) for the owner, 'Admin Login'
 * for everyone else. `onChosen` lets a menu close itself.
 */
export function AuthNavAction({ className, onChosen }: { className: string; onChosen?: () => void }) {
  const { isOwner } = useCurrentUser();
  const { logout, pending } = useLogout();

  if (!isOwner) {
    return (
      <IntentLink href={LOGIN_HREF} className={className} onClick={onChosen}>
        <LoginIcon size={18} />
        Admin Login
      </IntentLink>
    );
  }
  return (
    <form
      aria-label="Logout"
      onSubmit={(event) => {
        onChosen?.();
        void logout(event);
      }}
    >
      <button type="submit" className={`${className} w-full`} disabled={pending}>
        <LogoutIcon size={18} />
        Logout
      </button>
    </form>
  );
}
