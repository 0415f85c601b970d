import { z } from "zod";
import { PROJECT_TYPES } from "@/lib/enums";
import { publicationFields, statusField } from "./publication";
import { altTextFields, booleanField, enumField, hasNoNul, httpUrl, listField, longText, NO_NUL, refuseControlCharacters, shortText } from "./fields";

export { PROJECT_TYPES };
export const PROJECT_FILTERS = ["all", ...PROJECT_TYPES, "archived"] as const;
export const PROJECT_SORTS = ["all", "newest", "oldest", "a-z", "z-a"] as const;
export type ProjectFilter = (typeof PROJECT_FILTERS)[number];
export type ProjectSort = (typeof PROJECT_SORTS)[number];

/** The image fields a project form may upload. */
export const PROJECT_IMAGE_FIELDS = ["logo", "screenshot"] as const;

const projectFields = {
  title: shortText(),
  oneLineDescription: shortText(),
  description: longText(),
  liveUrl: httpUrl(),
  projectType: enumField(PROJECT_TYPES),
  technologiesUsed: listField(","),
  keywordsAndTags: listField(","),
  isArchived: booleanField(),
  /** Leads Selected Work on the home page, in the owner's order (src/lib/ordering). */
  featured: booleanField(),
  ...altTextFields(PROJECT_IMAGE_FIELDS),
  ...publicationFields(),
};

export const projectCreateSchema = z.object({
  ...projectFields,
  projectType: projectFields.projectType.default("full-stack"),
  isArchived: projectFields.isArchived.default(false),
  featured: projectFields.featured.default(false),
  status: statusField().default("published"),
});

/**
 * PATCH: any subset of the fields; what is absent stays as it is. Built from the fields
 * without their defaults, so a missing isArchived never un-archives a project.
 */
export const projectUpdateSchema = z.object(projectFields).partial();

export const projectQuerySchema = z.object({
  search: z
    .string()
    .max(200, "must be at most 200 characters")
    .refine(hasNoNul, NO_NUL)
    .superRefine(refuseControlCharacters())
    .transform((s) => s.trim())
    .optional(),
  projectType: enumField(PROJECT_FILTERS).default("all"),
  sort: enumField(PROJECT_SORTS).default("all"),
});

export type ProjectInput = z.infer<typeof projectCreateSchema>;
export type ProjectUpdate = z.infer<typeof projectUpdateSchema>;
export type ProjectQuery = z.infer<typeof projectQuerySchema>;
