import { json, parseWith, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { parseBody, TEXT_FORM_LIMIT } from "@/lib/api/request";
import { confirmCurrentPassword } from "@/lib/auth/account";
import { registrationOptions } from "@/lib/auth/passkeys/registration";
import { relyingPartyFor } from "@/lib/auth/passkeys/relying-party";
import { passkeyOptionsSchema } from "@/lib/validations/passkeys";

/**
 * The owner's "Add a passkey": the current password first (a stolen session alone cannot add
 * a way in that outlives it), then options for the browser's create prompt, with a fresh
 * challenge bound to the owner.
 */
export const POST = route(
  async ({ req, owner, ip }) => {
    const rp = await relyingPartyFor(req);
    const { fields } = await parseBody(req, { limit: TEXT_FORM_LIMIT });
    const { currentPassword } = parseWith(passkeyOptionsSchema, fields);
    await confirmCurrentPassword(owner!, currentPassword, ip);
    return json(await registrationOptions(owner!, rp));
  },
  { owner: true },
);

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = methods({ POST });
