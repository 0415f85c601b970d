import { z } from "zod";
import { TECH_STACK_TYPES } from "@/lib/enums";
import { altTextFields, enumField, httpUrl, shortText } from "./fields";

export { TECH_STACK_TYPES };

/** Section headings of the public page, in display order. */
export const TECH_STACK_GROUPS: ReadonlyArray<{ type: (typeof TECH_STACK_TYPES)[number]; label: string }> = [
  { type: "skills", label: "Skills" },
  { type: "dev", label: "Dev Tools" },
  { type: "apps", label: "Apps" },
  { type: "games", label: "Games" },
  { type: "hardware", label: "Hardware" },
];

export const TECH_STACK_IMAGE_FIELDS = ["imageUrl"] as const;

export const techStackCreateSchema = z.object({
  title: shortText(),
  category: shortText(),
  url: httpUrl(),
  techStackType: enumField(TECH_STACK_TYPES),
  ...altTextFields(TECH_STACK_IMAGE_FIELDS),
});

export const techStackUpdateSchema = techStackCreateSchema.partial();

export type TechStackInput = z.infer<typeof techStackCreateSchema>;
export type TechStackUpdate = z.infer<typeof techStackUpdateSchema>;
