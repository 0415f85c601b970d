// @ts-check
import { NON_DOCUMENT_CSP } from "../security/content-security-policy.mjs";
import { ROUTE_METHODS } from "./methods.mjs";

/**
 * Requests with a method Next.js cannot serve, answered before Next sees them (the server's
 * own handler, ../../../server.mjs, asks first).
 *
 * Why: Next builds a Fetch `Request` for every route handler, proxy and server action, and
 * the Fetch standard forbids TRACE and TRACK (`new Request(url, { method: "TRACE" })` throws),
 * so such a request ended as a 500. Methods outside the seven Next dispatches (WebDAV's
 * PROPFIND and the like) got an empty 400 from route handlers and a page from page routes.
 * No route of this site serves any of them: 405 `{msg}` for all. CONNECT never gets this far:
 * Node's server closes the connection itself when nothing listens for it.
 */
const SERVED = new Set(/** @type {readonly string[]} */ (ROUTE_METHODS));
const ALLOW = ROUTE_METHODS.join(", ");

/**
 * Answers `req` when its method is one Next cannot serve; true when it did.
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 */
export function refuseUnservedMethod(req, res) {
  if (SERVED.has(req.method ?? "")) return false;
  const body = JSON.stringify({ msg: `The ${req.method} method is not allowed. Allowed: ${ALLOW}.` });
  res.writeHead(405, {
    Allow: ALLOW,
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(body),
    "Cache-Control": "no-store",
    "Content-Security-Policy": NON_DOCUMENT_CSP,
    "X-Content-Type-Options": "nosniff",
  });
  res.end(body);
  return true;
}
