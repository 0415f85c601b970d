import { z } from "zod";
import { booleanField, email, longText, shortText } from "./fields";

/** The hidden field a person never fills in; a bot that fills it is quietly ignored. */
export const HONEYPOT_FIELD = "website";

export const messageCreateSchema = z.object({
  name: shortText(),
  email: email(),
  subject: shortText(),
  message: longText(),
  [HONEYPOT_FIELD]: z.unknown().optional(),
});

export const messageUpdateSchema = z.object({
  read: booleanField().refine((v) => v === true, "can only be set to true"),
});

export type MessageInput = z.infer<typeof messageCreateSchema>;
