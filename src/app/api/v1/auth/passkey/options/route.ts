import { json, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { authenticationOptions } from "@/lib/auth/passkeys/authentication";
import { isOwnersTrustedBrowser } from "@/lib/auth/login";
import { relyingPartyFor } from "@/lib/auth/passkeys/relying-party";

/** Options for a passkey login (the button, or the e-mail field's autofill), with a fresh challenge. */
export const POST = route(async ({ req, ip }) =>
  json(await authenticationOptions(await relyingPartyFor(req), ip, await isOwnersTrustedBrowser(req.headers.get("cookie")))),
);

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = methods({ POST });
