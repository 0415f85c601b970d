"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { toast } from "@/lib/client/toast";
import { apiRequest } from "@/lib/client/api";
import { setCurrentUser } from "@/lib/client/current-user";

export const LOGOUT_TOAST = "Logging out...";

/**
 * The navigation's logout: ends the session on the server, toasts, updates the cached
 * current user (every island swaps back to the visitor view at once) and goes home.
 */
export function useLogout() {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function logout(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (pending) return;
    setPending(true);
    try {
      // Unsaved work of this device's admin forms goes to the server first (it stays there
      // as autosaves); what cannot be sent is asked about. Loaded here, not with every page:
      // visitors never log out.
      const [{ sendUnsent }, { clearAllCopies }, { announceLogout }] = await Promise.all([
        import("@/lib/client/unsaved-work/server-autosave"),
        import("@/lib/client/unsaved-work/local-copies"),
        import("@/lib/client/unsaved-work/owner-broadcast"),
      ]);
      const unsent = await sendUnsent();
      if (unsent.length > 0) {
        const { askToLogOutWithUnsent } = await import("@/components/admin/drafts/logout-question");
        if (!(await askToLogOutWithUnsent(unsent))) return;
      }
      await apiRequest("/auth/logout", { method: "DELETE" });
      // Every tab stops keeping copies, and this device keeps none.
      announceLogout();
      await clearAllCopies();
      toast.success(LOGOUT_TOAST);
      setCurrentUser(null);
      router.push("/");
    } catch (error) {
      toast.error((error as Error).message);
    } finally {
      setPending(false);
    }
  }

  return { logout, pending };
}
