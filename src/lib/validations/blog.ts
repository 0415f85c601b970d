import { z } from "zod";
import { slugProblem } from "@/lib/posts/slug";
import { MAX_TAG_LENGTH, MAX_TAGS, uniqueTags } from "@/lib/posts/tags";
import { publicationFields, statusField } from "./publication";
import { altTextFields, httpUrl, LIMITS, isoDate, listField, longText, optionalText, requiredText, shortText } from "./fields";

/** The cover, and the image of a shared link (its social card). */
export const BLOG_IMAGE_FIELDS = ["imageUrl", "socialImage"] as const;

/** A meta description: what search results show of a page is about 160 characters. */
export const META_DESCRIPTION_MAX = 300;

/** The post's address, /blogs/{slug}, as the owner writes it (src/lib/posts/slug.ts). */
const slugField = () =>
  z
    .string({ error: "must be text" })
    .trim()
    .superRefine((slug, ctx) => {
      const problem = slugProblem(slug);
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: slug });
    });

/**
 * Comma-separated in a form, an array from JSON, like a project's keywordsAndTags; none at
 * all is fine (null reads as none). Repeats, whatever their case, are kept once.
 */
const tagsField = () =>
  z.preprocess(
    (value) => (value === null ? [] : value),
    listField(",", { required: false })
      .refine((tags) => tags.every((tag) => !tag.includes(",")), "must not contain a comma inside a tag")
      .refine((tags) => tags.every((tag) => [...tag].length <= MAX_TAG_LENGTH), `must each be at most ${MAX_TAG_LENGTH} characters`)
      .transform(uniqueTags)
      .refine((tags) => tags.length <= MAX_TAGS, `must be at most ${MAX_TAGS} tags`),
  );

export const blogCreateSchema = z.object({
  title: shortText(),
  summary: longText(),
  content: requiredText(LIMITS.markdown, { multiline: true }),
  /** Defaults to today when the form leaves it empty. */
  date: z.preprocess((v) => (v === "" || v == null ? undefined : v), isoDate().optional()),
  /** Made from the title when left empty (with -2, -3… if another post has it). */
  slug: z.preprocess((v) => (v == null || (typeof v === "string" && v.trim() === "") ? undefined : v), slugField().optional()),
  tags: tagsField().optional(),
  /** '' (or null): none, the summary is used. One line. */
  metaDescription: z.preprocess((v) => (v === null ? "" : v), optionalText(META_DESCRIPTION_MAX)).optional(),
  /** Where the post first appeared, when elsewhere: an http(s) URL; '' (or null) for here. */
  canonicalUrl: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), httpUrl().nullable()).optional(),
  ...altTextFields(BLOG_IMAGE_FIELDS),
  ...publicationFields(),
  status: statusField().default("published"),
});

/** PATCH: any subset; a slug sent must be a real one ("" would leave the post without an address). */
export const blogUpdateSchema = blogCreateSchema
  .partial()
  .extend({ slug: slugField().optional(), ...publicationFields() });

export type BlogInput = z.infer<typeof blogCreateSchema>;
export type BlogUpdate = z.infer<typeof blogUpdateSchema>;
