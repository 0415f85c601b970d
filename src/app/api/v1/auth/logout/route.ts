import { json, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { clearedSessionCookies } from "@/lib/auth/cookie";
import { endSession, sessionCookieFrom } from "@/lib/auth/session";

/** Revokes the session on the server (a replayed cookie is refused) and clears it. */
export const DELETE = route(async ({ req }) => {
  await endSession(sessionCookieFrom(req.headers.get("cookie")));
  const headers = new Headers();
  for (const cookie of clearedSessionCookies(req)) headers.append("Set-Cookie", cookie);
  return json({ msg: "Logging out..." }, 200, headers);
});

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = methods({ DELETE });
