import { json, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { removePasskey } from "@/lib/auth/passkeys/credentials";
import { recordActivity } from "@/lib/data/activity";
import { notFound } from "@/lib/errors";

/** Removes one of the owner's passkeys: it can no longer log in (sessions it opened stay). */
const remove = route(
  async ({ params, owner, ip }) => {
    const name = await removePasskey(owner!._id, params.id);
    if (name === null) throw notFound("Passkey");
    await recordActivity("passkey.removed", name, ip);
    return json({ msg: `Passkey "${name}" removed.` });
  },
  { owner: true },
);

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods({ DELETE: remove });
