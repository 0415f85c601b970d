import { z } from "zod";
import { AUTOSAVE_COLLECTIONS } from "@/lib/enums";
import { enumField, hasNoNul, isWellFormed, NO_NUL, NOT_WELL_FORMED } from "./fields";

/*
 * PUT /api/v1/autosaves/{id}: the unsaved values of one open form (src/lib/autosave). They
 * are not judged by the item's rules (a half-typed link is what the owner has so far; the
 * save judges it), only bounded, and refused where PostgreSQL could not store them as sent
 * (a NUL, half a surrogate pair): the copy read back is the copy sent.
 */

/** How many fields one form has at most (the profile, the largest, has about 20). */
export const MAX_AUTOSAVE_FIELDS = 64;
/** One value: a post's 50,000 characters of Markdown with room to spare while it is typed. */
export const MAX_AUTOSAVE_VALUE = 60_000;
/** How deep the stored item's values may nest (the profile's links are two levels). */
const MAX_BASE_DEPTH = 16;
const INT4_MAX = 2_147_483_647;

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A form field's name; never one that means something to a JavaScript object. */
const FIELD_NAME = /^[A-Za-z0-9_]{1,64}$/;
const RESERVED_NAMES = new Set(["__proto__", "constructor", "prototype"]);

/** Why text cannot be stored as sent, or undefined when it can. */
const textProblem = (value: string) => (!hasNoNul(value) ? NO_NUL : !isWellFormed(value) ? NOT_WELL_FORMED : undefined);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A form's values: an object of text by field name. The names that mean something to a
 * JavaScript object are refused, and the copy is made with defined properties (never by
 * assignment), so no name reaches a prototype here or in the browser that reads them back.
 */
export const formValues = () =>
  z.unknown().transform((input, ctx) => {
    const fail = (message: string, path: string[] = []) => {
      ctx.addIssue({ code: "custom", message, path, input });
      return z.NEVER;
    };
    if (input === undefined) return fail("is required");
    if (!isPlainObject(input)) return fail("must be an object of text values by field name");
    const keys = Object.keys(input);
    if (keys.length > MAX_AUTOSAVE_FIELDS) return fail(`must have at most ${MAX_AUTOSAVE_FIELDS} fields`);
    const values: Array<[string, string]> = [];
    for (const key of keys) {
      // The name itself is not echoed: it could be anything.
      if (!FIELD_NAME.test(key)) return fail("must name its fields with letters, digits and _ (at most 64 characters)");
      if (RESERVED_NAMES.has(key)) return fail(`must not have a field named ${key}`);
      const value = input[key];
      if (typeof value !== "string") return fail("must be text", [key]);
      if (value.length > MAX_AUTOSAVE_VALUE) return fail(`must be at most ${MAX_AUTOSAVE_VALUE} characters`, [key]);
      const problem = textProblem(value);
      if (problem) return fail(problem, [key]);
      values.push([key, value]);
    }
    return Object.fromEntries(values) as Record<string, string>;
  });

/** Why a JSON value cannot be stored as sent, or undefined when it can (walked without recursion). */
function jsonProblem(root: unknown): string | undefined {
  const stack: Array<[unknown, number]> = [[root, 0]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value === "string") {
      const problem = textProblem(value);
      if (problem) return problem;
    } else if (typeof value === "object" && value !== null) {
      if (depth >= MAX_BASE_DEPTH) return `must nest at most ${MAX_BASE_DEPTH} levels deep`;
      for (const [key, item] of Object.entries(value)) {
        const problem = textProblem(key);
        if (problem) return problem;
        stack.push([item, depth + 1]);
      }
    }
  }
  return undefined;
}

/** The stored item's values: any JSON object (the editing form reads it), or null for a new item. */
export const baseValues = () =>
  z
    .unknown()
    .optional()
    .transform((input, ctx) => {
      if (input === undefined || input === null) return null;
      if (!isPlainObject(input)) {
        ctx.addIssue({ code: "custom", message: "must be the stored item's values (an object), or null for a new item", input });
        return z.NEVER;
      }
      const problem = jsonProblem(input);
      if (problem) {
        ctx.addIssue({ code: "custom", message: problem, input });
        return z.NEVER;
      }
      return input;
    });

/** The browser's own random id: only compared, never trusted. */
export const deviceId = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") })
    .regex(/^[A-Za-z0-9_-]{1,100}$/, "must be the browser's own id: 1 to 100 letters, digits, - and _");

/** An item id as the API writes it; which item, and whether it may have an autosave, is checked against the database. */
const ITEM_ID = "must be an item's id, or null for a new item and for the profile";
const itemId = () =>
  z
    .union([z.null(), z.string().regex(ID, ITEM_ID)], {
      error: (issue) => (issue.input === undefined ? "is required (null for a new item and for the profile)" : ITEM_ID),
    })
    .transform((id) => id?.toLowerCase() ?? null);

export const autosaveWriteSchema = z
  .object({
    collection: enumField(AUTOSAVE_COLLECTIONS),
    itemId: itemId(),
    values: formValues(),
    initial: formValues(),
    base: baseValues(),
    baseVersion: z
      .number({ error: "must be the version the editing started from (a whole number), or null" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(INT4_MAX, "is too large")
      .nullish()
      .transform((value) => value ?? null),
    deviceId: deviceId(),
  })
  .superRefine((body, ctx) => {
    if (body.collection === "profile" && body.itemId !== null) {
      ctx.addIssue({ code: "custom", path: ["itemId"], message: "must be null for the profile (it has one form)", input: body.itemId });
    }
  });

export type AutosaveWrite = z.infer<typeof autosaveWriteSchema>;

/** `?itemId=` of GET /api/v1/autosaves: an item's autosaves, or `new` for unsaved new items. */
export const NEW_ITEM = "new";

/**
 * GET /api/v1/autosaves's query: every autosave, a collection's, one item's
 * (`collection` and `itemId`) or a collection's unsaved new items (`itemId=new`).
 */
export const autosaveListQuerySchema = z
  .object({
    collection: enumField(AUTOSAVE_COLLECTIONS).optional(),
    itemId: z
      .string()
      .refine((value) => value === NEW_ITEM || ID.test(value), `must be an item's id, or ${NEW_ITEM} for unsaved new items`)
      .transform((value) => value.toLowerCase())
      .optional(),
  })
  .superRefine((query, ctx) => {
    if (query.itemId === undefined) return;
    if (query.collection === undefined) {
      ctx.addIssue({ code: "custom", path: ["itemId"], message: "needs collection as well (the item's)", input: query.itemId });
    } else if (query.collection === "profile") {
      ctx.addIssue({ code: "custom", path: ["itemId"], message: "must be left out for the profile (it has one form)", input: query.itemId });
    }
  });

export type AutosaveListQuery = z.infer<typeof autosaveListQuerySchema>;
