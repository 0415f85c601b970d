import { z } from "zod";
import { loginSchema } from "./auth";
import { refuseControlCharacters } from "./fields";

/**
 * PATCH /api/v1/account: the current password always; a new password, a new login e-mail,
 * or both. The new password's strength is the server's to judge (src/lib/auth/password-policy.ts).
 */
export const accountChangeSchema = z
  .object({
    currentPassword: loginSchema.shape.password,
    newPassword: z
      .string({ error: "must be text" })
      .max(200, "must be at most 200 characters")
      .superRefine(refuseControlCharacters())
      .optional(),
    email: z.email({ error: "must be an e-mail address" }).max(254, "must be at most 254 characters").optional(),
  })
  .strict()
  .refine((input) => input.newPassword !== undefined || input.email !== undefined, {
    error: "Send a newPassword, an email, or both.",
  });

export type AccountChange = z.infer<typeof accountChangeSchema>;
