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
export function Outcome({ outcome }: { outcome: { ok: boolean; text: string } | null }) {
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

/** The login e-mail: shown to nobody, used to log in and for the owner's own notices. */
export function LoginEmailForm({ email }: { email: string }) {
  const [current, setCurrent] = useState(email);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const next = String(data.get("email") ?? "").trim();
    const currentPassword = String(data.get("currentPassword") ?? "");
    setSaving(true);
    const result = await patchAccount({ email: next, currentPassword });
    setSaving(false);
    if (result.ok) {
      setCurrent(next.toLowerCase());
      setErrors({});
      (form.elements.namedItem("currentPassword") as HTMLInputElement).value = "";
      toast.success(result.msg);
    } else {
      setErrors(result.field ? { [result.field]: result.msg } : {});
      toast.error(result.msg);
      focusField(form, result.field);
    }
    setOutcome({ ok: result.ok, text: result.msg });
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [saving, setSaving] = useState(false);

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
      setErrors(local);
      setOutcome({ ok: false, text: Object.values(local)[0]! });
      focusField(form, Object.keys(local)[0]);
      return;
    }
    setSaving(true);
    const result = await patchAccount({ currentPassword, newPassword });
    setSaving(false);
    if (result.ok) {
      form.reset();
      setErrors({});
      toast.success(result.msg);
      onChanged();
    } else {
      setErrors(result.field ? { [result.field]: result.msg } : {});
      toast.error(result.msg);
      focusField(form, result.field);
    }
    setOutcome({ ok: result.ok, text: result.msg });
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
