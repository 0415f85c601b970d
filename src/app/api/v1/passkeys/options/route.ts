import { json, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { registrationOptions } from "@/lib/auth/passkeys/registration";
import { relyingPartyFor } from "@/lib/auth/passkeys/relying-party";

/** The owner's "Add a passkey": options for the browser's create prompt, with a fresh challenge. */
export const POST = route(
  async ({ req, owner }) => json(await registrationOptions(owner!, await relyingPartyFor(req))),
  { owner: true },
);

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = methods({ POST });
