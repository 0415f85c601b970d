/**
 * Runs a route's validation on its own, without the route: the body is made into a Request
 * and read by the routes' own `parseBody` (JSON, urlencoded or multipart, with the route's
 * byte limit), then parsed by the route's schema with `parseWith`, exactly as the route
 * does before it writes anything. Shared by validators.test.ts and
 * publishing-validators.test.ts, which compare what comes out with the oracles.
 */
import type { ZodType } from "zod";
import { parseWith } from "@/lib/api/handler";
import { parseBody } from "@/lib/api/request";
import { ApiError } from "@/lib/errors";
import { asQueryValue, multipartText, REJECT, UNCHANGED, type Verdict } from "./cases";
import { BOUNDARY, MULTIPART_TYPE } from "./checks";

export type Row = Record<string, unknown>;
export type BodyType = "json" | "urlencoded" | "multipart";

/** One body of one route, as far as validation goes. */
export interface Validation {
  /** "POST /api/v1/projects": names the failures. */
  name: string;
  schema: ZodType;
  /** The route's byte limit, where it sets one (TEXT_FORM_LIMIT). */
  limit?: number;
  /** What the route does with the schema's output before it writes (a default date). */
  after?: (output: Row) => Row;
}

export type Outcome = { accepted: Row } | { status: number; msg: string };

function requestOf(body: Row, type: BodyType): Request {
  const init = (contentType: Record<string, string>, text: string) =>
    new Request("http://localhost/api/v1/validate", { method: "POST", headers: contentType, body: text });
  if (type === "json") return init({ "content-type": "application/json" }, JSON.stringify(body));
  if (type === "urlencoded") {
    // Repeated keys for a list, as a form sends them.
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(body)) {
      for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
    }
    return init({ "content-type": "application/x-www-form-urlencoded" }, params.toString());
  }
  return init(MULTIPART_TYPE, multipartText(body, BOUNDARY));
}

/** The body through parseBody and the schema: what the route would go on with, or its 4xx. */
export async function validate(v: Validation, body: Row, type: BodyType = "json"): Promise<Outcome> {
  try {
    const { fields } = await parseBody(requestOf(body, type), { limit: v.limit });
    const output = parseWith(v.schema, fields) as Row;
    return { accepted: v.after ? v.after(output) : output };
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return { status: error.status, msg: error.msg };
    throw error;
  }
}

/** Whether the types of a form can carry the value (text only) and what arrives of it. */
export const formValue = (value: unknown): string | undefined =>
  typeof value === "string" ? asQueryValue(value) : undefined;

export const show = (value: unknown) => {
  const text = value === undefined ? "undefined" : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 60)}…(${text.length} chars)` : text;
};

/**
 * Why an outcome is not the verdict, or undefined when it is: a refusal must be a 4xx whose
 * 400 names the field (or one of `names`), an accepted value must be exactly the one the
 * oracle stores, and UNCHANGED means the field comes out absent (kept as it is).
 */
export function mismatch(
  outcome: Outcome,
  field: string,
  expected: Verdict | typeof UNCHANGED,
  names: string[] = [field],
): string | undefined {
  if (expected === REJECT) {
    if ("accepted" in outcome) return `accepted as ${show(outcome.accepted[field])}, expected a refusal`;
    // A list's item is named by its place: "learned[0] must not…".
    if (outcome.status === 400 && !names.some((name) => outcome.msg.startsWith(`${name} `) || outcome.msg.startsWith(`${name}[`))) {
      return `refused, but the 400 does not name ${field}: "${outcome.msg}"`;
    }
    return undefined;
  }
  if (!("accepted" in outcome)) return `refused (${outcome.status} "${outcome.msg}"), expected ${expected === UNCHANGED ? "no change" : show(expected.stored)}`;
  const got = outcome.accepted[field];
  if (expected === UNCHANGED) return got === undefined ? undefined : `came out as ${show(got)}, expected it left as it was`;
  return JSON.stringify(got) === JSON.stringify(expected.stored) && typeof got === typeof expected.stored
    ? undefined
    : `came out as ${show(got)}, expected ${show(expected.stored)}`;
}
