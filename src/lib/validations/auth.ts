import { z } from "zod";
import { hasNoNul, isWellFormed, NO_NUL, NOT_WELL_FORMED, refuseControlCharacters } from "./fields";

export const loginSchema = z.object({
  email: z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(254, "must be at most 254 characters")
    .refine(hasNoNul, NO_NUL)
    .refine(isWellFormed, NOT_WELL_FORMED)
    .superRefine(refuseControlCharacters()),
  password: z
    .string({ error: "is required" })
    .min(1, "is required")
    .max(200, "must be at most 200 characters")
    .superRefine(refuseControlCharacters()),
});

export type LoginInput = z.infer<typeof loginSchema>;
