/**
 * How a browser's passkey prompt ended, when it did not give an answer. Read from the error's
 * name (@simplewebauthn/browser keeps the DOMException's), so this module does not import it.
 */

/**
 * The person closed the prompt, it timed out, or the page started another one: nothing
 * went wrong, and nothing is worth a red toast.
 */
export function isPasskeyPromptClosed(error: unknown): boolean {
  return error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError");
}

/** This authenticator already holds one of the owner's passkeys for the site. */
export function isPasskeyAlreadyThere(error: unknown): boolean {
  return error instanceof Error && (error.name === "InvalidStateError" || (error as { code?: unknown }).code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED");
}

/** A prompt's failure in words for the owner: the browser's own message, where it gave one. */
export function passkeyPromptFailure(error: unknown): string {
  const reason = error instanceof Error && error.message ? ` (${error.message})` : "";
  return `The browser could not use a passkey here${reason}.`;
}
