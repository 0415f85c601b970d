import { z } from "zod";
import { loginSchema } from "./auth";
import { requiredText } from "./fields";

/** A passkey's name as the owner reads it in the list ("iPhone", "YubiKey"). */
export const PASSKEY_NAME_MAX = 60;

/**
 * What the browser's WebAuthn answer may hold, as @simplewebauthn/browser sends it: every
 * binary part base64url. Bounds are generous for real authenticators (an attestation with
 * its certificates is a few KB) and keep a forged answer from costing more than its parse.
 */
const base64url = (max: number) =>
  z
    .string({ error: "is required" })
    .min(1, "is required")
    .max(max, `must be at most ${max} characters`)
    .regex(/^[A-Za-z0-9_-]+$/, "must be base64url");

const credentialFields = {
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal("public-key", { error: 'must be "public-key"' }),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

export const registrationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: base64url(16_384).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(16_384).optional(),
  }),
});

export const authenticationResponseSchema = z.object({
  ...credentialFields,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(16_384),
    signature: base64url(2048),
    userHandle: base64url(256).optional(),
  }),
});

/** POST /api/v1/passkeys: the name the owner gave and the browser's registration answer. */
export const addPasskeySchema = z.object({
  name: requiredText(PASSKEY_NAME_MAX),
  response: registrationResponseSchema,
});

/** POST /api/v1/auth/passkey: the browser's answer to the login challenge. */
export const passkeyLoginSchema = z.object({
  response: authenticationResponseSchema,
});

export type RegistrationResponseInput = z.infer<typeof registrationResponseSchema>;
export type AuthenticationResponseInput = z.infer<typeof authenticationResponseSchema>;

/** POST /api/v1/passkeys/options: the owner's current password, confirmed before a passkey is made. */
export const passkeyOptionsSchema = z.object({ currentPassword: loginSchema.shape.password });
