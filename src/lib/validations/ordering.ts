import { z } from "zod";
import { TECH_STACK_TYPES } from "@/lib/enums";
import { enumField } from "./fields";

/** More than any owner features or lists in one group; bounds the work of one request. */
export const MAX_ORDERED_IDS = 500;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The new order, first to last: a JSON array of ids (a form's repeated field gives the same;
 * one value is a list of one). Which ids it must hold is checked against the database.
 */
const idList = z
  .union([z.string(), z.array(z.string())], {
    error: (issue) => (issue.input === undefined ? "is required" : "must be a list of ids"),
  })
  .transform((value) => (Array.isArray(value) ? value : [value]))
  .refine((ids) => ids.length <= MAX_ORDERED_IDS, `must list at most ${MAX_ORDERED_IDS} ids`)
  .refine((ids) => ids.every((id) => ID.test(id)), "must be a list of ids")
  .refine((ids) => new Set(ids.map((id) => id.toLowerCase())).size === ids.length, "must name each item once")
  .transform((ids) => ids.map((id) => id.toLowerCase()));

/** PUT /projects/featured: every featured project, in the order Selected Work shows them. */
export const featuredOrderSchema = z.object({ ids: idList });

/** PUT /techStack/order: every item of one section of /techStack, in its new order. */
export const techStackOrderSchema = z.object({
  techStackType: enumField(TECH_STACK_TYPES),
  ids: idList,
});

export type FeaturedOrder = z.infer<typeof featuredOrderSchema>;
export type TechStackOrder = z.infer<typeof techStackOrderSchema>;
