import { getTableColumns, type Column } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { slugProblem } from "../posts/slug";
import { LOCAL_UPLOAD_PREFIX, SAFE_FILE_NAME } from "../storage/local";
import { BLOB_FILE_URL } from "../storage/uploaded-url";
import { baseValues, deviceId, formValues } from "../validations/autosave";
import { blogCreateSchema } from "../validations/blog";
import { certificationCreateSchema } from "../validations/certification";
import { experienceCreateSchema } from "../validations/experience";
import { altText, email, formatZodError, httpUrl, isoDate, refuseControlCharacters } from "../validations/fields";
import { messageCreateSchema } from "../validations/message";
import { profileUpdateSchema } from "../validations/profile";
import { projectCreateSchema } from "../validations/project";
import { techStackCreateSchema } from "../validations/tech-stack";
import { MEDIA_ORIGINS } from "../enums";
import {
  analyticsCountries,
  analyticsDays,
  analyticsPages,
  analyticsSources,
  autosaves,
  blogs,
  certifications,
  experiences,
  itemVersions,
  media,
  messages,
  profile,
  projects,
  slugRedirects,
  techStack,
} from "./schema";

/*
 * Rows as the database stores them, checked before a backup is imported (`npm run import`;
 * the rules only judge, the rows are imported as written):
 * the API's own field rules (a link is http(s), a slug is a slug, no control characters, the
 * same lengths), plus what only stored rows have: ids, timestamps, publication status and
 * trash state, image sizes and placeholders, and the URLs of uploaded files. A backup is
 * data from a file anyone could have edited; a row the API would refuse is refused here too.
 *
 * Each table's rule is built from its columns: an explicit rule where the API has one or the
 * column needs its own, else one from the column's type (so a column added later is checked
 * by its type until it gets a rule). A key that is no column is refused.
 */

type Rule = z.ZodType;

/** The largest value of a PostgreSQL integer. */
const INT4_MAX = 2_147_483_647;

/** An uploaded file of this site: /uploads/<stored name>, or a Blob store's images/ or files/. */
const isStoredFileUrl = (value: string) => {
  if (value.startsWith(LOCAL_UPLOAD_PREFIX)) return SAFE_FILE_NAME.test(value.slice(LOCAL_UPLOAD_PREFIX.length));
  if (!BLOB_FILE_URL.test(value)) return false;
  const url = new URL(value);
  return !url.search && !url.hash && /^\/(?:images|files)\/[a-z0-9-]+\.(?:png|jpg|webp|gif|avif|pdf)$/.test(url.pathname);
};

export const storedFileUrl = () =>
  z.string({ error: "must be text" }).max(2048).refine(isStoredFileUrl, "must be the URL of an uploaded file (/uploads/<name> or a Vercel Blob file)");

/** A tiny image as a data URL (what the pipeline writes beside each image). */
const placeholder = () =>
  z
    .string({ error: "must be text" })
    .max(4096, "must be at most 4096 characters")
    .regex(/^data:image\/(?:webp|png|jpeg|gif|avif);base64,[A-Za-z0-9+/]+={0,2}$/, "must be a base64 image data URL");

/** A moment as JSON carries it (ISO 8601 with an offset; a Date in process), within the years PostgreSQL keeps. */
const timestamp = () =>
  z
    .preprocess((value) => (value instanceof Date ? value.toISOString() : value), z.iso.datetime({ offset: true, error: "must be an ISO 8601 date and time" }))
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1970 && year <= 9999;
    }, "must be a moment between the years 1970 and 9999");

const singleLine = () => z.string({ error: "must be text" }).max(10_000, "must be at most 10000 characters").superRefine(refuseControlCharacters());

/** A rule from the column's type, for columns without one of their own. */
function ruleOfColumn(column: Column): Rule {
  const enumValues = (column as { enumValues?: readonly string[] }).enumValues;
  switch (column.columnType) {
    case "PgUUID":
      return z.uuid({ error: "must be a UUID" });
    case "PgTimestamp":
      return timestamp();
    case "PgBoolean":
      return z.boolean({ error: "must be true or false" });
    case "PgInteger":
      return z.number({ error: "must be a number" }).int("must be a whole number").min(-INT4_MAX).max(INT4_MAX);
    case "PgArray":
      return z.array(singleLine(), { error: "must be a list of text" }).max(1000);
    case "PgText":
      return enumValues?.length ? z.enum(enumValues as [string, ...string[]], { error: `must be one of ${enumValues.join(", ")}` }) : singleLine();
    default:
      // JSON and anything else needs a rule of its own.
      return z.never({ error: `is a ${column.columnType} column without an import rule` });
  }
}

/** The API's rule, without the optional wrapper of a PATCH schema (stored rows have every column). */
function unwrapped(rule: Rule | undefined): Rule | undefined {
  return rule instanceof z.ZodOptional ? (rule.unwrap() as Rule) : rule;
}

/**
 * The rule of one table's stored rows: for each column, `own[column]`, else the API's rule
 * (`api`), else the column type's; null allowed where the column is nullable, absence where
 * it is nullable or has a default. Strict: no other key.
 */
function storedRow(table: PgTable, api: Record<string, Rule>, own: Record<string, Rule> = {}) {
  const shape: Record<string, Rule> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    let rule = own[key] ?? unwrapped(api[key]) ?? ruleOfColumn(column);
    if (!column.notNull) rule = rule.nullable();
    if (!column.notNull || column.hasDefault) rule = rule.optional();
    shape[key] = rule;
  }
  return z.strictObject(shape, { error: (issue) => (issue.code === "unrecognized_keys" ? `has a field that is not a column: ${issue.keys.join(", ")}` : undefined) });
}

/** An image column F: the file's URL, its size and placeholder. The alt text is the API's. */
function imageColumns(...fields: string[]): Record<string, Rule> {
  const size = z.number({ error: "must be a number" }).int("must be a whole number").min(1).max(100_000);
  return Object.fromEntries(
    fields.flatMap((field) => [
      [field, storedFileUrl()],
      [`${field}Width`, size],
      [`${field}Height`, size],
      [`${field}Placeholder`, placeholder()],
    ]),
  );
}

const slug = () =>
  z.string({ error: "must be text" }).superRefine((value, ctx) => {
    const problem = slugProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem, input: value });
  });

/** A résumé is an uploaded PDF or an external http(s) link. */
const resumeUrl = () => z.union([storedFileUrl(), httpUrl()], { error: "must be the URL of an uploaded file or an http(s) URL" });

const projectRows = storedRow(projects, projectCreateSchema.shape, imageColumns("logo", "screenshot"));
const blogRows = storedRow(blogs, blogCreateSchema.shape, { ...imageColumns("imageUrl", "socialImage"), date: isoDate(), slug: slug() });

/**
 * A kept version of a post or project: its snapshot is the item's own fields, judged by the
 * item's rule (a restore writes them back as they are), and the files it names are uploads.
 */
const versionRows = storedRow(itemVersions, {}, {
  snapshot: z.record(z.string(), z.unknown(), { error: "must be the item's fields" }),
  // Its image fields and the uploads its text names (a post of 50,000 characters names fewer).
  files: z.array(storedFileUrl()).max(1000),
}).superRefine((row, ctx) => {
  const rule = row.collection === "blogs" ? blogRows : projectRows;
  const checked = rule.partial().safeParse(row.snapshot);
  if (!checked.success) ctx.addIssue({ code: "custom", path: ["snapshot"], message: formatZodError(checked.error) });
});

/**
 * An autosave (src/lib/autosave): the API's rules of its values, the uploads they name, and
 * the words its title and device name are made of. Which item it names is checked against
 * the backup's items (backup.ts).
 */
const autosaveRows = storedRow(autosaves, {}, {
  values: formValues(),
  initial: formValues(),
  base: baseValues(),
  files: z.array(storedFileUrl()).max(1000),
  title: singleLine().pipe(z.string().max(200, "must be at most 200 characters")),
  deviceId: deviceId(),
  deviceName: singleLine().pipe(z.string().min(1, "is required").max(100, "must be at most 100 characters")),
});

/** The content types an upload is stored as (src/lib/images, the résumé). */
const STORED_TYPES = ["image/webp", "image/jpeg", "image/png", "image/gif", "image/avif", "application/pdf"] as const;

/** An upload's record (src/lib/media): its file, what it is, its size, its default alt text. */
const mediaRows = storedRow(media, { alt: altText() }, {
  url: storedFileUrl(),
  name: z.string({ error: "must be text" }).min(1, "is required").max(200, "must be at most 200 characters").superRefine(refuseControlCharacters()),
  contentType: z.enum(STORED_TYPES, { error: `must be one of ${STORED_TYPES.join(", ")}` }),
  bytes: z.number({ error: "must be a number" }).int("must be a whole number").min(0).max(64 * 1024 * 1024),
  width: z.number({ error: "must be a number" }).int("must be a whole number").min(1).max(100_000),
  height: z.number({ error: "must be a number" }).int("must be a whole number").min(1).max(100_000),
  placeholder: placeholder(),
  origin: z.enum(MEDIA_ORIGINS, { error: `must be one of ${MEDIA_ORIGINS.join(", ")}` }),
});

/** A day's count of the visitor counts (src/lib/analytics). */
const tally = () => z.number({ error: "must be a number" }).int("must be a whole number").min(0).max(INT4_MAX);
const countRows = (table: PgTable, own: Record<string, Rule>) =>
  storedRow(table, {}, { day: isoDate(), views: tally(), ...own });

export const STORED_ROWS = {
  projects: projectRows,
  blogs: blogRows,
  experiences: storedRow(experiences, experienceCreateSchema.shape),
  certifications: storedRow(certifications, certificationCreateSchema.shape, imageColumns("image")),
  techStack: storedRow(techStack, techStackCreateSchema.shape, imageColumns("imageUrl")),
  messages: storedRow(messages, messageCreateSchema.shape),
  profile: storedRow(profile, profileUpdateSchema.shape, {
    ...imageColumns("avatar"),
    id: z.literal(1, { error: "must be 1 (there is one profile)" }),
    resumeUrl: resumeUrl(),
    // A new site has no public e-mail until the deploy or the owner gives one (issue 25).
    email: z.union([z.literal(""), email()]),
    // The demo's profile fields the owner has not changed (src/lib/first-run): field names.
    demoFields: z.array(z.string({ error: "must be text" }).regex(/^[A-Za-z]{1,40}$/, "must be a profile field's name"), { error: "must be a list of field names" }).max(40),
  }),
  itemVersions: versionRows,
  autosaves: autosaveRows,
  media: mediaRows,
  slugRedirects: storedRow(slugRedirects, {}, { slug: slug() }),
  analyticsDays: countRows(analyticsDays, { visitors: tally() }),
  // A page's path (/about) or a post's id (blogs:<uuid>).
  analyticsPages: countRows(analyticsPages, {
    page: z.string({ error: "must be text" }).max(300).regex(/^(\/[A-Za-z0-9/_-]*|blogs:[0-9a-f-]{36})$/, "must be a path or blogs:<post id>"),
    visitors: tally(),
  }),
  analyticsSources: countRows(analyticsSources, { source: singleLine().pipe(z.string().min(1, "is required").max(60, "must be at most 60 characters")) }),
  analyticsCountries: countRows(analyticsCountries, { country: z.string({ error: "must be text" }).regex(/^[A-Z]{2}$/, "must be a two-letter country code") }),
} satisfies Record<string, Rule>;

export type StoredTable = keyof typeof STORED_ROWS;
