"use client";

import { browserSupportsWebAuthn, startRegistration, type PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useId, useState, useSyncExternalStore } from "react";
import { buttonClasses } from "@/components/ui/button";
import { confirmAction } from "@/components/ui/confirm";
import type { PasskeyListing } from "@/lib/auth/passkeys/credentials";
import { apiRequest } from "@/lib/client/api";
import { isPasskeyAlreadyThere, isPasskeyPromptClosed, passkeyPromptFailure } from "@/lib/client/passkey-prompt";
import { toast } from "@/lib/client/toast";
import { useApi } from "@/lib/client/use-api";
import { PASSKEY_NAME_MAX } from "@/lib/validations/passkeys";
import { controlClass, errorClass, hintClass, labelClass } from "../fields/styles";
import { errorMessage } from "../use-entity-form";
import { deleteAndShow, Outcome, sectionClass, shownAt as when, type Shown } from "./account-forms";

export const PASSKEYS_KEY = "/passkeys";

/**
 * A name for a passkey made on this device: where it lives, as the owner calls it ("iPhone",
 * "Mac"). iPadOS says "Macintosh" like a Mac; only its touch screen tells them apart.
 */
export function guessDeviceName(userAgent: string, touchPoints = 0): string {
  if (/\biPhone\b/.test(userAgent)) return "iPhone";
  if (/\biPad\b/.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && touchPoints > 1)) return "iPad";
  if (/\bAndroid\b/.test(userAgent)) return /\bMobile\b/.test(userAgent) ? "Android phone" : "Android tablet";
  if (/\bCrOS\b/.test(userAgent)) return "Chromebook";
  if (/\bMacintosh\b|\bMac OS X\b/.test(userAgent)) return "Mac";
  if (/\bWindows\b/.test(userAgent)) return "Windows PC";
  if (/\bLinux\b/.test(userAgent)) return "Linux computer";
  return "";
}

// What only the browser knows: read after hydration (null on the server), never changing.
const subscribeNever = () => () => {};
const useInBrowser = <T,>(read: () => T): T | null => useSyncExternalStore(subscribeNever, read, () => null);


/**
 * The owner's passkeys on /admin/account: add one made by this device's authenticator (Face
 * ID, Touch ID, Windows Hello, a security key), see each with when it was added and last
 * used, and remove one. A closed browser prompt is said calmly: nothing went wrong.
 */
export function PasskeysSection() {
  const { data, error, isLoading, mutate } = useApi<{ passkeys: PasskeyListing[] }>(PASSKEYS_KEY);
  const supported = useInBrowser(browserSupportsWebAuthn);
  const guessedName = useInBrowser(() => guessDeviceName(navigator.userAgent, navigator.maxTouchPoints));
  const [typedName, setTypedName] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Shown>(null);
  const nameId = useId();
  const passwordId = useId();
  const name = typedName ?? guessedName ?? "";
  const passkeys = data?.passkeys ?? [];

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (adding) return;
    const form = event.currentTarget;
    const field = (fieldName: string) => form.elements.namedItem(fieldName) as HTMLInputElement | null;
    const trimmed = name.trim();
    const currentPassword = field("currentPassword")?.value ?? "";
    if (!trimmed) {
      setNameError("Give the passkey a name, e.g. the device that holds it.");
      field("passkeyName")?.focus();
      return;
    }
    if (!currentPassword) {
      setPasswordError("Type your current password: a new way in needs it.");
      field("currentPassword")?.focus();
      return;
    }
    setNameError(null);
    setPasswordError(null);
    setAdding(true);
    try {
      let optionsJSON;
      try {
        optionsJSON = await apiRequest<PublicKeyCredentialCreationOptionsJSON>("/passkeys/options", { method: "POST", body: { currentPassword } });
      } catch (failure) {
        // A wrong password is the field's to say, next to it, with the focus there.
        if (/current password/i.test(errorMessage(failure))) {
          setPasswordError(errorMessage(failure));
          field("currentPassword")?.focus();
        }
        throw failure;
      }
      let response;
      try {
        response = await startRegistration({ optionsJSON });
      } catch (failure) {
        if (isPasskeyPromptClosed(failure)) setOutcome({ ok: true, text: "No passkey was added: the browser's prompt was closed." });
        else if (isPasskeyAlreadyThere(failure)) setOutcome({ ok: true, text: "This device already holds a passkey for this site: it is in the list." });
        else {
          toast.error(passkeyPromptFailure(failure));
          setOutcome({ ok: false, text: passkeyPromptFailure(failure) });
        }
        return;
      }
      const { msg } = await apiRequest<{ msg: string }>(PASSKEYS_KEY, { method: "POST", body: { name: trimmed, response } });
      toast.success(msg);
      setOutcome({ ok: true, text: msg });
      setTypedName(null);
      const passwordField = field("currentPassword");
      if (passwordField) passwordField.value = "";
    } catch (failure) {
      toast.error(errorMessage(failure));
      setOutcome({ ok: false, text: errorMessage(failure) });
    } finally {
      setAdding(false);
      void mutate();
    }
  }

  async function remove(passkey: PasskeyListing) {
    const sure = await confirmAction({
      title: `Remove the passkey "${passkey.name}"?`,
      description:
        "It will no longer log you in here. The device may still offer it until you delete it there too (in its passwords or passkeys settings).",
      confirmLabel: "Remove",
      danger: true,
    });
    if (!sure) return;
    setRemoving(passkey._id);
    await deleteAndShow(`${PASSKEYS_KEY}/${passkey._id}`, setOutcome);
    setRemoving(null);
    void mutate();
  }

  return (
    <section aria-labelledby="passkeys-heading" className={sectionClass}>
      <div className="flex flex-col gap-1">
        <h2 id="passkeys-heading" className="text-lg font-semibold text-fg">Passkeys</h2>
        <p className="text-sm text-muted">
          Log in with your fingerprint, face or screen lock instead of the password. Each device (or password manager) holds
          its own passkey; the password keeps working.
        </p>
      </div>

      {isLoading ? (
        <p className="text-sm text-muted">Loading your passkeys…</p>
      ) : error ? (
        <p role="alert" className="text-sm text-danger">{errorMessage(error)}</p>
      ) : passkeys.length === 0 ? (
        <p className="text-sm text-muted">No passkeys yet.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line" aria-label="Your passkeys">
          {passkeys.map((passkey) => (
            <li key={passkey._id} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div className="flex min-w-0 flex-col gap-0.5">
                <p className="break-words font-medium text-fg">{passkey.name}</p>
                <p className="text-sm text-muted">
                  Added <time dateTime={passkey.createdAt}>{when(passkey.createdAt)}</time>
                  {" · "}
                  {passkey.lastUsedAt ? (
                    <>
                      last used <time dateTime={passkey.lastUsedAt}>{when(passkey.lastUsedAt)}</time>
                    </>
                  ) : (
                    "never used yet"
                  )}
                </p>
              </div>
              <button
                type="button"
                className={buttonClasses({ variant: "danger" })}
                disabled={removing !== null}
                aria-label={`Remove the passkey "${passkey.name}"`}
                onClick={() => void remove(passkey)}
              >
                {removing === passkey._id ? "Removing" : "Remove"}
              </button>
            </li>
          ))}
        </ul>
      )}

      {supported === false ? (
        <p className="text-sm text-muted">
          This browser cannot make passkeys. Open this page in a recent Safari, Chrome, Edge or Firefox to add one.
        </p>
      ) : supported ? (
        <form onSubmit={add} noValidate className="flex flex-col gap-1.5">
          <label htmlFor={nameId} className={labelClass}>
            Name of the new passkey
          </label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <input
              id={nameId}
              name="passkeyName"
              type="text"
              className={`${controlClass} sm:flex-1`}
              value={name}
              maxLength={PASSKEY_NAME_MAX}
              autoComplete="off"
              enterKeyHint="done"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={`${nameId}-hint${nameError ? ` ${nameId}-error` : ""}`}
              onChange={(event) => {
                setTypedName(event.target.value);
                if (nameError) setNameError(null);
              }}
            />
          </div>
          <p id={`${nameId}-hint`} className={hintClass}>
            How this list will call it, e.g. the device that holds it.
          </p>
          {nameError && (
            <p id={`${nameId}-error`} className={errorClass}>
              {nameError}
            </p>
          )}
          <label htmlFor={passwordId} className={`${labelClass} mt-3`}>
            Current password
          </label>
          <input
            id={passwordId}
            name="currentPassword"
            type="password"
            className={controlClass}
            autoComplete="current-password"
            maxLength={200}
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={passwordError ? `${passwordId}-error` : undefined}
            onChange={() => {
              if (passwordError) setPasswordError(null);
            }}
          />
          {passwordError && (
            <p id={`${passwordId}-error`} className={errorClass}>
              {passwordError}
            </p>
          )}
          <div className="mt-3">
            <button type="submit" disabled={adding} className={buttonClasses({ variant: "primary" })}>
              {adding ? "Adding a passkey" : "Add a passkey"}
            </button>
          </div>
        </form>
      ) : null}

      <Outcome outcome={outcome} />
    </section>
  );
}
