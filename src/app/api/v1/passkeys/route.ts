import { json, parseWith, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { parseBody, TEXT_FORM_LIMIT } from "@/lib/api/request";
import { listPasskeys } from "@/lib/auth/passkeys/credentials";
import { addPasskey } from "@/lib/auth/passkeys/registration";
import { relyingPartyFor } from "@/lib/auth/passkeys/relying-party";
import { recordActivity } from "@/lib/data/activity";
import { addPasskeySchema } from "@/lib/validations/passkeys";

const list = route(async ({ owner }) => json({ passkeys: await listPasskeys(owner!._id) }), { owner: true });

/** Stores the passkey the browser just made, once its answer to our challenge checks out. */
const add = route(
  async ({ req, owner, ip }) => {
    const rp = await relyingPartyFor(req);
    const { fields } = await parseBody(req, { limit: TEXT_FORM_LIMIT });
    const { name, response } = parseWith(addPasskeySchema, fields);
    const passkey = await addPasskey(owner!, rp, name, response);
    await recordActivity("passkey.added", name, ip);
    return json({ msg: `Passkey "${name}" added.`, passkey }, 201);
  },
  { owner: true },
);

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods({ GET: list, POST: add });
