import "server-only";
import {
  generateRegistrationOptions,
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { getDb } from "@/lib/db";
import { passkeys } from "@/lib/db/schema";
import { badRequest } from "@/lib/errors";
import type { RegistrationResponseInput } from "@/lib/validations/passkeys";
import type { Owner } from "../session";
import { challengeOf, consumeChallenge, issueChallenge } from "./challenges";
import { credentialDescriptorsOf, listingOf, type PasskeyListing } from "./credentials";
import type { RelyingParty } from "./relying-party";

/** The transports browsers report; anything else is dropped rather than stored. */
const TRANSPORTS = new Set(["ble", "cable", "hybrid", "internal", "nfc", "smart-card", "usb"]);

const EXPIRED = "This passkey request has expired or was already used. Please try again.";

/**
 * Options for the browser's "create a passkey" prompt. Discoverable ("resident") keys only:
 * the login page asks for a passkey before anyone has typed an e-mail. The user handle is
 * the owner's id, so an authenticator replaces its earlier passkey for this site instead of
 * keeping two.
 */
export async function registrationOptions(owner: Owner, rp: RelyingParty): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await credentialDescriptorsOf(owner._id);
  const challenge = await issueChallenge("register", rp.id, { userId: owner._id });
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: owner.email,
    userDisplayName: owner.name,
    userID: new TextEncoder().encode(owner._id),
    challenge,
    attestationType: "none",
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  });
}

/**
 * Checks the browser's answer against the challenge it names (taken out of the table first:
 * single-use) and stores the new passkey with the relying party it was made for.
 */
export async function addPasskey(
  owner: Owner,
  rp: RelyingParty,
  name: string,
  response: RegistrationResponseInput,
): Promise<PasskeyListing> {
  const stored = await consumeChallenge(challengeOf(response.response.clientDataJSON), "register");
  if (!stored || stored.userId !== owner._id) throw badRequest(EXPIRED);
  if (stored.rpId !== rp.id) throw badRequest("The site's address changed while the passkey was being made. Please try again.");

  let verification;
  try {
    verification = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: stored.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // The phone's Face ID or the laptop's fingerprint (a key's PIN): a passkey alone, found
      // in a drawer, is not the owner.
      requireUserVerification: true,
    });
  } catch (error) {
    throw badRequest(`The passkey could not be verified: ${(error as Error).message}`);
  }
  if (!verification.verified) throw badRequest("The passkey could not be verified.");
  const { credential } = verification.registrationInfo;

  const db = await getDb();
  const [row] = await db
    .insert(passkeys)
    .values({
      userId: owner._id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: (response.response.transports ?? []).filter((transport) => TRANSPORTS.has(transport)),
      rpId: rp.id,
      name,
    })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  if (!row) throw badRequest("This passkey is already added.");
  return listingOf(row);
}
