"use client";

import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  startAuthentication,
  WebAuthnAbortService,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import { useRouter } from "next/navigation";
import { useEffect, useState, useSyncExternalStore } from "react";
import { toast } from "@/lib/client/toast";
import { apiRequest } from "@/lib/client/api";
import { loadCurrentUser, setCurrentUser, type CurrentUser } from "@/lib/client/current-user";
import { isPasskeyPromptClosed, passkeyPromptFailure } from "@/lib/client/passkey-prompt";
import { allowCopies } from "@/lib/client/unsaved-work/local-copies";
import { loginSchema } from "@/lib/validations/auth";
import { FieldErrorsProvider, TextField, type FieldErrors } from "./fields";
import { primaryButtonClass, secondaryButtonClass } from "./fields/styles";
import { collectFormData, focusFirstInvalid, textEntries, validateForm } from "./form-data";
import { errorMessage } from "./use-entity-form";

const subscribeNever = () => () => {};

const passkeyLoginOptions = () =>
  apiRequest<PublicKeyCredentialRequestOptionsJSON>("/auth/passkey/options", { method: "POST" });

const sendPasskeyAnswer = (response: AuthenticationResponseJSON) =>
  apiRequest<{ user: CurrentUser }>("/auth/passkey", { method: "POST", body: { response } });

/**
 * The owner's login: e-mail and password, or a passkey (the button, or the browser offering
 * one in the e-mail field's autofill where it can). On success every island reading the
 * current user (navigation, Edit/Delete buttons) switches at once, then the owner lands on
 * the dashboard (/admin). On failure the form stays as typed and the server's msg (401, 429)
 * is toasted; a closed passkey prompt is only said, calmly.
 */
export function LoginForm() {
  const router = useRouter();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyNotice, setPasskeyNotice] = useState<string | null>(null);
  const passkeys = useSyncExternalStore(subscribeNever, browserSupportsWebAuthn, () => false);
  // Set once the browser says it can offer passkeys in autofill: the e-mail field then says
  // "webauthn" (before the request that needs it), and browsers without it keep a plain hint.
  const [autofill, setAutofill] = useState(false);
  // A new round restarts the autofill request after the button's own prompt replaced it.
  const [autofillRound, setAutofillRound] = useState(0);
  const busy = submitting || passkeyBusy;

  function enter(user: CurrentUser) {
    toast.success("Login successful");
    // The answer already holds the user: show it everywhere now, then confirm it.
    setCurrentUser(user);
    allowCopies();
    void loadCurrentUser({ force: true });
    // The owner lands where they work: the dashboard (issue 25), not the public home. Pushed
    // first: refreshing /login now would redirect the logged-in owner before the push.
    router.push("/admin");
    router.refresh();
  }

  useEffect(() => {
    let live = true;
    browserSupportsWebAuthnAutofill().then(
      (available) => live && available && setAutofill(true),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    if (!autofill) return;
    let live = true;
    void (async () => {
      let response: AuthenticationResponseJSON;
      try {
        const optionsJSON = await passkeyLoginOptions();
        if (!live) return;
        response = await startAuthentication({ optionsJSON, useBrowserAutofill: true });
      } catch {
        // Nobody asked for this prompt: a refusal (a preview deployment, another address) or
        // its abort (the button, leaving the page) is not news.
        return;
      }
      if (!live) return;
      setPasskeyBusy(true);
      try {
        enter((await sendPasskeyAnswer(response)).user);
      } catch (error) {
        toast.error(errorMessage(error));
        setPasskeyBusy(false);
        setAutofillRound((round) => round + 1);
      }
    })();
    return () => {
      live = false;
      WebAuthnAbortService.cancelCeremony();
    };
    // `enter` is a fresh function each render; the request belongs to the round, not to it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [autofill, autofillRound]);

  async function loginWithPasskey() {
    if (busy) return;
    setPasskeyNotice(null);
    setPasskeyBusy(true);
    try {
      const optionsJSON = await passkeyLoginOptions();
      let response: AuthenticationResponseJSON;
      try {
        // Replaces the autofill request, if one is waiting.
        response = await startAuthentication({ optionsJSON });
      } catch (error) {
        if (isPasskeyPromptClosed(error)) setPasskeyNotice("No passkey was used: the prompt was closed. Try again, or log in with the password.");
        else toast.error(passkeyPromptFailure(error));
        setPasskeyBusy(false);
        setAutofillRound((round) => round + 1);
        return;
      }
      enter((await sendPasskeyAnswer(response)).user);
    } catch (error) {
      toast.error(errorMessage(error));
      setPasskeyBusy(false);
      setAutofillRound((round) => round + 1);
    }
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = collectFormData(form);
    const found = validateForm(form, data, loginSchema);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form, found);
      return;
    }
    setSubmitting(true);
    try {
      const { user } = await apiRequest<{ user: CurrentUser }>("/auth/login", {
        method: "POST",
        body: textEntries(data),
      });
      enter(user);
    } catch (error) {
      toast.error(errorMessage(error));
      setSubmitting(false);
    }
  }

  const passwordForm = (
    <form onSubmit={onSubmit} noValidate aria-busy={submitting} className="flex flex-col gap-5">
      <FieldErrorsProvider value={errors}>
        <TextField
          name="email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete={autofill ? "username webauthn" : "username"}
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="next"
          required
          maxLength={254}
        />
        <TextField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          enterKeyHint="go"
          required
          maxLength={200}
        />
      </FieldErrorsProvider>
      <button type="submit" disabled={busy} className={`${primaryButtonClass} mt-1 w-full`}>
        {submitting ? "Submitting" : "Login"}
      </button>
    </form>
  );
  // One tree from the first render on: the passkey button appears after hydration without
  // remounting the form (and losing what was typed or autofilled meanwhile).
  return (
    <div className="flex flex-col gap-5">
      {passwordForm}
      {passkeys && (
        <>
          <div className="flex items-center gap-3 text-sm text-subtle" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            or
            <span className="h-px flex-1 bg-line" />
          </div>
          <button
            type="button"
            disabled={busy}
            aria-busy={passkeyBusy}
            onClick={() => void loginWithPasskey()}
            className={`${secondaryButtonClass} w-full`}
          >
            {passkeyBusy ? "Checking the passkey" : "Log in with a passkey"}
          </button>
          {passkeyNotice && (
            <p role="status" className="text-sm text-muted">
              {passkeyNotice}
            </p>
          )}
        </>
      )}
    </div>
  );
}
