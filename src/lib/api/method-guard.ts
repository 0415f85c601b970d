import http from "node:http";
import https from "node:https";
import { NON_DOCUMENT_CSP } from "@/lib/security/content-security-policy.mjs";
import { ROUTE_METHODS } from "./methods";

/**
 * Requests with a method Next.js cannot serve, answered before Next sees them.
 *
 * Why here: Next builds a Fetch `Request` for every route handler, proxy and server action,
 * and the Fetch standard forbids TRACE and TRACK (`new Request(url, { method: "TRACE" })`
 * throws), so such a request ended as a 500. Methods outside the seven Next dispatches
 * (WebDAV's PROPFIND and the like) got an empty 400 from route handlers and a page from
 * page routes. No route of this site serves any of them: 405 `{msg}` for all.
 * CONNECT never gets this far: Node's server closes the connection itself when nothing
 * listens for it.
 */
const SERVED = new Set<string>(ROUTE_METHODS);
const ALLOW = ROUTE_METHODS.join(", ");

/** Answers `req` when its method is one Next cannot serve; true when it did. */
export function refuseUnservedMethod(req: http.IncomingMessage, res: http.ServerResponse): boolean {
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

// On globalThis: instrumentation and route handlers are bundled separately; install once.
const state = globalThis as unknown as { __portfolioMethodGuard?: boolean };

/**
 * Wraps `emit` of Node's HTTP and HTTPS servers so a request with an unserved method is
 * answered before any listener, Next's included, runs. Installed by src/server-start.ts.
 */
export function installMethodGuard(): void {
  if (state.__portfolioMethodGuard) return;
  state.__portfolioMethodGuard = true;
  for (const proto of [http.Server.prototype, https.Server.prototype] as Array<{ emit: (...args: unknown[]) => boolean }>) {
    const emit = proto.emit;
    proto.emit = function (this: unknown, event: unknown, ...args: unknown[]) {
      if (event === "request" && refuseUnservedMethod(args[0] as http.IncomingMessage, args[1] as http.ServerResponse)) {
        return true;
      }
      return emit.call(this, event, ...args);
    };
  }
}
