"use client";

import { useState } from "react";
import { buttonClasses } from "@/components/ui/button";
import { apiRequest } from "@/lib/client/api";
import { errorMessage } from "../use-entity-form";

/**
 * The button of the new-login e-mail's link: the token is read from this page's address in the
 * browser (the page itself is static and cached), and sent by POST only when pressed.
 */
export function SignOutLink() {
  const [state, setState] = useState<{ working: boolean; outcome: { ok: boolean; text: string } | null }>({ working: false, outcome: null });

  async function signOut() {
    const token = new URLSearchParams(window.location.search).get("token") ?? "";
    setState({ working: true, outcome: null });
    try {
      const { msg } = await apiRequest<{ msg: string }>("/auth/sign-out-link", { method: "POST", body: { token } });
      setState({ working: false, outcome: { ok: true, text: msg } });
    } catch (error) {
      setState({ working: false, outcome: { ok: false, text: errorMessage(error) } });
    }
  }

  return (
    <div className="flex flex-col items-start gap-4">
      {state.outcome?.ok ? null : (
        <button type="button" className={buttonClasses({ variant: "danger" })} disabled={state.working} onClick={() => void signOut()}>
          {state.working ? "Signing out" : "Sign that device out"}
        </button>
      )}
      {state.outcome && (
        <p role={state.outcome.ok ? "status" : "alert"} className={state.outcome.ok ? "text-fg" : "text-danger"}>
          {state.outcome.text}
        </p>
      )}
    </div>
  );
}
