"use client";

import { useState } from "react";
import { FieldErrorsProvider, TextField, type FieldErrors } from "@/components/admin/fields";
import { buttonClasses } from "@/components/ui/button";
import { apiRequest, ApiRequestError } from "@/lib/client/api";
import { toast } from "@/lib/client/toast";
import { errorMessage } from "../use-entity-form";

/** The smallest new password the server takes (src/lib/auth/password-policy.ts), said before sending. */
const MIN_PASSWORD_LENGTH = 12;

export const sectionClass = "flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6";

/** Moves the focus to the field a refusal names (the phone's keyboard stays on it). */
function focusField(form: HTMLFormElement, name: string | undefined) {
  if (!name) return;
  (form.elements.namedItem(name) as HTMLInputElement | null)?.focus();
}

/** What a section says after its last action, on the screen (a toast alone is gone in seconds). */
export function Outcome({ outcome }: { outcome: Shown }) {
  if (!outcome) return null;
  return (
    <p role={outcome.ok ? "status" : "alert"} className={`text-sm ${outcome.ok ? "text-fg" : "text-danger"}`}>
      {outcome.text}
    </p>
  );
}

/**
 * Sends PATCH /api/v1/account and says how it went. A wrong current password is a 400 (not a
 * 401, which would read as an ended session) and the form keeps what was typed.
 */
async function patchAccount(body: Record<string, string>): Promise<{ ok: true; msg: string } | { ok: false; msg: string; field?: string }> {
  try {
    const { msg } = await apiRequest<{ msg: string }>("/account", { method: "PATCH", body });
    return { ok: true, msg };
  } catch (error) {
    const msg = error instanceof ApiRequestError && error.status === 401 ? "Your session has ended: log in again, then retry." : errorMessage(error);
    const field = /current password/i.test(msg) ? "currentPassword" : /new password/i.test(msg) ? "newPassword" : /e-?mail/i.test(msg) ? "email" : undefined;
    return { ok: false, msg, field };
  }
}

export type Shown = { ok: boolean; text: string } | null;

/** "29 Nov 2026, 14:32" in the owner's own time zone (the account's lists are drawn in the browser only). */
export function shownAt(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" });
}

/** DELETE `path` (a passkey, a session) and say how it went, on the screen and in a toast. */
export async function deleteAndShow(path: string, show: (outcome: Shown) => void): Promise<void> {
  try {
    const { msg } = await apiRequest<{ msg: string }>(path, { method: "DELETE" });
    toast.success(msg);
    show({ ok: true, text: msg });
  } catch (failure) {
    toast.error(errorMessage(failure));
    show({ ok: false, text: errorMessage(failure) });
  }
}

/**
 * One account form's sending: PATCH /api/v1/account, then its outcome on the screen (and in a
 * toast), the refused field marked and focused; `refuse` says a problem found before sending
 * the same way. What was typed stays in the form unless `onSaved` clears it.
 */
function useAccountChange() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Shown>(null);
  const [saving, setSaving] = useState(false);

  function refuse(form: HTMLFormElement, found: FieldErrors) {
    const [field, text] = Object.entries(found)[0]!;
    setErrors(found);
    setOutcome({ ok: false, text: text! });
    focusField(form, field);
  }

  async function send(form: HTMLFormElement, body: Record<string, string>, onSaved: () => void) {
    setSaving(true);
    const result = await patchAccount(body);
    setSaving(false);
    if (result.ok) {
      setErrors({});
      toast.success(result.msg);
      onSaved();
    } else {
      setErrors(result.field ? { [result.field]: result.msg } : {});
      toast.error(result.msg);
      focusField(form, result.field);
    }
    setOutcome({ ok: result.ok, text: result.msg });
  }

  return { errors, outcome, saving, refuse, send };
}

/** The login e-mail: shown to nobody, used to log in and for the owner's own notices. */
export function LoginEmailForm({ email }: { email: string }) {
  const [current, setCurrent] = useState(email);
  const { errors, outcome, saving, send } = useAccountChange();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const next = String(data.get("email") ?? "").trim();
    const currentPassword = String(data.get("currentPassword") ?? "");
    await send(form, { email: next, currentPassword }, () => {
      setCurrent(next.toLowerCase());
      (form.elements.namedItem("currentPassword") as HTMLInputElement).value = "";
    });
  }

  return (
    <section aria-labelledby="login-email-heading" className={sectionClass}>
      <div className="flex flex-col gap-1">
        <h2 id="login-email-heading" className="text-lg font-semibold text-fg">Login e-mail</h2>
        <p className="text-sm text-muted">
          You log in with <strong className="break-all font-medium text-fg">{current}</strong>. It is never shown on the site: the
          public e-mail is the profile&apos;s.
        </p>
      </div>
      <FieldErrorsProvider value={errors}>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <TextField name="email" label="New login e-mail" type="email" autoComplete="username" defaultValue={current} maxLength={254} required />
          <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" maxLength={200} required />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClasses()} disabled={saving}>
              {saving ? "Saving" : "Change e-mail"}
            </button>
          </div>
          <Outcome outcome={outcome} />
        </form>
      </FieldErrorsProvider>
    </section>
  );
}

/**
 * The password: the current one, then the new one twice. A change signs out every other
 * device (the list below refreshes); this one stays.
 */
export function PasswordForm({ email, onChanged }: { email: string; onChanged: () => void }) {
  const { errors, outcome, saving, refuse, send } = useAccountChange();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const currentPassword = String(data.get("currentPassword") ?? "");
    const newPassword = String(data.get("newPassword") ?? "");
    const repeated = String(data.get("repeatPassword") ?? "");
    const local: FieldErrors = {};
    if (!currentPassword) local.currentPassword = "Type your current password.";
    if (newPassword.length < MIN_PASSWORD_LENGTH) local.newPassword = `The new password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
    else if (repeated !== newPassword) local.repeatPassword = "The two new passwords differ.";
    if (Object.keys(local).length > 0) {
      refuse(form, local);
      return;
    }
    await send(form, { currentPassword, newPassword }, () => {
      form.reset();
      onChanged();
    });
  }

  return (
    <section aria-labelledby="password-heading" className={sectionClass}>
      <div className="flex flex-col gap-1">
        <h2 id="password-heading" className="text-lg font-semibold text-fg">Password</h2>
        <p className="text-sm text-muted">
          At least {MIN_PASSWORD_LENGTH} characters and none of the commonest passwords. Changing it signs out every other device.
        </p>
      </div>
      <FieldErrorsProvider value={errors}>
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          {/* The login, for password managers: they file the new password under it. */}
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" maxLength={200} required />
          <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" minLength={MIN_PASSWORD_LENGTH} maxLength={200} required />
          <TextField name="repeatPassword" label="New password again" type="password" autoComplete="new-password" maxLength={200} required />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className={buttonClasses()} disabled={saving}>
              {saving ? "Changing" : "Change password"}
            </button>
          </div>
          <Outcome outcome={outcome} />
        </form>
      </FieldErrorsProvider>
    </section>
  );
}
