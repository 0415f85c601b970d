import { json, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { revokeSession } from "@/lib/auth/session";
import { recordActivity } from "@/lib/data/activity";
import { notFound } from "@/lib/errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Signs one device out at once: its next request is 401. This device too, when it is this one. */
export const DELETE = route(
  async ({ owner, params, ip }) => {
    const id = params.id ?? "";
    const device = UUID.test(id) ? await revokeSession(id.toLowerCase(), owner!._id) : null;
    if (device === null) throw notFound("Session");
    await recordActivity("sessions.revoked", device || "a browser", ip);
    return json({ msg: "That device is signed out." });
  },
  { owner: true },
);

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH } = methods({ DELETE });
