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
 * Each table's rule is built from its columns: an explicit rule where the column needs its
 * own, else the API's rule over the column's stored type (a boolean is true or false, never
 * a checkbox's "yes"; a list is a list, never a form's "a, b"), else one from the column's
 * type (so a column added later is checked by its type until it gets a rule). A key that is
 * no column is refused. A content table's rows pass the API's whole schema too (its rules
 * between fields). What rows must agree on across tables, the images a text shows among
 * them, and keys that mean something to a JavaScript object are checked in backup.ts.
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
 * What a stored value of the column is, before the API's rule judges it: the API reads a
 * form's text too ("yes" for a checkbox, "a, b" for a list) and stores what it made of it,
 * a boolean or a list. A row holds what was stored, never what a form sent.
 */
function storedType(column: Column): Rule | undefined {
  switch (column.columnType) {
    case "PgBoolean":
      return z.boolean({ error: "must be true or false" });
    case "PgInteger":
      return z.number({ error: "must be a number" }).int("must be a whole number").min(-INT4_MAX).max(INT4_MAX);
    case "PgArray":
      return z.array(z.string({ error: "must be text" }), { error: "must be a list of text" });
    case "PgText":
      return z.string({ error: "must be text" });
    case "PgUUID":
      return z.uuid({ error: "must be a UUID" });
    case "PgTimestamp":
      return timestamp();
    default:
      return undefined;
  }
}

/** Bookkeeping columns the API never takes from a client, wherever a table has them. */
const BOOKKEEPING: Record<string, Rule> = {
  // Written 1 and raised by a trigger on every change (drizzle/0005_versions.sql).
  version: z.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").max(INT4_MAX),
  // Places in the owner's orders (src/lib/ordering): 0 first.
  featuredRank: z.number({ error: "must be a number" }).int("must be a whole number").min(0, "must be at least 0").max(INT4_MAX),
  position: z.number({ error: "must be a number" }).int("must be a whole number").min(0, "must be at least 0").max(INT4_MAX),
};

/**
 * The rule of one table's stored rows: for each column, `own[column]`, else the API's rule
 * (`api`) over the column's stored type, else the column type's; null allowed where the
 * column is nullable, absence where it is nullable or has a default. Strict: no other key.
 */
function storedRow(table: PgTable, api: Record<string, Rule>, own: Record<string, Rule> = {}) {
  const shape: Record<string, Rule> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const apiRule = unwrapped(api[key]);
    const type = storedType(column);
    let rule = own[key] ?? (apiRule ? (type ? type.pipe(apiRule) : apiRule) : (BOOKKEEPING[key] ?? ruleOfColumn(column)));
    if (!column.notNull) rule = rule.nullable();
    if (!column.notNull || column.hasDefault) rule = rule.optional();
    shape[key] = rule;
  }
  return z.strictObject(shape, { error: (issue) => (issue.code === "unrecognized_keys" ? `has a field that is not a column: ${issue.keys.join(", ")}` : undefined) });
}

/**
 * A table's stored rows judged by the API's whole schema as well as field by field: the
 * rules between fields (an experience's end not before its start) hold too. The fields with
 * a rule of their own here (`own`) are left to it.
 */
function withApiSchema<R extends Rule>(rows: R, api: z.ZodType & { shape: Record<string, Rule> }, own: Record<string, Rule> = {}) {
  const fields = Object.keys(api.shape).filter((key) => !(key in own));
  return rows.superRefine((row, ctx) => {
    const values = row as Record<string, unknown>;
    const checked = api.safeParse(Object.fromEntries(fields.filter((key) => values[key] !== undefined).map((key) => [key, values[key]])));
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });
}

/** A list of objects with exactly these keys (their values judged by the API's rule after). */
const objectsWith = (keys: readonly string[], shape: string): Rule =>
  z.array(
    z.strictObject(Object.fromEntries(keys.map((key) => [key, z.unknown()])), {
      error: (issue) => (issue.code === "unrecognized_keys" ? `has a key that is not one of ${keys.join(", ")}: ${issue.keys.join(", ")}` : `must be an object with ${shape}`),
    }),
    { error: `must be a list of objects with ${shape}` },
  );

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

/**
 * What the site computes when it saves a row (the uploads it names: `files`, where the schema
 * has it): a list of text or null, never trusted: the import leaves it out (backup.ts).
 */
const computed = { files: z.array(z.string({ error: "must be text" }), { error: "must be a list of text" }).max(10_000) };

const projectOwn = { ...imageColumns("logo", "screenshot"), ...computed };
const projectRows = storedRow(projects, projectCreateSchema.shape, projectOwn);
const blogOwn = { ...imageColumns("imageUrl", "socialImage"), date: isoDate(), slug: slug(), ...computed };
const blogRows = storedRow(blogs, blogCreateSchema.shape, blogOwn);

/**
 * A kept version of a post or project: its snapshot is the item's own fields, judged by the
 * item's rule (a restore writes them back as they are), and the files it names are uploads.
 */
const versionRows = storedRow(itemVersions, {}, {
  snapshot: z.record(z.string(), z.unknown(), { error: "must be the item's fields" }),
  // Its image fields and the uploads its text names (a post of 50,000 characters names fewer).
  files: z.array(storedFileUrl()).max(1000),
  // The fields that differ from the version before it: field names.
  changes: z.array(z.string({ error: "must be text" }).regex(/^[A-Za-z]{1,40}$/, "must be a field's name"), { error: "must be a list of field names" }).max(100),
}).superRefine((row, ctx) => {
  const rule = row.collection === "blogs" ? blogRows : projectRows;
  const checked = rule.partial().safeParse(row.snapshot);
  if (!checked.success) ctx.addIssue({ code: "custom", path: ["snapshot"], message: formatZodError(checked.error).replace(/\.$/, "") });
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
  baseVersion: z.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1").max(INT4_MAX),
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

const profileOwn: Record<string, Rule> = {
  ...imageColumns("avatar"),
  ...computed,
  id: z.literal(1, { error: "must be 1 (there is one profile)" }),
  resumeUrl: resumeUrl(),
  // A new site has no public e-mail until the deploy or the owner gives one (issue 25).
  email: z.union([z.literal(""), email()]),
  // The demo's profile fields the owner has not changed (src/lib/first-run): field names.
  demoFields: z.array(z.string({ error: "must be text" }).regex(/^[A-Za-z]{1,40}$/, "must be a profile field's name"), { error: "must be a list of field names" }).max(40),
  // The API's lists, their items holding nothing else (it keeps only these keys).
  focus: objectsWith(["title", "text"], "title and text").pipe(unwrapped(profileUpdateSchema.shape.focus)!),
  links: objectsWith(["network", "url"], "network and url").pipe(unwrapped(profileUpdateSchema.shape.links)!),
};

const certificationOwn = imageColumns("image");
const techStackOwn = imageColumns("imageUrl");

export const STORED_ROWS = {
  projects: withApiSchema(projectRows, projectCreateSchema, projectOwn),
  blogs: withApiSchema(blogRows, blogCreateSchema, blogOwn),
  experiences: withApiSchema(storedRow(experiences, experienceCreateSchema.shape), experienceCreateSchema),
  certifications: withApiSchema(storedRow(certifications, certificationCreateSchema.shape, certificationOwn), certificationCreateSchema, certificationOwn),
  techStack: withApiSchema(storedRow(techStack, techStackCreateSchema.shape, techStackOwn), techStackCreateSchema, techStackOwn),
  messages: withApiSchema(storedRow(messages, messageCreateSchema.shape), messageCreateSchema),
  profile: withApiSchema(storedRow(profile, profileUpdateSchema.shape, profileOwn), profileUpdateSchema, profileOwn),
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
