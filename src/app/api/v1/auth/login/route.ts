import { json, parseWith, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { parseBody, TEXT_FORM_LIMIT } from "@/lib/api/request";
import { sessionCookieHeader } from "@/lib/auth/cookie";
import { trustedUserOf, verifyCredentials } from "@/lib/auth/login";
import { startSession } from "@/lib/auth/session";
import { trustedDeviceCookieHeader } from "@/lib/auth/trusted-device";
import { recordActivity, recordRefusedLogin } from "@/lib/data/activity";
import { ApiError } from "@/lib/errors";
import { loginSchema } from "@/lib/validations/auth";

export const POST = route(async ({ req, ip }) => {
  const { fields } = await parseBody(req, { limit: TEXT_FORM_LIMIT });
  const input = parseWith(loginSchema, fields);
  let owner;
  try {
    owner = await verifyCredentials(input, ip, req.headers.get("cookie"));
  } catch (error) {
    if (error instanceof ApiError) {
      await recordRefusedLogin(error.status === 429 ? "login.limited" : "login.failed", input.email, ip);
    }
    throw error;
  }
  const token = await startSession(owner);
  await recordActivity("login.success", owner.email, ip);
  const trusted = await trustedUserOf(owner._id);
  return json({ msg: "Login successful", user: owner }, 200, [
    ["Set-Cookie", sessionCookieHeader(req, token)],
    // This browser may log in even while strangers have spent the global failure budget
    // (until the password changes).
    ...(trusted ? [["Set-Cookie", trustedDeviceCookieHeader(req, trusted)] as [string, string]] : []),
  ]);
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = methods({ POST });
