import { json, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { recordActivity } from "@/lib/data/activity";
import { restoreMessage } from "@/lib/data/messages";
import { ApiError } from "@/lib/errors";

/** A deleted message back in the inbox, read or unread as it was. */
export const POST = route(
  async ({ params, ip }) => {
    const message = await restoreMessage(params.id);
    if (!message) throw new ApiError(404, "Message not found in the trash.");
    await recordActivity("message.restore", message.subject, ip);
    return json({ msg: "Message restored successfully!", message });
  },
  { owner: true },
);

export const { GET, HEAD, OPTIONS, PUT, PATCH, DELETE } = methods({ POST });
