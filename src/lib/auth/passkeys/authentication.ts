import "server-only";
import {
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/lib/db";
import { passkeys, users } from "@/lib/db/schema";
import { hitRateLimit, releaseRateLimit } from "@/lib/data/rate-limits";
import { getEnv } from "@/lib/env";
import { ApiError, tooManyRequests, unauthorized } from "@/lib/errors";
import type { AuthenticationResponseInput } from "@/lib/validations/passkeys";
import { loginLimitKeys } from "../login";
import type { Owner } from "../session";
import { challengeOf, consumeChallenge, issueChallenge } from "./challenges";
import type { RelyingParty } from "./relying-party";

export const PASSKEY_LOGIN_FAILED = "The passkey could not be verified. Please try again, or log in with the password.";
const EXPIRED = "This passkey sign-in has expired or was already used. Please try again.";

/**
 * Options for the browser's passkey prompt: no allow-list, so the browser offers whichever
 * discoverable passkey it holds for this site (the button, or the e-mail field's autofill).
 */
export async function authenticationOptions(rp: RelyingParty, ip: string, trustedBrowser = false): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const challenge = await issueChallenge("login", rp.id, { ip, trustedBrowser });
  return generateAuthenticationOptions({ rpID: rp.id, challenge, allowCredentials: [], userVerification: "required" });
}

/**
 * The owner whose passkey signed this answer, under the password's per-address failure limit:
 * the attempt takes its place in that counter before anything is checked (parallel attempts
 * cannot all pass), a success gives it back, a failure keeps it. The answer must name a live
 * login challenge (taken out: single-use) and a stored passkey made for the relying party
 * in use now; a passkey made for another address is refused, never checked against it.
 */
export async function verifyPasskeyLogin(rp: RelyingParty, response: AuthenticationResponseInput, ip: string): Promise<Owner> {
  const env = getEnv();
  const key = loginLimitKeys(ip, "").ip;
  const attempts = await hitRateLimit(key, env.LOGIN_WINDOW_SECONDS);
  if (attempts > env.LOGIN_MAX_FAILURES_PER_IP) {
    throw tooManyRequests(`Too many failed login attempts. Please wait ${Math.ceil(env.LOGIN_WINDOW_SECONDS / 60)} minutes and try again.`);
  }
  try {
    const owner = await checkAssertion(rp, response);
    await releaseRateLimit(key);
    return owner;
  } catch (error) {
    // The database failed midway: that attempt was not a guess.
    if (!(error instanceof ApiError)) await releaseRateLimit(key).catch(() => {});
    throw error;
  }
}

async function checkAssertion(rp: RelyingParty, response: AuthenticationResponseInput): Promise<Owner> {
  const stored = await consumeChallenge(challengeOf(response.response.clientDataJSON), "login");
  if (!stored) throw unauthorized(EXPIRED);

  const db = await getDb();
  const [passkey] = await db.select().from(passkeys).where(eq(passkeys.credentialId, response.id)).limit(1);
  if (!passkey) throw unauthorized("This passkey is not known to this site. Log in with the password, then add it on your account page.");
  if (passkey.rpId !== rp.id || stored.rpId !== rp.id) {
    throw unauthorized(`This passkey was made for ${passkey.rpId}, not ${rp.id}: log in with the password here.`);
  }

  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: stored.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: passkey.rpId,
      credential: {
        id: passkey.credentialId,
        publicKey: Uint8Array.from(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      // Face ID, a fingerprint or a PIN: as asked in the options.
      requireUserVerification: true,
    });
  } catch {
    throw unauthorized(PASSKEY_LOGIN_FAILED);
  }
  if (!verification.verified) throw unauthorized(PASSKEY_LOGIN_FAILED);

  // Only forward, in the same statement: of two answers with the same count (a cloned key) one
  // wins. An authenticator without a counter always says 0.
  const newCounter = verification.authenticationInfo.newCounter;
  const [updated] = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: sql`now()` })
    .where(and(eq(passkeys.id, passkey.id), newCounter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, newCounter)))
    .returning({ id: passkeys.id });
  if (!updated) throw unauthorized(PASSKEY_LOGIN_FAILED);

  const [user] = await db.select({ _id: users.id, email: users.email, name: users.name }).from(users).where(eq(users.id, passkey.userId)).limit(1);
  if (!user) throw unauthorized(PASSKEY_LOGIN_FAILED);
  return user;
}
