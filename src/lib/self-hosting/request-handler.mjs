// @ts-check
import { databaseFailedSince } from "../cache/database-health.mjs";
import { watchDocumentPolicy } from "./document-policy.mjs";
import { refuseUnservedMethod } from "./method-guard.mjs";
import { guardSlowClients, SLOW_CLIENT_LIMITS } from "./slow-clients.mjs";
import { stampRequest } from "./socket-address.mjs";

/**
 * What the self-hosted server (server.mjs, `npm start`) does with every request before Next
 * does: a method Next cannot serve is answered 405; the socket's address is stamped for the
 * route handlers' limits; the response is watched so an HTML document never leaves without a
 * Content-Security-Policy. Each of these is per request, on the request and response objects
 * the server owns: no Node prototype is touched, and nothing here runs on Vercel (whose
 * platform serves the requests; docs/deploy.md).
 * @param {(req: import("node:http").IncomingMessage, res: import("node:http").ServerResponse) => unknown} handle Next's request handler
 * @returns {import("node:http").RequestListener}
 */
export function selfHostedRequests(handle) {
  return (req, res) => {
    if (refuseUnservedMethod(req, res)) return;
    stampRequest(req);
    watchDocumentPolicy(res);
    watchOutage(res);
    void handle(req, res);
  };
}

/** How recent a failed database read makes a failed page an outage. */
const OUTAGE_MS = 30_000;

/**
 * A page that failed while the database cannot be reached is the site's "try again" screen
 * (src/app/error.tsx): it answers 503 with Retry-After, not 500, so browsers, crawlers and
 * monitors read it as the outage it is. Next has no status of its own for it.
 * @param {import("node:http").ServerResponse} res
 */
export function watchOutage(res) {
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = function (/** @type {any[]} */ ...args) {
    const type = String(res.getHeader("content-type") ?? "");
    if (args[0] === 500 && /^\s*text\/html\b/i.test(type) && databaseFailedSince(Date.now() - OUTAGE_MS)) {
      args[0] = 503;
      res.statusMessage = "Service Unavailable";
      if (typeof args[1] === "string") args[1] = "Service Unavailable";
      res.setHeader("Retry-After", "30");
    }
    return writeHead.apply(res, /** @type {any} */ (args));
  };
}

/**
 * The server's own limits: slow clients closed within 20 s (slow-clients.mjs), and Node's
 * timeouts no longer than they need be behind it.
 * @param {import("node:http").Server} server
 * @param {import("./slow-clients.mjs").SlowClientLimits} [limits]
 */
export function limitSelfHostedServer(server, limits = SLOW_CLIENT_LIMITS) {
  server.headersTimeout = limits.headersMs + 5_000;
  // A whole request (a 4 MB photo on a slow phone) within Node's own default; the body rate
  // rule closes slow ones long before.
  server.requestTimeout = 300_000;
  return guardSlowClients(server, limits);
}
