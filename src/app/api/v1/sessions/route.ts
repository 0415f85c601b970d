import { json, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { listSessions, revokeOtherSessions } from "@/lib/auth/session";
import { recordActivity } from "@/lib/data/activity";

/** The owner's signed-in devices: `{sessions: [{_id, device, createdAt, lastSeenAt, current}]}`. */
export const GET = route(async ({ owner, sessionId }) => json({ sessions: await listSessions(owner!._id, sessionId!) }), { owner: true });

/** Signs out every device but this one. */
export const DELETE = route(
  async ({ owner, sessionId, ip }) => {
    const count = await revokeOtherSessions(owner!._id, sessionId!);
    if (count > 0) await recordActivity("sessions.revoked", `${count} other session(s)`, ip);
    return json({ msg: count === 0 ? "No other device was signed in." : count === 1 ? "The other device is signed out." : `${count} other devices are signed out.` });
  },
  { owner: true },
);

export const { HEAD, OPTIONS, POST, PUT, PATCH } = methods({ GET, DELETE });
