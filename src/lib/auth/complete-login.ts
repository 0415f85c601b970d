import "server-only";
import { json } from "@/lib/api/handler";
import { recordActivity } from "@/lib/data/activity";
import { notifyNewLogin } from "@/lib/notify";
import { sessionCookieHeader } from "./cookie";
import { deviceFromUserAgent } from "./device";
import { trustedUserOf } from "./login";
import { openSession, type Owner } from "./session";
import { signOutToken } from "./sign-out-link";
import { isTrustedDevice, trustedDeviceCookieHeader } from "./trusted-device";

/** How the owner proved who they are, for the activity log. */
export type LoginMethod = "password" | "passkey";

/**
 * What every way of logging in ends with, once the owner is proven: a session row (with the
 * device it came from), the session cookie, this browser's trusted-device note, the activity
 * log's entry, and, when the browser had not logged in before (no note), an e-mail to the
 * owner with a link that signs this session out.
 */
export async function completeLogin(req: Request, owner: Owner, ip: string, method: LoginMethod): Promise<Response> {
  const device = deviceFromUserAgent(req.headers.get("user-agent"));
  const { token, sessionId } = await openSession(owner, device);
  await recordActivity("login.success", method === "passkey" ? `${owner.email} (passkey)` : owner.email, ip);
  const trusted = await trustedUserOf(owner._id);
  if (!trusted || !isTrustedDevice(req.headers.get("cookie"), trusted)) {
    notifyNewLogin({ device, at: new Date() }, `/account/sign-out?token=${encodeURIComponent(signOutToken(sessionId))}`);
  }
  return json({ msg: "Login successful", user: owner }, 200, [
    ["Set-Cookie", sessionCookieHeader(req, token)],
    // This browser may log in even while strangers have spent the global failure budget
    // (until the password changes).
    ...(trusted ? [["Set-Cookie", trustedDeviceCookieHeader(req, trusted)] as [string, string]] : []),
  ]);
}
