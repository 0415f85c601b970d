"use client";

import { LogoutIcon } from "@/components/ui/nav-icons";
import { useLogout } from "./use-logout";

/**
 * The owner's 'Logout' (a form that sends DELETE /auth/logout), the last entry of the More
 * menus, loaded by AuthNavAction once the session says owner: what logging out needs (the
 * API client, drafts, the router) is no part of a visitor's page (issue 22, point 15).
 */
export function LogoutForm({ className, onChosen }: { className: string; onChosen?: () => void }) {
  const { logout, pending } = useLogout();
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
