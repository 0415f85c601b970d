import { ApiError, badRequest } from "@/lib/errors";
import { getEnv } from "@/lib/env";
import { MAX_IMAGE_BYTES } from "@/lib/storage";
import { normalizeAddress, socketAddressOf } from "./socket-address";

export interface ParsedBody {
  /** Text values; a field sent more than once becomes a list. */
  fields: Record<string, unknown>;
  /** Chosen files; an empty file input (no file chosen) is left out. */
  files: Record<string, File>;
}

// Two images and the text fields must fit in one request (Vercel allows 4.5 MB).
const MAX_BODY_BYTES = 2 * MAX_IMAGE_BYTES + 256 * 1024;
const MAX_JSON_BYTES = 256 * 1024;

/** Reads a multipart, urlencoded or JSON body into plain fields and files. */
export async function parseBody(req: Request): Promise<ParsedBody> {
  const length = Number(req.headers.get("content-length") ?? 0);
  if (length > MAX_BODY_BYTES) {
    throw new ApiError(413, "The request is too large: images may be at most 4 MB each.");
  }
  const type = (req.headers.get("content-type") ?? "").toLowerCase();

  if (type.startsWith("application/json")) {
    if (length > MAX_JSON_BYTES) throw new ApiError(413, "The request body is too large.");
    let body: unknown;
    try {
      body = JSON.parse(await req.text());
    } catch {
      throw badRequest("The request body is not valid JSON.");
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw badRequest("The request body must be a JSON object.");
    }
    // A fresh null-prototype copy: keys such as __proto__ stay plain data.
    return { fields: Object.assign(Object.create(null), body), files: {} };
  }

  if (type.startsWith("multipart/form-data") || type.startsWith("application/x-www-form-urlencoded")) {
    let form: FormData;
    try {
      form = await req.formData();
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

  // No Content-Type: only an empty body is accepted; a body we cannot read is not ignored.
  if (type === "" && length === 0 && (await req.arrayBuffer()).byteLength === 0) {
    return { fields: Object.create(null), files: {} };
  }
  throw new ApiError(415, "Send the data as multipart/form-data, urlencoded form data or JSON.");
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
