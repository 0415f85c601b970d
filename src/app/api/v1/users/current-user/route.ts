import { json, route } from "@/lib/api/handler";
import { ownerFromCookie, sessionCookieFrom } from "@/lib/auth/session";

export const GET = route(async ({ req }) =>
  json({ user: await ownerFromCookie(sessionCookieFrom(req.headers.get("cookie"))) }),
);
