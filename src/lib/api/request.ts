import { ApiError, badRequest } from "@/lib/errors";
import { getEnv } from "@/lib/env";
import { MAX_IMAGE_BYTES } from "@/lib/storage";
import { BodyTooLargeError, formatBytes, readBodyWithin } from "./body-limit";
import { normalizeAddress, socketAddressOf } from "./socket-address";

export interface ParsedBody {
  /** Text values; a field sent more than once becomes a list. */
  fields: Record<string, unknown>;
  /** Chosen files; an empty file input (no file chosen) is left out. */
  files: Record<string, File>;
}

// Two images and the text fields must fit in one request (Vercel allows 4.5 MB).
const MAX_MULTIPART_BYTES = 2 * MAX_IMAGE_BYTES + 256 * 1024;
const MAX_JSON_BYTES = 256 * 1024;
// Text only, but percent-encoding may triple it: a 50,000-character post fits.
const MAX_URLENCODED_BYTES = 1024 * 1024;
/** For routes whose form holds a few short fields (login, the contact message). */
export const TEXT_FORM_LIMIT = 64 * 1024;

export interface ParseBodyOptions {
  /** The most bytes this route reads, whatever the content type (at most the type's own). */
  limit?: number;
}

const TYPE_LIMITS = { json: MAX_JSON_BYTES, urlencoded: MAX_URLENCODED_BYTES, multipart: MAX_MULTIPART_BYTES } as const;

function tooLargeMessage(limit: number): string {
  return limit === MAX_MULTIPART_BYTES
    ? "The request is too large: images may be at most 4 MB each."
    : `The request body is too large: at most ${formatBytes(limit)}.`;
}

function kindOf(type: string): keyof typeof TYPE_LIMITS | null {
  if (type.startsWith("application/json")) return "json";
  if (type.startsWith("multipart/form-data")) return "multipart";
  if (type.startsWith("application/x-www-form-urlencoded")) return "urlencoded";
  return null;
}

const UNSUPPORTED = "Send the data as multipart/form-data, urlencoded form data or JSON.";

/**
 * Reads a multipart, urlencoded or JSON body into plain fields and files. Every body is
 * read through `readBodyWithin`: past the limit of its type (or the route's, if smaller)
 * reading stops and the answer is 413, chunked or not.
 */
export async function parseBody(req: Request, options: ParseBodyOptions = {}): Promise<ParsedBody> {
  const header = req.headers.get("content-type") ?? "";
  const type = header.toLowerCase();
  const kind = kindOf(type);

  if (kind === null) {
    // No Content-Type: only an empty body is accepted; a body we cannot read is not ignored.
    if (type === "") {
      try {
        await readBodyWithin(req, 0, UNSUPPORTED);
        return { fields: Object.create(null), files: {} };
      } catch (error) {
        if (error instanceof BodyTooLargeError) throw new ApiError(415, UNSUPPORTED);
        throw error;
      }
    }
    throw new ApiError(415, UNSUPPORTED);
  }

  const limit = Math.min(TYPE_LIMITS[kind], options.limit ?? Infinity);
  const bytes = await readBodyWithin(req, limit, tooLargeMessage(limit));

  if (kind === "json") return { fields: jsonObjectOf(bytes), files: {} };

  let form: FormData;
  try {
    // The bytes are already in hand and within the limit; the boundary is case-sensitive.
    form = await new Response(bytes, { headers: { "content-type": header } }).formData();
  } catch {
    throw badRequest("The form data could not be read.");
  }
  const fields: Record<string, unknown> = Object.create(null);
  const files: Record<string, File> = Object.create(null);
  for (const [key, value] of form.entries()) {
    if (typeof value === "string") {
      const previous = fields[key];
      if (previous === undefined) fields[key] = value;
      else fields[key] = Array.isArray(previous) ? [...previous, value] : [previous, value];
    } else if (value.size > 0 || value.name !== "") {
      files[key] = value;
    }
  }
  return { fields, files };
}

/** A JSON object's fields, on a fresh null-prototype copy: keys such as __proto__ stay plain data. */
function jsonObjectOf(bytes: Uint8Array): Record<string, unknown> {
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw badRequest("The request body is not valid JSON.");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw badRequest("The request body must be a JSON object.");
  }
  return Object.assign(Object.create(null), body);
}

/**
 * A JSON object body, for a route whose body is JSON only and may be larger than parseBody's
 * JSON limit (an autosave carries a post three times over). Read through `readBodyWithin`,
 * like every body: past `limit` it is a 413 as soon as the bytes show it.
 */
export async function parseJsonBody(req: Request, { limit }: { limit: number }): Promise<Record<string, unknown>> {
  if (kindOf((req.headers.get("content-type") ?? "").toLowerCase()) !== "json") {
    throw new ApiError(415, "Send the data as JSON (Content-Type: application/json).");
  }
  return jsonObjectOf(await readBodyWithin(req, limit, tooLargeMessage(limit)));
}

/**
 * The caller's address: the one every limit and the activity log read. Only a header the
 * client cannot write is believed, and which one depends on where the app runs:
 * - on Vercel (VERCEL set), the platform's x-vercel-forwarded-for (then x-real-ip), which
 *   Vercel's edge sets to the address that connected to it, replacing any client copy;
 * - behind TRUSTED_PROXY_HOPS reverse proxies, the entry that many places from the right
 *   of X-Forwarded-For: each proxy appends the address it saw, so what the client wrote
 *   stays on the left;
 * - otherwise the socket's address, stamped by the hook in ./socket-address.
 * An address that cannot be read is "unknown" (one shared bucket), never a guess.
 */
export function clientIp(req: Request): string {
  const { headers } = req;
  if (process.env.VERCEL) {
    return (
      normalizeAddress(headers.get("x-vercel-forwarded-for")?.split(",")[0]) ??
      normalizeAddress(headers.get("x-real-ip")) ??
      "unknown"
    );
  }
  const hops = getEnv().TRUSTED_PROXY_HOPS;
  const forwarded = (headers.get("x-forwarded-for") ?? "").split(",").map((entry) => entry.trim()).filter(Boolean);
  if (hops > 0 && forwarded.length > 0) {
    // Fewer entries than hops: every entry was still written by a trusted proxy.
    return normalizeAddress(forwarded[Math.max(0, forwarded.length - hops)]) ?? "unknown";
  }
  return normalizeAddress(socketAddressOf(headers)) ?? "unknown";
}
