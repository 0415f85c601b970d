import { z } from "zod";
import { LIMITS, isoDate, longText, requiredText, shortText } from "./fields";

export const blogCreateSchema = z.object({
  title: shortText(),
  summary: longText(),
  content: requiredText(LIMITS.markdown, { multiline: true }),
  /** Defaults to today when the form leaves it empty. */
  date: z.preprocess((v) => (v === "" || v == null ? undefined : v), isoDate().optional()),
});

export const blogUpdateSchema = blogCreateSchema.partial();

export type BlogInput = z.infer<typeof blogCreateSchema>;
export type BlogUpdate = z.infer<typeof blogUpdateSchema>;

export const BLOG_IMAGE_FIELDS = ["imageUrl"] as const;
