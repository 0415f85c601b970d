import { parseWith, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { parseBody, TEXT_FORM_LIMIT } from "@/lib/api/request";
import { completeLogin } from "@/lib/auth/complete-login";
import { verifyPasskeyLogin } from "@/lib/auth/passkeys/authentication";
import { relyingPartyFor } from "@/lib/auth/passkeys/relying-party";
import { recordRefusedLogin } from "@/lib/data/activity";
import { ApiError } from "@/lib/errors";
import { passkeyLoginSchema } from "@/lib/validations/passkeys";

/** A passkey login: the browser's signed answer, then the same ending as a password login. */
export const POST = route(async ({ req, ip }) => {
  const rp = await relyingPartyFor(req);
  const { fields } = await parseBody(req, { limit: TEXT_FORM_LIMIT });
  const { response } = parseWith(passkeyLoginSchema, fields);
  let owner;
  try {
    owner = await verifyPasskeyLogin(rp, response, ip);
  } catch (error) {
    if (error instanceof ApiError) {
      await recordRefusedLogin(error.status === 429 ? "login.limited" : "login.failed", "(passkey)", ip);
    }
    throw error;
  }
  return completeLogin(req, owner, ip, "passkey");
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = methods({ POST });
