import { json, parseWith, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { parseBody, TEXT_FORM_LIMIT } from "@/lib/api/request";
import { revokeSession } from "@/lib/auth/session";
import { sessionOfSignOutToken } from "@/lib/auth/sign-out-link";
import { recordActivity } from "@/lib/data/activity";
import { badRequest } from "@/lib/errors";
import { z } from "zod";

const schema = z.object({ token: z.string({ error: "is required" }).min(1, "is required").max(200, "is not a link of ours") }).strict();

/**
 * The new-login e-mail's "Not you? Sign it out" (src/lib/auth/sign-out-link.ts): a POST from
 * the page the link opens (a GET signs out nothing: mail scanners follow links). The signed
 * token is the proof; it signs out that one session and nothing else, once.
 */
export const POST = route(async ({ req, ip }) => {
  const { fields } = await parseBody(req, { limit: TEXT_FORM_LIMIT });
  const { token } = parseWith(schema, fields);
  const sessionId = sessionOfSignOutToken(token);
  if (!sessionId) throw badRequest("This link is not valid or has expired. Sign the device out in Account instead.");
  const device = await revokeSession(sessionId);
  if (device === null) return json({ msg: "That device is already signed out." });
  await recordActivity("sessions.revoked", `${device || "a device"}, from the new-login e-mail`, ip);
  return json({ msg: `${device || "That device"} is signed out. Change your password in Account if you did not log in.` });
});

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = methods({ POST });
