"use client";

import { useId, useRef, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { apiRequest } from "@/lib/client/api";
import { loadCurrentUser, setCurrentUser, type CurrentUser } from "@/lib/client/current-user";
import { allowCopies } from "@/lib/client/unsaved-work/local-copies";
import { loginSchema } from "@/lib/validations/auth";
import { controlClass, errorClass, labelClass, primaryButtonClass, secondaryButtonClass } from "../fields/styles";

export interface ReloginDialogProps {
  open: boolean;
  /** The e-mail the owner last logged in with, when the browser still knows it. */
  email?: string;
  /** true once logged in again (the save is then sent again), false when the owner declined. */
  onDone: (loggedIn: boolean) => void;
  /** "save": a save met the ended session (default); "continue": the owner logged out elsewhere. */
  purpose?: "save" | "continue";
}

/**
 * Over the form whose save met an ended session: log in again without leaving it, and the
 * save goes through with what was typed. The form underneath is untouched (it is not even
 * re-rendered), so nothing is lost on a phone either. Wrong passwords and the login limits
 * answer here as on /login.
 */
export function ReloginDialog({ open, email = "", onDone, purpose = "save" }: ReloginDialogProps) {
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function logIn(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    event.stopPropagation();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const input = { email: String(data.get("email") ?? ""), password: String(data.get("password") ?? "") };
    const parsed = loginSchema.safeParse(input);
    if (!parsed.success) {
      setProblem("Enter your e-mail and password.");
      (input.email ? passwordRef : emailRef).current?.focus();
      return;
    }
    setPending(true);
    setProblem(null);
    try {
      const { user } = await apiRequest<{ user: CurrentUser }>("/auth/login", { method: "POST", body: input });
      setCurrentUser(user);
      allowCopies();
      void loadCurrentUser({ force: true });
      onDone(true);
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : "Could not log in. Try again.");
      passwordRef.current?.select();
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onClose={() => onDone(false)}
      title={purpose === "save" ? "Log in again to save" : "Log in again to go on"}
      description={
        purpose === "save"
          ? "Your session has ended. Everything you typed is still in the form: log in and it is saved at once."
          : "You logged out. Everything you typed is still in the form: log in and go on where you left off."
      }
      initialFocus={email ? passwordRef : emailRef}
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={() => onDone(false)} disabled={pending}>
            Not now
          </button>
          <button type="submit" form={`${id}-login`} className={primaryButtonClass} disabled={pending}>
            {pending ? "Logging in" : purpose === "save" ? "Log in and save" : "Log in"}
          </button>
        </>
      }
    >
      <form id={`${id}-login`} onSubmit={logIn} noValidate className="flex flex-col gap-4 pt-1">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-email`} className={labelClass}>
            Email
          </label>
          <input
            ref={emailRef}
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            defaultValue={email}
            required
            maxLength={254}
            className={controlClass}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-password`} className={labelClass}>
            Password
          </label>
          <input
            ref={passwordRef}
            id={`${id}-password`}
            name="password"
            type="password"
            autoComplete="current-password"
            enterKeyHint="go"
            required
            maxLength={200}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className={controlClass}
          />
        </div>
        <p id={`${id}-problem`} role="alert" className={`${errorClass} empty:hidden`}>
          {problem ?? ""}
        </p>
      </form>
    </Dialog>
  );
}
