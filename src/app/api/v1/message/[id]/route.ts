import { json, parseWith, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { parseBody, TEXT_FORM_LIMIT } from "@/lib/api/request";
import { recordActivity } from "@/lib/data/activity";
import { deleteMessage, markMessageRead } from "@/lib/data/messages";
import { isId } from "@/lib/data/store";
import { notFound } from "@/lib/errors";
import { messageUpdateSchema } from "@/lib/validations/message";

export const PATCH = route(
  async ({ req, params, ip }) => {
    if (!isId(params.id)) throw notFound("Message");
    const { fields } = await parseBody(req, { limit: TEXT_FORM_LIMIT });
    parseWith(messageUpdateSchema, fields);
    const result = await markMessageRead(params.id);
    if (!result) throw notFound("Message");
    await recordActivity("message.read", result.after.subject, ip);
    return json({ msg: "Message read successfully!", message: result.after });
  },
  { owner: true },
);

export const DELETE = route(
  async ({ params, ip }) => {
    const removed = await deleteMessage(params.id);
    if (!removed) throw notFound("Message");
    await recordActivity("message.delete", removed.subject, ip);
    return json({ msg: "Message deleted successfully!" });
  },
  { owner: true },
);

export const { GET, HEAD, OPTIONS, POST, PUT } = methods({ PATCH, DELETE });
