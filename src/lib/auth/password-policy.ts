/** The shortest password the owner may choose (issue 37): long beats clever. */
export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 200;

let common: Promise<Set<string>> | undefined;

/**
 * The ~49,000 commonest passwords of zxcvbn-ts's list (@zxcvbn-ts/language-common), loaded
 * on the first password change only: the list is 380 KB of code no page needs.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase())));
  return common;
}

/**
 * Why a new password is refused, or null when it is fine. Common passwords are caught with
 * the usual dressing around them (a capital, digits or symbols at the end: "Password123456!"),
 * as are one character or one short run repeated, and the site's own demo password.
 */
export async function passwordProblem(password: string, email: string): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return `The new password needs at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The new password can have at most ${MAX_PASSWORD_LENGTH} characters.`;
  const lower = password.normalize("NFKC").toLowerCase();
  if (/^(.{1,4})\1+$/u.test(lower)) return "The new password repeats a few characters: choose one that is harder to guess.";
  if (lower === email.trim().toLowerCase() || lower.startsWith("demo-password")) return "The new password is too easy to guess: choose another.";
  const words = await commonPasswords();
  const stripped = lower.replace(/[\d\W_]+$/u, "");
  if (words.has(lower) || (stripped.length >= 4 && words.has(stripped)) || words.has(lower.replace(/^[\d\W_]+/u, ""))) {
    return "The new password is one of the commonest passwords: choose another.";
  }
  return null;
}
