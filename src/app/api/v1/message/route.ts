import { json, parseWith, route } from "@/lib/api/handler";
import { methods } from "@/lib/api/methods";
import { parseBody, TEXT_FORM_LIMIT } from "@/lib/api/request";
import { parseInboxQuery } from "@/lib/api/inbox-query";
import { countMessages, createMessage, listMessagePage } from "@/lib/data/messages";
import { hitRateLimit, limitSubject } from "@/lib/data/rate-limits";
import { getEnv } from "@/lib/env";
import { tooManyRequests } from "@/lib/errors";
import { notifyNewMessage } from "@/lib/notify";
import { HONEYPOT_FIELD, messageCreateSchema } from "@/lib/validations/message";

/** The inbox, a page at a time (newest first), with the unread and total counts. */
export const GET = route(
  async ({ req }) => {
    const { limit, cursor } = parseInboxQuery(new URL(req.url));
    const [page, counts] = await Promise.all([listMessagePage(limit, cursor), countMessages()]);
    return json({ ...page, unread: counts.unread, total: counts.total });
  },
  { owner: true },
);

const CONTACT_CEILING_KEY = "contact:all";

export const POST = route(async ({ req, ip }) => {
  const { fields } = await parseBody(req, { limit: TEXT_FORM_LIMIT });
  const { [HONEYPOT_FIELD]: honeypot, ...input } = parseWith(messageCreateSchema, fields);
  const env = getEnv();
  // Counted in the database, so the limit holds across serverless instances.
  const sent = await hitRateLimit(`contact:ip:${limitSubject(ip)}`, env.CONTACT_WINDOW_SECONDS);
  if (sent > env.CONTACT_MAX_PER_IP) {
    throw tooManyRequests(
      "You have sent several messages already. Please try again later or write an e-mail instead.",
    );
  }
  // A filled honeypot is a bot: answer as if it worked and keep nothing.
  if (typeof honeypot === "string" ? honeypot.trim() !== "" : honeypot != null) {
    return json({ msg: "Message sent successfully!" }, 201);
  }
  // One ceiling for all addresses together bounds the inbox under a flood from many; only
  // messages that would be kept count, so a bot filling the honeypot spends none of it.
  if ((await hitRateLimit(CONTACT_CEILING_KEY, 60 * 60)) > env.CONTACT_MAX_PER_HOUR) {
    throw tooManyRequests(
      "The inbox is receiving too many messages right now. Please try again in an hour or write an e-mail instead.",
    );
  }
  const message = await createMessage(input);
  // After the response: the visitor never waits for SMTP, nor sees it fail.
  notifyNewMessage(message);
  return json({ msg: "Message sent successfully!", message }, 201);
});

export const { HEAD, OPTIONS, PUT, PATCH, DELETE } = methods({ GET, POST });
