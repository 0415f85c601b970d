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
    // Unsaved work of this device's admin forms: asked about first, deleted with the session
    // (loaded here, not with every page: visitors never log out).
    const drafts = await import("@/lib/client/drafts/draft-store");
    const unsaved = drafts.listDrafts();
    if (unsaved.length > 0) {
      const { askToLogOutWithDrafts } = await import("@/components/admin/drafts/logout-question");
      if (!(await askToLogOutWithDrafts(unsaved))) return;
    }
    setPending(true);
    try {
      await apiRequest("/auth/logout", { method: "DELETE" });
      await drafts.clearAllDrafts();
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
