/**
 * What every hostile-input suite checks, shared by ./abuse.test.ts (the content routes) and
 * ./publishing.test.ts (trash, preview, ordering and the publishing fields): a refused input
 * is a 4xx with exactly `{msg}` and no server internals, and every row of every table is as
 * it was. Module state (the row baseline) is per test file: Jest loads this once per file.
 */
import type { ApiResponse, RequestOptions } from "../helpers/api";
import { snapshotRows } from "../helpers/db";
import { IMAGE_BYTES } from "../helpers/images";
import { multipartText } from "./cases";

export type Row = Record<string, unknown>;

/** What a case must do: be refused, or be accepted with these changes to the item. */
export type Expectation = "reject" | { changes: Row };

export interface Case {
  label: string;
  options: () => RequestOptions;
  expectation: Expectation;
  /** The field a 400 must name. */
  field?: string;
  /** The status a refusal must have, where it matters (a login: 400 malformed, 401 wrong). */
  status?: number;
}

let baseline: Record<string, unknown[]>;

/** Takes the rows as they are now as the state every later case must leave. */
export async function startWatchingRows() {
  baseline = await snapshotRows();
}

export const JSON_TYPE = { "content-type": "application/json" };
export const FORM_TYPE = { "content-type": "application/x-www-form-urlencoded" };
export const BOUNDARY = "----abuse7MA4YWxkTrZu0gW";
export const MULTIPART_TYPE = { "content-type": `multipart/form-data; boundary=${BOUNDARY}` };
export const rawJson = (text: string): RequestOptions => ({ body: text, headers: JSON_TYPE });
export const utf8 = (text: string) => new Uint8Array(Buffer.from(text, "utf8"));
export const urlencoded = (fields: Row) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) params.append(key, String(value));
  return params.toString();
};

/** Bodies that are broken as a whole: invalid JSON, JSON that is not an object, wrong types. */
export function bodyCases(valid: Row): Case[] {
  const first = Object.keys(valid)[0];
  const validJson = JSON.stringify(valid);
  const multipart = multipartText(valid, BOUNDARY);
  const oneMb = JSON.stringify({ ...valid, [first]: "x".repeat(1024 * 1024) });
  const cases: Array<[string, RequestOptions]> = [
    ["invalid JSON: an open brace", rawJson("{")],
    ["invalid JSON: cut after a key", rawJson(`{"${first}": `)],
    ["invalid JSON: single quotes", rawJson(`{'${first}': 'x'}`)],
    ["invalid JSON: a trailing comma", rawJson(validJson.replace(/}$/, ",}"))],
    ["invalid JSON: two objects", rawJson(validJson + validJson)],
    ["invalid JSON: a bad escape", rawJson(`{"${first}": "\\uZZZZ"}`)],
    ["invalid JSON: a comment", rawJson(`/* x */ ${validJson}`)],
    ["invalid JSON: undefined", rawJson("undefined")],
    ["invalid JSON: NaN", rawJson("NaN")],
    ["invalid JSON: an empty body", rawJson("")],
    ["invalid JSON: a NUL byte", rawJson("\u0000")],
    ["a JSON array", rawJson("[]")],
    ["a JSON array holding the valid body", rawJson(`[${validJson}]`)],
    ["a JSON string", rawJson(JSON.stringify(validJson))],
    ["a JSON number", rawJson("42")],
    ["a JSON number too large for a double", rawJson("1e999")],
    ["JSON true", rawJson("true")],
    ["JSON null", rawJson("null")],
    ["100 000 nested arrays", rawJson("[".repeat(100_000) + "]".repeat(100_000))],
    ["10 000 nested objects", rawJson(`${'{"a":'.repeat(10_000)}1${"}".repeat(10_000)}`)],
    ["1 MB of JSON with its Content-Length", { body: oneMb, headers: { ...JSON_TYPE, "content-length": String(Buffer.byteLength(oneMb)) } }],
    ["text/plain", { body: validJson, headers: { "content-type": "text/plain" } }],
    ["application/xml", { body: `<?xml version="1.0"?><item><${first}>x</${first}></item>`, headers: { "content-type": "application/xml" } }],
    ["text/html", { body: `<form><input name="${first}" value="x"></form>`, headers: { "content-type": "text/html" } }],
    ["application/javascript", { body: `(${validJson})`, headers: { "content-type": "application/javascript" } }],
    ["application/octet-stream", { body: utf8(validJson), headers: { "content-type": "application/octet-stream" } }],
    ["image/png", { body: IMAGE_BYTES.png, headers: { "content-type": "image/png" } }],
    ["multipart/mixed", { body: multipart, headers: { "content-type": `multipart/mixed; boundary=${BOUNDARY}` } }],
    ["no Content-Type with a JSON body", { body: utf8(validJson) }],
    ["no Content-Type with a form body", { body: utf8(urlencoded(valid)) }],
    ["multipart without a boundary", { body: multipart, headers: { "content-type": "multipart/form-data" } }],
    ["multipart with the wrong boundary", { body: multipart, headers: { "content-type": "multipart/form-data; boundary=other" } }],
    ["multipart cut in the middle", { body: multipart.slice(0, Math.floor(multipart.length / 2)), headers: MULTIPART_TYPE }],
    ["multipart without its closing boundary", { body: multipart.slice(0, multipart.lastIndexOf(`--${BOUNDARY}--`)), headers: MULTIPART_TYPE }],
    ["multipart with an empty body", { body: "", headers: MULTIPART_TYPE }],
    ["multipart holding garbage", { body: "garbage\r\n\r\nmore garbage", headers: MULTIPART_TYPE }],
    ["a multipart part without Content-Disposition", { body: `--${BOUNDARY}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${BOUNDARY}--\r\n`, headers: MULTIPART_TYPE }],
    ["urlencoded: a lone percent sign", { body: "%", headers: FORM_TYPE }],
    ["urlencoded: keys without values", { body: "&&&==&", headers: FORM_TYPE }],
    ["urlencoded: a JSON body", { body: validJson, headers: FORM_TYPE }],
    [`urlencoded: ${first} twice`, { body: `${urlencoded(valid)}&${first}=again`, headers: FORM_TYPE }],
    [`multipart: ${first} twice`, { body: multipartText({ ...valid, [first]: [String(valid[first]), "again"] }, BOUNDARY), headers: MULTIPART_TYPE }],
    [
      `multipart: ${first} sent as a file`,
      {
        body:
          multipartText(Object.fromEntries(Object.entries(valid).filter(([k]) => k !== first)), BOUNDARY).replace(
            `--${BOUNDARY}--`,
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${first}"; filename="x.txt"\r\nContent-Type: text/plain\r\n\r\nx\r\n--${BOUNDARY}--`,
          ),
        headers: MULTIPART_TYPE,
      },
    ],
  ];
  return cases.map(([label, options]) => ({ label, options: () => options, expectation: "reject" }));
}


let ipCounter = 0;
/** A fresh address per request: the contact and login limits never kick in. */
export const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

/** What a message must never show: internals of the server. */
const SERVER_DETAILS = /\n\s*at |\bat [\w.<>]+ \(|relation "|syntax error|sqlstate|drizzle|pglite|\bundefined\b|\[object |TypeError|RangeError/i;

export function describeResponse(res: ApiResponse) {
  return `${res.status} ${JSON.stringify(res.body ?? "(not JSON)").slice(0, 300)}`;
}

/** A 4xx whose JSON body is exactly `{msg}`, a sentence that names the field on a 400. */
export function assertRefused(res: ApiResponse, field?: string) {
  const body = res.body as Row | undefined;
  const fine =
    res.status >= 400 &&
    res.status < 500 &&
    (res.headers.get("content-type") ?? "").includes("application/json") &&
    body !== undefined &&
    Object.keys(body).join() === "msg" &&
    typeof body.msg === "string" &&
    body.msg.trim() !== "" &&
    !SERVER_DETAILS.test(body.msg);
  if (!fine) throw new Error(`expected a 4xx {msg}, got ${describeResponse(res)}`);
  if (field && res.status === 400) {
    const names = field === "startDate" ? [field, "endDate"] : [field];
    if (!names.some((name) => (body!.msg as string).startsWith(`${name} `))) {
      throw new Error(`expected the 400 to name ${field}, got "${body!.msg}"`);
    }
  }
}

/** Every row is as it was; on a difference, the baseline moves on so one bug fails one case. */
export async function assertUnchanged() {
  const now = await snapshotRows();
  try {
    // The same text is the same rows (one query makes both, in a stable order): the deep
    // comparison, costly over every case of the tables, runs only to show what differs.
    if (JSON.stringify(now) !== JSON.stringify(baseline)) expect(now).toEqual(baseline);
  } finally {
    baseline = now;
  }
}


/** Runs a check, then always compares every row with the baseline; reports the first failure. */
export async function thenUnchanged(check: () => Promise<void> | void) {
  let failure: unknown;
  try {
    await check();
  } catch (error) {
    failure = error;
  }
  try {
    await assertUnchanged();
  } catch (error) {
    failure ??= error;
  }
  if (failure) throw failure;
}

