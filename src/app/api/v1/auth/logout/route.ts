import { json, route } from "@/lib/api/handler";
import { clearedSessionCookies } from "@/lib/auth/cookie";
import { endSession, sessionCookieFrom } from "@/lib/auth/session";

/** Revokes the session on the server (a replayed cookie is refused) and clears it. */
export const DELETE = route(async ({ req }) => {
  await endSession(sessionCookieFrom(req.headers.get("cookie")));
  const headers = new Headers();
  for (const cookie of clearedSessionCookies(req)) headers.append("Set-Cookie", cookie);
  return json({ msg: "Logging out..." }, 200, headers);
});
