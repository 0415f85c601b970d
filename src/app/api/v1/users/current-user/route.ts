import { json, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { ownerFromCookie, sessionCookieFrom } from "@/lib/auth/session";
import { countUnreadMessages } from "@/lib/data/messages";

/**
 * `{ user: null }` for visitors; the owner also gets the unread count the navigation shows
 * (one small query, and only with a live session).
 */
export const GET = route(async ({ req }) => {
  const user = await ownerFromCookie(sessionCookieFrom(req.headers.get("cookie")));
  if (!user) return json({ user: null });
  return json({ user, unreadMessages: await countUnreadMessages() });
});

export const { HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = methods({ GET });
