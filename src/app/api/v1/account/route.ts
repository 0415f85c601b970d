import { json, parseWith, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { parseBody, TEXT_FORM_LIMIT } from "@/lib/api/request";
import { changeAccount, readAccount } from "@/lib/auth/account";
import { trustedUserOf } from "@/lib/auth/login";
import { trustedDeviceCookieHeader } from "@/lib/auth/trusted-device";
import { recordActivity } from "@/lib/data/activity";
import { unauthorized } from "@/lib/errors";
import { accountChangeSchema } from "@/lib/validations/account";

/** The owner's login as /admin/account shows it. */
export const GET = route(
  async ({ owner }) => {
    const account = await readAccount(owner!._id);
    if (!account) throw unauthorized();
    return json({ account: { email: account.email, demoPassword: account.demoPassword } });
  },
  { owner: true },
);

/** `{currentPassword, newPassword?, email?}` → 200 `{msg}`; a wrong current password is 400. */
export const PATCH = route(
  async ({ req, owner, sessionId, ip }) => {
    const { fields } = await parseBody(req, { limit: TEXT_FORM_LIMIT });
    const change = parseWith(accountChangeSchema, fields);
    const result = await changeAccount(owner!, sessionId!, change, ip);
    if (change.email && change.email.toLowerCase() !== owner!.email) await recordActivity("account.email", change.email.toLowerCase(), ip);
    if (!result.passwordChanged) return json({ msg: result.msg });
    await recordActivity("account.password", result.signedOut > 0 ? `${result.signedOut} other session(s) signed out` : "", ip);
    // The note that lets this browser past the global login budget is signed over the
    // password hash: the old one ended with it, so this browser gets a new one.
    const trusted = await trustedUserOf(owner!._id);
    return json({ msg: result.msg }, 200, trusted ? [["Set-Cookie", trustedDeviceCookieHeader(req, trusted)]] : undefined);
  },
  { owner: true },
);

export const { HEAD, OPTIONS, POST, PUT, DELETE } = methods({ GET, PATCH });
